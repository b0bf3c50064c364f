import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { ToolError } from '../../core/errors.js';
import type { ToolEnv, ToolOutput } from '../../core/tools/tool.types.js';
import { num } from './job.js';
import type { MediaJob } from './job.js';

export const IMAGE_FORMATS = ['jpg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const FRAME_MIME: Record<ImageFormat, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** JPG/WebP quality of saved frames where the tool does not let the user choose. */
export const FRAME_QUALITY = 85;

/**
 * Decodes one frame to a lossless PNG in the work directory. `inputArgs` seeks (`-ss`, `-sseof`); `vf` picks or
 * prepares the frame (fixed words and validated numbers only). With `-update 1` the file keeps the last frame
 * written, which is how the last-frame tool works.
 */
export async function grabFrame<P>(job: MediaJob<P>, o: { inputArgs?: string[]; vf?: string; lastOfMany?: boolean; durationS?: number }): Promise<string> {
  const path = job.outPath('png', '-frame');
  const args = ['-map', `0:${job.info.video?.index ?? 0}`, '-an', '-sn', '-dn'];
  if (o.vf) args.push('-vf', o.vf);
  if (!o.lastOfMany) args.push('-frames:v', '1');
  args.push('-c:v', 'png', '-update', '1', '-f', 'image2');
  await job.encode({ inputArgs: o.inputArgs, outputArgs: args, output: path, stage: 'extracting', span: [5, 80], durationS: o.durationS });
  return path;
}

/** `-ss` for a frame at `t` seconds, refused past the end of the media. */
export function seekTo<P>(job: MediaJob<P>, t: number): string[] {
  if (job.info.durationS !== null && t >= job.info.durationS) throw new ToolError('invalid_input', 'frame time is past the end of the media');
  return ['-ss', num(t, 3)];
}

/** Refuses a resize to `width` whose result would pass the output pixel cap, before sharp allocates anything. */
function checkedSize(srcW: number, srcH: number, width: number, env: ToolEnv): void {
  const w = width > 0 ? width : srcW;
  const h = width > 0 ? Math.max(1, Math.round((srcH * width) / srcW)) : srcH;
  if (w * h > env.limits.maxOutputPixels) throw new ToolError('too_large', `output of ${w}x${h} pixels exceeds the image size cap`);
}

/** A sharp pipeline on a decoded frame, resized to `width` (0 keeps the size). */
export async function openFrame(framePath: string, width: number, env: ToolEnv): Promise<Sharp> {
  const img = sharp(framePath, { limitInputPixels: env.limits.maxInputPixels });
  const meta = await img.metadata();
  if (!meta.width || !meta.height) throw new ToolError('invalid_input', 'decoded frame has no size');
  checkedSize(meta.width, meta.height, width, env);
  return width > 0 ? img.resize({ width }) : img;
}

/** Encodes the pipeline as the chosen format into `<stem>.<ext>` and removes the intermediate frame. */
export async function saveImage<P>(
  job: MediaJob<P>,
  img: Sharp,
  framePath: string,
  format: ImageFormat,
  quality: number,
): Promise<ToolOutput> {
  job.ctx.progress(85, 'encoding');
  const out = job.outPath(format);
  const encoded = format === 'jpg' ? img.jpeg({ quality }) : format === 'webp' ? img.webp({ quality }) : img.png();
  await encoded.toFile(out);
  await rm(framePath, { force: true });
  return job.done(out, FRAME_MIME[format]);
}

/** The grabbed frame as the tool's result: resized to `width` (0 keeps its size) and saved as `format`. */
export async function saveFrame<P>(
  job: MediaJob<P>,
  framePath: string,
  o: { width: number; format: ImageFormat; quality?: number },
): Promise<ToolOutput> {
  return saveImage(job, await openFrame(framePath, o.width, job.ctx.env), framePath, o.format, o.quality ?? FRAME_QUALITY);
}
