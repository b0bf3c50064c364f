import type { CpuTracker } from '../../../core/jobs/cpu.ports.js';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { ToolError } from '../../../core/errors.js';
import { TailBuffer, abortReason, childEnv, exitText, lastLines, scrubLimitWords, superviseChild } from './process.js';

/** The ffmpeg binary shipped in node_modules (nothing is downloaded at install or run time). */
export const FFMPEG_PATH: string = ffmpegInstaller.path;

/** Threads per ffmpeg run: several jobs share the machine, so one encode never takes more than two cores. */
export const MEDIA_THREADS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Largest single heap block ffmpeg may allocate. A frame plane of 8K video is ~35 MB; a forged header that
 * declares 16000x16000 needs 256 MB per plane and is refused by the allocator instead of eating memory.
 */
export const FFMPEG_MAX_ALLOC = 192 * 1024 * 1024;

const PROBE_SIZE = 10 * 1024 * 1024;
const ANALYZE_US = 10_000_000;
const MAX_STREAMS = 32;

/**
 * How an input may be opened, for ffmpeg and ffprobe alike: file protocol only, these demuxers only, and
 * bounded probing (bytes, time, streams). One list, so a probe is never looser than the run it precedes.
 */
export function inputLimitArgs(formatWhitelist: readonly string[], protocol: 'file' | 'pipe' = 'file'): string[] {
  return [
    '-protocol_whitelist', protocol,
    '-format_whitelist', formatWhitelist.join(','),
    '-probesize', String(PROBE_SIZE),
    '-analyzeduration', String(ANALYZE_US),
    '-max_streams', String(MAX_STREAMS),
  ];
}

export interface RunFfmpegOptions {
  /** The job's CPU count (JOB_CPU_S), which this run's CPU time is added to. */
  cpu?: CpuTracker;
  /**
   * Input options placed before `-i` (seek, `-stream_loop`, `-sseof`). Only numbers the tool validated and
   * fixed words may appear here.
   */
  inputArgs?: readonly string[];
  /**
   * Absolute path of the input, passed as `file:<path>` so no other protocol can be named by it; or bytes this service
   * made itself (raw pixels from sharp), fed to ffmpeg's stdin so they never sit in a file.
   */
  input: string | PipedInput;
  /** Demuxer forced with `-f` (see `demuxerForMime`); it must also be on `formatWhitelist`. */
  inputFormat?: string;
  /** Further inputs (the tools that join files), each opened under the same limits with its own forced demuxer. */
  moreInputs?: readonly { path: string; format: string }[];
  /** Demuxers this run may open, nested ones included (an HLS playlist inside an upload is refused). */
  formatWhitelist: readonly string[];
  /** Most seconds of input read (input `-t`), so a header that understates the length cannot stretch a job. */
  maxInputS?: number;
  /** Output options (codecs, filters as fixed text with validated numbers, muxer). */
  outputArgs: readonly string[];
  /** Absolute output path or image2 pattern; `null` discards the output (`-f null`) for analysis runs. */
  output: string | null;
  /** Expected output duration in seconds; progress is `out_time / durationS`. */
  durationS?: number;
  /** Output duration cap in seconds (output `-t`). */
  maxOutputS?: number;
  /** Aborting kills ffmpeg at once (SIGKILL), removes partial output and rejects with the signal's reason. */
  signal: AbortSignal;
  /** Called with 0..1 as ffmpeg reports `out_time` on `-progress pipe:1`. */
  onProgress?(fraction: number): void;
  /** Output file cap (`-fs`); reaching it fails the run with a ToolError containing "exceeds". */
  maxOutputBytes: number;
  /** CPU-time cap enforced by ffmpeg itself (`-timelimit`, RLIMIT_CPU). */
  cpuSeconds: number;
  /** Wall-clock cap; ffmpeg is killed when it passes. */
  wallMs: number;
  /** Its CPU priority (ToolLimits.jobNice, JOB_NICE); 0 leaves it at the service's. */
  nice: number;
  /** Decoder, encoder and filter threads (default MEDIA_THREADS). */
  threads?: number;
  /** Working directory, for filters that write side files by relative name (vidstab). */
  cwd?: string;
  /** Removed when the run fails or is cancelled; defaults to the output path. */
  partialPaths?: readonly string[];
  /** Log level; `info` only when a filter's summary (ebur128, volumedetect) is read from stderr. */
  logLevel?: 'error' | 'warning' | 'info';
}

/** An input streamed on stdin (`pipe:0`, the only protocol that run may open). */
export interface PipedInput {
  stream: Readable;
}

export interface FfmpegResult {
  /** Last few kilobytes of ffmpeg's stderr (summaries of analysis filters end up here). */
  stderrTail: string;
}

/** The exact argument vector for a run; exported so tests and the benchmark can see what is executed. */
export function buildFfmpegArgs(o: RunFfmpegOptions): string[] {
  const threads = String(o.threads ?? MEDIA_THREADS);
  const args = [
    '-nostdin',
    '-hide_banner',
    '-nostats',
    '-loglevel', o.logLevel ?? 'error',
    '-max_alloc', String(FFMPEG_MAX_ALLOC),
    '-timelimit', String(Math.max(1, Math.ceil(o.cpuSeconds))),
    '-progress', 'pipe:1',
    '-filter_threads', threads,
    '-filter_complex_threads', threads,
    '-threads', threads,
    ...inputLimitArgs(o.formatWhitelist, typeof o.input === 'string' ? 'file' : 'pipe'),
  ];
  if (o.inputFormat) args.push('-f', o.inputFormat);
  if (o.inputArgs) args.push(...o.inputArgs);
  if (o.maxInputS !== undefined) args.push('-t', seconds(o.maxInputS));
  args.push('-i', typeof o.input === 'string' ? `file:${o.input}` : 'pipe:0');
  for (const more of o.moreInputs ?? []) {
    args.push(...inputLimitArgs(o.formatWhitelist), '-f', more.format);
    if (o.maxInputS !== undefined) args.push('-t', seconds(o.maxInputS));
    args.push('-i', `file:${more.path}`);
  }
  args.push('-threads', threads, ...o.outputArgs);
  if (o.maxOutputS !== undefined) args.push('-t', seconds(o.maxOutputS));
  if (o.output === null) {
    args.push('-f', 'null', '-');
  } else {
    args.push('-fs', String(o.maxOutputBytes), '-y', `file:${o.output}`);
  }
  return args;
}

/**
 * Runs ffmpeg once, hardened: argument array (no shell), no stdin, file protocol only, forced and whitelisted
 * demuxers, probe/stream/allocation caps, bounded threads, CPU-time limit, wall-clock kill, output size and
 * duration caps. Only a tail of stderr is kept, so a long job cannot fill memory.
 *
 * Fails with a ToolError (the word "exceeds" marks a limit breach) or, when `signal` aborts, with its reason;
 * in both cases `partialPaths` (default: the output) are removed.
 */
export async function runFfmpeg(o: RunFfmpegOptions): Promise<FfmpegResult> {
  if (o.formatWhitelist.length === 0) throw new ToolError('internal', 'ffmpeg: empty format whitelist');
  const forced = [...(o.inputFormat ? [o.inputFormat] : []), ...(o.moreInputs ?? []).map((m) => m.format)];
  for (const format of forced) {
    if (!o.formatWhitelist.includes(format)) throw new ToolError('internal', `ffmpeg: input format ${format} is not on the whitelist`);
  }
  if (o.signal.aborted) throw abortReason(o.signal);
  const partial = o.partialPaths ?? (o.output ? [o.output] : []);
  try {
    const result = await spawnFfmpeg(o);
    if (o.output !== null && !o.output.includes('%')) await checkOutput(o.output, o.maxOutputBytes);
    return result;
  } catch (err) {
    await Promise.all(partial.map((p) => rm(p, { recursive: true, force: true })));
    throw err;
  }
}

async function checkOutput(path: string, maxBytes: number): Promise<void> {
  const st = await stat(path).catch(() => null);
  if (!st || st.size === 0) throw new ToolError('invalid_input', 'ffmpeg produced no output');
  // -fs stops the muxer quietly at the cap; a file that reached it is cut short, not a result.
  if (st.size >= maxBytes) throw new ToolError('too_large', `output exceeds the size limit of ${maxBytes} bytes`);
}

async function spawnFfmpeg(o: RunFfmpegOptions): Promise<FfmpegResult> {
  const piped = typeof o.input === 'string' ? null : o.input.stream;
  const options = { cwd: o.cwd, env: childEnv(FFMPEG_PATH), windowsHide: true };
  const child = piped
    ? spawn(FFMPEG_PATH, buildFfmpegArgs(o), { ...options, stdio: ['pipe', 'pipe', 'pipe'] })
    : spawn(FFMPEG_PATH, buildFfmpegArgs(o), { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const untrack = child.pid !== undefined && o.cpu ? o.cpu.track(child.pid, true) : () => undefined;
  const { ended } = superviseChild(child, o.signal, o.wallMs, o.nice);
  void ended.finally(untrack);
  const stderr = new TailBuffer(8192);
  const progress = new ProgressParser(o.durationS, o.onProgress);
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => progress.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));

  // The feed's own failure (the pixels' producer) is the reason to report; a pipe that ffmpeg closed by stopping is not.
  const feeding = piped && child.stdin ? pipeline(piped, child.stdin).then(() => null, (err: unknown) => err) : Promise.resolve(null);

  const { code, sig, killedBy, spawnError } = await ended;
  const fed = await feeding;
  const tail = stderr.text();
  if (killedBy === 'abort') throw abortReason(o.signal);
  if (killedBy === 'wall') throw new ToolError('timeout', `ffmpeg wall time exceeds the limit of ${o.wallMs} ms`);
  if (spawnError) throw new ToolError('internal', `ffmpeg could not start: ${spawnError.message}`);
  if (fed && !closedPipe(fed)) throw fed instanceof Error ? fed : new ToolError('internal', `the input stream failed: ${String(fed)}`);
  // -timelimit raises SIGXCPU (ffmpeg then exits with 255, its code for "stopped by a signal") and SIGKILL
  // one CPU second later. This runner only ever sends SIGKILL itself, and marks those kills above.
  if (sig === 'SIGXCPU' || sig === 'SIGKILL' || code === 255) {
    throw new ToolError('timeout', `ffmpeg CPU time exceeds the limit of ${o.cpuSeconds} s`);
  }
  if (code !== 0) {
    throw new ToolError('invalid_input', `ffmpeg failed (${exitText(code, sig)}): ${scrubLimitWords(lastLines(tail, 12, 1500))}`);
  }
  progress.finish();
  return { stderrTail: tail };
}

function closedPipe(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ERR_STREAM_DESTROYED';
}

/** `-t`/`-ss` values: plain decimal seconds (never exponent notation). */
export function seconds(s: number): string {
  if (!Number.isFinite(s) || s < 0) throw new ToolError('invalid_input', `invalid time value ${s}`);
  return s.toFixed(3);
}

/** Reads `key=value` lines of `-progress pipe:1`; keeps at most one partial line. */
class ProgressParser {
  #partial = '';
  #last = -1;

  constructor(
    private readonly durationS: number | undefined,
    private readonly onProgress: ((fraction: number) => void) | undefined,
  ) {}

  push(chunk: string): void {
    if (!this.onProgress) return;
    const text = this.#partial + chunk;
    const lines = text.split('\n');
    this.#partial = (lines.pop() ?? '').slice(-256);
    for (const line of lines) this.#line(line.trim());
  }

  finish(): void {
    if (this.onProgress && this.#last < 1) this.onProgress(1);
  }

  #line(line: string): void {
    // In this ffmpeg build out_time_ms carries microseconds too, so both keys are read the same way.
    const m = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
    if (!m || !this.durationS || this.durationS <= 0) return;
    const fraction = Math.min(1, Number(m[1]) / 1e6 / this.durationS);
    if (fraction > this.#last + 0.005) {
      this.#last = fraction;
      this.onProgress?.(fraction);
    }
  }
}
