import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { runTool } from '../../helpers/tool-harness.js';
import {
  audioOf,
  durationOf,
  ffmpegMake,
  ffprobe,
  frameAt,
  frameDiff,
  loudnessOf,
  makeVideo,
  streamMd5,
  tempDir,
  tool,
  trackedRuns,
  videoOf,
  volumeOf,
} from './media-helpers.js';
import type { RawFrame } from './media-helpers.js';

let dir: string;
let remove: () => Promise<void>;
const fx: Record<string, string> = {};
const { go, cleanupRuns } = trackedRuns();

async function failure(slug: string, input: string, params: Record<string, unknown> = {}): Promise<unknown> {
  return runTool(tool(slug), { input, params }).then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
}

/** Applies a sharp transform to a raw RGB frame and returns the raw result. */
async function transformed(f: RawFrame, op: (s: Sharp) => Sharp): Promise<Buffer> {
  return op(sharp(f.data, { raw: { width: f.width, height: f.height, channels: 3 } })).raw().toBuffer();
}

beforeAll(async () => {
  ({ dir, remove } = await tempDir('media-video-'));
  const p = (n: string) => join(dir, n);
  await Promise.all([
    makeVideo(p('clip.mp4')).then((f) => (fx.mp4 = f)),
    makeVideo(p('clip.webm'), {
      codec: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'],
    }).then((f) => (fx.webm = f)),
    makeVideo(p('clip.avi'), { codec: ['-c:v', 'mpeg4', '-c:a', 'libmp3lame'] }).then((f) => (fx.avi = f)),
    makeVideo(p('silent.mp4'), { audio: false }).then((f) => (fx.silent = f)),
    // Over video-reverse's 60 s cap, yet cheap: 1 frame per second, tiny picture.
    makeVideo(p('long.mp4'), { w: 64, h: 48, d: 61, fps: 1, audio: false }).then((f) => (fx.long = f)),
    // A steady picture seen through a shaking window.
    ffmpegMake(p('shaky.mp4'), [
      '-f', 'lavfi', '-i', 'testsrc2=s=192x144:r=25:d=3',
      '-vf', "crop=160:120:x='16+12*sin(n*1.9)':y='12+9*cos(n*2.7)'",
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    ]).then((f) => (fx.shaky = f)),
  ]);
  await Promise.all([
    ffmpegMake(p('clip.mkv'), ['-i', fx.mp4, '-c', 'copy']).then((f) => (fx.mkv = f)),
    ffmpegMake(p('clip.mov'), ['-i', fx.mp4, '-c', 'copy']).then((f) => (fx.mov = f)),
  ]);
});

afterAll(async () => {
  await cleanupRuns();
  await remove();
});

describe('video conversions', () => {
  it('video-to-mp4 writes H.264/AAC yuv420p MP4 of the same size and length', async () => {
    const r = await go('video-to-mp4', fx.webm);
    expect(r.mime).toBe('video/mp4');
    expect(r.name).toBe('clip.mp4');
    expect((await detectFile(r.path))?.mime).toBe('video/mp4');
    const p = await ffprobe(r.path, true);
    expect(videoOf(p)).toMatchObject({ codec_name: 'h264', width: 160, height: 120, pix_fmt: 'yuv420p', nb_read_frames: '50' });
    expect(audioOf(p)?.codec_name).toBe('aac');
    expect(durationOf(p)).toBeGreaterThan(1.95);
    expect(durationOf(p)).toBeLessThan(2.1);
    expect(r.progress.at(-1)).toBe(100);
  });

  it('video-to-mp4 level trades size for quality', async () => {
    const small = await go('video-to-mp4', fx.mp4, { level: 45, preset: 'ultrafast' });
    const large = await go('video-to-mp4', fx.mp4, { level: 15, preset: 'ultrafast' });
    expect(small.size * 2).toBeLessThan(large.size);
    const src = await frameAt(fx.mp4, 1);
    expect(frameDiff(await frameAt(large.path, 1), src)).toBeLessThan(frameDiff(await frameAt(small.path, 1), src));
  });

  it('video-to-webm writes VP9/Opus', async () => {
    const r = await go('video-to-webm', fx.mp4);
    const p = await ffprobe(r.path);
    expect(videoOf(p)).toMatchObject({ codec_name: 'vp9', width: 160, height: 120 });
    expect(audioOf(p)?.codec_name).toBe('opus');
    expect((await detectFile(r.path))?.mime).toBe('video/webm');
  });

  it('video-to-mkv copies the streams unchanged, or encodes on request', async () => {
    const copy = await go('video-to-mkv', fx.mp4);
    expect((await detectFile(copy.path))?.mime).toBe('video/x-matroska');
    expect(await streamMd5(copy.path, 'v')).toBe(await streamMd5(fx.mp4, 'v'));
    const enc = await go('video-to-mkv', fx.avi, { preset: 'encode' });
    const p = await ffprobe(enc.path);
    expect(videoOf(p)?.codec_name).toBe('h264');
    expect(audioOf(p)?.codec_name).toBe('aac');
  });

  it('video-to-mov copies H.264 and re-encodes VP9, which MOV cannot hold', async () => {
    const copy = await go('video-to-mov', fx.mp4);
    expect((await detectFile(copy.path))?.mime).toBe('video/quicktime');
    expect(await streamMd5(copy.path, 'v')).toBe(await streamMd5(fx.mp4, 'v'));
    const fallback = await go('video-to-mov', fx.webm);
    expect(videoOf(await ffprobe(fallback.path))?.codec_name).toBe('h264');
    expect(audioOf(await ffprobe(fallback.path))?.codec_name).toBe('aac');
  });

  it('video-to-avi writes MPEG-4 with MP3 in AVI', async () => {
    const r = await go('video-to-avi', fx.mp4, { level: 4 });
    expect(r.mime).toBe('video/x-msvideo');
    expect((await detectFile(r.path))?.mime).toBe('video/vnd.avi');
    const p = await ffprobe(r.path);
    expect(videoOf(p)?.codec_name).toBe('mpeg4');
    expect(audioOf(p)?.codec_name).toBe('mp3');
  });

  it('video-to-hevc writes H.265 tagged hvc1', async () => {
    const r = await go('video-to-hevc', fx.mp4, { preset: 'ultrafast' });
    const p = await ffprobe(r.path);
    expect(videoOf(p)).toMatchObject({ codec_name: 'hevc', width: 160, height: 120 });
    expect((videoOf(p) as { codec_tag_string?: string }).codec_tag_string).toBe('hvc1');
  });
});

describe('animations and audio tracks', () => {
  it('video-to-gif renders the asked window, rate and width', async () => {
    const r = await go('video-to-gif', fx.mp4, { fps: 10, width: 80, start: 0.5, end: 1.5 });
    const meta = await sharp(r.path, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.width).toBe(80);
    expect(meta.pageHeight).toBe(60);
    expect(meta.pages).toBeGreaterThanOrEqual(9);
    expect(meta.pages).toBeLessThanOrEqual(11);
  });

  it('video-to-gif refuses a window over 30 s and never upscales', async () => {
    await expect(runTool(tool('video-to-gif'), { input: fx.mp4, params: { start: 0, end: 40 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(runTool(tool('video-to-gif'), { input: fx.mp4, params: { start: 3 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    const r = await go('video-to-gif', fx.mp4, { width: 1000 });
    expect((await sharp(r.path).metadata()).width).toBe(160);
  });

  it('video-to-animated-webp writes an animated WebP', async () => {
    const r = await go('video-to-animated-webp', fx.mp4, { fps: 12, width: 120, start: 0, end: 1 });
    expect(r.mime).toBe('image/webp');
    const meta = await sharp(r.path, { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(120);
    expect(meta.pageHeight).toBe(90);
    expect(meta.pages).toBeGreaterThanOrEqual(11);
    expect(meta.pages).toBeLessThanOrEqual(13);
  });

  it('video-extract-audio copies a matching codec and encodes otherwise', async () => {
    const m4a = await go('video-extract-audio', fx.mp4, { format: 'm4a' });
    expect(m4a.mime).toBe('audio/mp4');
    expect(await streamMd5(m4a.path, 'a')).toBe(await streamMd5(fx.mp4, 'a'));
    const mp3 = await go('video-extract-audio', fx.mp4, { format: 'mp3', bitrate: 96 });
    const p = await ffprobe(mp3.path);
    expect(p.streams.map((s) => s.codec_name)).toEqual(['mp3']);
    expect(durationOf(p)).toBeGreaterThan(1.9);
    const opus = await go('video-extract-audio', fx.webm, { format: 'opus' });
    expect(opus.mime).toBe('audio/ogg; codecs=opus');
    expect(await streamMd5(opus.path, 'a')).toBe(await streamMd5(fx.webm, 'a'));
    expect(await failure('video-extract-audio', fx.silent)).toBeInstanceOf(ToolError);
  });

  it('video-mute drops the sound and copies the picture, keeping the container', async () => {
    const r = await go('video-mute', fx.webm);
    expect(r.mime).toBe('video/webm');
    const p = await ffprobe(r.path);
    expect(p.streams.map((s) => s.codec_type)).toEqual(['video']);
    expect(await streamMd5(r.path, 'v')).toBe(await streamMd5(fx.webm, 'v'));
  });

  it('video-volume changes the sound only', async () => {
    const r = await go('video-volume', fx.mkv, { gain_db: -6 });
    expect(r.mime).toBe('video/x-matroska');
    expect((await volumeOf(r.path)).mean - (await volumeOf(fx.mkv)).mean).toBeCloseTo(-6, 0);
    expect(await streamMd5(r.path, 'v')).toBe(await streamMd5(fx.mkv, 'v'));
    expect(await failure('video-volume', fx.silent)).toBeInstanceOf(ToolError);
  });

  it('same-container tools write every accepted container back with codecs it holds', async () => {
    const p = (n: string) => join(dir, n);
    const families: Array<[string, string[], string, string, string]> = [
      ['f.3gp', ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'], '3gp', 'video/3gpp', 'aac'],
      ['f.flv', ['-c:v', 'flv', '-c:a', 'libmp3lame', '-ar', '44100'], 'flv', 'video/x-flv', 'aac'],
      ['f.ts', ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-f', 'mpegts'], 'ts', 'video/mp2t', 'aac'],
      ['f.ogv', ['-c:v', 'libtheora', '-c:a', 'libvorbis'], 'ogv', 'video/ogg', 'vorbis'],
      ['f.mpg', ['-c:v', 'mpeg2video', '-c:a', 'mp2', '-f', 'mpeg'], 'mpg', 'video/mpeg', 'mp2'],
      ['f.wmv', ['-c:v', 'wmv2', '-c:a', 'wmav2', '-f', 'asf'], 'wmv', 'video/x-ms-wmv', 'wmav2'],
      ['f.mov', ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'], 'mov', 'video/quicktime', 'aac'],
    ];
    const inputs = await Promise.all(families.map(([name, codec]) => makeVideo(p(name), { codec })));
    for (const [i, [name, , ext, mime, audioCodec]] of families.entries()) {
      const r = await go('video-volume', inputs[i], { gain_db: -3 });
      expect(r.name, name).toBe(`${name.split('.')[0]}.${ext}`);
      expect(r.mime, name).toBe(mime);
      const probed = await ffprobe(r.path);
      expect(audioOf(probed)?.codec_name, name).toBe(audioCodec);
      expect(await streamMd5(r.path, 'v'), name).toBe(await streamMd5(inputs[i], 'v'));
      const accurate = await go('video-trim', inputs[i], { start: 0.2, end: 1.2, preset: 'accurate' });
      expect(accurate.mime, name).toBe(mime);
      expect(Math.abs(durationOf(await ffprobe(accurate.path)) - 1), name).toBeLessThan(0.15);
    }
  });

  it('video-normalize-audio reaches the target loudness', async () => {
    const r = await go('video-normalize-audio', fx.avi, { level: -16 });
    expect(r.mime).toBe('video/x-msvideo');
    expect(audioOf(await ffprobe(r.path))?.codec_name).toBe('mp3');
    expect(Math.abs((await loudnessOf(r.path)) - -16)).toBeLessThan(1.5);
  });
});

describe('timeline tools', () => {
  it('video-trim accurate is frame-exact; fast copies from a keyframe', async () => {
    const exact = await go('video-trim', fx.mp4, { start: 0.5, end: 1.5, preset: 'accurate' });
    const p = await ffprobe(exact.path, true);
    expect(videoOf(p)?.nb_read_frames).toBe('25');
    expect(Math.abs(durationOf(p) - 1)).toBeLessThan(0.1);
    const fast = await go('video-trim', fx.mkv, { start: 0.5, end: 1.5 });
    expect(fast.mime).toBe('video/x-matroska');
    const d = durationOf(await ffprobe(fast.path));
    expect(d).toBeGreaterThan(0.9);
    expect(d).toBeLessThan(1.7);
    await expect(runTool(tool('video-trim'), { input: fx.mp4, params: { start: 2, end: 1 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });

  it('video-speed halves and doubles the length of picture and sound', async () => {
    const fast = await go('video-speed', fx.mp4, { factor: 2 });
    const pf = await ffprobe(fast.path);
    expect(Math.abs(durationOf(pf) - 1)).toBeLessThan(0.1);
    expect(Math.abs(Number(audioOf(pf)?.duration) - 1)).toBeLessThan(0.1);
    const slow = await go('video-speed', fx.mp4, { factor: 0.4 });
    expect(Math.abs(durationOf(await ffprobe(slow.path)) - 5)).toBeLessThan(0.2);
  });

  it('video-reverse starts with the last frame and refuses clips over 60 s', async () => {
    const r = await go('video-reverse', fx.silent);
    const first = await frameAt(r.path, 0);
    expect(frameDiff(first, await frameAt(fx.silent, 1.96))).toBeLessThan(6);
    expect(frameDiff(first, await frameAt(fx.silent, 0))).toBeGreaterThan(10);
    const err = await failure('video-reverse', fx.long);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as Error).message).toContain('exceeds');
  });

  it('video-loop repeats the clip in the same container and caps the result', async () => {
    const r = await go('video-loop', fx.webm, { level: 3 });
    expect(r.mime).toBe('video/webm');
    expect(Math.abs(durationOf(await ffprobe(r.path)) - 6)).toBeLessThan(0.2);
    const err = await failure('video-loop', fx.long, { level: 20 });
    expect((err as Error).message).toContain('exceeds');
  });

  it('video-fade starts from black and ends in black, sound included', async () => {
    const r = await go('video-fade', fx.mp4, { start: 0.5, end: 0.5 });
    const mean = (f: RawFrame) => f.data.reduce((s, v) => s + v, 0) / f.data.length;
    expect(mean(await frameAt(r.path, 0))).toBeLessThan(20);
    expect(mean(await frameAt(r.path, 1))).toBeGreaterThan(60);
    const head = await volumeOf(r.path, 'atrim=0:0.1,');
    const middle = await volumeOf(r.path, 'atrim=0.8:1.2,');
    expect(middle.mean - head.mean).toBeGreaterThan(8);
  });

  it('video-change-fps resamples the frame rate, keeping the length', async () => {
    const r = await go('video-change-fps', fx.mp4, { fps: 10 });
    const p = await ffprobe(r.path, true);
    expect(videoOf(p)?.avg_frame_rate).toBe('10/1');
    expect(videoOf(p)?.nb_read_frames).toBe('20');
  });
});

describe('picture tools', () => {
  it('video-crop keeps the asked rectangle, rounded to even', async () => {
    const r = await go('video-crop', fx.mp4, { x: 40, y: 20, crop_width: 81, crop_height: 61 });
    const out = await frameAt(r.path, 1);
    expect([out.width, out.height]).toEqual([80, 60]);
    const src = await frameAt(fx.mp4, 1);
    const expected = await transformed(src, (s) => s.extract({ left: 40, top: 20, width: 80, height: 60 }));
    expect(frameDiff(out.data, expected)).toBeLessThan(8);
    await expect(
      runTool(tool('video-crop'), { input: fx.mp4, params: { x: 100, y: 0, crop_width: 100, crop_height: 50 } }),
    ).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'crop_width' } });
  });

  it('video-resize scales to the width, or to both sizes', async () => {
    const a = await go('video-resize', fx.mp4, { width: 80 });
    expect(videoOf(await ffprobe(a.path))).toMatchObject({ width: 80, height: 60 });
    const b = await go('video-resize', fx.mp4, { width: 101, height: 50 });
    expect(videoOf(await ffprobe(b.path))).toMatchObject({ width: 100, height: 50 });
  });

  it('video-rotate turns the picture clockwise', async () => {
    const r = await go('video-rotate', fx.mp4, { degrees: 90 });
    const out = await frameAt(r.path, 1);
    expect([out.width, out.height]).toEqual([120, 160]);
    const src = await frameAt(fx.mp4, 1);
    const cw = await transformed(src, (s) => s.rotate(90));
    const ccw = await transformed(src, (s) => s.rotate(270));
    expect(frameDiff(out.data, cw)).toBeLessThan(8);
    expect(frameDiff(out.data, ccw)).toBeGreaterThan(20);
    await expect(runTool(tool('video-rotate'), { input: fx.mp4, params: { degrees: 45 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });

  it('video-flip mirrors the picture', async () => {
    const r = await go('video-flip', fx.mp4, { direction: 'horizontal' });
    const src = await frameAt(fx.mp4, 1);
    const out = await frameAt(r.path, 1);
    expect(frameDiff(out.data, await transformed(src, (s) => s.flop()))).toBeLessThan(8);
    expect(frameDiff(out.data, src)).toBeGreaterThan(20);
  });

  it('video-grayscale removes colour', async () => {
    const r = await go('video-grayscale', fx.mp4);
    const f = await frameAt(r.path, 1);
    let spread = 0;
    for (let i = 0; i < f.data.length; i += 3) {
      spread += Math.max(f.data[i], f.data[i + 1], f.data[i + 2]) - Math.min(f.data[i], f.data[i + 1], f.data[i + 2]);
    }
    expect(spread / (f.data.length / 3)).toBeLessThan(4);
  });

  it('video-compress shrinks the file and caps the width', async () => {
    const r = await go('video-compress', fx.mp4, { level: 36, width: 80 });
    expect(videoOf(await ffprobe(r.path))).toMatchObject({ width: 80, height: 60 });
    expect(r.size).toBeLessThan((await readFile(fx.mp4)).length);
    const keep = await go('video-compress', fx.mp4, { width: 640 });
    expect(videoOf(await ffprobe(keep.path))).toMatchObject({ width: 160, height: 120 });
  });

  it('video-stabilize steadies a shaking picture', async () => {
    const r = await go('video-stabilize', fx.shaky, { level: 15 });
    expect(videoOf(await ffprobe(r.path))).toMatchObject({ codec_name: 'h264', width: 160, height: 120 });
    const jitter = async (path: string) => {
      let total = 0;
      for (const t of [1.0, 1.2, 1.4, 1.6]) total += frameDiff(await frameAt(path, t), await frameAt(path, t + 0.04));
      return total;
    };
    expect(await jitter(r.path)).toBeLessThan((await jitter(fx.shaky)) * 0.8);
    expect(r.stages).toContain('analysing');
  });

  it('video-metadata answers JSON', async () => {
    const r = await go('video-metadata', fx.mp4);
    const json = JSON.parse(await readFile(r.path, 'utf8')) as {
      format: { durationS: number };
      video: { codec: string; width: number; height: number; fps: number };
      audio: { codec: string; channels: number };
      streams: unknown[];
    };
    expect(json.video).toMatchObject({ codec: 'h264', width: 160, height: 120, fps: 25 });
    expect(json.audio).toMatchObject({ codec: 'aac', channels: 1 });
    expect(json.streams).toHaveLength(2);
    expect(Math.abs(json.format.durationS - 2)).toBeLessThan(0.1);
  });
});
