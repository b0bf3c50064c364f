import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { parsePageRanges } from '../../../core/tools/pages.js';
import { intParam, pagesParam } from '../../../core/tools/params.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import { checkPdfInput } from '../../pdf/common.js';
import { renderCaps } from '../../pdf/limits.js';
import { countPdfPages, renderPdfPages } from '../../pdf/render.js';
import { writeDecodeJson } from '../decode-output.js';
import { BarcodeReader, QR_FORMATS } from '../engine/reader/barcode-reader.js';
import type { DecodedCode } from '../engine/reader/protocol.js';
import { loadRgba } from '../engine/reader/pixels.js';

/** Pages searched when the caller names none: codes sit on the first pages of tickets, invoices and forms. */
export const DEFAULT_PDF_PAGES = 10;

export const qrDecodePdf = defineTool({
  id: 117,
  slug: 'qr-decode-pdf',
  operation: 'qr.decode.pdf',
  kind: 'upload',
  category: 'qr',
  title: 'Read QR codes in a PDF',
  description: `Renders PDF pages (the first ${DEFAULT_PDF_PAGES} unless pages are named) and returns every QR code found, with its page, as JSON.`,
  params: z.object({
    // Optional rather than a fixed "1-10" default, so a shorter document is simply searched whole.
    pages: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      pagesParam(undefined, `Pages to search, 1-based ranges such as 1-3,5,9- (default: the first ${DEFAULT_PDF_PAGES})`).optional(),
    ),
    level: intParam({ min: 72, max: 400, default: 200, description: 'Rendering resolution in dpi (72–400)' }),
  }),
  accepts: ['application/pdf'],
  output: 'application/json',
  limits: renderCaps,
  async validate(params, input, env) {
    // Without explicit pages only page 1 is checked here; the renderer enforces the caps for the rest.
    const caps = renderCaps(env.limits);
    await checkPdfInput(input, env, {
      pages: params.pages ?? '1',
      documentCap: caps.maxPages,
      selectionCap: caps.maxSelectedPages,
      dpi: params.level,
    });
  },
  async run(ctx) {
    if (!ctx.input) throw new ToolError('internal', 'a PDF is required');
    const { limits } = ctx.env;
    // Start the reader first: its thread loads while mupdf renders.
    const reader = BarcodeReader.open(ctx.signal);
    try {
      ctx.progress(2, 'reading');
      const pageCount = await countPdfPages(ctx.input.path, ctx.signal, ctx.env);
      const pages = ctx.params.pages
        ? parsePageRanges(ctx.params.pages, pageCount, renderCaps(limits).maxSelectedPages)
        : Array.from({ length: Math.min(DEFAULT_PDF_PAGES, pageCount) }, (_, i) => i);
      const outDir = join(ctx.workDir, 'pages');
      await mkdir(outDir);
      const files = await renderPdfPages(ctx.input.path, {
        pages,
        dpi: ctx.params.level,
        gray: true,
        format: 'png',
        outDir,
        signal: ctx.signal,
        limits,
        workers: ctx.env.pdf,
        onPage: (done, total) => ctx.progress(5 + Math.round((45 * done) / total), 'rendering'),
      });
      const codes: Array<DecodedCode & { page: number }> = [];
      for (const [i, file] of files.entries()) {
        if (ctx.signal.aborted) throw new ToolError('internal', 'job cancelled');
        const found = await reader.decode(await loadRgba(file, limits.maxOutputPixels), QR_FORMATS);
        codes.push(...found.map((c) => ({ page: pages[i] + 1, ...c })));
        await rm(file, { force: true });
        ctx.progress(50 + Math.round((45 * (i + 1)) / files.length), 'decoding');
      }
      await rm(outDir, { recursive: true, force: true });
      return await writeDecodeJson(ctx.workDir, ctx.baseName, codes, {
        pages_searched: pages.map((p) => p + 1),
        dpi: ctx.params.level,
      });
    } finally {
      await reader.close();
    }
  },
});
