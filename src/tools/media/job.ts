import { basename, join } from 'node:path';
import { AppError, ToolError } from '../../core/errors.js';
import type { FitSettings, InputFile, ToolContext, ToolOutput } from '../../core/tools/tool.types.js';
import { safeStem } from '../../core/tools/names.js';
import { MEDIA_CAPS } from './caps.js';
import { MEDIA_THREADS, runFfmpeg } from './engine/ffmpeg.js';
import type { FfmpegResult, RunFfmpegOptions } from './engine/ffmpeg.js';
import { demuxerForMime, demuxersFor } from './formats.js';
import { probeMedia } from './engine/probe.js';
import type { MediaInfo } from './engine/probe.js';

/** What a media tool requires of its input before any decoding starts. */
export interface MediaSpec {
  /** The tool's `accepts` list; its demuxers form the `-format_whitelist`. */
  accepts: readonly string[];
  /** Longest input the tool takes, in seconds. */
  maxDurationS: number;
  /** Largest video frame, in pixels (default MEDIA_CAPS.maxFramePixels). */
  maxFramePixels?: number;
  needVideo?: boolean;
  needAudio?: boolean;
}

export interface EncodeOptions {
  inputArgs?: string[];
  outputArgs: string[];
  /** Output path, image2 pattern, or null for analysis runs. */
  output: string | null;
  /** Expected output duration for progress (default: the input's). */
  durationS?: number;
  /** Input read cap in seconds (default: the tool's duration cap plus one second). */
  maxInputS?: number | null;
  maxOutputS?: number;
  /** Progress range this run covers, in percent (default 5–95). */
  span?: readonly [number, number];
  stage?: string;
  logLevel?: RunFfmpegOptions['logLevel'];
  cwd?: string;
  partialPaths?: string[];
  /** Files this service made itself (a stamp picture), read as further inputs with the demuxer named. */
  moreInputs?: readonly { path: string; format: string }[];
}

/** One job's probed input plus the hardened ffmpeg settings derived from the tool and the environment. */
export class MediaJob<P = unknown> {
  readonly #demuxer: string;
  readonly #whitelist: string[];

  constructor(
    readonly ctx: ToolContext<P>,
    readonly input: InputFile,
    readonly info: MediaInfo,
    readonly spec: MediaSpec,
  ) {
    this.#demuxer = demuxerForMime(input.mime) ?? '';
    this.#whitelist = demuxersFor(spec.accepts);
  }

  /** Input duration; tools that cut or fade relative to the end cannot work without it. */
  get durationS(): number {
    const d = this.info.durationS;
    if (d === null || d <= 0) throw new ToolError('invalid_input', 'media duration is unknown');
    return d;
  }

  /** Stem of output names: the job's base name, sanitised again (no '%' or ':' can reach ffmpeg). */
  get stem(): string {
    return stemOf(this.ctx.baseName);
  }

  /** `<work dir>/<safe stem><suffix>.<ext>`. */
  outPath(ext: string, suffix = ''): string {
    return join(this.ctx.workDir, `${this.stem}${suffix}.${ext}`);
  }

  async encode(o: EncodeOptions): Promise<FfmpegResult> {
    const [from, to] = o.span ?? [5, 95];
    const stage = o.stage ?? 'encoding';
    this.ctx.progress(from, stage);
    const wallMs = this.ctx.env.limits.jobTimeoutMs;
    const maxInputS = o.maxInputS === undefined ? this.spec.maxDurationS + 1 : o.maxInputS;
    return runFfmpeg({
      input: this.input.path,
      inputFormat: this.#demuxer,
      formatWhitelist: [...this.#whitelist, ...(o.moreInputs ?? []).map((m) => m.format)],
      moreInputs: o.moreInputs,
      inputArgs: o.inputArgs,
      maxInputS: maxInputS ?? undefined,
      outputArgs: o.outputArgs,
      output: o.output,
      durationS: o.durationS ?? this.info.durationS ?? undefined,
      maxOutputS: o.maxOutputS,
      signal: this.ctx.signal,
      cpu: this.ctx.env.cpu,
      onProgress: (f) => this.ctx.progress(Math.round(from + (to - from) * f), stage),
      maxOutputBytes: this.ctx.env.limits.maxOutputBytes,
      wallMs,
      nice: this.ctx.env.limits.jobNice,
      cpuSeconds: Math.ceil((wallMs / 1000) * MEDIA_THREADS) + 5,
      cwd: o.cwd,
      partialPaths: o.partialPaths,
      logLevel: o.logLevel,
    });
  }

  /** The tool's result, named after the file on disk, with the settings a size search chose for it. */
  done(path: string, mime: string, settings?: FitSettings): ToolOutput {
    this.ctx.progress(100, 'done');
    return { path, name: basename(path), mime, ...(settings ? { settings } : {}) };
  }

  /**
   * The picture size of a file this job wrote, read back with ffprobe (its own demuxer only): the size a scale filter
   * lands on is ffmpeg's rounding, so the result's settings say what the file holds rather than what was asked.
   */
  async writtenFrame(path: string, mime: string): Promise<{ width: number; height: number }> {
    const info = await probeMedia(path, { signal: this.ctx.signal, nice: this.ctx.env.limits.jobNice, mime, formatWhitelist: demuxersFor([mime]) });
    if (!info.displayWidth || !info.displayHeight) throw new ToolError('internal', `the written ${mime} has no picture`);
    return { width: info.displayWidth, height: info.displayHeight };
  }
}

function stemOf(baseName: string): string {
  // The job service already sanitises the stem; doing it again keeps '%' (image2 patterns) and ':' out for sure.
  return safeStem(`${baseName}.x`);
}

/**
 * Probes the job's input with the tool's whitelist and enforces the duration, stream and frame-size caps. The caps
 * are the ones the tool declares (ctx.caps), unless `spec` narrows the duration for one run.
 */
export async function openMedia<P>(ctx: ToolContext<P>, need: Omit<MediaSpec, 'maxDurationS'> & { maxDurationS?: number }): Promise<MediaJob<P>> {
  const maxDurationS = need.maxDurationS ?? ctx.caps?.maxDurationS;
  if (maxDurationS === undefined) throw new ToolError('internal', 'this media tool declares no duration cap');
  const spec: MediaSpec = { ...need, maxDurationS, maxFramePixels: need.maxFramePixels ?? ctx.caps?.maxPixels };
  const input = ctx.input;
  if (!input) throw new ToolError('internal', 'media tool needs an uploaded file');
  if (!spec.accepts.includes(input.mime) || !demuxerForMime(input.mime)) {
    throw new ToolError('invalid_input', `media type ${input.mime} is not accepted by this tool`);
  }
  ctx.progress(1, 'probing');
  const info = await probeMedia(input.path, { signal: ctx.signal, nice: ctx.env.limits.jobNice, mime: input.mime, formatWhitelist: demuxersFor(spec.accepts) });
  checkCaps(info, spec, ctx.caps?.maxFrames ?? ctx.env.limits.maxVideoFrames);
  return new MediaJob(ctx, input, info, spec);
}

export function checkCaps(info: MediaInfo, spec: MediaSpec, maxVideoFrames = Infinity): void {
  if (spec.needVideo && !info.video) throw new ToolError('invalid_input', 'no video stream in the input');
  if (spec.needAudio && !info.audio) throw new ToolError('invalid_input', 'no audio stream in the input');
  if (!info.video && !info.audio) throw new ToolError('invalid_input', 'no audio or video stream in the input');
  if (info.durationS !== null && info.durationS > spec.maxDurationS) {
    throw new ToolError('too_large', `duration ${info.durationS.toFixed(1)} s exceeds the cap of ${spec.maxDurationS} s for this tool`);
  }
  const v = info.video;
  if (v && spec.needVideo) {
    if (!v.width || !v.height) throw new ToolError('invalid_input', 'video frame size is unknown');
    const maxPixels = spec.maxFramePixels ?? MEDIA_CAPS.maxFramePixels;
    if (v.width * v.height > maxPixels) {
      throw new ToolError('too_large', `frame size ${v.width}x${v.height} exceeds the cap of ${maxPixels} pixels`);
    }
    // A tiny frame at an absurd rate is cheap to store and dear to decode: the frame count is capped too.
    const frames = v.frames ?? (v.fps !== null && info.durationS !== null ? v.fps * info.durationS : null);
    if (frames !== null && frames > maxVideoFrames) {
      throw new ToolError('too_large', `${Math.round(frames)} video frames exceed the cap of ${maxVideoFrames} frames`);
    }
  }
}

/**
 * Probe used by `validate` at enqueue time, for checks users should hear about as invalid parameters (a start
 * past the end, a crop outside the frame). Returns null when the file cannot be probed: `run` reports that.
 */
export async function probeForValidate(input: InputFile | null, accepts: readonly string[]): Promise<MediaInfo | null> {
  if (!input || !demuxerForMime(input.mime)) return null;
  try {
    return await probeMedia(input.path, {
      signal: AbortSignal.timeout(15_000),
      // It reads a header while the request that made the job waits for its answer: at the service's own priority.
      nice: 0,
      mime: input.mime,
      formatWhitelist: demuxersFor(accepts),
    });
  } catch {
    return null;
  }
}

/** Refuses a start time at or past the end of the media. */
export function checkStartWithin(info: MediaInfo | null, start: number, field = 'start'): void {
  if (!info?.durationS) return;
  if (start >= info.durationS) {
    throw new AppError('invalid_params', `${field}: must be less than the media duration (${info.durationS.toFixed(2)} s)`, {
      field,
    });
  }
}

/** A decimal for filter graphs and options: finite, never in exponent notation. */
export function num(n: number, digits = 4): string {
  if (!Number.isFinite(n) || Math.abs(n) > 1e9) throw new ToolError('invalid_input', `invalid number ${n}`);
  const s = n.toFixed(digits);
  const trimmed = s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
  return trimmed === '-0' ? '0' : trimmed;
}
