import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { enumParam, intParam, NO_PARAMS, numberParam, optionalInt, requiredInt, strictNumber } from '../../../core/tools/params.js';
import { MEDIA_CAPS, videoCaps } from '../caps.js';
import { familyTool } from '../define.js';
import type { MediaToolEntry } from '../define.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import { num, probeForValidate } from '../job.js';
import type { MediaJob } from '../job.js';
import { fadeChain } from '../timing.js';
import { encodeVideo, keepOrWidthParam, openVideo } from '../video-encode.js';
import type { VideoEncodeOptions } from '../video-encode.js';
import { MP4, X264_PRESETS } from '../video-targets.js';
import { encodeVideoToFit, VIDEO_MIN_TARGET_BYTES } from '../video-fit.js';
import type { VideoFitRequest } from '../video-fit.js';
import { targetSizeParam } from '../../shared/target-size.js';

interface Mp4EditDef<S extends z.ZodObject> extends MediaToolEntry<S> {
  /** Filters and timing; every value placed in a filter is a validated number or a fixed word. */
  build(params: z.output<S>, job: MediaJob<z.output<S>>): VideoEncodeOptions;
  /** A target size asked for: the result is encoded in two passes to fit it instead of at the built quality. */
  fit?(params: z.output<S>): VideoFitRequest | null;
}

/** A picture or timing edit whose result is always H.264/AAC MP4. */
function mp4Edit<S extends z.ZodObject>(def: Mp4EditDef<S>): ToolDefinition {
  return familyTool({ category: 'video', accepts: VIDEO_INPUT_TYPES, output: 'video/mp4', limits: videoCaps() }, def, async (ctx) => {
    const job = await openVideo(ctx);
    const fit = def.fit?.(ctx.params);
    return fit ? encodeVideoToFit(job, fit) : encodeVideo(job, MP4, def.build(ctx.params, job));
  });
}

const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

const cropParams = z.object({
  x: intParam({ min: 0, max: 8192, default: 0, description: 'Left edge of the kept area, px' }),
  y: intParam({ min: 0, max: 8192, default: 0, description: 'Top edge of the kept area, px' }),
  crop_width: requiredInt({ min: 16, max: 8192, description: 'Width of the kept area, px (rounded down to even)' }),
  crop_height: requiredInt({ min: 16, max: 8192, description: 'Height of the kept area, px (rounded down to even)' }),
});
type CropParams = z.output<typeof cropParams>;

/** The crop must lie inside the displayed frame (rotation applied, as ffmpeg shows it to the filters). */
function cropOutside(p: CropParams, width: number, height: number): string | null {
  if (p.x + p.crop_width > width) return `crop_width: x + crop_width must be at most the video width (${width})`;
  if (p.y + p.crop_height > height) return `crop_height: y + crop_height must be at most the video height (${height})`;
  return null;
}

/** atempo takes 0.5–100 per instance in this build, so slower factors are a chain of two. */
export function atempoChain(factor: number): string {
  if (factor >= 0.5) return `atempo=${num(factor)}`;
  return `atempo=0.5,atempo=${num(factor / 0.5)}`;
}

const speedParams = z.object({ factor: numberParam({ min: 0.25, max: 4, default: 2, description: 'Speed factor (0.25–4)' }) });

export const videoEditTools: ToolDefinition[] = [
  mp4Edit({
    id: 92,
    slug: 'video-crop',
    operation: 'video.crop',
    title: 'Crop video',
    description: 'Keep a rectangle of the picture (x, y, crop_width, crop_height in pixels; sizes rounded to even).',
    params: cropParams,
    async validate(p, input) {
      const info = await probeForValidate(input, VIDEO_INPUT_TYPES);
      if (!info?.displayWidth || !info.displayHeight) return;
      const msg = cropOutside(p, info.displayWidth, info.displayHeight);
      if (msg) throw new AppError('invalid_params', msg, { field: msg.split(':')[0] });
    },
    build(p, job) {
      const msg = cropOutside(p, job.info.displayWidth ?? 0, job.info.displayHeight ?? 0);
      if (msg) throw new ToolError('invalid_input', `crop outside the frame: ${msg}`);
      return { vf: `crop=${even(p.crop_width)}:${even(p.crop_height)}:${even(p.x)}:${even(p.y)}` };
    },
  }),
  mp4Edit({
    id: 93,
    slug: 'video-resize',
    operation: 'video.resize',
    title: 'Resize video',
    description: 'Scale to width pixels; height follows the aspect ratio unless given. Sizes are rounded to even.',
    params: z.object({
      width: intParam({ min: 16, max: 3840, default: 1280, description: 'Output width, px (16–3840)' }),
      height: optionalInt({ min: 16, max: 3840, description: 'Output height, px (omit to keep the aspect ratio)' }),
    }),
    build: (p) => ({ vf: `scale=${even(p.width)}:${p.height === undefined ? -2 : even(p.height)}:flags=bicubic` }),
  }),
  mp4Edit({
    id: 94,
    slug: 'video-rotate',
    operation: 'video.rotate',
    title: 'Rotate video',
    description: 'Rotate the picture clockwise by 90, 180 or 270 degrees.',
    params: z.object({
      degrees: z.preprocess(
        strictNumber('must be one of 90, 180, 270', true),
        z
          .number()
          .pipe(z.union([z.literal(90), z.literal(180), z.literal(270)], { error: 'must be one of 90, 180, 270' }))
          .default(90)
          .describe('Clockwise rotation: 90, 180 or 270'),
      ),
    }),
    build: (p) => ({ vf: { 90: 'transpose=1', 180: 'hflip,vflip', 270: 'transpose=2' }[p.degrees] }),
  }),
  mp4Edit({
    id: 95,
    slug: 'video-flip',
    operation: 'video.flip',
    title: 'Flip video',
    description: 'Mirror the picture horizontally, vertically or both.',
    params: z.object({ direction: enumParam(['horizontal', 'vertical', 'both'], 'horizontal', 'Mirror axis') }),
    build: (p) => ({ vf: { horizontal: 'hflip', vertical: 'vflip', both: 'hflip,vflip' }[p.direction] }),
  }),
  mp4Edit({
    id: 96,
    slug: 'video-speed',
    operation: 'video.speed',
    title: 'Change video speed',
    description: 'Speed up or slow down picture and sound together (sound keeps its pitch).',
    params: speedParams,
    build: (p, job) => ({
      vf: `setpts=PTS/${num(p.factor)}`,
      af: atempoChain(p.factor),
      durationS: job.durationS / p.factor,
    }),
  }),
  mp4Edit({
    id: 97,
    slug: 'video-reverse',
    operation: 'video.reverse',
    title: 'Reverse video',
    description: `Play the clip backwards, sound included (at most ${MEDIA_CAPS.videoReverseMaxS} s: every frame is held in memory).`,
    params: NO_PARAMS,
    limits: videoCaps(MEDIA_CAPS.videoReverseMaxS),
    build: (_p, job) => {
      const v = job.info.video;
      const frameBytes = (v?.width ?? 0) * (v?.height ?? 0) * 1.5;
      const bytes = frameBytes * (v?.fps ?? 30) * job.durationS;
      if (bytes > MEDIA_CAPS.videoReverseMaxBytes) {
        throw new ToolError('too_large', `decoded size ${Math.round(bytes / 2 ** 20)} MiB exceeds the reverse buffer cap`);
      }
      return { vf: 'reverse', af: 'areverse', stage: 'reversing' };
    },
  }),
  mp4Edit({
    id: 98,
    slug: 'video-compress',
    operation: 'video.compress',
    title: 'Compress video',
    description: 'Re-encode to smaller H.264/AAC (128 kbit/s) MP4; optionally cap the width.',
    params: z.object({
      level: intParam({ min: 18, max: 40, default: 28, description: 'x264 CRF: higher = smaller (18–40)' }),
      preset: enumParam(X264_PRESETS, 'veryfast', 'x264 speed preset'),
      width: keepOrWidthParam('Largest output width, px (0 = keep)'),
      target_size: targetSizeParam(VIDEO_MIN_TARGET_BYTES),
    }),
    fit: (p) => (p.target_size === undefined ? null : { targetBytes: p.target_size, preset: p.preset, audioKbps: 128, maxWidth: p.width }),
    build: (p, job) => {
      const shrink = p.width > 0 && (job.info.displayWidth ?? 0) > p.width;
      return {
        vf: shrink ? `scale=${even(p.width)}:-2` : undefined,
        videoOpts: { crf: p.level, preset: p.preset },
        audioKbps: 128,
      };
    },
  }),
  mp4Edit({
    id: 99,
    slug: 'video-change-fps',
    operation: 'video.fps',
    title: 'Change frame rate',
    description: 'Resample to fps frames per second (frames are dropped or repeated; length unchanged).',
    params: z.object({ fps: numberParam({ min: 1, max: 60, default: 30, description: 'Frames per second (1–60)' }) }),
    build: (p) => ({ vf: `fps=${num(p.fps, 3)}` }),
  }),
  mp4Edit({
    id: 101,
    slug: 'video-fade',
    operation: 'video.fade',
    title: 'Fade video in / out',
    description: 'Fade from black over the first start seconds and to black over the last end seconds; sound too.',
    params: z.object({
      start: numberParam({ min: 0, max: 30, default: 1, description: 'Fade-in length, seconds (0 = none)' }),
      end: numberParam({ min: 0, max: 30, default: 1, description: 'Fade-out length, seconds (0 = none)' }),
    }),
    build: (p, job) => ({
      vf: fadeChain('fade', p.start, p.end, job.durationS),
      af: fadeChain('afade', p.start, p.end, job.durationS),
    }),
  }),
  mp4Edit({
    id: 102,
    slug: 'video-grayscale',
    operation: 'video.grayscale',
    title: 'Black and white video',
    description: 'Remove all colour from the picture.',
    params: NO_PARAMS,
    build: () => ({ vf: 'hue=s=0' }),
  }),
];
