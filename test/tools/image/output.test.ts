import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE, RED, animatedGif, decode, near, noiseImage, px, quadrantImage, tempDir, trackedRuns, writeText } from './fixtures.js';

let dir: string;
let done: () => Promise<void>;
let png: string;
const { run, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  png = await quadrantImage(dir, 'png');
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

/** Reads every entry of a ZIP into memory (the archives here are small). */
function readZip(path: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('same as input', () => {
  it('writes each accepted format back as itself, and SVG as PNG', async () => {
    const inputs: [string, string, string][] = [
      [await quadrantImage(dir, 'png', 's.png'), 'png', 'image/png'],
      [await quadrantImage(dir, 'jpeg', 's.jpg'), 'jpeg', 'image/jpeg'],
      [await quadrantImage(dir, 'webp', 's.webp'), 'webp', 'image/webp'],
      [await quadrantImage(dir, 'gif', 's.gif'), 'gif', 'image/gif'],
      [await quadrantImage(dir, 'avif', 's.avif'), 'heif', 'image/avif'],
      [await quadrantImage(dir, 'tiff', 's.tiff'), 'tiff', 'image/tiff'],
      [
        await writeText(dir, 's.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="32" height="24" fill="red"/></svg>'),
        'png',
        'image/png',
      ],
    ];
    for (const [input, format, mime] of inputs) {
      const r = await run('image-flip', input);
      expect([input, r.mime]).toEqual([input, mime]);
      const meta = await sharp(r.path).metadata();
      expect([input, meta.format, meta.width, meta.height]).toEqual([input, format, 64, 48]);
      // Flipped left-right: the red top-left quadrant is now top-right.
      expect(near(px(await decode(r.path), 60, 3), RED, 40), input).toBe(true);
    }
  });

  it('reports progress in steps', async () => {
    const r = await run('image-sepia', png);
    expect(r.progress).toEqual([10, 90]);
    expect(r.stages).toEqual(['decoding', 'encoding']);
  });
});

describe('image-compress', () => {
  it('keeps the format by default and shrinks a high-quality JPEG', async () => {
    const big = join(dir, 'big.jpg');
    await sharp(await readFile(await noiseImage(dir, 'n.png', 128, 96)))
      .blur(1.5)
      .jpeg({ quality: 100 })
      .toFile(big);
    const r = await run('image-compress', big, { quality: 40 });
    expect(r.mime).toBe('image/jpeg');
    const { size } = await stat(big);
    expect(r.size).toBeLessThan(size / 2);
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([128, 96]);
  });

  it('converts to the chosen format; PNG becomes a palette image', async () => {
    const noisy = await noiseImage(dir, 'n2.png');
    const w = await run('image-compress', noisy, { format: 'webp' });
    expect(w.mime).toBe('image/webp');
    expect((await sharp(w.path).metadata()).format).toBe('webp');
    const a = await run('image-compress', png, { format: 'avif' });
    expect((await sharp(a.path).metadata()).format).toBe('heif');
    const j = await run('image-compress', png, { format: 'jpg' });
    expect(j.name).toBe('quad.jpg');
    const p = await run('image-compress', noisy, { format: 'png', quality: 30 });
    const meta = await sharp(p.path).metadata();
    expect(meta.format).toBe('png');
    expect(meta.isPalette).toBe(true);
    expect(p.size).toBeLessThan((await readFile(noisy)).length);
  });

  it('never returns a larger file than the original in the same format', async () => {
    const tiny = join(dir, 'tiny.png');
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } }).png({ compressionLevel: 9 }).toFile(tiny);
    const r = await run('image-compress', tiny);
    expect(r.size).toBeLessThanOrEqual((await readFile(tiny)).length);
    expect(near(px(await decode(r.path), 1, 1), RED, 0)).toBe(true);
  });

  it('keeps an animated GIF animated', async () => {
    const r = await run('image-compress', await animatedGif(dir));
    const meta = await sharp(r.path, { animated: true }).metadata();
    expect([meta.format, meta.pages]).toEqual(['gif', 3]);
  });
});

describe('image-strip-metadata', () => {
  it('drops EXIF and ICC and turns the image upright', async () => {
    const tagged = join(dir, 'tagged.jpg');
    await sharp(await readFile(png))
      .withExif({ IFD0: { Copyright: 'someone', Artist: 'camera owner' } })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toFile(tagged);
    const before = await sharp(tagged).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const r = await run('image-strip-metadata', tagged);
    expect(r.mime).toBe('image/jpeg');
    const after = await sharp(r.path).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 = rotate 90 clockwise to display: now stored upright, 48x64, blue at the top-left.
    expect([after.width, after.height]).toEqual([48, 64]);
    expect(near(px(await decode(r.path), 3, 3), BLUE, 25)).toBe(true);
    const raw = await readFile(r.path);
    expect(raw.includes(Buffer.from('camera owner'))).toBe(false);
  });
});

describe('image-metadata', () => {
  it('reports format, size, channels, orientation and statistics as JSON', async () => {
    const tagged = join(dir, 'meta.jpg');
    await sharp(await readFile(png)).withMetadata({ orientation: 6, density: 300 }).jpeg().toFile(tagged);
    const r = await run('image-metadata', tagged);
    expect(r.mime).toBe('application/json');
    expect(r.name).toBe('meta.json');
    const report = JSON.parse(await readFile(r.path, 'utf8'));
    expect(report).toMatchObject({
      format: 'jpeg',
      width: 64,
      height: 48,
      displayWidth: 48,
      displayHeight: 64,
      orientation: 6,
      channels: 3,
      space: 'srgb',
      hasAlpha: false,
      density: 300,
      pages: 1,
      file: { mime: 'image/jpeg' },
    });
    expect(report.stats.channels).toHaveLength(3);
    const red = report.stats.channels[0];
    expect(red.channel).toBe('red');
    expect(red.max).toBeGreaterThan(240);
    expect(red.mean).toBeGreaterThan(100);
  });

  it('counts the frames of an animation', async () => {
    const r = await run('image-metadata', await animatedGif(dir));
    const report = JSON.parse(await readFile(r.path, 'utf8'));
    expect(report.format).toBe('gif');
    expect(report.pages).toBe(3);
    expect(report.delay).toEqual([100, 200, 300]);
  });
});

describe('image-favicon-set', () => {
  it('zips six PNGs and a three-size favicon.ico, each decodable', async () => {
    const r = await run('image-favicon-set', png);
    expect(r.mime).toBe('application/zip');
    expect(r.name).toBe('quad.zip');
    const files = await readZip(r.path);
    const expected: Record<string, number> = {
      'favicon-16x16.png': 16,
      'favicon-32x32.png': 32,
      'favicon-48x48.png': 48,
      'apple-touch-icon.png': 180,
      'android-chrome-192x192.png': 192,
      'android-chrome-512x512.png': 512,
    };
    expect([...files.keys()].sort()).toEqual([...Object.keys(expected), 'favicon.ico'].sort());
    for (const [name, size] of Object.entries(expected)) {
      const meta = await sharp(files.get(name) as Buffer).metadata();
      expect([name, meta.format, meta.width, meta.height]).toEqual([name, 'png', size, size]);
    }
    // 64x48 letterboxed: transparent band at the top, except on the opaque Apple icon.
    const big = await decode(files.get('android-chrome-512x512.png') as Buffer);
    expect(px(big, 256, 5)[3]).toBe(0);
    expect(near(px(big, 50, 100), [...RED, 255], 2)).toBe(true);
    const apple = await decode(files.get('apple-touch-icon.png') as Buffer);
    expect(apple.channels).toBe(3);
    expect(px(apple, 90, 3)).toEqual([255, 255, 255]);

    const ico = files.get('favicon.ico') as Buffer;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const at = 6 + 16 * i;
      const len = ico.readUInt32LE(at + 8);
      const off = ico.readUInt32LE(at + 12);
      const meta = await sharp(ico.subarray(off, off + len)).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([ico[at], ico[at + 1]]);
      sizes.push(ico[at]);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('draws an SVG at icon size rather than enlarging a 16 px bitmap', async () => {
    const svg = await writeText(
      dir,
      'tiny.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="8" height="16" fill="#ff0000"/></svg>',
    );
    const r = await run('image-favicon-set', svg);
    const big = await decode((await readZip(r.path)).get('android-chrome-512x512.png') as Buffer);
    // A crisp edge at x=256: an upscaled 16 px raster would smear it over ~32 px.
    expect(px(big, 250, 256)).toEqual([255, 0, 0, 255]);
    expect(px(big, 262, 256)[3]).toBe(0);
    const ico = await run('image-convert-ico', svg, { width: 256 });
    const buf = await readFile(ico.path);
    const inner = await decode(buf.subarray(buf.readUInt32LE(18)));
    expect(px(inner, 124, 128)).toEqual([255, 0, 0, 255]);
    expect(px(inner, 132, 128)[3]).toBe(0);
  });
});
