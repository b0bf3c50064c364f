import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { mediaTools } from '../../../src/tools/media/index.js';
import { cleanup, runTool } from '../../helpers/tool-harness.js';
import type { RunResult } from '../../helpers/tool-harness.js';

const execFileP = promisify(execFile);
// The shipped static binaries crash on MPEG-TS when iconv loads the system's gconv modules (see childEnv in
// src/tools/media/process.ts); the checks in the tests run them the same safe way.
const SAFE_ENV = { ...process.env, GCONV_PATH: dirname(ffprobeInstaller.path) };
const run = ((file: string, args: string[], opts: Record<string, unknown> = {}) =>
  execFileP(file, args, { ...opts, env: SAFE_ENV })) as typeof execFileP;

/** The media tool with this slug. */
export function tool(slug: string): ToolDefinition {
  const t = mediaTools.find((x) => x.slug === slug);
  if (!t) throw new Error(`no tool ${slug}`);
  return t;
}

/**
 * Runs media tools as the job service does and keeps every result, so that one `cleanupRuns()` in afterAll
 * removes all their work directories.
 */
export function trackedRuns(): {
  results: RunResult[];
  go(slug: string, input: string, params?: Record<string, unknown>): Promise<RunResult>;
  cleanupRuns(): Promise<void>;
} {
  const results: RunResult[] = [];
  return {
    results,
    async go(slug, input, params = {}) {
      const r = await runTool(tool(slug), { input, params });
      results.push(r);
      return r;
    },
    async cleanupRuns() {
      await Promise.all(results.map((r) => cleanup(r)));
    },
  };
}

/** Generates a fixture with ffmpeg itself (lavfi sources); `args` are everything between the flags and the output. */
export async function ffmpegMake(out: string, args: string[]): Promise<string> {
  await run(ffmpegInstaller.path, ['-nostdin', '-v', 'error', '-y', ...args, out], { maxBuffer: 1 << 20 });
  return out;
}

/** A/V test clip: testsrc2 picture plus a sine tone. */
export function makeVideo(
  out: string,
  o: { w?: number; h?: number; d?: number; fps?: number; audio?: boolean; codec?: string[] } = {},
): Promise<string> {
  const { w = 160, h = 120, d = 2, fps = 25, audio = true } = o;
  const args = ['-f', 'lavfi', '-i', `testsrc2=s=${w}x${h}:r=${fps}:d=${d}`];
  if (audio) args.push('-f', 'lavfi', '-i', `sine=f=440:d=${d}:sample_rate=44100`);
  args.push(...(o.codec ?? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac']));
  return ffmpegMake(out, args);
}

/** Stereo sine tone; `codec` picks the encoder/muxer arguments. */
export function makeAudio(out: string, o: { d?: number; f?: number; codec?: string[]; channels?: number } = {}): Promise<string> {
  const { d = 2, f = 440, channels = 2 } = o;
  return ffmpegMake(out, ['-f', 'lavfi', '-i', `sine=f=${f}:d=${d}:sample_rate=44100`, '-ac', String(channels), ...(o.codec ?? [])]);
}

export interface Probed {
  format: { format_name: string; duration?: string; tags?: Record<string, string> };
  streams: Array<{
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    channels?: number;
    sample_rate?: string;
    sample_fmt?: string;
    bits_per_raw_sample?: string;
    nb_frames?: string;
    nb_read_frames?: string;
    avg_frame_rate?: string;
    pix_fmt?: string;
    duration?: string;
  }>;
}

/** Independent check of a tool's output: plain ffprobe JSON (optionally with decoded frame counts). */
export async function ffprobe(path: string, countFrames = false): Promise<Probed> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'];
  if (countFrames) args.push('-count_frames');
  const { stdout } = await run(ffprobeInstaller.path, [...args, path], { maxBuffer: 8 << 20 });
  return JSON.parse(stdout) as Probed;
}

export const durationOf = (p: Probed): number => Number(p.format.duration);
export const videoOf = (p: Probed) => p.streams.find((s) => s.codec_type === 'video');
export const audioOf = (p: Probed) => p.streams.find((s) => s.codec_type === 'audio');

/** Mean and max volume (dB) of the first audio stream, decoded by ffmpeg's volumedetect. */
export async function volumeOf(path: string, extraFilter = ''): Promise<{ mean: number; max: number }> {
  const { stderr } = await run(
    ffmpegInstaller.path,
    ['-nostdin', '-hide_banner', '-nostats', '-i', path, '-map', '0:a:0', '-af', `${extraFilter}volumedetect`, '-f', 'null', '-'],
    { maxBuffer: 8 << 20 },
  );
  const mean = /mean_volume:\s+(-?[\d.]+) dB/.exec(stderr);
  const max = /max_volume:\s+(-?[\d.]+) dB/.exec(stderr);
  if (!mean || !max) throw new Error(`volumedetect gave nothing: ${stderr.slice(-500)}`);
  return { mean: Number(mean[1]), max: Number(max[1]) };
}

/** Integrated loudness (LUFS) by ebur128. */
export async function loudnessOf(path: string): Promise<number> {
  const { stderr } = await run(
    ffmpegInstaller.path,
    ['-nostdin', '-hide_banner', '-nostats', '-i', path, '-map', '0:a:0', '-af', 'ebur128=framelog=verbose', '-f', 'null', '-'],
    { maxBuffer: 8 << 20 },
  );
  const m = /I:\s+(-?[\d.]+) LUFS\s+Threshold/.exec(stderr.slice(stderr.lastIndexOf('Summary')));
  if (!m) throw new Error(`ebur128 gave nothing: ${stderr.slice(-500)}`);
  return Number(m[1]);
}

/** Dominant frequency estimate: counts zero crossings of the decoded mono signal. */
export async function dominantHz(path: string): Promise<number> {
  const { stdout } = await run(
    ffmpegInstaller.path,
    ['-nostdin', '-v', 'error', '-i', path, '-map', '0:a:0', '-ac', '1', '-ar', '48000', '-f', 's16le', '-c:a', 'pcm_s16le', '-'],
    { encoding: 'buffer', maxBuffer: 64 << 20 },
  );
  const samples = new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 2));
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1] < 0 && samples[i] >= 0) crossings++;
  return crossings / (samples.length / 48000);
}

export async function tempDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface RawFrame {
  data: Buffer;
  width: number;
  height: number;
}

/** One decoded frame as RGB24 (at time `t`, or the first). */
export async function frameAt(path: string, t = 0): Promise<RawFrame> {
  const probed = await ffprobe(path);
  const v = videoOf(probed);
  if (!v?.width || !v.height) throw new Error('no video');
  const { stdout } = await run(
    ffmpegInstaller.path,
    ['-nostdin', '-v', 'error', '-ss', String(t), '-i', path, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { encoding: 'buffer', maxBuffer: 64 << 20 },
  );
  if (stdout.length !== v.width * v.height * 3) throw new Error(`unexpected frame size ${stdout.length}`);
  return { data: stdout, width: v.width, height: v.height };
}

/** Mean absolute difference per channel value (0–255) of two equal-size frames. */
export function frameDiff(a: RawFrame | Buffer, b: RawFrame | Buffer): number {
  const x = Buffer.isBuffer(a) ? a : a.data;
  const y = Buffer.isBuffer(b) ? b : b.data;
  if (x.length !== y.length) throw new Error(`frame sizes differ: ${x.length} vs ${y.length}`);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

/** MD5 of the packets of one stream type copied out: equal when a tool copied that stream unchanged. */
export async function streamMd5(path: string, kind: 'v' | 'a'): Promise<string> {
  const { stdout } = await run(ffmpegInstaller.path, ['-v', 'error', '-i', path, '-map', `0:${kind}:0`, '-c', 'copy', '-f', 'md5', '-']);
  return stdout.trim();
}

/** Every entry of a ZIP, read fully (test outputs are small). */
export async function zipEntries(path: string): Promise<Array<{ name: string; data: Buffer }>> {
  const yauzl = (await import('yauzl')).default;
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out: Array<{ name: string; data: Buffer }> = [];
      zip.on('entry', (entry: { fileName: string }) => {
        zip.openReadStream(entry as never, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
