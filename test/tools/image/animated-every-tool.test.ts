import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../../src/tools/image/index.js';
import { zipEntries } from '../media/media-helpers.js';
import { BLUE, GREEN, RED, ffmpegRun, near, tempDir, trackedRuns } from './fixtures.js';
import type { RunResult } from '../../helpers/tool-harness.js';

/**
 * Every image tool on a small animation: docs/tools.md says each one either keeps the frames or uses the
 * first frame (trim, round corners, metadata, and outputs that cannot animate). None may fail.
 */
const FIRST_FRAME = new Set([
  'image-convert-jpg',
  'image-convert-png',
  'image-convert-avif',
  'image-convert-ico',
  'image-convert-bmp',
  'image-round-corners',
  'image-trim',
  'image-metadata',
  'image-favicon-set',
  'image-convert-jxl',
  'image-convert-heic',
]);
const PARAMS: Record<string, Record<string, unknown>> = {
  'image-crop': { crop_width: 12, crop_height: 12 },
  'image-resize': { width: 32 },
  'image-watermark': { text: '.', level: 10, direction: 'top-left' },
};
const W = 24;
const H = 24;
const COLOURS = [RED, GREEN, BLUE];

let dir: string;
let done: () => Promise<void>;
const { run, cleanupRuns } = trackedRuns();
const inputs: Record<string, string> = {};

/** Three solid frames (red, green, blue) whose leftmost column is transparent. */
function frames(): Buffer {
  const buf = Buffer.alloc(W * H * 4 * COLOURS.length);
  COLOURS.forEach((c, f) => {
    for (let i = 0; i < W * H; i++) {
      const at = (f * W * H + i) * 4;
      buf.set([...c, i % W === 0 ? 0 : 255], at);
    }
  });
  return buf;
}

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  const raw = { width: W, height: H * 3, channels: 4 as const, pageHeight: H };
  inputs.gif = join(dir, 'anim.gif');
  inputs.webp = join(dir, 'anim.webp');
  await sharp(frames(), { raw }).gif({ delay: [100, 200, 300], loop: 0 }).toFile(inputs.gif);
  await sharp(frames(), { raw }).webp({ lossless: true, delay: [100, 200, 300], loop: 0 }).toFile(inputs.webp);
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

interface Frames {
  pages: number;
  width: number;
  height: number;
  /** RGBA at the centre of each frame, and at its left edge halfway down. */
  centre: number[][];
  edge: number[][];
}

async function framesOf(input: string | Buffer): Promise<Frames> {
  const meta = await sharp(input, { animated: true }).metadata();
  const { data, info } = await sharp(input, { animated: true }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pages = meta.pages ?? 1;
  const height = meta.pageHeight ?? info.height;
  const at = (f: number, x: number, y: number) => {
    const o = ((f * height + y) * info.width + x) * 4;
    return [...data.subarray(o, o + 4)];
  };
  const all = Array.from({ length: pages }, (_, f) => f);
  return {
    pages,
    width: info.width,
    height,
    centre: all.map((f) => at(f, Math.floor(info.width / 2), Math.floor(height / 2))),
    edge: all.map((f) => at(f, 0, Math.floor(height / 2))),
  };
}

/** The output decoded by a reader other than the code under test, as a still or an animation. */
async function decodeOutput(r: RunResult): Promise<Frames | null> {
  if (r.mime === 'application/json') return null;
  if (r.mime === 'application/zip') {
    const png = (await zipEntries(r.path)).find((e) => e.name.endsWith('.png'));
    if (!png) throw new Error('favicon set without a PNG');
    return framesOf(png.data);
  }
  if (r.mime === 'image/x-icon') {
    const ico = await readFile(r.path);
    const size = ico.readUInt32LE(6 + 8);
    const offset = ico.readUInt32LE(6 + 12);
    return framesOf(ico.subarray(offset, offset + size));
  }
  if (r.mime === 'image/jxl') {
    // No other JPEG XL reader is at hand in CI; the service's own decoder (libjxl) reads it back.
    return framesOf((await run('image-convert-png', r.path)).path);
  }
  if (r.mime === 'image/heic') {
    // sharp here reads no HEVC; the service's own HEIC input (libheif-js, libde265, not the x265 that wrote it) does.
    return framesOf((await run('image-convert-png', r.path)).path);
  }
  if (r.mime === 'image/bmp') {
    const png = `${r.path}.png`;
    await ffmpegRun(['-i', r.path, '-frames:v', '1', '-y', png]);
    return framesOf(png);
  }
  return framesOf(r.path);
}

const grey = (p: number[]) => Math.abs(p[0] - p[1]) <= 3 && Math.abs(p[1] - p[2]) <= 3;

describe.each(['gif', 'webp'])('every image tool on an animated %s', (kind) => {
  it('keeps the animation or takes the first frame, and never fails', async () => {
    const failures: string[] = [];
    const takers = imageTools.filter((t) => t.accepts.includes(`image/${kind}`));
    // svg-to-png is the one tool that takes only SVG.
    expect(imageTools.filter((t) => !takers.includes(t)).map((t) => t.slug)).toEqual(['svg-to-png']);
    for (const t of takers) {
      const r = await run(t.slug, inputs[kind], PARAMS[t.slug] ?? {}).catch((e: unknown) => e as Error);
      if (r instanceof Error) {
        failures.push(`${t.slug}: ${r.message}`);
        continue;
      }
      const out = await decodeOutput(r);
      if (FIRST_FRAME.has(t.slug)) {
        if (out === null) {
          const report = JSON.parse(await readFile(r.path, 'utf8')) as { pages: number; format: string };
          expect(report.pages, t.slug).toBe(3);
          continue;
        }
        expect(out.pages, t.slug).toBe(1);
        // The first frame is red.
        expect(near(out.centre[0].slice(0, 3), RED, 40), `${t.slug} ${JSON.stringify(out.centre[0])}`).toBe(true);
        continue;
      }
      expect(r.mime, t.slug).toMatch(/^image\/(gif|webp)$/);
      expect(out?.pages, t.slug).toBe(3);
      const c = out?.centre ?? [];
      // Three different frames in their order: not collapsed, not mixed.
      for (const [a, b] of [[0, 1], [1, 2], [0, 2]]) {
        expect(near(c[a], c[b], 20), `${t.slug} frames ${a} and ${b} alike: ${JSON.stringify(c)}`).toBe(false);
      }
      if (t.slug === 'image-grayscale') {
        expect(c.every(grey), `${t.slug} ${JSON.stringify(c)}`).toBe(true);
        // Luminance order of red, green, blue survives.
        expect(c[1][0] > c[0][0] && c[0][0] > c[2][0], JSON.stringify(c)).toBe(true);
        // The transparent column stays transparent.
        expect((out?.edge ?? []).map((p) => p[3] < 128), JSON.stringify(out?.edge)).toEqual([true, true, true]);
      } else if (t.slug === 'image-invert') {
        expect(near(c[0].slice(0, 3), [0, 255, 255], 40), JSON.stringify(c)).toBe(true);
      } else if (!['image-sepia', 'image-brightness', 'image-saturation'].includes(t.slug)) {
        c.forEach((p, i) => expect(near(p.slice(0, 3), COLOURS[i], 40), `${t.slug} frame ${i} ${JSON.stringify(p)}`).toBe(true));
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('image-grayscale on animations', () => {
  it('writes grey frames for a three-frame 10x10 GIF (failed with "memory area too small")', async () => {
    const small = join(dir, 'small.gif');
    const strip = Buffer.concat(COLOURS.map((c) => Buffer.alloc(100 * 3).fill(Buffer.from(c))));
    await sharp(strip, { raw: { width: 10, height: 30, channels: 3, pageHeight: 10 } }).gif({ loop: 0 }).toFile(small);
    const r = await run('image-grayscale', small);
    const out = await framesOf(r.path);
    expect(out.pages).toBe(3);
    expect(out.centre.every(grey)).toBe(true);
  });
});
