import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolContext } from '../../../src/core/tools/tool.types.js';
import { encodeHeic } from '../../../src/tools/image/engine/heic/encode.js';
import { decodeHeif } from '../../../src/tools/image/engine/modern/heif.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { testToolEnv } from '../../helpers/tool-harness.js';
import { BLUE, GREEN, RED, YELLOW, decode, near, px, quadrants, tempDir, trackedRuns } from './fixtures.js';
import type { Decoded } from './fixtures.js';

const run = promisify(execFile);
let dir: string;
let done: () => Promise<void>;
const { run: runImageTool, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

/** Decodes with libheif-js (libde265 in WebAssembly): an HEVC decoder that shares nothing with x265. */
async function libheifDecode(path: string): Promise<Decoded> {
  let out: Decoded | null = null;
  decodeHeif(new Uint8Array(await readFile(path)), { all: false, maxPixels: 1e8, probe: false }, (img) => {
    if (!('data' in img)) throw new Error('probe only');
    out = { data: Buffer.from(img.data), width: img.width, height: img.height, channels: img.channels };
  });
  if (!out) throw new Error('nothing decoded');
  return out;
}

/**
 * The mean absolute difference per channel, RGB only, over the pixels more than 3 away from the quadrants' edges:
 * 4:2:0 shares one chroma sample between two pixels each way, so a red pixel beside a green one cannot come back.
 */
function meanDifference(a: Decoded, b: Decoded): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (Math.abs(x - a.width / 2) < 3 || Math.abs(y - a.height / 2) < 3) continue;
      const p = px(a, x, y);
      const q = px(b, x, y);
      for (let c = 0; c < 3; c++) sum += Math.abs(p[c] - q[c]);
      n += 3;
    }
  }
  return sum / n;
}

async function quadrantPng(name: string, width: number, height: number): Promise<string> {
  const path = join(dir, name);
  await sharp(quadrants(width, height), { raw: { width, height, channels: 3 } }).png().toFile(path);
  return path;
}

const HEIF_INFO = '/usr/bin/heif-info';

describe('image-convert-heic', () => {
  it('writes a HEIC of the exact odd size whose colours libheif (libde265) decodes back', async () => {
    const source = await quadrantPng('odd.png', 45, 29);
    const r = await runImageTool('image-convert-heic', source, { quality: 90 });
    expect(r.mime).toBe('image/heic');
    expect(r.name).toBe('odd.heic');
    expect((await detectFile(r.path))?.mime).toBe('image/heic');
    const back = await libheifDecode(r.path);
    expect([back.width, back.height]).toEqual([45, 29]);
    expect(near(px(back, 5, 5), RED)).toBe(true);
    expect(near(px(back, 40, 5), GREEN)).toBe(true);
    expect(near(px(back, 5, 24), BLUE)).toBe(true);
    expect(near(px(back, 40, 24), YELLOW)).toBe(true);
    // The last column and row are the ones padded for 4:2:0 and cropped again by clap.
    expect(near(px(back, 44, 28), YELLOW)).toBe(true);
    expect(meanDifference(back, await decode(source))).toBeLessThan(2);
    // The service reads its own output as an input: back to PNG, same size.
    const png = await decode((await runImageTool('image-convert-png', r.path)).path);
    expect([png.width, png.height]).toEqual([45, 29]);
  });

  it('bakes the EXIF orientation into the pixels (6: turned 90 degrees clockwise)', async () => {
    const source = join(dir, 'turned.jpg');
    await sharp(quadrants(48, 24), { raw: { width: 48, height: 24, channels: 3 } }).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toFile(source);
    const back = await libheifDecode((await runImageTool('image-convert-heic', source, { quality: 90 })).path);
    expect([back.width, back.height]).toEqual([24, 48]);
    // The bottom-left (blue) quadrant comes to the top left, the red one to the top right.
    expect(near(px(back, 4, 4), BLUE, 20)).toBe(true);
    expect(near(px(back, 20, 4), RED, 20)).toBe(true);
    expect(near(px(back, 4, 44), YELLOW, 20)).toBe(true);
    expect(near(px(back, 20, 44), GREEN, 20)).toBe(true);
  });

  it('places transparency on white and keeps a one-pixel image one pixel', async () => {
    const source = join(dir, 'dot.png');
    await sharp({ create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toFile(source);
    const back = await libheifDecode((await runImageTool('image-convert-heic', source, { quality: 80 })).path);
    expect([back.width, back.height]).toEqual([1, 1]);
    expect(near(px(back, 0, 0), [255, 255, 255], 6)).toBe(true);
  });

  it('target_size: searches quality down until the HEIC fits, and says what it chose in the stage', async () => {
    const source = join(dir, 'grain.png');
    await sharp({ create: { width: 160, height: 120, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toFile(source);
    const full = await runImageTool('image-convert-heic', source, { quality: 90 });
    const r = await runImageTool('image-convert-heic', source, { quality: 90, target_size: 12_000 });
    // Quality 90 alone is far over the target, so the search had something to do.
    expect(full.size).toBeGreaterThan(20_000);
    expect(r.size).toBeLessThanOrEqual(12_000);
    expect(r.stages.at(-1)).toMatch(/^fitted: quality \d+, 160x120$/);
    const back = await libheifDecode(r.path);
    expect([back.width, back.height]).toEqual([160, 120]);
  });

  it.skipIf(!existsSync(HEIF_INFO))("is read by Debian's heif-info and heif-convert (libheif 1.15) at its size", async () => {
    const source = await quadrantPng('debian.png', 33, 17);
    const r = await runImageTool('image-convert-heic', source, { quality: 90 });
    const info = (await run(HEIF_INFO, [r.path])).stdout;
    expect(info).toMatch(/33x17/);
    const out = join(dir, 'debian-back.png');
    await run('/usr/bin/heif-convert', [r.path, out]);
    const back = await decode(out);
    expect([back.width, back.height]).toEqual([33, 17]);
    expect(near(px(back, 30, 14), YELLOW)).toBe(true);
  });
});

describe('HEIC grids', () => {
  it('writes a picture past the single-picture limit as 512-pixel tiles that libheif joins and crops to the exact size', async () => {
    const width = 700;
    const height = 600;
    const work = await mkdtemp(join(tmpdir(), 'heic-grid-'));
    try {
      const path = join(work, 'grid.heic');
      const ctx = {
        params: {},
        input: null,
        url: null,
        videoId: null,
        workDir: work,
        baseName: 'grid',
        signal: new AbortController().signal,
        progress: () => undefined,
        env: testToolEnv(),
      } satisfies ToolContext<object>;
      const img = sharp(quadrants(width, height), { raw: { width, height, channels: 3 } });
      // The limit lowered so that 700x600 needs a grid of 2x2 tiles (the real one is HEVC level 5.1's 8.9 MP).
      await writeFile(path, await encodeHeic(ctx, img, { quality: 90, width, height, maxSinglePixels: 100_000 }));
      expect((await readFile(path)).includes('grid')).toBe(true);
      const back = await libheifDecode(path);
      expect([back.width, back.height]).toEqual([width, height]);
      // Each side of the tile edge at x = 512 and y = 512, and the quadrant edges inside the first tile.
      expect(near(px(back, 505, 100), GREEN)).toBe(true);
      expect(near(px(back, 520, 100), GREEN)).toBe(true);
      expect(near(px(back, 100, 505), BLUE)).toBe(true);
      expect(near(px(back, 100, 520), BLUE)).toBe(true);
      expect(near(px(back, 345, 295), RED)).toBe(true);
      expect(near(px(back, 699, 599), YELLOW)).toBe(true);
      const source = { data: quadrants(width, height), width, height, channels: 3 };
      expect(meanDifference(back, source)).toBeLessThan(2);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
