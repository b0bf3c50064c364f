import { copyFile, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectBuffer, detectFile } from '../../../src/tools/shared/detect.js';
import { DEFAULT_TOOL_LIMITS } from '../../../src/tools/shared/limits.js';
import { runTool, testToolEnv } from '../../helpers/tool-harness.js';
import { writeDng } from './camera-raw.js';
import { BLUE, GREEN, RED, decode, near, px, tempDir, tool, trackedRuns } from './fixtures.js';
import { BOXED_JXL, IROT_HEIC, LOSSLESS_JXL, MULTI_HEIC, P3_HEIC, P3_JXL } from './modern-samples.js';
import { zipEntries } from '../media/media-helpers.js';

let dir: string;
let done: () => Promise<void>;
const files: Record<string, string> = {};
const { run, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  const samples = { 'irot.heic': IROT_HEIC, 'multi.heic': MULTI_HEIC, 'p3.heic': P3_HEIC, 'bare.jxl': LOSSLESS_JXL, 'boxed.jxl': BOXED_JXL, 'p3.jxl': P3_JXL };
  for (const [name, bytes] of Object.entries(samples)) {
    files[name] = join(dir, name);
    await writeFile(files[name], bytes);
  }
  files['plain.dng'] = join(dir, 'plain.dng');
  files['turned.dng'] = join(dir, 'turned.dng');
  await writeDng(files['plain.dng']);
  await writeDng(files['turned.dng'], { orientation: 6 });
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

/** A copy under a new name: a decoded input is kept beside its file for the job's later steps, so a test that wants a
 * fresh decode (under another cap) uses a file of its own. */
async function fresh(name: string): Promise<string> {
  const path = join(dir, `fresh-${Math.random().toString(36).slice(2)}-${name}`);
  await copyFile(files[name], path);
  return path;
}

/** The samples' picture, 48x32: green 8x8 top-left, left half red, right half blue. */
function pattern(x: number, y: number): number[] {
  if (x < 8 && y < 8) return GREEN;
  return x < 24 ? RED : BLUE;
}

describe('detection by content', () => {
  it('names HEIC (ftyp heic), JPEG XL (codestream and container) and a DNG by their bytes', async () => {
    expect((await detectFile(files['irot.heic']))?.mime).toBe('image/heic');
    expect((await detectFile(files['bare.jxl']))?.mime).toBe('image/jxl');
    expect((await detectFile(files['boxed.jxl']))?.mime).toBe('image/jxl');
    expect((await detectFile(files['plain.dng']))?.mime).toBe('image/x-adobe-dng');
  });

  it('names CR3 (ftyp crx), RAF and ORF headers, and a mif1-branded HEIF', async () => {
    const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}\0\0\0\0${brand}mif1`, 'latin1'), Buffer.alloc(64)]);
    expect((await detectBuffer(ftyp('crx ')))?.mime).toBe('image/x-canon-cr3');
    expect((await detectBuffer(ftyp('mif1')))?.mime).toBe('image/heif');
    expect((await detectBuffer(ftyp('heix')))?.mime).toBe('image/heic');
    expect((await detectBuffer(Buffer.concat([Buffer.from('FUJIFILMCCD-RAW 0201FF383501', 'latin1'), Buffer.alloc(200)])))?.mime).toBe('image/x-fujifilm-raf');
    expect((await detectBuffer(Buffer.concat([Buffer.from('IIRO\x08\x00\x00\x00', 'latin1'), Buffer.alloc(200)])))?.mime).toBe('image/x-olympus-orf');
  });
});

describe('HEIC', () => {
  it('becomes a JPEG turned as its irot box says, with the pattern where it belongs', async () => {
    const r = await run('image-convert-jpg', files['irot.heic'], { quality: 95 });
    expect(r.mime).toBe('image/jpeg');
    const img = await decode(r.path);
    // 90 degrees anticlockwise: the right (blue) half goes on top, the green corner to the bottom left.
    expect([img.width, img.height]).toEqual([32, 48]);
    expect(near(px(img, 2, 45), GREEN, 40)).toBe(true);
    expect(near(px(img, 20, 10), BLUE, 40)).toBe(true);
    expect(near(px(img, 20, 34), RED, 40)).toBe(true);
  });

  it('"same as input" is a JPEG, and the ICC profile is honoured (Display P3 values come out as their sRGB colour)', async () => {
    const r = await run('image-strip-metadata', files['p3.heic']);
    expect(r.mime).toBe('image/jpeg');
    const img = await decode(r.path);
    const left = px(img, 6, 16);
    expect(near(left, [60, 170, 90], 10)).toBe(true);
    // The stored (P3) numbers would be (93,168,99): the conversion really happened.
    expect(Math.abs((left[0] ?? 0) - 93)).toBeGreaterThan(20);
  });

  it('gives its primary image when it holds several', async () => {
    const r = await run('image-convert-png', files['multi.heic']);
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([48, 32]);
    for (const [x, y] of [[2, 2], [12, 20], [40, 20]]) expect(near(px(img, x, y), pattern(x, y), 40)).toBe(true);
  });

  it('gives every image of a burst in a ZIP when asked (images=all), each converted', async () => {
    const r = await run('image-convert-jpg', files['multi.heic'], { images: 'all', quality: 95 });
    expect(r.mime).toBe('application/zip');
    const entries = await zipEntries(r.path);
    expect(entries.map((e) => e.name)).toEqual(['multi-1.jpg', 'multi-2.jpg']);
    const [first, second] = await Promise.all(entries.map((e) => decode(e.data)));
    expect([first.width, first.height]).toEqual([48, 32]);
    expect(near(px(first, 40, 20), BLUE, 40)).toBe(true);
    expect([second.width, second.height]).toEqual([16, 16]);
    expect(near(px(second, 8, 8), [255, 255, 0], 40)).toBe(true);
  });

  it('refuses a picture over the pixel cap from its header, before decoding', async () => {
    const env = testToolEnv({ limits: { ...DEFAULT_TOOL_LIMITS, maxInputPixels: 1000 } });
    await expect(runTool(tool('image-convert-jpg'), { input: await fresh('irot.heic'), env })).rejects.toThrow(
      'input image 32x48 exceeds the pixel limit of 1000',
    );
  });

  it('image-metadata reports the HEIC as such, with its upright size', async () => {
    const r = await run('image-metadata', files['irot.heic']);
    const report = JSON.parse(await readFile(r.path, 'utf8')) as {
      format: string;
      displayWidth: number;
      displayHeight: number;
    };
    expect(report.format).toBe('heic');
    expect([report.displayWidth, report.displayHeight]).toEqual([32, 48]);
  });
});

describe('JPEG XL', () => {
  it('a lossless codestream and a boxed file both decode to exactly the pattern', async () => {
    for (const name of ['bare.jxl', 'boxed.jxl']) {
      const r = await run('image-convert-png', files[name]);
      const img = await decode(r.path);
      expect([img.width, img.height]).toEqual([48, 32]);
      for (let y = 0; y < 32; y += 3) for (let x = 0; x < 48; x += 3) expect(px(img, x, y).slice(0, 3)).toEqual(pattern(x, y));
    }
  });

  it('honours the colour profile: Display P3 values come out as their sRGB colour', async () => {
    const img = await decode((await run('image-convert-png', files['p3.jxl'])).path);
    expect(near(px(img, 6, 16), [60, 170, 90], 4)).toBe(true);
    expect(near(px(img, 40, 16), [200, 100, 50], 4)).toBe(true);
  });

  it('refuses a picture over the pixel cap from its SizeHeader', async () => {
    const env = testToolEnv({ limits: { ...DEFAULT_TOOL_LIMITS, maxInputPixels: 1000 } });
    await expect(runTool(tool('image-convert-jpg'), { input: await fresh('bare.jxl'), env })).rejects.toThrow(
      'input image 48x32 exceeds the pixel limit of 1000',
    );
  });
});

describe('hostile inputs', () => {
  it('a HEIC cut short fails with a clear message', async () => {
    const cut = join(dir, 'cut.heic');
    await writeFile(cut, IROT_HEIC.subarray(0, 400));
    await expect(runTool(tool('image-convert-jpg'), { input: cut })).rejects.toThrow(/HEIF/);
  });

  it('a JPEG XL declaring 100000x65536 pixels in 15 bytes is refused by its header under the default cap', async () => {
    const bomb = join(dir, 'bomb.jxl');
    // FF 0A, then: not small, height selector 3 (30 bits) 65535, ratio 0, width selector 3 (30 bits) 99999.
    await writeFile(bomb, Buffer.from('ff0afeff0700f0a761000000000000', 'hex'));
    await expect(runTool(tool('image-convert-jpg'), { input: bomb })).rejects.toThrow(
      'input image 100000x65536 exceeds the pixel limit of 100000000',
    );
  });
});

describe('JPEG XL output', () => {
  it('image-convert-jxl at quality 100 is lossless: the file is JPEG XL and decodes to the very pixels', async () => {
    const source = join(dir, 'noise.png');
    await sharp({ create: { width: 40, height: 24, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toFile(source);
    const r = await run('image-convert-jxl', source, { quality: 100 });
    expect(r.mime).toBe('image/jxl');
    expect((await detectFile(r.path))?.mime).toBe('image/jxl');
    const [original, back] = await Promise.all([decode(source), run('image-convert-png', r.path).then((p) => decode(p.path))]);
    expect([back.width, back.height]).toEqual([40, 24]);
    // The file itself is bit-exact (Debian's djxl gave back every byte of such a file); Squoosh's decoder, which reads
    // it back here, goes through floating point and may round a value under about 16 down by one.
    for (let y = 0; y < 24; y++) for (let x = 0; x < 40; x++) expect(near(px(back, x, y).slice(0, 3), px(original, x, y).slice(0, 3), 1)).toBe(true);
  });
});

describe('camera RAW (DNG)', () => {
  it('is developed to a JPEG with the scene colours in place', async () => {
    const r = await run('image-convert-jpg', files['plain.dng'], { quality: 95 });
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([64, 32]);
    expect(near(px(img, 4, 4), GREEN, 60)).toBe(true);
    expect(near(px(img, 24, 24), RED, 60)).toBe(true);
    expect(near(px(img, 56, 20), BLUE, 60)).toBe(true);
  });

  it('honours the Orientation tag (6: turned 90 degrees clockwise)', async () => {
    const r = await run('image-convert-png', files['turned.dng']);
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([32, 64]);
    // The green corner moves from top-left to top-right; the red half goes on top.
    expect(near(px(img, 28, 4), GREEN, 60)).toBe(true);
    expect(near(px(img, 8, 24), RED, 60)).toBe(true);
    expect(near(px(img, 8, 56), BLUE, 60)).toBe(true);
  });

  it('refuses a sensor over the pixel cap from its header', async () => {
    const env = testToolEnv({ limits: { ...DEFAULT_TOOL_LIMITS, maxInputPixels: 1000 } });
    await expect(runTool(tool('image-convert-png'), { input: await fresh('plain.dng'), env })).rejects.toThrow(
      'input image 64x32 exceeds the pixel limit of 1000',
    );
  });
});
