import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { runTool } from '../../helpers/tool-harness.js';
import type { RunResult } from '../../helpers/tool-harness.js';
import {
  audioOf,
  dominantHz,
  durationOf,
  ffmpegMake,
  ffprobe,
  loudnessOf,
  makeAudio,
  makeVideo,
  tempDir,
  tool,
  trackedRuns,
  volumeOf,
} from './media-helpers.js';

const run = promisify(execFile);
/** MD5 of the decoded signal as 16-bit PCM: equal for a lossless round trip. */
async function pcmMd5(path: string): Promise<string> {
  const { stdout } = await run(ffmpegInstaller.path, ['-v', 'error', '-i', path, '-map', '0:a:0', '-c:a', 'pcm_s16le', '-f', 'md5', '-']);
  return stdout.trim();
}

let dir: string;
let remove: () => Promise<void>;
const fx: Record<string, string> = {};
const { results, go, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, remove } = await tempDir('media-audio-'));
  const p = (n: string) => join(dir, n);
  await Promise.all([
    makeAudio(p('tone.wav'), { codec: ['-c:a', 'pcm_s16le'] }).then((f) => (fx.wav = f)),
    makeAudio(p('tone4.wav'), { d: 4, codec: ['-c:a', 'pcm_s16le'] }).then((f) => (fx.wav4 = f)),
    makeAudio(p('tone.mp3'), { codec: ['-c:a', 'libmp3lame', '-b:a', '128k'] }).then((f) => (fx.mp3 = f)),
    makeAudio(p('tone.ogg'), { codec: ['-c:a', 'libvorbis'] }).then((f) => (fx.ogg = f)),
    makeAudio(p('tone.opus'), { codec: ['-c:a', 'libopus'] }).then((f) => (fx.opus = f)),
    makeAudio(p('tone.flac'), { codec: ['-c:a', 'flac'] }).then((f) => (fx.flac = f)),
    makeAudio(p('tone.m4a'), { codec: ['-c:a', 'aac', '-f', 'ipod'] }).then((f) => (fx.m4a = f)),
    makeAudio(p('alac.m4a'), { codec: ['-c:a', 'alac', '-f', 'ipod'] }).then((f) => (fx.alac = f)),
    makeAudio(p('tone.aac'), { codec: ['-c:a', 'aac', '-f', 'adts'] }).then((f) => (fx.aac = f)),
    makeAudio(p('tone.aiff'), { codec: ['-c:a', 'pcm_s24be', '-f', 'aiff'] }).then((f) => (fx.aiff = f)),
    makeAudio(p('tone.wma'), { codec: ['-c:a', 'wmav2', '-f', 'asf'] }).then((f) => (fx.wma = f)),
    makeAudio(p('tone.ac3'), { codec: ['-c:a', 'ac3'] }).then((f) => (fx.ac3 = f)),
    makeAudio(p('tone.wv'), { codec: ['-c:a', 'wavpack'] }).then((f) => (fx.wv = f)),
    makeAudio(p('tone.webm'), { codec: ['-c:a', 'libopus', '-f', 'webm'] }).then((f) => (fx.webm = f)),
    makeAudio(p('tone.mka'), { codec: ['-c:a', 'flac', '-f', 'matroska'] }).then((f) => (fx.mka = f)),
    makeAudio(p('low.wav'), { f: 60, codec: ['-c:a', 'pcm_s16le'] }).then((f) => (fx.low = f)),
    makeVideo(p('clip.mp4')).then((f) => (fx.mp4 = f)),
    // 1 s of silence, then 1 s of tone: reversing puts the tone first.
    ffmpegMake(p('half.wav'), ['-f', 'lavfi', '-i', 'aevalsrc=if(gte(t\\,1)\\,0.5*sin(2*PI*440*t)\\,0):s=44100:d=2']).then(
      (f) => (fx.half = f),
    ),
    // tone 1 s, silence 2 s, tone 1 s.
    ffmpegMake(p('gap.wav'), [
      '-f', 'lavfi', '-i', 'aevalsrc=if(between(t\\,1\\,3)\\,0\\,0.5*sin(2*PI*440*t)):s=44100:d=4',
    ]).then((f) => (fx.gap = f)),
    // Hiss at about -55 dBFS.
    ffmpegMake(p('noise.wav'), ['-f', 'lavfi', '-i', 'anoisesrc=d=2:c=white:a=0.003:r=44100']).then((f) => (fx.noise = f)),
    // Longer than audio-reverse's 10-minute cap, yet tiny: 8 kHz, 8-bit mono.
    ffmpegMake(p('long.wav'), ['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '601', '-c:a', 'pcm_u8']).then(
      (f) => (fx.long = f),
    ),
  ]);
});

afterAll(async () => {
  await cleanupRuns();
  await remove();
});

describe('audio conversions', () => {
  it('audio-to-mp3 writes MP3 at the requested bitrate, same length and channels', async () => {
    const r = await go('audio-to-mp3', fx.wav, { bitrate: '128' });
    expect(r.mime).toBe('audio/mpeg');
    expect(r.name).toBe('tone.mp3');
    expect((await detectFile(r.path))?.mime).toBe('audio/mpeg');
    const p = await ffprobe(r.path);
    expect(audioOf(p)?.codec_name).toBe('mp3');
    expect(audioOf(p)?.channels).toBe(2);
    expect(durationOf(p)).toBeCloseTo(2, 1);
    expect(Number((p.streams[0] as { bit_rate?: string }).bit_rate)).toBe(128000);
    expect(r.stages).toContain('encoding');
    expect(r.progress.at(-1)).toBe(100);
  });

  it('audio-to-wav honours the sample-format preset and keeps the signal', async () => {
    const s24 = await go('audio-to-wav', fx.flac, { preset: 's24' });
    expect(audioOf(await ffprobe(s24.path))?.codec_name).toBe('pcm_s24le');
    expect(await pcmMd5(s24.path)).toBe(await pcmMd5(fx.flac));
    const u8 = await go('audio-to-wav', fx.wav, { preset: 'u8' });
    expect(audioOf(await ffprobe(u8.path))?.codec_name).toBe('pcm_u8');
    expect((await detectFile(u8.path))?.mime).toBe('audio/wav');
  });

  it('audio-to-ogg, -opus, -aac, -m4a, -wma write their codec and container', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['audio-to-ogg', 'vorbis', 'ogg', 'audio/ogg'],
      ['audio-to-opus', 'opus', 'ogg', 'audio/ogg; codecs=opus'],
      ['audio-to-aac', 'aac', 'aac', 'audio/aac'],
      ['audio-to-m4a', 'aac', 'mov,mp4,m4a,3gp,3g2,mj2', 'audio/x-m4a'],
      ['audio-to-wma', 'wmav2', 'asf', 'audio/x-ms-wma'],
    ];
    for (const [slug, codec, format, detected] of cases) {
      const r = await go(slug, fx.wav);
      const p = await ffprobe(r.path);
      expect(audioOf(p)?.codec_name, slug).toBe(codec);
      expect(p.format.format_name, slug).toBe(format);
      expect(durationOf(p), slug).toBeGreaterThan(1.9);
      expect(durationOf(p), slug).toBeLessThan(2.15);
      expect((await detectFile(r.path))?.mime, slug).toBe(detected);
      expect(Math.abs((await dominantHz(r.path)) - 440), slug).toBeLessThan(20);
    }
  });

  it('audio-to-opus clamps the bitrate to what libopus takes for mono', async () => {
    const mono = join(dir, 'mono.wav');
    await makeAudio(mono, { channels: 1, codec: ['-c:a', 'pcm_s16le'] });
    const r = await go('audio-to-opus', mono, { bitrate: 510 });
    const a = audioOf(await ffprobe(r.path));
    expect(a?.codec_name).toBe('opus');
    expect(a?.channels).toBe(1);
  });

  it('lossless targets (flac, aiff, alac) decode to the same samples', async () => {
    for (const slug of ['audio-to-flac', 'audio-to-aiff', 'audio-to-alac']) {
      const r = await go(slug, fx.wav, slug === 'audio-to-flac' ? { level: 12 } : {});
      expect(await pcmMd5(r.path), slug).toBe(await pcmMd5(fx.wav));
    }
    const alac = results.at(-1) as RunResult;
    expect(audioOf(await ffprobe(alac.path))?.codec_name).toBe('alac');
    expect(alac.mime).toBe('audio/mp4');
  });

  it('takes the sound of a video and drops the picture', async () => {
    const r = await go('audio-to-mp3', fx.mp4);
    const p = await ffprobe(r.path);
    expect(p.streams.map((s) => s.codec_type)).toEqual(['audio']);
    expect(durationOf(p)).toBeGreaterThan(1.95);
    expect(durationOf(p)).toBeLessThan(2.15);
  });

  it('refuses out-of-range parameters at parse time', async () => {
    await expect(runTool(tool('audio-to-mp3'), { input: fx.wav, params: { bitrate: 1000 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(runTool(tool('audio-to-wav'), { input: fx.wav, params: { preset: 's32' } })).rejects.toBeInstanceOf(AppError);
  });
});

describe('audio effects keep the input family', () => {
  it('audio-volume writes each container back with a codec it holds', async () => {
    const cases: Array<[string, string, string, string]> = [
      [fx.mp3, 'mp3', 'audio/mpeg', 'mp3'],
      [fx.ogg, 'ogg', 'audio/ogg', 'vorbis'],
      [fx.opus, 'opus', 'audio/ogg; codecs=opus', 'opus'],
      [fx.flac, 'flac', 'audio/flac', 'flac'],
      [fx.m4a, 'm4a', 'audio/mp4', 'aac'],
      [fx.alac, 'm4a', 'audio/mp4', 'alac'],
      [fx.aac, 'aac', 'audio/aac', 'aac'],
      [fx.aiff, 'aiff', 'audio/aiff', 'pcm_s24be'],
      [fx.wma, 'wma', 'audio/x-ms-wma', 'wmav2'],
      [fx.ac3, 'ac3', 'audio/ac3', 'ac3'],
      [fx.wv, 'wv', 'audio/wavpack', 'wavpack'],
      [fx.webm, 'webm', 'audio/webm', 'opus'],
      [fx.mka, 'mka', 'audio/x-matroska', 'flac'],
      [fx.mp4, 'm4a', 'audio/mp4', 'aac'],
    ];
    for (const [input, ext, mime, codec] of cases) {
      const r = await go('audio-volume', input, { gain_db: -6 });
      expect(r.name.endsWith(`.${ext}`), input).toBe(true);
      expect(r.mime, input).toBe(mime);
      const p = await ffprobe(r.path);
      expect(audioOf(p)?.codec_name, input).toBe(codec);
      expect(p.streams.filter((s) => s.codec_type === 'video'), input).toHaveLength(0);
    }
  });

  it('audio-volume changes the level by gain_db', async () => {
    const before = await volumeOf(fx.wav);
    const down = await go('audio-volume', fx.wav, { gain_db: -6 });
    const up = await go('audio-volume', fx.wav, { gain_db: 6 });
    expect((await volumeOf(down.path)).mean - before.mean).toBeCloseTo(-6, 0);
    expect((await volumeOf(up.path)).mean - before.mean).toBeCloseTo(6, 0);
  });

  it('audio-trim keeps start..end, clamps an end past the media and refuses bad windows', async () => {
    const r = await go('audio-trim', fx.mp3, { start: 0.5, end: 1.5 });
    expect(r.mime).toBe('audio/mpeg');
    expect(durationOf(await ffprobe(r.path))).toBeCloseTo(1, 1);
    const clamped = await go('audio-trim', fx.wav, { start: 1, end: 50 });
    expect(durationOf(await ffprobe(clamped.path))).toBeCloseTo(1, 1);
    await expect(runTool(tool('audio-trim'), { input: fx.wav, params: { start: 1, end: 1 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(runTool(tool('audio-trim'), { input: fx.wav, params: { start: 5, end: 6 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(runTool(tool('audio-trim'), { input: fx.wav, params: {} })).rejects.toMatchObject({ code: 'invalid_params' });
  });

  it('audio-normalize reaches the target loudness and keeps the sample rate', async () => {
    const r = await go('audio-normalize', fx.wav4, { level: -16 });
    expect(Math.abs((await loudnessOf(r.path)) - -16)).toBeLessThan(1.5);
    expect(r.stages).toEqual(expect.arrayContaining(['analysing', 'encoding']));
    // Under 3 s, where one-pass loudnorm does nothing in this ffmpeg build.
    const short = await go('audio-normalize', fx.mp3, { level: -20 });
    expect(Math.abs((await loudnessOf(short.path)) - -20)).toBeLessThan(1.5);
    // Loud target: the peak limit forces loudnorm's own processing rather than a plain gain.
    const loud = await go('audio-normalize', fx.wav4, { level: -6 });
    expect(Math.abs((await loudnessOf(loud.path)) - -6)).toBeLessThan(2.5);
    expect((await volumeOf(loud.path)).max).toBeLessThan(-0.5);
    expect(audioOf(await ffprobe(r.path))?.sample_rate).toBe('44100');
    expect(Math.abs((await loudnessOf(fx.wav4)) - -16)).toBeGreaterThan(3);
  });

  it('audio-speed shortens the clip and keeps the pitch; audio-pitch moves the pitch and keeps the length', async () => {
    const fast = await go('audio-speed', fx.wav, { factor: 2 });
    expect(durationOf(await ffprobe(fast.path))).toBeCloseTo(1, 1);
    expect(Math.abs((await dominantHz(fast.path)) - 440)).toBeLessThan(10);
    const high = await go('audio-pitch', fx.wav, { factor: 1.5 });
    expect(durationOf(await ffprobe(high.path))).toBeCloseTo(2, 1);
    expect(Math.abs((await dominantHz(high.path)) - 660)).toBeLessThan(15);
  });

  it('audio-reverse plays backwards and refuses clips over its cap', async () => {
    const r = await go('audio-reverse', fx.half);
    const first = await volumeOf(r.path, 'atrim=0:0.9,');
    const second = await volumeOf(r.path, 'atrim=1.1:2,');
    expect(first.mean).toBeGreaterThan(-15);
    expect(second.max).toBeLessThan(-60);
    const err = await runTool(tool('audio-reverse'), { input: fx.long }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as Error).message).toContain('exceeds');
  });

  it('audio-fade ramps the start and the end', async () => {
    const r = await go('audio-fade', fx.wav4, { start: 1, end: 1 });
    const head = await volumeOf(r.path, 'atrim=0:0.15,');
    const middle = await volumeOf(r.path, 'atrim=1.5:2.5,');
    const tail = await volumeOf(r.path, 'atrim=3.85:4,');
    expect(middle.mean - head.mean).toBeGreaterThan(10);
    expect(middle.mean - tail.mean).toBeGreaterThan(10);
    expect(durationOf(await ffprobe(r.path))).toBeCloseTo(4, 1);
  });

  it('audio-remove-silence cuts the pause', async () => {
    const r = await go('audio-remove-silence', fx.gap, { level: -50 });
    const d = durationOf(await ffprobe(r.path));
    expect(d).toBeGreaterThan(1.9);
    expect(d).toBeLessThan(2.8);
  });

  it('audio-noise-reduction lowers white noise', async () => {
    const r = await go('audio-noise-reduction', fx.noise, { level: 30 });
    expect((await volumeOf(fx.noise)).mean - (await volumeOf(r.path)).mean).toBeGreaterThan(10);
    // A steady tone is signal, not noise: it keeps its level.
    const tone = await go('audio-noise-reduction', fx.wav, { level: 30 });
    expect(Math.abs((await volumeOf(tone.path)).mean - (await volumeOf(fx.wav)).mean)).toBeLessThan(2);
  });

  it('audio-bass-boost raises a low tone', async () => {
    const r = await go('audio-bass-boost', fx.low, { gain_db: 12 });
    expect((await volumeOf(r.path)).max - (await volumeOf(fx.low)).max).toBeGreaterThan(6);
  });

  it('audio-to-mono leaves one channel', async () => {
    const r = await go('audio-to-mono', fx.m4a);
    expect(audioOf(await ffprobe(r.path))?.channels).toBe(1);
    expect(r.mime).toBe('audio/mp4');
  });
});

describe('audio pictures and metadata', () => {
  it('audio-waveform-image draws a PNG of the asked size', async () => {
    const r = await go('audio-waveform-image', fx.wav, { width: 300, height: 80 });
    expect(r.mime).toBe('image/png');
    const { data, info } = await sharp(r.path).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([300, 80, 4]);
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) drawn++;
    // A full-scale steady tone fills a band around the middle, not the whole picture.
    expect(drawn / (300 * 80)).toBeGreaterThan(0.05);
    expect(drawn / (300 * 80)).toBeLessThan(0.9);
  });

  it('audio-spectrogram-image shows a 440 Hz tone near the bottom', async () => {
    const r = await go('audio-spectrogram-image', fx.wav, { width: 256, height: 128 });
    const { data, info } = await sharp(r.path).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([256, 128]);
    let bestRow = -1;
    let best = -1;
    for (let y = 0; y < info.height; y++) {
      let sum = 0;
      for (let x = 0; x < info.width; x++) sum += data[y * info.width + x];
      if (sum > best) [best, bestRow] = [sum, y];
    }
    expect(bestRow).toBeGreaterThan(info.height * 0.9);
  });

  it('audio-metadata answers JSON with streams and loudness', async () => {
    const r = await go('audio-metadata', fx.mp3);
    expect(r.mime).toBe('application/json');
    const json = JSON.parse(await readFile(r.path, 'utf8')) as {
      format: { durationS: number };
      audio: { codec: string; channels: number; sampleRate: number };
      loudness: { integratedLufs: number; meanVolumeDb: number; truePeakDbfs: number };
    };
    expect(json.format.durationS).toBeCloseTo(2, 1);
    expect(json.audio).toMatchObject({ codec: 'mp3', channels: 2, sampleRate: 44100 });
    expect(json.loudness.integratedLufs).toBeCloseTo(await loudnessOf(fx.mp3), 0);
    expect(json.loudness.meanVolumeDb).toBeCloseTo((await volumeOf(fx.mp3)).mean, 0);
    expect(json.loudness.truePeakDbfs).toBeLessThan(0);
  });
});

describe('hostile audio inputs', () => {
  it('refuses what is not media by magic bytes', async () => {
    const junk = join(dir, 'junk.mp3');
    await writeFile(junk, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)));
    await expect(runTool(tool('audio-to-mp3'), { input: junk })).rejects.toMatchObject({ code: 'unsupported_type' });
    const png = join(dir, 'pic.mp3');
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).png().toFile(png);
    await expect(runTool(tool('audio-to-mp3'), { input: png })).rejects.toMatchObject({ code: 'unsupported_type' });
  });

  it('fails a truncated file with a ToolError', async () => {
    const whole = await readFile(fx.m4a);
    const cut = join(dir, 'cut.m4a');
    // The moov atom sits at the end (no faststart), so the head alone cannot be read.
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    expect((await detectFile(cut))?.mime).toBe('audio/x-m4a');
    const err = await runTool(tool('audio-to-mp3'), { input: cut }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as Error).message).not.toContain('exceeds');
  });
});
