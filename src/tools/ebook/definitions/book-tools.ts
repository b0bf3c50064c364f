/** E-books and comic books to PDF, and PDF to a comic book archive; all MuPDF work runs in the PDF worker. */
import { z } from 'zod';
import { AppError, rawToolError, ToolError } from '../../../core/errors.js';
import { enumParam, intParam, pagesParam } from '../../../core/tools/params.js';
import { defineTool, type InputFile, type ToolContext, type ToolEnv } from '../../../core/tools/tool.types.js';
import { PDF_MIME, checkPdfInput, requireInput, runToFile, throwIfAborted, workerOptions } from '../../pdf/common.js';
import { renderCaps, workerLimits } from '../../pdf/limits.js';
import { runPdfWorker } from '../../pdf/engine/pool.js';
import { PAPER_SIZES } from '../../pdf/engine/worker/paper.js';
import { FB2_MIME } from '../../shared/detect-data.js';
import { CBZ_MIME } from '../../shared/detect-zip.js';
import { zipFiles } from '../../shared/zip.js';
import { MAX_BOOK_TEXT_BYTES, checkFb2, checkMobi } from '../book-check.js';
import { checkComic, comicCaps } from '../comic-check.js';
import { checkComicRar, comicRarToCbz, RAR_MIME } from '../comic-rar.js';
import { basename, join } from 'node:path';
import { rm } from 'node:fs/promises';

export const MOBI_MIME = 'application/x-mobipocket-ebook';

/** An enqueue check refused with an AppError; the same check in a running job fails the job with its words. */
function asToolError(err: unknown): never {
  if (err instanceof AppError && err.code === 'file_too_large') throw new ToolError('too_large', err.message);
  if (err instanceof AppError) throw new ToolError('invalid_input', err.message);
  throw rawToolError(err instanceof Error ? err.message : String(err));
}

interface BookRow {
  id: number;
  slug: string;
  operation: string;
  title: string;
  description: string;
  accepts: string;
  /** MuPDF's document handler for the input. */
  magic: string;
  check(input: InputFile, env: ToolEnv): Promise<unknown>;
}

/** A reflowable book laid out on A4 or Letter pages, as epub-to-pdf does. */
function bookTool(row: BookRow) {
  const check = async (input: InputFile | null, env: ToolEnv) => {
    if (!input) throw new AppError('upload_required', 'this tool needs an uploaded book');
    await row.check(input, env);
  };
  return defineTool({
    id: row.id,
    slug: row.slug,
    operation: row.operation,
    kind: 'upload',
    category: 'document',
    title: row.title,
    description: row.description,
    params: z.object({ preset: enumParam(['a4', 'letter'] as const, 'a4', 'Paper: a4 or letter') }),
    accepts: [row.accepts],
    output: PDF_MIME,
    limits: (server) => ({ maxPages: server.maxPdfPages, maxTextBytes: MAX_BOOK_TEXT_BYTES }),
    validate: (_params, input, env) => check(input, env),
    async run(ctx) {
      await check(ctx.input, ctx.env).catch(asToolError);
      const [w, h] = PAPER_SIZES[ctx.params.preset];
      return runToFile(ctx, 'reflowToPdf', { magic: row.magic, pageSize: [w, h], em: 12 }, { stage: 'laying out' });
    },
  });
}

export const bookTools = [
  bookTool({
    id: 180,
    slug: 'mobi-to-pdf',
    operation: 'document.mobi.toPdf',
    title: 'MOBI to PDF',
    description: 'Lays a Kindle/Mobipocket e-book (MOBI, without DRM) out on A4 or Letter pages.',
    accepts: MOBI_MIME,
    magic: MOBI_MIME,
    check: (input) => checkMobi(input.path),
  }),
  bookTool({
    id: 181,
    slug: 'fb2-to-pdf',
    operation: 'document.fb2.toPdf',
    title: 'FB2 to PDF',
    description: 'Lays a FictionBook (FB2) e-book out on A4 or Letter pages, with the pictures inside the book.',
    accepts: FB2_MIME,
    magic: 'application/x-fictionbook',
    check: (input) => checkFb2(input.path),
  }),
];

/** The caps a comic tool declares (pages and pixels): the same for a CBZ and a CBR. */
function comicLimits(server: Parameters<typeof comicCaps>[0]): { maxPages: number; maxPixels: number } {
  const caps = comicCaps(server);
  return { maxPages: caps.maxPages, maxPixels: caps.maxPixels };
}

export const cbzToPdf = defineTool({
  id: 182,
  slug: 'cbz-to-pdf',
  operation: 'document.cbz.toPdf',
  kind: 'upload',
  category: 'document',
  title: 'Comic (CBZ) to PDF',
  description: 'Puts the pictures of a comic book archive (CBZ: a ZIP of JPEG, PNG, GIF, WebP, BMP or TIFF pages) on PDF pages, one page each, in name order.',
  params: z.object({}),
  accepts: [CBZ_MIME],
  output: PDF_MIME,
  limits: comicLimits,
  async validate(_params, input, env) {
    if (!input) throw new AppError('upload_required', 'this tool needs an uploaded comic book archive');
    await checkComic(input.path, comicCaps(env.limits));
  },
  async run(ctx) {
    const input = requireInput(ctx);
    await checkComic(input.path, comicCaps(ctx.env.limits)).catch(asToolError);
    return runToFile(ctx, 'reflowToPdf', { magic: 'application/x-cbz', pageSize: [0, 0], em: 0, fixed: true }, { stage: 'assembling' });
  },
});

/**
 * CBR (a RAR of pictures) to PDF (issue 38): libarchive, as WebAssembly in a worker thread, reads the RAR; its
 * pictures are checked as a CBZ's are and become a CBZ in the job folder, which takes the CBZ path from there.
 */
export const cbrToPdf = defineTool({
  id: 229,
  slug: 'cbr-to-pdf',
  operation: 'document.cbr.toPdf',
  kind: 'upload',
  category: 'document',
  title: 'Comic (CBR) to PDF',
  description: 'Puts the pictures of a RAR comic book archive (CBR, RAR4 or RAR5, of JPEG, PNG, GIF, WebP or TIFF pages) on PDF pages, one page each, in name order.',
  params: z.object({}),
  accepts: [RAR_MIME],
  output: PDF_MIME,
  limits: comicLimits,
  async validate(_params, input, env) {
    if (!input) throw new AppError('upload_required', 'this tool needs an uploaded comic book archive');
    await checkComicRar(input.path, comicCaps(env.limits));
  },
  async run(ctx) {
    const input = requireInput(ctx);
    const caps = comicCaps(ctx.env.limits);
    ctx.progress(10, 'unpacking');
    const cbz = join(ctx.workDir, `${ctx.baseName}-pages.cbz`);
    await comicRarToCbz(input.path, caps, ctx.workDir, cbz).catch(asToolError);
    throwIfAborted(ctx.signal);
    // The pixel limits, on the pictures as unpacked.
    await checkComic(cbz, caps).catch(asToolError);
    return runToFile({ ...ctx, input: { ...input, path: cbz } }, 'reflowToPdf', { magic: 'application/x-cbz', pageSize: [0, 0], em: 0, fixed: true }, { stage: 'assembling' });
  },
});

export const pdfToCbz = defineTool({
  id: 183,
  slug: 'pdf-to-cbz',
  operation: 'document.pdf.toCbz',
  kind: 'upload',
  category: 'document',
  title: 'PDF to comic (CBZ)',
  description: 'Renders PDF pages to JPEG pictures in a comic book archive (CBZ) that comic readers open.',
  params: z.object({
    pages: pagesParam('all', 'Pages to render, 1-based ranges such as 1-3,5,9- (at most 100 pages)'),
    level: intParam({ min: 36, max: 600, default: 150, description: 'Resolution in dpi (36–600)' }),
    quality: intParam({ min: 1, max: 100, default: 85, description: 'JPEG quality (1–100)' }),
  }),
  accepts: [PDF_MIME],
  output: CBZ_MIME,
  limits: renderCaps,
  async validate(params, input, env) {
    const caps = renderCaps(env.limits);
    await checkPdfInput(input, env, { pages: params.pages, documentCap: caps.maxPages, selectionCap: caps.maxSelectedPages, dpi: params.level });
  },
  async run(ctx) {
    return renderComic(ctx);
  },
});

async function renderComic(ctx: ToolContext<{ pages: string; level: number; quality: number }>) {
  const input = requireInput(ctx);
  const limits = ctx.env.limits;
  const result = await runPdfWorker(
    'render',
    {
      input: input.path,
      pages: { spec: ctx.params.pages, cap: renderCaps(limits).maxSelectedPages },
      dpi: ctx.params.level,
      format: 'jpeg',
      quality: ctx.params.quality,
      outDir: ctx.workDir,
      stem: ctx.baseName,
      limits: workerLimits(limits),
    },
    workerOptions(ctx, 'rendering'),
  );
  throwIfAborted(ctx.signal);
  ctx.progress(96, 'zipping');
  const paths = result.pages.map((p) => p.path);
  const name = `${ctx.baseName}.cbz`;
  const out = join(ctx.workDir, name);
  // Zero-padded page names (<name>-page-001.jpg …) keep the reading order in every reader's name sort.
  await zipFiles(paths.map((p) => ({ path: p, name: basename(p) })), out);
  await Promise.all(paths.map((p) => rm(p, { force: true })));
  return { path: out, name, mime: CBZ_MIME };
}
