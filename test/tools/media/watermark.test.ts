import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoWatermark } from '../../../src/tools/media/definitions/video-watermark.js';
import { cleanup, runTool } from '../../helpers/tool-harness.js';
import type { RunResult } from '../../helpers/tool-harness.js';
import { audioOf, ffmpegMake, ffprobe, frameAt, tempDir, videoOf } from './media-helpers.js';
import type { RawFrame } from './media-helpers.js';

const GREY = 40;
let dir: { dir: string; remove: () => Promise<void> };
let clip: string;
let logo: string;
const results: RunResult[] = [];

beforeAll(async () => {
  dir = await tempDir('video-watermark-');
  clip = join(dir.dir, 'grey.mp4');
  logo = join(dir.dir, 'logo.png');
  await ffmpegMake(clip, [
    '-f', 'lavfi', '-i', 'color=c=0x282828:s=160x96:r=10:d=1',
    '-f', 'lavfi', '-i', 'sine=f=440:d=1:sample_rate=44100',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
  ]);
  await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toFile(logo);
});

afterAll(async () => {
  await Promise.all(results.map(cleanup));
  await dir.remove();
});

/** Pixels of a frame in a box that differ from the grey background by more than `by` on some channel. */
function changed(f: RawFrame, box: { x0: number; y0: number; x1: number; y1: number }, by = 45): number {
  let n = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const at = (y * f.width + x) * 3;
      if ([0, 1, 2].some((c) => Math.abs((f.data[at + c] ?? 0) - GREY) > by)) n++;
    }
  }
  return n;
}

const TOP_LEFT = { x0: 0, y0: 0, x1: 80, y1: 48 };
const TOP_RIGHT = { x0: 80, y0: 0, x1: 160, y1: 48 };
const BOTTOM_LEFT = { x0: 0, y0: 48, x1: 80, y1: 96 };
const BOTTOM_RIGHT = { x0: 80, y0: 48, x1: 160, y1: 96 };

describe('video-watermark', () => {
  it('stamps a hostile text (: \' %{ ; and a line break) top-left on every frame, keeping the sound', async () => {
    const r = await runTool(videoWatermark, {
      inputs: [clip],
      params: { text: "a:b'c%{pts};d\\\nline 2", level: 30, opacity: 1, color: '#ffffff', direction: 'top-left' },
    });
    results.push(r);
    expect(r.mime).toBe('video/mp4');
    const probed = await ffprobe(r.path);
    expect(videoOf(probed)?.width).toBe(160);
    expect(audioOf(probed)).toBeDefined();
    for (const t of [0, 0.8]) {
      const f = await frameAt(r.path, t);
      // Two lines of text from the top-left corner: the top half is written on, the bottom half untouched.
      expect(changed(f, TOP_LEFT)).toBeGreaterThan(40);
      for (const box of [BOTTOM_LEFT, BOTTOM_RIGHT]) expect(changed(f, box)).toBe(0);
    }
  });

  it('lays a logo given as the second file bottom-right', async () => {
    const r = await runTool(videoWatermark, { inputs: [clip, logo], params: { level: 20, opacity: 1, direction: 'bottom-right' } });
    results.push(r);
    const f = await frameAt(r.path, 0.5);
    // 20 % of 160 px: a 32x32 logo, 3 px from the corner.
    const at = (75 * 160 + 140) * 3;
    const [red, green, blue] = [...f.data.subarray(at, at + 3)];
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(60);
    expect(blue).toBeLessThan(60);
    for (const box of [TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT]) expect(changed(f, box)).toBe(0);
  });
});
