/** Many files into one PDF (issue 26): the pages of several PDFs, or one page per image. */
import { join } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { enumParam, intParam } from '../../../core/tools/params.js';
import { defineTool, type InputFile, type ToolContext } from '../../../core/tools/tool.types.js';
import { PDF_MIME, checkPdfInput, outputFile, throwIfAborted, workerOptions } from '../common.js';
import { documentCaps, workerLimits } from '../limits.js';
import { runPdfWorker } from '../engine/pool.js';
import type { PreparedImage } from '../engine/worker/create-ops.js';
import { IMAGE_INPUTS } from './create-tools.js';

/** Every file the job was given (a tool that takes many), or its one input. */
export function inputsOf(ctx: ToolContext<unknown>): readonly InputFile[] {
  const files = ctx.inputs ?? (ctx.input ? [ctx.input] : []);
  if (files.length === 0) throw new ToolError('internal', 'this tool needs uploaded files');
  return files;
}

export const pdfMerge = defineTool({
  id: 135,
  slug: 'pdf-merge',
  operation: 'pdf.merge',
  kind: 'upload',
  category: 'pdf',
  title: 'Merge PDFs',
  description: 'Joins several PDFs into one: every page of each file, in the order the files were sent.',
  params: z.object({}),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  inputs: 'many',
  async validate(_params, input, env) {
    await checkPdfInput(input, env);
  },
  async run(ctx) {
    const files = inputsOf(ctx);
    const out = outputFile(ctx, 'pdf', PDF_MIME);
    const named = { ...out, name: `${ctx.baseName}-merged.pdf` };
    await runPdfWorker(
      'merge',
      { inputs: files.map((f) => f.path), output: out.path, limits: workerLimits(ctx.env.limits) },
      workerOptions(ctx, 'merging'),
    );
    return named;
  },
});

export const imagesToPdf = defineTool({
  id: 136,
  slug: 'images-to-pdf',
  operation: 'pdf.fromImages',
  kind: 'upload',
  category: 'pdf',
  title: 'Images to PDF',
  description:
    'Puts several images (JPEG, PNG, WebP, GIF, TIFF, AVIF) into one PDF, one page per image in the order sent (the first ' +
    'frame of an animation): fit = page of the image’s own size, a4/letter = centred on paper.',
  params: z.object({
    preset: enumParam(['fit', 'a4', 'letter'] as const, 'fit', 'Page size: fit, a4 or letter'),
    quality: intParam({ min: 1, max: 100, default: 90, description: 'JPEG quality when an image has to be re-encoded' }),
  }),
  accepts: IMAGE_INPUTS,
  output: PDF_MIME,
  inputs: 'many',
  // One page per image, each image within the pixel cap.
  limits: (server) => ({ maxPixels: server.maxInputPixels, maxPages: server.maxPdfPages }),
  async validate(_params, input, env) {
    if (!input) throw new AppError('upload_required', 'this tool needs uploaded images');
    const meta = await sharp(input.path, { limitInputPixels: false }).metadata().catch(() => {
      throw new AppError('unsupported_type', 'the image could not be read');
    });
    if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > env.limits.maxInputPixels) {
      throw new AppError('file_too_large', `the image exceeds the limit of ${env.limits.maxInputPixels} pixels`);
    }
  },
  async run(ctx) {
    const files = inputsOf(ctx);
    if (files.length > ctx.env.limits.maxPdfPages) throw new ToolError('too_large', `${files.length} images exceed the limit of ${ctx.env.limits.maxPdfPages} pages`);
    // MAX_TOTAL_MEGAPIXELS holds for the job, not per file: 20 images of 100 MP each once decoded 2,000 MP under a
    // 1,000 MP cap (issue 37). Every header is read before any image is decoded.
    let total = 0;
    for (const file of files) {
      const meta = await sharp(file.path, { limitInputPixels: false }).metadata().catch(() => {
        throw new ToolError('invalid_input', 'an image could not be read');
      });
      total += (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
    }
    if (total > ctx.env.limits.maxTotalPixels) {
      throw new ToolError('too_large', `${files.length} images of ${total} px in all exceed the limit of ${ctx.env.limits.maxTotalPixels} pixels for one job`);
    }
    const images: PreparedImage[] = [];
    for (const [i, file] of files.entries()) {
      throwIfAborted(ctx.signal);
      images.push(await prepareFirstFrame(ctx, file, i));
      ctx.progress(Math.round((40 * (i + 1)) / files.length), 'preparing');
    }
    const out = outputFile(ctx, 'pdf', PDF_MIME);
    await runPdfWorker(
      'imagesToPdf',
      { images, paper: ctx.params.preset, output: out.path, limits: workerLimits(ctx.env.limits) },
      workerOptions(ctx, 'assembling'),
    );
    return out;
  },
});

/**
 * One image as pdf-lib can embed it: a plain sRGB or grey JPEG untouched; anything else auto-oriented and
 * re-encoded (PNG when it has transparency, JPEG otherwise), first frame only.
 */
async function prepareFirstFrame(ctx: ToolContext<{ quality: number }>, file: InputFile, index: number): Promise<PreparedImage> {
  const limits = ctx.env.limits;
  let meta;
  try {
    meta = await sharp(file.path, { limitInputPixels: false }).metadata();
  } catch {
    throw new ToolError('invalid_input', `image ${index + 1} could not be read`);
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width * height > limits.maxInputPixels) throw new ToolError('too_large', `image ${index + 1} exceeds the limit of ${limits.maxInputPixels} pixels`);
  const dpi = meta.density && meta.density >= 36 && meta.density <= 1200 ? meta.density : 72;
  const plainJpeg =
    (meta.pages ?? 1) === 1 && meta.format === 'jpeg' && (meta.orientation ?? 1) === 1 && (meta.space === 'srgb' || meta.space === 'b-w') && (meta.channels === 3 || meta.channels === 1);
  if (plainJpeg) return { path: file.path, kind: 'jpeg', width, height, dpi };
  const kind = meta.hasAlpha ? 'png' : 'jpeg';
  const path = join(ctx.workDir, `prepared-${String(index).padStart(4, '0')}.${kind === 'png' ? 'png' : 'jpg'}`);
  const base = sharp(file.path, { limitInputPixels: limits.maxInputPixels, page: 0, pages: 1 }).rotate().toColourspace('srgb');
  const info = kind === 'png' ? await base.png().toFile(path) : await base.jpeg({ quality: ctx.params.quality }).toFile(path);
  return { path, kind, width: info.width, height: info.height, dpi };
}

export const mergeTools = [pdfMerge, imagesToPdf];
