import { spawn } from 'node:child_process';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { ToolError } from '../../../core/errors.js';
import { FFMPEG_MAX_ALLOC, inputLimitArgs } from './ffmpeg.js';
import { ALL_DEMUXERS, demuxerForMime } from '../formats.js';
import { TailBuffer, abortReason, childEnv, exitText, lastLines, scrubLimitWords, superviseChild } from './process.js';

/** The ffprobe binary shipped in node_modules. */
export const FFPROBE_PATH: string = ffprobeInstaller.path;

const MAX_JSON_BYTES = 4 * 1024 * 1024;
const DEFAULT_PROBE_MS = 20_000;

export interface StreamInfo {
  index: number;
  type: 'video' | 'audio' | 'subtitle' | 'data' | 'attachment' | 'unknown';
  codec: string | null;
  /** Coded size as stored (before any rotation is applied). */
  width: number | null;
  height: number | null;
  /** Rotation in degrees from the display matrix (0, 90, 180, 270). */
  rotation: number;
  /** Average frame rate, frames per second. */
  fps: number | null;
  pixFmt: string | null;
  sampleRate: number | null;
  channels: number | null;
  channelLayout: string | null;
  sampleFmt: string | null;
  /** Bits per sample of PCM audio (16, 24...), when meaningful. */
  bitsPerSample: number | null;
  bitRate: number | null;
  durationS: number | null;
  frames: number | null;
  /** Cover art stored as a one-frame "video" stream in audio files. */
  attachedPic: boolean;
  language: string | null;
}

export interface MediaInfo {
  /** Container duration in seconds, or the longest stream's; null when unknown. */
  durationS: number | null;
  /** ffprobe's demuxer name, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  formatName: string;
  formatLongName: string | null;
  bitRate: number | null;
  sizeBytes: number | null;
  tags: Record<string, string>;
  streams: StreamInfo[];
  /** The first real video stream (cover art excluded), or null. */
  video: StreamInfo | null;
  /** The first audio stream, or null. */
  audio: StreamInfo | null;
  /** Frame size as displayed (rotation applied), or null without video. */
  displayWidth: number | null;
  displayHeight: number | null;
}

export interface ProbeOptions {
  /** Aborting kills ffprobe at once. */
  signal: AbortSignal;
  /** Detected MIME type: its demuxer is forced with `-f`. */
  mime?: string;
  /** Demuxers ffprobe may open (default: every demuxer a media tool accepts). */
  formatWhitelist?: readonly string[];
  /** Wall-clock limit (default 20 s). */
  timeoutMs?: number;
  /** Its CPU priority (ToolLimits.jobNice, JOB_NICE); 0 leaves it at the service's. */
  nice: number;
}

/**
 * Reads container and stream facts with ffprobe (JSON), under the same hardening as `runFfmpeg`: argument
 * array, file protocol only, forced and whitelisted demuxer, probe/stream/allocation caps, bounded output,
 * wall-clock kill. Rejects with a ToolError when the file cannot be parsed as media.
 */
export async function probeMedia(path: string, opts: ProbeOptions): Promise<MediaInfo> {
  const whitelist = opts.formatWhitelist ?? ALL_DEMUXERS;
  const forced = opts.mime ? demuxerForMime(opts.mime) : null;
  if (opts.mime && !forced) throw new ToolError('internal', `probe: no demuxer for ${opts.mime}`);
  if (forced && !whitelist.includes(forced)) throw new ToolError('internal', `probe: ${forced} is not on the whitelist`);
  const args = [
    '-v', 'error',
    '-hide_banner',
    '-max_alloc', String(FFMPEG_MAX_ALLOC),
    ...inputLimitArgs(whitelist),
    ...(forced ? ['-f', forced] : []),
    '-print_format', 'json',
    '-show_format',
    '-show_streams',
    `file:${path}`,
  ];
  const json = await runProbe(args, opts);
  return toMediaInfo(json);
}

async function runProbe(args: string[], opts: ProbeOptions): Promise<unknown> {
  if (opts.signal.aborted) throw abortReason(opts.signal);
  const child = spawn(FFPROBE_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv(FFPROBE_PATH), windowsHide: true });
  const { kill, ended } = superviseChild(child, opts.signal, opts.timeoutMs ?? DEFAULT_PROBE_MS, opts.nice);
  const out: Buffer[] = [];
  let outSize = 0;
  const stderr = new TailBuffer(4096);
  child.stdout.on('data', (chunk: Buffer) => {
    outSize += chunk.length;
    if (outSize > MAX_JSON_BYTES) return kill('size');
    out.push(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));

  const { code, sig, killedBy, spawnError } = await ended;
  if (killedBy === 'abort') throw abortReason(opts.signal);
  if (killedBy === 'wall') throw new ToolError('timeout', 'probe wall time exceeds the limit');
  if (killedBy === 'size') throw new ToolError('too_large', 'probe output exceeds the size limit');
  if (spawnError) throw new ToolError('internal', `ffprobe could not start: ${spawnError.message}`);
  if (code !== 0) {
    const msg = scrubLimitWords(lastLines(stderr.text(), 4, 800));
    throw new ToolError('invalid_input', `not readable as media (${exitText(code, sig)}): ${msg}`);
  }
  try {
    return JSON.parse(Buffer.concat(out).toString('utf8'));
  } catch {
    throw new ToolError('internal', 'probe returned malformed JSON');
  }
}

type Raw = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' && v !== 'N/A' ? v : null);

function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const s = str(v);
  if (s === null) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

function rate(v: unknown): number | null {
  const s = str(v);
  if (!s) return null;
  const [a, b] = s.split('/').map(Number);
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0 || a === 0) return null;
  return a / b;
}

function tagsOf(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object') {
    for (const [k, val] of Object.entries(v as Raw)) if (typeof val === 'string') out[k.toLowerCase()] = val.slice(0, 1000);
  }
  return out;
}

function rotationOf(s: Raw): number {
  let deg = 0;
  const side = Array.isArray(s.side_data_list) ? (s.side_data_list as Raw[]) : [];
  for (const sd of side) {
    const r = num(sd.rotation);
    if (r !== null) deg = r;
  }
  const tag = num(tagsOf(s.tags).rotate);
  if (deg === 0 && tag !== null) deg = -tag;
  // The display matrix states counter-clockwise degrees; normalise to 0/90/180/270.
  return ((Math.round(deg / 90) * 90) % 360 + 360) % 360;
}

const STREAM_TYPES = new Set(['video', 'audio', 'subtitle', 'data', 'attachment']);

function toStream(s: Raw): StreamInfo {
  const type = typeof s.codec_type === 'string' && STREAM_TYPES.has(s.codec_type) ? s.codec_type : 'unknown';
  const disposition = (s.disposition ?? {}) as Raw;
  return {
    index: num(s.index) ?? 0,
    type: type as StreamInfo['type'],
    codec: str(s.codec_name),
    width: num(s.width),
    height: num(s.height),
    rotation: rotationOf(s),
    fps: rate(s.avg_frame_rate) ?? rate(s.r_frame_rate),
    pixFmt: str(s.pix_fmt),
    sampleRate: num(s.sample_rate),
    channels: num(s.channels),
    channelLayout: str(s.channel_layout),
    sampleFmt: str(s.sample_fmt),
    bitsPerSample: num(s.bits_per_raw_sample) ?? (num(s.bits_per_sample) || null),
    bitRate: num(s.bit_rate),
    durationS: num(s.duration),
    frames: num(s.nb_frames),
    attachedPic: disposition.attached_pic === 1,
    language: tagsOf(s.tags).language ?? null,
  };
}

function toMediaInfo(json: unknown): MediaInfo {
  const root = (json ?? {}) as Raw;
  const format = (root.format ?? {}) as Raw;
  const streams = (Array.isArray(root.streams) ? (root.streams as Raw[]) : []).map(toStream);
  const video = streams.find((s) => s.type === 'video' && !s.attachedPic) ?? null;
  const audio = streams.find((s) => s.type === 'audio') ?? null;
  let durationS = num(format.duration);
  if (durationS === null) {
    const known = streams.map((s) => s.durationS).filter((d): d is number => d !== null);
    durationS = known.length ? Math.max(...known) : null;
  }
  const swap = video ? video.rotation % 180 === 90 : false;
  return {
    durationS,
    formatName: str(format.format_name) ?? 'unknown',
    formatLongName: str(format.format_long_name),
    bitRate: num(format.bit_rate),
    sizeBytes: num(format.size),
    tags: tagsOf(format.tags),
    streams,
    video,
    audio,
    displayWidth: video ? (swap ? video.height : video.width) : null,
    displayHeight: video ? (swap ? video.width : video.height) : null,
  };
}
