import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { enumParam, intParam } from '../../../core/tools/params.js';
import { MEDIA_THREADS } from '../engine/ffmpeg.js';
import { videoCaps } from '../caps.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import type { MediaInfo } from '../engine/probe.js';
import { familyTool } from '../define.js';
import type { MediaToolEntry } from '../define.js';
import { encodeVideo, openVideo } from '../video-encode.js';
import type { VideoEncodeOptions } from '../video-encode.js';
import { AVI, MKV, MOV, MP4, WEBM, X264_PRESETS } from '../video-targets.js';
import type { VideoTarget } from '../video-targets.js';
import { encodeVideoToFit, VIDEO_MIN_TARGET_BYTES } from '../video-fit.js';
import type { VideoFitRequest } from '../video-fit.js';
import { targetSizeParam } from '../../shared/target-size.js';

const HEVC: VideoTarget = {
  ...MP4,
  video: (o = {}) => [
    '-c:v', 'libx265',
    '-preset', o.preset ?? 'fast',
    '-crf', String(o.crf ?? 28),
    // hvc1 is the sample entry Apple players require.
    '-tag:v', 'hvc1',
    '-pix_fmt', 'yuv420p',
    '-x265-params', `log-level=error:pools=${MEDIA_THREADS}`,
  ],
};

function canCopy(info: MediaInfo, target: VideoTarget): boolean {
  if (!target.copies) return true;
  const v = info.video?.codec ?? '';
  const a = info.audio?.codec;
  return target.copies.video.includes(v) && (!info.audio || target.copies.audio.includes(a ?? ''));
}

const copyPreset = () => enumParam(['copy', 'encode'], 'copy', 'copy = remux the streams unchanged when possible; encode = H.264/AAC');

/**
 * The container conversions: one row per tool. A row that may `copy` remuxes when the streams fit the new container;
 * otherwise (or if the remux fails) it encodes with the row's settings, H.264/AAC by default. A limit breach or a
 * cancellation is never retried. The declared output type is the row's target's, so it cannot drift from what the
 * muxer writes.
 */
interface ConvertRow<S extends z.ZodObject> extends MediaToolEntry<S> {
  target: VideoTarget;
  copy?(params: z.output<S>): boolean;
  encode?(params: z.output<S>): VideoEncodeOptions;
  /** A target size asked for: two passes to fit it, never a stream copy (only MP4 rows). */
  fit?(params: z.output<S>): VideoFitRequest | null;
}

const REENCODE: VideoEncodeOptions = { videoOpts: { crf: 23, preset: 'veryfast' } };

function videoConvert<S extends z.ZodObject>(row: ConvertRow<S>): ToolDefinition {
  const { target } = row;
  return familyTool({ category: 'video', accepts: VIDEO_INPUT_TYPES, output: target.mime, limits: videoCaps() }, row, async (ctx) => {
    const job = await openVideo(ctx);
    const fit = row.fit?.(ctx.params);
    if (fit) return encodeVideoToFit(job, fit);
    if (row.copy?.(ctx.params) && canCopy(job.info, target)) {
      try {
        return await encodeVideo(job, target, { copyVideo: true, copyAudio: true, stage: 'remuxing' });
      } catch (err) {
        if (ctx.signal.aborted || !(err instanceof ToolError) || err.message.includes('exceeds')) throw err;
      }
    }
    return encodeVideo(job, target, row.encode?.(ctx.params) ?? REENCODE);
  });
}

const crfParam = (o: { min: number; max: number; default: number; codec: string }) =>
  intParam({ min: o.min, max: o.max, default: o.default, description: `${o.codec} CRF: lower = better and larger (${o.min}–${o.max})` });

export const videoConvertTools: ToolDefinition[] = [
  videoConvert({
    id: 81,
    slug: 'video-to-mp4',
    operation: 'video.convert.mp4',
    title: 'Video to MP4',
    description: 'Convert video to H.264/AAC MP4 (yuv420p, fast start) for browsers and phones.',
    params: z.object({
      level: crfParam({ min: 0, max: 51, default: 23, codec: 'x264' }),
      preset: enumParam(X264_PRESETS, 'veryfast', 'x264 speed preset'),
      bitrate: intParam({ min: 32, max: 320, default: 128, description: 'AAC audio bitrate, kbit/s' }),
      target_size: targetSizeParam(VIDEO_MIN_TARGET_BYTES),
    }),
    target: MP4,
    fit: (p) => (p.target_size === undefined ? null : { targetBytes: p.target_size, preset: p.preset, audioKbps: p.bitrate, maxWidth: 0 }),
    encode: (p) => ({ videoOpts: { crf: p.level, preset: p.preset }, audioKbps: p.bitrate }),
  }),
  videoConvert({
    id: 82,
    slug: 'video-to-webm',
    operation: 'video.convert.webm',
    title: 'Video to WebM',
    description: 'Convert video to VP9/Opus WebM in constant-quality mode.',
    params: z.object({
      level: crfParam({ min: 0, max: 63, default: 33, codec: 'VP9' }),
      preset: enumParam(['realtime', 'good'], 'realtime', 'realtime = fast; good = slower, smaller'),
    }),
    target: WEBM,
    encode: (p) => ({ videoOpts: { crf: p.level, preset: p.preset } }),
  }),
  videoConvert({
    id: 83,
    slug: 'video-to-mkv',
    operation: 'video.convert.mkv',
    title: 'Video to MKV',
    description: 'Put the video into Matroska: streams copied unchanged, or re-encoded to H.264/AAC.',
    params: z.object({ preset: copyPreset() }),
    target: MKV,
    copy: (p) => p.preset === 'copy',
  }),
  videoConvert({
    id: 84,
    slug: 'video-to-mov',
    operation: 'video.convert.mov',
    title: 'Video to MOV',
    description: 'Put the video into QuickTime MOV: copied when its codecs fit MOV, else re-encoded to H.264/AAC.',
    params: z.object({ preset: copyPreset() }),
    target: MOV,
    copy: (p) => p.preset === 'copy',
  }),
  videoConvert({
    id: 85,
    slug: 'video-to-avi',
    operation: 'video.convert.avi',
    title: 'Video to AVI',
    description: 'Convert video to MPEG-4 Part 2 (Xvid tag) with MP3 audio in AVI.',
    params: z.object({ level: intParam({ min: 2, max: 31, default: 5, description: 'MPEG-4 quantiser: lower = better (2–31)' }) }),
    target: AVI,
    encode: (p) => ({ videoOpts: { crf: p.level } }),
  }),
  videoConvert({
    id: 86,
    slug: 'video-to-hevc',
    operation: 'video.convert.hevc',
    title: 'Video to HEVC (H.265)',
    description: 'Convert video to H.265 (hvc1) with AAC audio in MP4: about half the size of H.264 at equal quality.',
    params: z.object({
      level: crfParam({ min: 0, max: 51, default: 28, codec: 'x265' }),
      preset: enumParam(X264_PRESETS, 'fast', 'x265 speed preset'),
    }),
    target: HEVC,
    encode: (p) => ({ videoOpts: { crf: p.level, preset: p.preset } }),
  }),
];
