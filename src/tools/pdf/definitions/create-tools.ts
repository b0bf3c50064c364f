/** New PDFs from images, plain text, HTML and EPUB. */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import { AppError, rawToolError, ToolError } from '../../../core/errors.js';
import { enumParam, intParam } from '../../../core/tools/params.js';
import { defineTool, type InputFile, type ToolCaps, type ToolContext, type ToolEnv, type ToolLimits } from '../../../core/tools/tool.types.js';
import { checkEpubSize } from '../epub-check.js';
import { TEXT_INPUTS } from '../../shared/detect-data.js';
import { PDF_MIME, outputFile, requireInput, runToFile, throwIfAborted, workerOptions } from '../common.js';
import { workerLimits } from '../limits.js';
import { runPdfWorker } from '../engine/pool.js';
import type { PreparedImage } from '../engine/worker/create-ops.js';
import { PAPER_SIZES } from '../engine/worker/paper.js';

/** Largest text or HTML file laid out (5 MiB is thousands of pages; the page cap applies as well). */
export const MAX_TEXT_BYTES = 5 * 1024 * 1024;

export const IMAGE_INPUTS = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif'] as const;

async function imageInfo(input: InputFile) {
  try {
    // Reads the header only; the size is checked against the limit by checkImage, before any decoding.
    return await sharp(input.path, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('unsupported_type', 'the image could not be read');
  }
}

/** One image's size, and its frames (each one a page) within both the page and the frame caps. */
function imagePdfCaps(server: ToolLimits): ToolCaps {
  return { maxPixels: server.maxInputPixels, maxPages: Math.min(server.maxPdfPages, server.maxFrames) };
}

function checkImage(meta: Metadata, env: ToolEnv): number {
  const caps = imagePdfCaps(env.limits);
  const pages = meta.pages ?? 1;
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (pixels > caps.maxPixels!) {
    throw new AppError('file_too_large', `the image (${meta.width}×${meta.height} px) exceeds the limit of ${caps.maxPixels} pixels`);
  }
  if (pages > caps.maxPages!) {
    throw new AppError('file_too_large', `the image has ${pages} frames, which exceeds the limit of ${caps.maxPages} pages`);
  }
  // Every frame or page is decoded, so the sum is capped as well as each one.
  if (pages * pixels > env.limits.maxTotalPixels) {
    throw new AppError(
      'file_too_large',
      `the image's ${pages} frames of ${meta.width}×${meta.pageHeight ?? meta.height} px exceed the limit of ${env.limits.maxTotalPixels} pixels in all`,
    );
  }
  return pages;
}

/**
 * JPEG/PNG files pdf-lib can embed: a plain sRGB or grey JPEG goes in untouched (no quality loss);
 * anything else is auto-oriented and re-encoded, PNG when it has transparency, JPEG otherwise.
 */
async function prepareImages(ctx: ToolContext<{ quality: number }>, input: InputFile): Promise<PreparedImage[]> {
  const limits = ctx.env.limits;
  // The enqueue checks throw AppErrors; a failing job reports ToolErrors with the same text.
  const meta = await imageInfo(input).catch(asToolError);
  let pages: number;
  try {
    pages = checkImage(meta, ctx.env);
  } catch (err) {
    asToolError(err);
  }
  const density = meta.density && meta.density >= 36 && meta.density <= 1200 ? meta.density : 72;
  const untouched =
    pages === 1 &&
    meta.format === 'jpeg' &&
    (meta.orientation ?? 1) === 1 &&
    (meta.space === 'srgb' || meta.space === 'b-w') &&
    (meta.channels === 3 || meta.channels === 1);
  if (untouched) {
    return [{ path: input.path, kind: 'jpeg', width: meta.width ?? 0, height: meta.height ?? 0, dpi: density }];
  }
  const kind = meta.hasAlpha ? 'png' : 'jpeg';
  const prepared: PreparedImage[] = [];
  for (let page = 0; page < pages; page++) {
    throwIfAborted(ctx.signal);
    const base = sharp(input.path, { limitInputPixels: limits.maxInputPixels, page, pages: 1 }).rotate().toColourspace('srgb');
    const path = join(ctx.workDir, `prepared-${String(page).padStart(4, '0')}.${kind === 'png' ? 'png' : 'jpg'}`);
    const info =
      kind === 'png' ? await base.png().toFile(path) : await base.jpeg({ quality: ctx.params.quality }).toFile(path);
    prepared.push({ path, kind, width: info.width, height: info.height, dpi: density });
    ctx.progress(Math.round((40 * (page + 1)) / pages), 'preparing');
  }
  return prepared;
}

export const imageToPdf = defineTool({
  id: 53,
  slug: 'image-to-pdf',
  operation: 'pdf.fromImage',
  kind: 'upload',
  category: 'pdf',
  title: 'Image to PDF',
  description:
    'Puts an image (JPEG, PNG, WebP, GIF, TIFF, AVIF; every frame of a multi-page TIFF or animated GIF) on PDF pages: ' +
    'fit = page of the image’s own size, a4/letter = centred on paper.',
  params: z.object({
    preset: enumParam(['fit', 'a4', 'letter'] as const, 'fit', 'Page size: fit, a4 or letter'),
    quality: intParam({ min: 1, max: 100, default: 90, description: 'JPEG quality when the image has to be re-encoded' }),
  }),
  accepts: IMAGE_INPUTS,
  output: PDF_MIME,
  limits: imagePdfCaps,
  async validate(_params, input, env) {
    if (!input) throw new AppError('upload_required', 'this tool needs an uploaded image');
    checkImage(await imageInfo(input), env);
  },
  async run(ctx) {
    const input = requireInput(ctx);
    ctx.progress(2, 'preparing');
    const images = await prepareImages(ctx, input);
    const out = outputFile(ctx, 'pdf', PDF_MIME);
    await runPdfWorker(
      'imagesToPdf',
      { images, paper: ctx.params.preset, output: out.path, limits: workerLimits(ctx.env.limits) },
      workerOptions(ctx, 'assembling'),
    );
    return out;
  },
});

/** Text formats must be UTF-8 throughout (detection only samples the start) and of reasonable size. */
async function checkTextInput(input: InputFile | null, what: string): Promise<void> {
  if (!input) throw new AppError('upload_required', `this tool needs an uploaded ${what} file`);
  const { size } = await stat(input.path);
  if (size > MAX_TEXT_BYTES) {
    throw new AppError('file_too_large', `the ${what} file (${size} bytes) exceeds the limit of ${MAX_TEXT_BYTES} bytes`);
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(await readFile(input.path));
  } catch {
    throw new AppError('unsupported_type', `the ${what} file is not valid UTF-8 text`);
  }
}

const paperParam = () => enumParam(['a4', 'letter'] as const, 'a4', 'Paper: a4 or letter');

/** A document laid out on pages by the worker's reflow engine: text, HTML or EPUB. One row per tool. */
interface ReflowRow {
  id: number;
  slug: string;
  operation: string;
  title: string;
  description: string;
  /** The one accepted type, also the layout engine's input kind. */
  accepts: 'text/plain' | 'text/html' | 'application/epub+zip';
  /** Base font size in points. */
  em: number;
  /** For text formats: how the file is named in the UTF-8 and size checks (EPUB is a ZIP, checked by the worker). */
  text?: string;
}

function reflowTool(row: ReflowRow) {
  const checkText = async (input: InputFile | null) => {
    if (row.text) await checkTextInput(input, row.text);
    else if (row.accepts === 'application/epub+zip' && input) await checkEpubSize(input.path);
  };
  return defineTool({
    id: row.id,
    slug: row.slug,
    operation: row.operation,
    kind: 'upload',
    category: 'pdf',
    title: row.title,
    description: row.description,
    params: z.object({ preset: paperParam() }),
    // Plain-text layout takes every text type detection names (JSON, CSV, e-mail, … are text to read too).
    accepts: row.accepts === 'text/plain' ? TEXT_INPUTS : [row.accepts],
    output: PDF_MIME,
    limits: row.text ? { maxTextBytes: MAX_TEXT_BYTES } : {},
    validate: (_params, input) => checkText(input),
    async run(ctx) {
      if (ctx.input) await checkText(ctx.input).catch(asToolError);
      const [w, h] = PAPER_SIZES[ctx.params.preset];
      return runToFile(ctx, 'reflowToPdf', { magic: row.accepts, pageSize: [w, h], em: row.em }, { stage: 'laying out' });
    },
  });
}

const reflowTools = [
  { id: 54, slug: 'txt-to-pdf', operation: 'pdf.fromText', title: 'Text to PDF', description: 'Lays a UTF-8 plain-text file out on A4 or Letter pages.', accepts: 'text/plain', em: 11, text: 'text' },
  { id: 55, slug: 'html-to-pdf', operation: 'pdf.fromHtml', title: 'HTML to PDF', description: 'Renders a static HTML page (HTML and CSS; no scripts, no images or styles fetched from anywhere) to PDF.', accepts: 'text/html', em: 12, text: 'HTML' },
  { id: 56, slug: 'epub-to-pdf', operation: 'pdf.fromEpub', title: 'EPUB to PDF', description: 'Lays an EPUB e-book out on A4 or Letter pages (pictures and styles inside the book are used).', accepts: 'application/epub+zip', em: 12 },
] as const satisfies readonly ReflowRow[];

function asToolError(err: unknown): never {
  if (err instanceof AppError && err.code === 'file_too_large') throw new ToolError('too_large', err.message);
  throw rawToolError(err instanceof Error ? err.message : String(err));
}

export const createTools = [imageToPdf, ...reflowTools.map(reflowTool)];
