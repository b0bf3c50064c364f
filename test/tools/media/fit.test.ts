import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import { failureMessage } from '../../../src/core/jobs/failure-message.js';
import { audioOf, durationOf, ffmpegMake, ffprobe, tempDir, trackedRuns, videoOf } from './media-helpers.js';

let dir: string;
let remove: () => Promise<void>;
let clip: string;
const { go, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, remove } = await tempDir('media-fit-'));
  // testsrc's moving counter and colour bars at a high quality: about 0.9 MB for 4 s, far over the targets below.
  clip = await ffmpegMake(join(dir, 'clip.mp4'), [
    '-f', 'lavfi', '-i', 'testsrc=s=640x360:r=25:d=4',
    '-f', 'lavfi', '-i', 'sine=f=440:d=4:sample_rate=44100',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '12', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k',
  ]);
});

afterAll(async () => {
  await cleanupRuns();
  await remove();
});

async function failure(slug: string, params: Record<string, unknown>): Promise<unknown> {
  return go(slug, clip, params).then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
}

describe('target_size on video', () => {
  it('video-compress fits 4 s of 640x360 under 150,000 bytes in two passes, and ffprobe reads it', async () => {
    expect((await stat(clip)).size).toBeGreaterThan(300_000);
    const r = await go('video-compress', clip, { target_size: 150_000 });
    expect(r.size).toBeLessThanOrEqual(150_000);
    // It uses the room rather than a blind low rate.
    expect(r.size).toBeGreaterThan(150_000 * 0.8);
    const p = await ffprobe(r.path);
    expect(videoOf(p)?.codec_name).toBe('h264');
    expect(audioOf(p)?.codec_name).toBe('aac');
    expect(durationOf(p)).toBeGreaterThan(3.8);
    // About 230 kbit/s of picture is under 0.05 bit per pixel at 640x360 and 25 fps: the picture was made smaller.
    expect(videoOf(p)?.width).toBeLessThan(640);
    // The settings name what the file holds: its frame size, its size, two passes and the sound's rate.
    expect(r.settings).toMatchObject({ targetBytes: 150_000, reachedBytes: r.size, passes: 2, width: videoOf(p)?.width, height: videoOf(p)?.height });
    const soundKbps = Number((audioOf(p) as { bit_rate?: string } | undefined)?.bit_rate) / 1000;
    expect(soundKbps / (r.settings?.audioKbps ?? 0)).toBeGreaterThan(0.8);
    expect(soundKbps / (r.settings?.audioKbps ?? 0)).toBeLessThan(1.2);
    expect(r.stages).toContain(`pass 2: ${r.settings?.videoKbps} kbit/s, ${videoOf(p)?.width}x${videoOf(p)?.height}`);
    expect(r.stages).toContainEqual(expect.stringMatching(/^pass 1: \d+ kbit\/s, \d+x\d+$/));
    expect(r.stages).toContainEqual(expect.stringMatching(/^pass 2: \d+ kbit\/s, \d+x\d+$/));
    // Progress runs through both passes in order: the first pass owns 5-45 %, the second 45-92 %.
    const first = r.stages.findIndex((s) => s.startsWith('pass 1'));
    expect(r.stages.findIndex((s) => s.startsWith('pass 2'))).toBeGreaterThan(first);
    expect(r.progress).toContain(45);
  });

  it('video-to-mp4 takes a preset name and fits under it', async () => {
    const r = await go('video-to-mp4', clip, { target_size: 'discord' });
    expect(r.size).toBeLessThanOrEqual(10 * 1024 * 1024);
    const p = await ffprobe(r.path);
    expect(videoOf(p)).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
  });

  it('fails as too large with the size it needs when the duration cannot fit the target', async () => {
    // 4 s at the floor rates (24 kbit/s picture, 32 kbit/s sound) need about 37 KB; with the header margin the
    // enqueue floor of 100,000 bytes passes, so a long enough clip is what fails: here a 30 s one.
    const long = await ffmpegMake(join(dir, 'long.mp4'), [
      '-f', 'lavfi', '-i', 'testsrc=s=160x90:r=5:d=30',
      '-f', 'lavfi', '-i', 'sine=f=440:d=30:sample_rate=22050',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac',
    ]);
    const e = await go('video-compress', long, { target_size: 100_000 }).then(
      () => new Error('expected a failure'),
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(ToolError);
    expect((e as ToolError).kind).toBe('too_large');
    expect((e as ToolError).message).toMatch(/^30\.0 s of video needs at least \d+ bytes .* exceeds the target size of 100000 bytes/);
    expect(failureMessage((e as ToolError).kind)).toBe('The file is too large for this tool.');
  });

  it('refuses a target under 100,000 bytes at enqueue', async () => {
    const e = await failure('video-compress', { target_size: 99_999 });
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('invalid_params');
    expect((e as AppError).details.field).toBe('target_size');
  });
});
