import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import type { ToolContext, ToolDefinition, ToolOutput } from '../../../core/tools/tool.types.js';
import { enumParam, intParam } from '../../../core/tools/params.js';
import { MEDIA_THREADS } from '../engine/ffmpeg.js';
import { videoCaps } from '../caps.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import type { MediaInfo } from '../engine/probe.js';
import { encodeVideo, openVideo } from '../video-encode.js';
import { AVI, MKV, MOV, MP4, WEBM, X264_PRESETS } from '../video-targets.js';
import type { VideoTarget } from '../video-targets.js';

const base = { kind: 'upload', category: 'video', accepts: VIDEO_INPUT_TYPES, limits: videoCaps() } as const;

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

/**
 * Remux when the streams fit the new container, else (or if the remux fails) re-encode to H.264/AAC. A limit
 * breach or a cancellation is never retried.
 */
async function copyOrEncode<P extends { preset: 'copy' | 'encode' }>(ctx: ToolContext<P>, target: VideoTarget): Promise<ToolOutput> {
  const job = await openVideo(ctx);
  if (ctx.params.preset === 'copy' && canCopy(job.info, target)) {
    try {
      return await encodeVideo(job, target, { copyVideo: true, copyAudio: true, stage: 'remuxing' });
    } catch (err) {
      if (ctx.signal.aborted || !(err instanceof ToolError) || err.message.includes('exceeds')) throw err;
    }
  }
  return encodeVideo(job, target, { videoOpts: { crf: 23, preset: 'veryfast' } });
}

const copyPreset = () => enumParam(['copy', 'encode'], 'copy', 'copy = remux the streams unchanged when possible; encode = H.264/AAC');

export const videoConvertTools: ToolDefinition[] = [
  defineTool({
    ...base,
    id: 81,
    slug: 'video-to-mp4',
    operation: 'video.convert.mp4',
    title: 'Video to MP4',
    description: 'Convert video to H.264/AAC MP4 (yuv420p, fast start) for browsers and phones.',
    params: z.object({
      level: intParam({ min: 0, max: 51, default: 23, description: 'x264 CRF: lower = better and larger (0–51)' }),
      preset: enumParam(X264_PRESETS, 'veryfast', 'x264 speed preset'),
      bitrate: intParam({ min: 32, max: 320, default: 128, description: 'AAC audio bitrate, kbit/s' }),
    }),
    output: 'video/mp4',
    async run(ctx) {
      const job = await openVideo(ctx);
      return encodeVideo(job, MP4, { videoOpts: { crf: ctx.params.level, preset: ctx.params.preset }, audioKbps: ctx.params.bitrate });
    },
  }),
  defineTool({
    ...base,
    id: 82,
    slug: 'video-to-webm',
    operation: 'video.convert.webm',
    title: 'Video to WebM',
    description: 'Convert video to VP9/Opus WebM in constant-quality mode.',
    params: z.object({
      level: intParam({ min: 0, max: 63, default: 33, description: 'VP9 CRF: lower = better and larger (0–63)' }),
      preset: enumParam(['realtime', 'good'], 'realtime', 'realtime = fast; good = slower, smaller'),
    }),
    output: 'video/webm',
    async run(ctx) {
      const job = await openVideo(ctx);
      return encodeVideo(job, WEBM, { videoOpts: { crf: ctx.params.level, preset: ctx.params.preset } });
    },
  }),
  defineTool({
    ...base,
    id: 83,
    slug: 'video-to-mkv',
    operation: 'video.convert.mkv',
    title: 'Video to MKV',
    description: 'Put the video into Matroska: streams copied unchanged, or re-encoded to H.264/AAC.',
    params: z.object({ preset: copyPreset() }),
    output: 'video/x-matroska',
    run: (ctx) => copyOrEncode(ctx, MKV),
  }),
  defineTool({
    ...base,
    id: 84,
    slug: 'video-to-mov',
    operation: 'video.convert.mov',
    title: 'Video to MOV',
    description: 'Put the video into QuickTime MOV: copied when its codecs fit MOV, else re-encoded to H.264/AAC.',
    params: z.object({ preset: copyPreset() }),
    output: 'video/quicktime',
    run: (ctx) => copyOrEncode(ctx, MOV),
  }),
  defineTool({
    ...base,
    id: 85,
    slug: 'video-to-avi',
    operation: 'video.convert.avi',
    title: 'Video to AVI',
    description: 'Convert video to MPEG-4 Part 2 (Xvid tag) with MP3 audio in AVI.',
    params: z.object({ level: intParam({ min: 2, max: 31, default: 5, description: 'MPEG-4 quantiser: lower = better (2–31)' }) }),
    output: 'video/x-msvideo',
    async run(ctx) {
      const job = await openVideo(ctx);
      return encodeVideo(job, AVI, { videoOpts: { crf: ctx.params.level } });
    },
  }),
  defineTool({
    ...base,
    id: 86,
    slug: 'video-to-hevc',
    operation: 'video.convert.hevc',
    title: 'Video to HEVC (H.265)',
    description: 'Convert video to H.265 (hvc1) with AAC audio in MP4: about half the size of H.264 at equal quality.',
    params: z.object({
      level: intParam({ min: 0, max: 51, default: 28, description: 'x265 CRF: lower = better and larger (0–51)' }),
      preset: enumParam(X264_PRESETS, 'fast', 'x265 speed preset'),
    }),
    output: 'video/mp4',
    async run(ctx) {
      const job = await openVideo(ctx);
      return encodeVideo(job, HEVC, { videoOpts: { crf: ctx.params.level, preset: ctx.params.preset } });
    },
  }),
];
