/** PDF pages to images: PNG, JPEG, WebP (one ZIP) and a single-page thumbnail. */
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { z } from 'zod';
import { AppError } from '../../../core/errors.js';
import { enumParam, intParam, pagesParam } from '../../../core/tools/params.js';
import { defineTool, formatOutput, type InputFile, type ToolContext, type ToolEnv } from '../../../core/tools/tool.types.js';
import { PDF_MIME, checkPdfInput, outputFile, requireInput, throwIfAborted, workerOptions, zipOutput } from '../common.js';
import { documentCaps, renderCaps, workerLimits } from '../limits.js';
import { runPdfWorker } from '../engine/pool.js';

const dpiParam = () => intParam({ min: 36, max: 600, default: 150, description: 'Resolution in dpi (36–600)' });
const renderPages = () => pagesParam('all', 'Pages to render, 1-based ranges such as 1-3,5,9- (at most 100 pages)');

async function renderToFiles(
  ctx: ToolContext<{ pages: string; level: number }>,
  format: 'png' | 'jpeg',
  quality?: number,
): Promise<string[]> {
  const input = requireInput(ctx);
  const limits = ctx.env.limits;
  const result = await runPdfWorker(
    'render',
    {
      input: input.path,
      // The caps these tools declare (renderCaps), so the listing and the refusal agree.
      pages: { spec: ctx.params.pages, cap: renderCaps(limits).maxSelectedPages },
      dpi: ctx.params.level,
      format,
      quality,
      outDir: ctx.workDir,
      stem: ctx.baseName,
      limits: workerLimits(limits),
    },
    workerOptions(ctx, 'rendering'),
  );
  return result.pages.map((p) => p.path);
}

async function validateRender(params: { pages: string; level: number }, input: InputFile | null, env: ToolEnv): Promise<void> {
  const caps = renderCaps(env.limits);
  await checkPdfInput(input, env, { pages: params.pages, documentCap: caps.maxPages, selectionCap: caps.maxSelectedPages, dpi: params.level });
}

export const pdfToPng = defineTool({
  id: 29,
  slug: 'pdf-to-png',
  operation: 'pdf.render.png',
  kind: 'upload',
  category: 'pdf',
  title: 'PDF to PNG',
  description: 'Renders PDF pages to PNG images (one per page, in a ZIP).',
  params: z.object({ pages: renderPages(), level: dpiParam() }),
  accepts: [PDF_MIME],
  limits: renderCaps,
  output: 'application/zip',
  members: 'image/png',
  validate: validateRender,
  async run(ctx) {
    return zipOutput(ctx, await renderToFiles(ctx, 'png'));
  },
});

export const pdfToJpg = defineTool({
  id: 30,
  slug: 'pdf-to-jpg',
  operation: 'pdf.render.jpeg',
  kind: 'upload',
  category: 'pdf',
  title: 'PDF to JPG',
  description: 'Renders PDF pages to JPEG images (one per page, in a ZIP).',
  params: z.object({
    pages: renderPages(),
    level: dpiParam(),
    quality: intParam({ min: 1, max: 100, default: 85, description: 'JPEG quality (1–100)' }),
  }),
  accepts: [PDF_MIME],
  limits: renderCaps,
  output: 'application/zip',
  members: 'image/jpeg',
  validate: validateRender,
  async run(ctx) {
    return zipOutput(ctx, await renderToFiles(ctx, 'jpeg', ctx.params.quality));
  },
});

export const pdfToWebp = defineTool({
  id: 31,
  slug: 'pdf-to-webp',
  operation: 'pdf.render.webp',
  kind: 'upload',
  category: 'pdf',
  title: 'PDF to WebP',
  description: 'Renders PDF pages to WebP images (one per page, in a ZIP).',
  params: z.object({
    pages: renderPages(),
    level: dpiParam(),
    quality: intParam({ min: 1, max: 100, default: 80, description: 'WebP quality (1–100)' }),
  }),
  accepts: [PDF_MIME],
  limits: renderCaps,
  output: 'application/zip',
  members: 'image/webp',
  validate: validateRender,
  async run(ctx) {
    const pngs = await renderToFiles(ctx, 'png');
    const webps: string[] = [];
    for (const png of pngs) {
      throwIfAborted(ctx.signal);
      const webp = png.replace(/\.png$/, '.webp');
      await sharp(png).webp({ quality: ctx.params.quality }).toFile(webp);
      await rm(png, { force: true });
      webps.push(webp);
    }
    return zipOutput(ctx, webps);
  },
});

const THUMB_FORMATS = ['png', 'jpg', 'webp'] as const;
const THUMB_MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

export const pdfThumbnail = defineTool({
  id: 32,
  slug: 'pdf-thumbnail',
  operation: 'pdf.thumbnail',
  kind: 'upload',
  category: 'pdf',
  title: 'PDF thumbnail',
  description: 'A small image of one PDF page (the first by default).',
  params: z.object({
    pages: pagesParam('1', 'The page to show (one page number)'),
    width: intParam({ min: 32, max: 2000, default: 300, description: 'Thumbnail width in px (32–2000)' }),
    format: enumParam(THUMB_FORMATS, 'png', 'Image format: png, jpg or webp'),
  }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: formatOutput(THUMB_MIME, 'image/*'),
  async validate(params, input, env) {
    if (!/^\s*\d+\s*$/.test(params.pages)) {
      throw new AppError('invalid_params', 'pages: give one page number, such as 1', { field: 'pages' });
    }
    await checkPdfInput(input, env, { pages: params.pages, selectionCap: 1, width: params.width });
  },
  async run(ctx) {
    const input = requireInput(ctx);
    const page = Number.parseInt(ctx.params.pages, 10);
    if (!Number.isInteger(page) || page < 1 || String(page) !== ctx.params.pages.trim()) {
      throw new AppError('invalid_params', 'pages: give one page number, such as 1', { field: 'pages' });
    }
    const result = await runPdfWorker(
      'render',
      {
        input: input.path,
        pages: { spec: String(page), cap: 1 },
        width: ctx.params.width,
        format: 'png',
        outDir: ctx.workDir,
        stem: `${ctx.baseName}-render`,
        limits: workerLimits(ctx.env.limits),
      },
      workerOptions(ctx, 'rendering'),
    );
    const rendered = result.pages[0].path;
    const { format, width } = ctx.params;
    const out = outputFile(ctx, format, THUMB_MIME[format]);
    // mupdf rounds the page box up to whole pixels; the resize makes the width exact.
    const pipeline = sharp(rendered).resize({ width });
    if (format === 'jpg') pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
    else if (format === 'webp') pipeline.webp({ quality: 80 });
    else pipeline.png();
    await pipeline.toFile(out.path);
    await rm(rendered, { force: true });
    ctx.progress(100, 'done');
    return out;
  },
});

export const renderTools = [pdfToPng, pdfToJpg, pdfToWebp, pdfThumbnail];

