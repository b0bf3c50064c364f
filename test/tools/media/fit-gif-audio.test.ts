import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import { audioOf, durationOf, ffmpegMake, ffprobe, tempDir, trackedRuns, videoOf } from './media-helpers.js';

let dir: string;
let remove: () => Promise<void>;
let clip: string;
let noise: string;
const { go, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, remove } = await tempDir('media-fit2-'));
  // testsrc at 320x240: its plain GIF at 10 fps is about 58 KB a second.
  clip = await ffmpegMake(join(dir, 'clip.mp4'), [
    '-f', 'lavfi', '-i', 'testsrc=s=320x240:r=25:d=1',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '12', '-pix_fmt', 'yuv420p',
  ]);
  // Pink noise leaves no encoder anything to save: every rate fills its budget.
  noise = await ffmpegMake(join(dir, 'noise.wav'), ['-f', 'lavfi', '-i', 'anoisesrc=d=4:c=pink:r=44100:a=0.3', '-ac', '2']);
});

afterAll(async () => {
  await cleanupRuns();
  await remove();
});

const rejection = (p: Promise<unknown>) => p.then(() => new Error('expected a failure'), (e: unknown) => e);

describe('target_size on video-to-gif', () => {
  it('lowers the frame rate, then the palette, until the GIF fits, and says which settings it chose', async () => {
    const plain = await go('video-to-gif', clip);
    expect(plain.size).toBeGreaterThan(40_000);
    const r = await go('video-to-gif', clip, { target_size: 20_000 });
    expect(r.size).toBeLessThanOrEqual(20_000);
    const v = videoOf(await ffprobe(r.path));
    expect(v?.codec_name).toBe('gif');
    expect(v?.width).toBeGreaterThanOrEqual(64);
    expect(r.stages[0]).not.toMatch(/fitted/);
    expect(r.stages).toContain('trying 10 fps, 256 colours, 320 px wide');
    const fitted = r.stages.find((s) => s.startsWith('fitted: '));
    expect(fitted).toMatch(/^fitted: [\d.]+ fps, \d+ colours, \d+ px wide, \d+ bytes$/);
    // The frame rate went first: the fitted one is under the 10 asked for.
    expect(Number(/fitted: ([\d.]+) fps/.exec(fitted ?? '')?.[1])).toBeLessThan(10);
    // The result's settings are the fitted ones, and the frame size is what the GIF holds.
    expect(r.settings).toMatchObject({ targetBytes: 20_000, reachedBytes: r.size, width: v?.width, height: v?.height });
    expect(fitted).toBe(`fitted: ${r.settings?.fps} fps, ${r.settings?.colours} colours, ${v?.width} px wide, ${r.size} bytes`);
  });

  it('refuses a target under 10,000 bytes at enqueue', async () => {
    const e = await rejection(go('video-to-gif', clip, { target_size: 9_999 }));
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).details.field).toBe('target_size');
  });
});

describe('target_size on the audio conversions', () => {
  it('audio-to-mp3 takes the highest LAME rate that fits 4 s into 30,000 bytes', async () => {
    const r = await go('audio-to-mp3', noise, { target_size: 30_000 });
    expect(r.size).toBeLessThanOrEqual(30_000);
    const p = await ffprobe(r.path);
    expect(audioOf(p)?.codec_name).toBe('mp3');
    expect(durationOf(p)).toBeCloseTo(4, 0);
    // (30,000 × 0.96 − 1,500) × 8 / 4 s = 54.6 kbit/s, rounded down to LAME's 48.
    expect(Number((p.streams[0] as { bit_rate?: string }).bit_rate)).toBe(48_000);
    expect(r.stages).toContainEqual(expect.stringMatching(/^fitted: 48 kbit\/s, \d+ bytes$/));
    expect(r.settings).toEqual({ targetBytes: 30_000, reachedBytes: r.size, audioKbps: 48 });
  });

  it('keeps the asked bitrate when the target leaves room, and fits Opus and AAC too', async () => {
    const mp3 = await go('audio-to-mp3', noise, { target_size: 'discord', bitrate: 96 });
    expect(Number((((await ffprobe(mp3.path)).streams[0]) as { bit_rate?: string }).bit_rate)).toBe(96_000);
    const cases: Array<[string, number]> = [['audio-to-opus', 25_000], ['audio-to-m4a', 25_000], ['audio-to-ogg', 40_000]];
    for (const [slug, target] of cases) {
      const r = await go(slug, noise, { target_size: target });
      expect(r.size, slug).toBeLessThanOrEqual(target);
      expect(durationOf(await ffprobe(r.path)), slug).toBeCloseTo(4, 0);
    }
  });

  it('fails naming the size the lowest rate needs when the duration cannot fit', async () => {
    const e = await rejection(go('audio-to-mp3', noise, { target_size: 10_000 }));
    expect(e).toBeInstanceOf(ToolError);
    expect((e as ToolError).kind).toBe('too_large');
    expect((e as ToolError).message).toBe(
      '4.0 s of audio needs at least 18167 bytes (0.02 MB) at 32 kbit/s, which exceeds the target size of 10000 bytes (0.01 MB); ' +
        'choose a larger target_size or cut the audio shorter',
    );
  });
});
