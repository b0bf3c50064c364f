/**
 * Scanned PDFs: made searchable (an invisible text layer over the untouched pages), and read to text. Only pages
 * with no text layer of their own are rendered and read; the others keep (or give) the text they have.
 */
import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { parsePageRanges } from '../../../core/tools/pages.js';
import { pagesParam } from '../../../core/tools/params.js';
import { defineTool, type DeclaredCaps, type InputFile, type ToolContext, type ToolEnv, type ToolOutput } from '../../../core/tools/tool.types.js';
import { checkPdfInput, outputFile, PDF_MIME, requireInput, workerOptions } from '../../pdf/common.js';
import { runPdfWorker } from '../../pdf/engine/pool.js';
import type { ScannedPage } from '../../pdf/engine/worker/ocr-ops.js';
import { workerLimits } from '../../pdf/limits.js';
import { ocrRun } from '../budget.js';
import { checkLanguages, langParam } from '../lang.js';
import { layerWords } from '../layer.js';
import { ocrPixelCap } from '../prepare.js';
import { readUpright, type PageImage, type Reading } from '../read.js';

/** A scan's usual resolution; a page too large for the OCR pixel cap at it is rendered lower, down to MIN_DPI. */
const OCR_DPI = 300;
const MIN_DPI = 150;

/** Pages one OCR job may read: each is seconds of CPU. */
export const MAX_OCR_PAGES = 50;

const pdfOcrCaps: DeclaredCaps = (server) => ({
  maxPages: server.maxPdfPages,
  maxSelectedPages: MAX_OCR_PAGES,
  maxPixels: ocrPixelCap({ limits: server }),
});

const params = z.object({ lang: langParam, pages: pagesParam('all', 'Pages to read, 1-based ranges such as 1-3,5,9- (at most 50 pages)') });
type Params = z.output<typeof params>;

/**
 * Enqueue checks: installed languages, a readable document, at most MAX_OCR_PAGES selected, and every selected page
 * small enough to render for OCR at MIN_DPI (a huge-page PDF is refused before anything is rendered).
 */
async function validateOcrPdf(p: Params, input: InputFile | null, env: ToolEnv): Promise<void> {
  checkLanguages(p.lang, env);
  const cap = ocrPixelCap(env);
  const probe = await checkPdfInput(input, env, { pages: p.pages, selectionCap: MAX_OCR_PAGES, bounds: true });
  for (const index of parsePageRanges(p.pages, probe.pageCount, MAX_OCR_PAGES)) {
    const [w, h] = probe.bounds[index] ?? [0, 0];
    const pixels = ((w * MIN_DPI) / 72) * ((h * MIN_DPI) / 72);
    if (pixels > cap) {
      throw new AppError(
        'file_too_large',
        `page ${index + 1} (${Math.round(w)}×${Math.round(h)} pt) exceeds the OCR pixel limit of ${cap} even at ${MIN_DPI} dpi`,
        { field: 'file' },
      );
    }
  }
}

interface ScanOutcome {
  pageCount: number;
  pages: ScannedPage[];
  /** Reading of each page that had no text, by page index. */
  readings: Map<number, Reading>;
}

/** Renders the pages without text (5–30 %), then reads them upright (30–90 %). */
async function scanAndRead(ctx: ToolContext<Params>): Promise<ScanOutcome> {
  const engine = ctx.env.engines.ocr;
  if (!engine) throw new ToolError('disabled', 'no OCR engine on this server');
  const languages = checkLanguages(ctx.params.lang, ctx.env);
  const input = requireInput(ctx);
  const opts = workerOptions(ctx, 'rendering');
  const scan = await runPdfWorker(
    'ocrScan',
    {
      input: input.path,
      pages: { spec: ctx.params.pages, cap: MAX_OCR_PAGES },
      outDir: ctx.workDir,
      dpi: OCR_DPI,
      minDpi: MIN_DPI,
      maxPixels: ocrPixelCap(ctx.env),
      limits: workerLimits(ctx.env.limits),
    },
    { ...opts, onProgress: (done, total) => ctx.progress(5 + Math.round((25 * done) / Math.max(1, total)), `rendering ${done}/${total}`) },
  );
  const toRead = scan.pages.filter((p) => p.image);
  const images: PageImage[] = toRead.map((p) => ({ path: p.image!.path, width: p.image!.width, height: p.image!.height, dpi: p.image!.dpi }));
  // The stage names how many pages OCR reads, of how many: the pages with text of their own are not read.
  ctx.progress(30, `recognizing 0/${images.length}`);
  const readings = await readUpright(engine, images, languages, ocrRun(ctx), {
    autoRotate: true,
    onPage: (done, total) => ctx.progress(30 + Math.round((60 * done) / Math.max(1, total)), `recognizing ${done}/${total}`),
  });
  return { pageCount: scan.pageCount, pages: scan.pages, readings: new Map(toRead.map((p, i) => [p.index, readings[i]!])) };
}

const ocrPdf = defineTool({
  id: 162,
  slug: 'ocr-pdf',
  operation: 'ocr.pdf.searchable',
  kind: 'upload',
  category: 'ocr',
  engine: 'ocr',
  title: 'Searchable PDF (OCR)',
  description:
    'Reads the scanned pages of a PDF by OCR and lays their text invisibly over them, so it can be searched, selected ' +
    'and copied; the pages look exactly as before. Pages that already have text are left as they are.',
  params,
  accepts: [PDF_MIME],
  output: PDF_MIME,
  limits: pdfOcrCaps,
  validate: validateOcrPdf,
  run: async (ctx): Promise<ToolOutput> => {
    const { pages, readings } = await scanAndRead(ctx);
    const out = outputFile(ctx, 'pdf', PDF_MIME);
    const layer = pages
      .filter((p) => p.image && readings.has(p.index))
      .map((p) => ({ index: p.index, scale: p.image!.dpi / 72, words: layerWords(readings.get(p.index)!, p.image!) }));
    await runPdfWorker(
      'textLayer',
      { input: requireInput(ctx).path, output: out.path, pages: layer, limits: workerLimits(ctx.env.limits) },
      { ...workerOptions(ctx, 'writing'), onProgress: () => undefined },
    );
    ctx.progress(100, `recognized ${readings.size}/${pages.length}`);
    return out;
  },
});

const ocrPdfToText = defineTool({
  id: 163,
  slug: 'ocr-pdf-to-text',
  operation: 'ocr.pdf.text',
  kind: 'upload',
  category: 'ocr',
  engine: 'ocr',
  title: 'PDF to text with OCR',
  description:
    'The text of every page as UTF-8 plain text (pages separated by a form feed): pages with a text layer give theirs, ' +
    'scanned pages are read by OCR.',
  params,
  accepts: [PDF_MIME],
  output: 'text/plain',
  limits: pdfOcrCaps,
  validate: validateOcrPdf,
  run: async (ctx): Promise<ToolOutput> => {
    const { pages, readings } = await scanAndRead(ctx);
    const out = outputFile(ctx, 'txt', 'text/plain');
    const text = pages.map((p) => p.text ?? readings.get(p.index)?.page.text ?? '').join('\f');
    if (Buffer.byteLength(text) > ctx.env.limits.maxOutputBytes) {
      throw new ToolError('too_large', `the text exceeds the output limit of ${ctx.env.limits.maxOutputBytes} bytes`);
    }
    await writeFile(out.path, text);
    ctx.progress(100, `recognized ${readings.size}/${pages.length}`);
    return out;
  },
});

export const pdfOcrTools = [ocrPdf, ocrPdfToText];
