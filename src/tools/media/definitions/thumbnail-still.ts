import sharp from 'sharp';
import { z } from 'zod';
import { defineTool, formatOutput } from '../../../core/tools/tool.types.js';
import type { InputFile, ToolDefinition } from '../../../core/tools/tool.types.js';
import { enumParam, intParam, numberParam } from '../../../core/tools/params.js';
import { MEDIA_CAPS, videoCaps } from '../caps.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import { checkStartWithin, num, probeForValidate } from '../job.js';
import type { MediaJob } from '../job.js';
import { familyTool } from '../define.js';
import type { MediaToolEntry } from '../define.js';
import { keepOrWidthParam, openVideo } from '../video-encode.js';
import { FRAME_MIME, FRAME_QUALITY, grabFrame, IMAGE_FORMATS, openFrame, saveFrame, saveImage, seekTo } from '../frame-image.js';
import type { ImageFormat } from '../frame-image.js';

const base = { kind: 'upload', category: 'video-thumbnail', accepts: VIDEO_INPUT_TYPES, limits: videoCaps() } as const;

const widthParam = () => keepOrWidthParam('Output width, px (0 = the video\'s own; 16–3840)');

const formatParam = (def: 'jpg' | 'png' | 'webp') => enumParam(IMAGE_FORMATS, def, 'Image format: jpg, png or webp');
const startParam = (def: number) =>
  numberParam({ min: 0, max: MEDIA_CAPS.videoMaxS, default: def, description: 'Time of the frame, seconds' });

async function validateStart(p: { start: number }, input: InputFile | null): Promise<void> {
  checkStartWithin(await probeForValidate(input, VIDEO_INPUT_TYPES), p.start);
}

/** A white play triangle on a translucent dark disc, scaled to the picture. */
export function playButtonSvg(width: number, height: number): Buffer {
  const r = Math.round(Math.min(width, height) * 0.14);
  const cx = width / 2;
  const cy = height / 2;
  const t = r * 0.5;
  const points = `${cx - t * 0.8},${cy - t} ${cx - t * 0.8},${cy + t} ${cx + t},${cy}`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#000" fill-opacity="0.55" stroke="#fff" stroke-width="${Math.max(2, r / 12)}"/>` +
      `<polygon points="${points}" fill="#fff"/></svg>`,
  );
}

/** The frame a still-frame tool takes: ffmpeg seek and filter settings for this job. */
type FrameGrab = Parameters<typeof grabFrame>[1];

/** What every still-frame tool's parameters hold, whatever else they add (a time, a quality). */
type FrameParams = z.ZodObject & z.ZodType<{ width: number; format: ImageFormat; quality?: number }>;

interface FrameRow<S extends FrameParams> extends MediaToolEntry<S> {
  grab(job: MediaJob<z.output<S>>, params: z.output<S>): FrameGrab;
}

const FRAME_FAMILY = { category: 'video-thumbnail', accepts: VIDEO_INPUT_TYPES, output: formatOutput(FRAME_MIME, 'image/*'), limits: videoCaps() } as const;

/** A tool that saves one frame of the video as JPG, PNG or WebP (its `format`), resized to its `width`. */
function frameTool<S extends FrameParams>(row: FrameRow<S>): ToolDefinition {
  return familyTool(FRAME_FAMILY, row, async (ctx) => {
    const job = await openVideo(ctx);
    return saveFrame(job, await grabFrame(job, row.grab(job, ctx.params)), ctx.params);
  });
}

export const thumbnailStillTools: ToolDefinition[] = [
  frameTool({
    id: 107,
    slug: 'video-thumbnail-at-time',
    operation: 'thumb.atTime',
    title: 'Thumbnail at a time',
    description: 'Save the frame at start seconds as JPG, PNG or WebP, optionally resized to width.',
    params: z.object({
      start: startParam(1),
      width: widthParam(),
      format: formatParam('jpg'),
      quality: intParam({ min: 1, max: 100, default: FRAME_QUALITY, description: 'JPG/WebP quality (1–100)' }),
    }),
    validate: validateStart,
    grab: (job, p) => ({ inputArgs: seekTo(job, p.start) }),
  }),
  frameTool({
    id: 108,
    slug: 'video-thumbnail-auto',
    operation: 'thumb.auto',
    title: 'Automatic thumbnail',
    description: 'Pick the most representative frame (ffmpeg thumbnail filter) from a stretch after the opening.',
    params: z.object({ width: widthParam(), format: formatParam('jpg') }),
    grab: (job) => {
      const d = job.info.durationS ?? 0;
      // Skip a tenth of the clip (at most 30 s): openings are often black or a title card.
      const skip = d > 5 ? Math.min(d * 0.1, 30) : 0;
      const fps = job.info.video?.fps ?? 25;
      return {
        inputArgs: skip > 0 ? ['-ss', num(skip, 3)] : [],
        // One batch of up to ~8 s of frames: the pick is made once that batch is in.
        vf: `thumbnail=${Math.max(2, Math.min(300, Math.round(fps * 8)))}`,
      };
    },
  }),
  frameTool({
    id: 109,
    slug: 'video-first-frame',
    operation: 'thumb.first',
    title: 'First frame',
    description: 'Save the first frame of the video.',
    params: z.object({ width: widthParam(), format: formatParam('png') }),
    grab: () => ({}),
  }),
  frameTool({
    id: 110,
    slug: 'video-last-frame',
    operation: 'thumb.last',
    title: 'Last frame',
    description: 'Save the last frame of the video (decodes only the final seconds).',
    params: z.object({ width: widthParam(), format: formatParam('png') }),
    grab: (job) => ({ inputArgs: ['-sseof', '-3'], lastOfMany: true, durationS: Math.min(3, job.info.durationS ?? 3) }),
  }),
  defineTool({
    ...base,
    id: 111,
    slug: 'video-contact-sheet',
    operation: 'thumb.contactSheet',
    title: 'Contact sheet',
    description: 'A level × level grid of frames spread evenly over the video, as one JPEG.',
    params: z.object({
      level: intParam({ min: 2, max: 8, default: 4, description: 'Grid size N (N×N frames, 2–8)' }),
      width: intParam({ min: 80, max: 640, default: 320, description: 'Width of each tile, px (80–640)' }),
    }),
    output: 'image/jpeg',
    async run(ctx) {
      const job = await openVideo(ctx);
      const n = ctx.params.level;
      const d = job.durationS;
      const step = d / (n * n);
      // Long videos: decode keyframes only; the sheet then shows the keyframe nearest each slot.
      const fast = d > 120 ? ['-skip_frame', 'nokey'] : [];
      const frame = await grabFrame(job, {
        inputArgs: [...fast, '-ss', num(step / 2, 3)],
        vf: `fps=${num(1 / step, 6)},scale=${ctx.params.width}:-2,tile=${n}x${n}:margin=4:padding=4:color=0x202020`,
        durationS: d,
      });
      return saveFrame(job, frame, { width: 0, format: 'jpg' });
    },
  }),
  defineTool({
    ...base,
    id: 114,
    slug: 'video-poster-play-button',
    operation: 'thumb.poster',
    title: 'Poster with play button',
    description: 'The frame at start seconds, resized to width, with a play button drawn in the middle (JPEG).',
    params: z.object({
      start: startParam(1),
      width: intParam({ min: 16, max: 3840, default: 1280, description: 'Poster width, px (16–3840)' }),
    }),
    output: 'image/jpeg',
    validate: validateStart,
    async run(ctx) {
      const job = await openVideo(ctx);
      const frame = await grabFrame(job, { inputArgs: seekTo(job, ctx.params.start) });
      const { data, info } = await (await openFrame(frame, ctx.params.width, ctx.env)).raw().toBuffer({ resolveWithObject: true });
      const poster = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).composite([
        { input: playButtonSvg(info.width, info.height) },
      ]);
      return saveImage(job, poster, frame, 'jpg', FRAME_QUALITY);
    },
  }),
];
