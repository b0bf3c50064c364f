import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { defineTool, formatOutput } from '../../../core/tools/tool.types.js';
import type { InputFile, ToolDefinition, ToolOutput } from '../../../core/tools/tool.types.js';
import { enumParam, numberParam, optionalNumber } from '../../../core/tools/params.js';
import { zipFiles } from '../../shared/zip.js';
import { MEDIA_CAPS, videoCaps } from '../caps.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import { checkStartWithin, num, probeForValidate } from '../job.js';
import type { MediaJob } from '../job.js';
import { checkEndAfterStart } from '../timing.js';
import { openVideo } from '../video-encode.js';

const base = { kind: 'upload', category: 'video-thumbnail', accepts: VIDEO_INPUT_TYPES } as const;

const CODEC = {
  jpg: ['-c:v', 'mjpeg', '-q:v', '2', '-pix_fmt', 'yuvj420p'],
  png: ['-c:v', 'png'],
} as const;

/**
 * Writes the frames a filter selects into a private folder (numbered names from the safe stem), then packs
 * them into ONE zip. `-frames:v` caps the count even if the estimate was wrong.
 */
async function framesToZip<P>(
  job: MediaJob<P>,
  o: { inputArgs?: string[]; maxInputS?: number; vf: string; maxFrames: number; ext: 'jpg' | 'png'; label: string; durationS?: number },
): Promise<ToolOutput> {
  const dir = join(job.ctx.workDir, 'frames');
  await mkdir(dir, { recursive: true });
  await job.encode({
    inputArgs: o.inputArgs,
    maxInputS: o.maxInputS,
    durationS: o.durationS,
    outputArgs: [
      '-map', `0:${job.info.video?.index ?? 0}`, '-an', '-sn', '-dn',
      '-vf', o.vf,
      '-vsync', 'vfr',
      '-frames:v', String(o.maxFrames),
      ...CODEC[o.ext],
      '-f', 'image2',
    ],
    output: join(dir, `${job.stem}-${o.label}-%04d.${o.ext}`),
    partialPaths: [dir],
    span: [5, 85],
    stage: 'extracting',
  });
  try {
    const names = (await readdir(dir)).filter((n) => n.endsWith(`.${o.ext}`)).sort();
    if (names.length === 0) throw new ToolError('invalid_input', 'no frames were extracted');
    let total = 0;
    for (const n of names) total += (await stat(join(dir, n))).size;
    const limit = job.ctx.env.limits.maxOutputBytes;
    if (total > limit) throw new ToolError('too_large', `extracted frames (${total} bytes) exceed the output size limit`);
    job.ctx.progress(90, 'packing');
    const out = job.outPath('zip');
    await zipFiles(names.map((n) => ({ path: join(dir, n), name: n })), out);
    return job.done(out, 'application/zip');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const framesParams = z.object({
  fps: numberParam({ min: 0.05, max: 10, default: 1, description: 'Frames per second to save (0.05–10)' }),
  start: numberParam({ min: 0, max: MEDIA_CAPS.videoMaxS, default: 0, description: 'Start of the window, seconds' }),
  end: optionalNumber({ min: 0.01, max: MEDIA_CAPS.videoMaxS, description: 'End of the window, seconds (default: the end)' }),
  format: enumParam(['jpg', 'png'], 'jpg', 'Image format: jpg or png'),
});
type FramesParams = z.output<typeof framesParams>;

/** Frames a window yields at a rate; the same count refuses the job at enqueue and at run. */
function frameCount(p: FramesParams, durationS: number | null): { start: number; length: number; count: number } {
  const end = Math.min(p.end ?? durationS ?? Infinity, durationS ?? Infinity);
  const length = end - p.start;
  return { start: p.start, length, count: Math.ceil(length * p.fps) };
}

export const thumbnailMultiTools: ToolDefinition[] = [
  defineTool({
    ...base,
    id: 112,
    slug: 'video-extract-frames',
    operation: 'thumb.frames',
    title: 'Extract frames',
    description: `Save fps frames per second between start and end as JPG or PNG files in one ZIP (at most ${MEDIA_CAPS.maxFrames}).`,
    params: framesParams,
    output: 'application/zip',
    members: formatOutput({ jpg: 'image/jpeg', png: 'image/png' }),
    limits: videoCaps(undefined, { maxOutputs: MEDIA_CAPS.maxFrames }),
    async validate(p, input: InputFile | null) {
      checkEndAfterStart(p.start, p.end);
      const info = await probeForValidate(input, VIDEO_INPUT_TYPES);
      checkStartWithin(info, p.start);
      const { count } = frameCount(p, info?.durationS ?? null);
      if (Number.isFinite(count) && count > MEDIA_CAPS.maxFrames) {
        throw new AppError(
          'invalid_params',
          `fps: this window gives ${count} frames; at most ${MEDIA_CAPS.maxFrames} (lower fps or shorten the window)`,
          { field: 'fps' },
        );
      }
    },
    async run(ctx) {
      const job = await openVideo(ctx);
      const w = frameCount(ctx.params, job.durationS);
      if (w.length <= 0) throw new ToolError('invalid_input', 'frame window starts past the end of the media');
      if (w.count > MEDIA_CAPS.maxFrames) {
        throw new ToolError('too_large', `frame count ${w.count} exceeds the cap of ${MEDIA_CAPS.maxFrames}`);
      }
      return framesToZip(job, {
        inputArgs: ['-ss', num(w.start, 3)],
        maxInputS: w.length,
        durationS: w.length,
        vf: `fps=${num(ctx.params.fps, 4)}`,
        maxFrames: MEDIA_CAPS.maxFrames,
        ext: ctx.params.format,
        label: 'frame',
      });
    },
  }),
  defineTool({
    ...base,
    id: 113,
    slug: 'video-scene-frames',
    operation: 'thumb.scenes',
    title: 'Scene frames',
    description: `Save the first frame and the first frame of every scene change (score above level) as JPEGs in one ZIP (at most ${MEDIA_CAPS.maxSceneFrames}).`,
    params: z.object({ level: numberParam({ min: 0.1, max: 0.9, default: 0.4, description: 'Scene-change threshold (0.1–0.9)' }) }),
    output: 'application/zip',
    members: 'image/jpeg',
    limits: videoCaps(undefined, { maxOutputs: MEDIA_CAPS.maxSceneFrames }),
    async run(ctx) {
      const job = await openVideo(ctx);
      return framesToZip(job, {
        vf: `select='eq(n,0)+gt(scene,${num(ctx.params.level, 3)})'`,
        maxFrames: MEDIA_CAPS.maxSceneFrames,
        ext: 'jpg',
        label: 'scene',
      });
    },
  }),
];
