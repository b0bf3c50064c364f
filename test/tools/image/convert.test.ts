import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../../helpers/tool-harness.js';
import { BLUE, GREEN, RED, YELLOW, animatedGif, decode, near, px, quadrantImage, tempDir, tool, trackedRuns, writeText } from './fixtures.js';

let dir: string;
let done: () => Promise<void>;
let png: string;
let alphaPng: string;
const { run, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  png = await quadrantImage(dir, 'png');
  alphaPng = join(dir, 'alpha.png');
  // Left half opaque red, right half fully transparent.
  const raw = Buffer.alloc(64 * 48 * 4);
  for (let y = 0; y < 48; y++) for (let x = 0; x < 32; x++) raw.set([255, 0, 0, 255], (y * 64 + x) * 4);
  await sharp(raw, { raw: { width: 64, height: 48, channels: 4 } }).png().toFile(alphaPng);
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

describe('format conversion', () => {
  it('image-convert-jpg writes a JPEG with the colours in place and transparency on white', async () => {
    const r = await run('image-convert-jpg', png, { quality: 90 });
    expect(r.mime).toBe('image/jpeg');
    expect(r.name).toBe('quad.jpg');
    const meta = await sharp(r.path).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([64, 48]);
    const img = await decode(r.path);
    expect(near(px(img, 5, 5), RED, 20)).toBe(true);
    expect(near(px(img, 60, 44), YELLOW, 20)).toBe(true);

    const a = await run('image-convert-jpg', alphaPng);
    const flat = await decode(a.path);
    expect(near(px(flat, 60, 20), [255, 255, 255], 6)).toBe(true);
  });

  it('image-convert-jpg quality changes the file size', async () => {
    const noisy = join(dir, 'noisy.png');
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 50 } } }).toFile(noisy);
    const low = await run('image-convert-jpg', noisy, { quality: 10 });
    const high = await run('image-convert-jpg', noisy, { quality: 95 });
    expect(low.size).toBeLessThan(high.size);
  });

  it('image-convert-png is lossless', async () => {
    const jpg = await quadrantImage(dir, 'jpeg');
    const r = await run('image-convert-png', jpg, { level: 9 });
    expect(r.mime).toBe('image/png');
    const [a, b] = await Promise.all([decode(jpg), decode(r.path)]);
    expect(b.data.equals(a.data)).toBe(true);
  });

  it('image-convert-webp lossy and lossless', async () => {
    const lossy = await run('image-convert-webp', png);
    expect((await sharp(lossy.path).metadata()).format).toBe('webp');
    const lossless = await run('image-convert-webp', png, { preset: 'lossless' });
    const [a, b] = await Promise.all([decode(png), decode(lossless.path)]);
    expect(b.data.equals(a.data)).toBe(true);
    expect(lossless.mime).toBe('image/webp');
  });

  it('image-convert-webp keeps the frames of an animated GIF', async () => {
    const gif = await animatedGif(dir);
    const r = await run('image-convert-webp', gif);
    const meta = await sharp(r.path, { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBe(3);
    expect(meta.delay).toEqual([100, 200, 300]);
    const img = await decode(r.path, { animated: true });
    expect(near(px(img, 3, 3), RED)).toBe(true);
    expect(near(px(img, 3, 13), GREEN)).toBe(true);
    expect(near(px(img, 3, 23), BLUE)).toBe(true);
  });

  it('image-convert-avif writes AVIF', async () => {
    const r = await run('image-convert-avif', png, { quality: 60 });
    expect(r.mime).toBe('image/avif');
    const meta = await sharp(r.path).metadata();
    expect(meta.format).toBe('heif');
    expect(meta.compression).toBe('av1');
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([64, 48]);
    expect(near(px(img, 50, 5), GREEN, 30)).toBe(true);
  });

  it('image-convert-gif writes GIF, and an animated input stays animated', async () => {
    const still = await run('image-convert-gif', png);
    expect(still.mime).toBe('image/gif');
    const img = await decode(still.path);
    expect(near(px(img, 10, 40), BLUE, 4)).toBe(true);

    const webp = join(dir, 'anim.webp');
    await sharp(await animatedGif(dir, 'a2.gif'), { animated: true }).webp({ lossless: true }).toFile(webp);
    const anim = await run('image-convert-gif', webp);
    const meta = await sharp(anim.path, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(3);
  });

  it('image-convert-ico embeds a square PNG of the chosen size', async () => {
    const r = await run('image-convert-ico', png, { width: 64 });
    expect(r.mime).toBe('image/x-icon');
    expect(r.name).toBe('quad.ico');
    const buf = await readFile(r.path);
    expect(buf.readUInt16LE(0)).toBe(0);
    expect(buf.readUInt16LE(2)).toBe(1);
    expect(buf.readUInt16LE(4)).toBe(1);
    expect(buf[6]).toBe(64);
    expect(buf[7]).toBe(64);
    const len = buf.readUInt32LE(6 + 8);
    const off = buf.readUInt32LE(6 + 12);
    expect(off + len).toBe(buf.length);
    const inner = buf.subarray(off, off + len);
    const meta = await sharp(inner).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
    // 64x48 letterboxed into 64x64: top rows transparent, image in the middle.
    const img = await decode(inner);
    expect(px(img, 32, 2)[3]).toBe(0);
    expect(near(px(img, 5, 12), RED)).toBe(true);
  });

  it('image-convert-ico writes 256 as 0 in the directory entry', async () => {
    const r = await run('image-convert-ico', png);
    const buf = await readFile(r.path);
    expect([buf[6], buf[7]]).toEqual([0, 0]);
    const inner = buf.subarray(buf.readUInt32LE(18));
    expect((await sharp(inner).metadata()).width).toBe(256);
  });

  it('svg-to-png renders at the requested width and keeps transparency', async () => {
    const svg = await writeText(
      dir,
      'drawing.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">' +
        '<rect x="0" y="0" width="20" height="20" fill="#0000ff"/></svg>',
    );
    const r = await run('svg-to-png', svg, { width: 400 });
    expect(r.mime).toBe('image/png');
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([400, 200]);
    expect(near(px(img, 100, 100), [...BLUE, 255], 2)).toBe(true);
    expect(px(img, 300, 100)[3]).toBe(0);
    // Vectors are drawn at size, so the edge at x=200 is sharp rather than a blurred upscale.
    expect(px(img, 198, 100)[3]).toBe(255);
    expect(px(img, 202, 100)[3]).toBe(0);

    const boxed = await run('svg-to-png', svg, { width: 100, height: 100 });
    const b = await decode(boxed.path);
    expect([b.width, b.height]).toEqual([100, 100]);
    expect(px(b, 50, 10)[3]).toBe(0);
    expect(near(px(b, 25, 50), [...BLUE, 255], 2)).toBe(true);
  });

  it('svg-to-png accepts only SVG', async () => {
    await expect(runTool(tool('svg-to-png'), { input: png })).rejects.toMatchObject({ code: 'unsupported_type' });
  });
});
