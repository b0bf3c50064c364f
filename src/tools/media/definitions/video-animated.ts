import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import type { InputFile, ToolDefinition } from '../../../core/tools/tool.types.js';
import { intParam, numberParam, optionalNumber } from '../../../core/tools/params.js';
import { MEDIA_CAPS, videoCaps } from '../caps.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import { checkStartWithin, num, probeForValidate } from '../job.js';
import type { MediaJob } from '../job.js';
import { checkEndAfterStart } from '../timing.js';
import { openVideo } from '../video-encode.js';
import { encodeGifToFit, GIF_MIN_TARGET_BYTES, gifGraph } from '../gif-fit.js';
import { targetSizeParam } from '../../shared/target-size.js';

const WINDOW = MEDIA_CAPS.animationWindowMaxS;
const DEFAULT_WINDOW = 10;

const windowParams = {
  start: numberParam({ min: 0, max: MEDIA_CAPS.videoMaxS, default: 0, description: 'Start of the clip, seconds' }),
  end: optionalNumber({
    min: 0.01,
    max: MEDIA_CAPS.videoMaxS,
    description: `End of the clip, seconds (default start + ${DEFAULT_WINDOW}; at most ${WINDOW} s after start)`,
  }),
};

async function validateWindow(p: { start: number; end?: number }, input: InputFile | null): Promise<void> {
  checkEndAfterStart(p.start, p.end);
  if (p.end !== undefined && p.end - p.start > WINDOW) {
    throw new AppError('invalid_params', `end: the clip may be at most ${WINDOW} s long`, { field: 'end' });
  }
  checkStartWithin(await probeForValidate(input, VIDEO_INPUT_TYPES), p.start);
}

/** Encode timing of the window actually rendered: cut to the media's end, refused if it starts past it. */
function clipTiming<P>(job: MediaJob<P>, p: { start: number; end?: number }): { inputArgs: string[]; maxInputS: number; durationS: number } {
  const end = Math.min(p.end ?? p.start + DEFAULT_WINDOW, job.info.durationS ?? Infinity);
  const length = end - p.start;
  if (length <= 0) throw new ToolError('invalid_input', 'clip start is past the end of the media');
  if (length > WINDOW) throw new ToolError('too_large', `clip length ${length.toFixed(1)} s exceeds the cap of ${WINDOW} s`);
  return { inputArgs: ['-ss', num(p.start, 3)], maxInputS: length, durationS: length };
}

/** Output width: the asked width, never wider than the source. */
const fitWidth = <P>(job: MediaJob<P>, width: number) => Math.min(width, job.info.displayWidth ?? width);

export const videoAnimatedTools: ToolDefinition[] = [
  defineTool({
    id: 87,
    slug: 'video-to-gif',
    operation: 'video.toGif',
    kind: 'upload',
    category: 'video',
    title: 'Video to GIF',
    description: `Turn up to ${WINDOW} s of video into an animated GIF with an optimised palette.`,
    params: z.object({
      fps: numberParam({ min: 1, max: 30, default: 10, description: 'Frames per second (1–30)' }),
      width: intParam({ min: 16, max: 1280, default: 480, description: 'Width, px (16–1280; never upscaled)' }),
      ...windowParams,
      target_size: targetSizeParam(GIF_MIN_TARGET_BYTES),
    }),
    accepts: VIDEO_INPUT_TYPES,
    output: 'image/gif',
    limits: videoCaps(),
    validate: validateWindow,
    async run(ctx) {
      const job = await openVideo(ctx);
      const settings = { fps: ctx.params.fps, colors: 256, width: fitWidth(job, ctx.params.width) };
      if (ctx.params.target_size !== undefined) {
        const fitted = await encodeGifToFit(job, settings, ctx.params.target_size, clipTiming(job, ctx.params));
        return job.done(fitted.path, 'image/gif', fitted.settings);
      }
      const out = job.outPath('gif');
      await job.encode({
        ...clipTiming(job, ctx.params),
        outputArgs: ['-filter_complex', gifGraph(job.info.video?.index ?? 0, settings), '-map', '[gif]', '-loop', '0', '-f', 'gif'],
        output: out,
      });
      return job.done(out, 'image/gif');
    },
  }),
  defineTool({
    id: 88,
    slug: 'video-to-animated-webp',
    operation: 'video.toWebp',
    kind: 'upload',
    category: 'video',
    title: 'Video to animated WebP',
    description: `Turn up to ${WINDOW} s of video into an animated WebP (lossy, looping).`,
    params: z.object({
      fps: numberParam({ min: 1, max: 30, default: 12, description: 'Frames per second (1–30)' }),
      width: intParam({ min: 16, max: 1280, default: 480, description: 'Width, px (16–1280; never upscaled)' }),
      ...windowParams,
      quality: intParam({ min: 1, max: 100, default: 75, description: 'WebP quality (1–100)' }),
    }),
    accepts: VIDEO_INPUT_TYPES,
    output: 'image/webp',
    limits: videoCaps(),
    validate: validateWindow,
    async run(ctx) {
      const job = await openVideo(ctx);
      const out = job.outPath('webp');
      await job.encode({
        ...clipTiming(job, ctx.params),
        outputArgs: [
          '-map', `0:${job.info.video?.index ?? 0}`,
          '-an', '-sn', '-dn',
          '-vf', `fps=${num(ctx.params.fps, 3)},scale=${fitWidth(job, ctx.params.width)}:-1:flags=lanczos`,
          '-c:v', 'libwebp_anim',
          '-lossless', '0',
          '-q:v', String(ctx.params.quality),
          '-loop', '0',
          '-f', 'webp',
        ],
        output: out,
      });
      return job.done(out, 'image/webp');
    },
  }),
];
