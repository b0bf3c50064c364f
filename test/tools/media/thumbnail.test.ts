import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../../helpers/tool-harness.js';
import { ffmpegMake, frameAt, frameDiff, makeVideo, tempDir, tool, trackedRuns, zipEntries } from './media-helpers.js';
import type { RawFrame } from './media-helpers.js';

let dir: string;
let remove: () => Promise<void>;
const fx: Record<string, string> = {};
const { go, cleanupRuns } = trackedRuns();

/** Decoded image as raw RGB plus its size. */
async function rgb(input: string | Buffer): Promise<RawFrame & { format?: string }> {
  const meta = await sharp(input).metadata();
  const { data, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, format: meta.format };
}

const pixel = (f: RawFrame, x: number, y: number) => Array.from(f.data.subarray((y * f.width + x) * 3, (y * f.width + x) * 3 + 3));
const mean = (f: RawFrame) => f.data.reduce((s, v) => s + v, 0) / f.data.length;

beforeAll(async () => {
  ({ dir, remove } = await tempDir('media-thumb-'));
  const p = (n: string) => join(dir, n);
  await Promise.all([
    makeVideo(p('clip.mp4')).then((f) => (fx.mp4 = f)),
    // One second of black before the picture: an automatic thumbnail must not pick it.
    ffmpegMake(p('intro.mp4'), [
      '-f', 'lavfi', '-i', 'color=black:s=160x120:r=25:d=1',
      '-f', 'lavfi', '-i', 'testsrc2=s=160x120:r=25:d=3',
      '-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    ]).then((f) => (fx.intro = f)),
    // Three hard cuts: red, blue, green.
    ffmpegMake(p('scenes.mp4'), [
      '-f', 'lavfi', '-i', 'color=red:s=160x120:r=25:d=1',
      '-f', 'lavfi', '-i', 'color=blue:s=160x120:r=25:d=1',
      '-f', 'lavfi', '-i', 'color=green:s=160x120:r=25:d=1',
      '-filter_complex', '[0:v][1:v][2:v]concat=n=3:v=1:a=0',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    ]).then((f) => (fx.scenes = f)),
    makeVideo(p('long.mp4'), { w: 64, h: 48, d: 31, fps: 1, audio: false }).then((f) => (fx.long = f)),
  ]);
});

afterAll(async () => {
  await cleanupRuns();
  await remove();
});

describe('single-frame thumbnails', () => {
  it('video-thumbnail-at-time saves the frame at that time in the chosen format and width', async () => {
    const png = await go('video-thumbnail-at-time', fx.mp4, { start: 1, format: 'png' });
    expect(png.mime).toBe('image/png');
    expect(png.name).toBe('clip.png');
    const img = await rgb(png.path);
    expect([img.format, img.width, img.height]).toEqual(['png', 160, 120]);
    expect(frameDiff(img, await frameAt(fx.mp4, 1))).toBeLessThan(2);
    expect(frameDiff(img, await frameAt(fx.mp4, 0))).toBeGreaterThan(5);

    const webp = await go('video-thumbnail-at-time', fx.mp4, { start: 0.5, format: 'webp', width: 80 });
    expect(await sharp(webp.path).metadata()).toMatchObject({ format: 'webp', width: 80, height: 60 });

    const low = await go('video-thumbnail-at-time', fx.mp4, { quality: 10 });
    const high = await go('video-thumbnail-at-time', fx.mp4, { quality: 95 });
    expect((await sharp(low.path).metadata()).format).toBe('jpeg');
    expect(low.size).toBeLessThan(high.size);

    await expect(runTool(tool('video-thumbnail-at-time'), { input: fx.mp4, params: { start: 5 } })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'start' },
    });
    await expect(runTool(tool('video-thumbnail-at-time'), { input: fx.mp4, params: { width: 8 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });

  it('video-thumbnail-auto skips a black opening', async () => {
    const r = await go('video-thumbnail-auto', fx.intro);
    const img = await rgb(r.path);
    expect(img.format).toBe('jpeg');
    expect(mean(img)).toBeGreaterThan(40);
  });

  it('video-first-frame and video-last-frame save the ends of the clip', async () => {
    const first = await rgb((await go('video-first-frame', fx.mp4)).path);
    const last = await rgb((await go('video-last-frame', fx.mp4, { format: 'png' })).path);
    expect(frameDiff(first, await frameAt(fx.mp4, 0))).toBeLessThan(2);
    expect(frameDiff(last, await frameAt(fx.mp4, 1.96))).toBeLessThan(2);
    expect(frameDiff(first, last)).toBeGreaterThan(5);
    const small = await go('video-last-frame', fx.mp4, { width: 40, format: 'jpg' });
    expect(await sharp(small.path).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
  });

  it('video-poster-play-button draws a play button over the frame', async () => {
    const r = await go('video-poster-play-button', fx.mp4, { start: 1, width: 320 });
    expect(r.mime).toBe('image/jpeg');
    const img = await rgb(r.path);
    expect([img.format, img.width, img.height]).toEqual(['jpeg', 320, 240]);
    // The middle is the white triangle; a corner is the untouched frame.
    expect(Math.min(...pixel(img, 164, 120))).toBeGreaterThan(220);
    const src = await rgb(await sharp((await frameAt(fx.mp4, 1)).data, { raw: { width: 160, height: 120, channels: 3 } }).resize({ width: 320 }).png().toBuffer());
    const corner = (f: RawFrame) => pixel(f, 10, 10);
    const delta = corner(img).map((v, i) => Math.abs(v - corner(src)[i]));
    expect(Math.max(...delta)).toBeLessThan(30);
  });
});

describe('multi-frame thumbnails', () => {
  it('video-contact-sheet tiles frames from across the clip', async () => {
    const r = await go('video-contact-sheet', fx.mp4, { level: 3, width: 100 });
    const img = await rgb(r.path);
    // 3 tiles of 100×76 (heights are kept even), 4 px padding between and 4 px margin around.
    expect([img.format, img.width, img.height]).toEqual(['jpeg', 316, 244]);
    const tile = async (i: number) =>
      rgb(await sharp(r.path).extract({ left: 4 + (i % 3) * 104, top: 4 + Math.floor(i / 3) * 80, width: 100, height: 76 }).png().toBuffer());
    const t0 = await tile(0);
    const t8 = await tile(8);
    expect(mean(t0)).toBeGreaterThan(30);
    expect(mean(t8)).toBeGreaterThan(30);
    expect(frameDiff(t0, t8)).toBeGreaterThan(5);
  });

  it('video-extract-frames zips fps frames per second of the window', async () => {
    const r = await go('video-extract-frames', fx.mp4, { fps: 10, start: 0.5, end: 1.5 });
    expect(r.mime).toBe('application/zip');
    expect(r.name).toBe('clip.zip');
    const entries = await zipEntries(r.path);
    expect(entries).toHaveLength(10);
    expect(entries[0].name).toBe('clip-frame-0001.jpg');
    const meta = await sharp(entries[0].data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 160, height: 120 });
    expect(frameDiff(await rgb(entries[0].data), await frameAt(fx.mp4, 0.5))).toBeLessThan(6);

    const png = await go('video-extract-frames', fx.mp4, { fps: 2, format: 'png' });
    const pngs = await zipEntries(png.path);
    expect(pngs).toHaveLength(4);
    expect((await sharp(pngs[3].data).metadata()).format).toBe('png');
  });

  it('video-extract-frames refuses more than 300 frames', async () => {
    await expect(runTool(tool('video-extract-frames'), { input: fx.long, params: { fps: 10 } })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'fps' },
    });
    await expect(runTool(tool('video-extract-frames'), { input: fx.mp4, params: { fps: 20 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });

  it('video-scene-frames saves the first frame of each scene, in order', async () => {
    const r = await go('video-scene-frames', fx.scenes, { level: 0.3 });
    const entries = await zipEntries(r.path);
    expect(entries.map((e) => e.name)).toEqual(['scenes-scene-0001.jpg', 'scenes-scene-0002.jpg', 'scenes-scene-0003.jpg']);
    const colours = await Promise.all(entries.map(async (e) => pixel(await rgb(e.data), 80, 60)));
    const dominant = colours.map((c) => c.indexOf(Math.max(...c)));
    expect(dominant).toEqual([0, 2, 1]);
  });
});
