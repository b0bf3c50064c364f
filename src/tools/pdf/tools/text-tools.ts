/** PDF to text, to HTML, and its metadata as JSON. */
import { z } from 'zod';
import { NO_PARAMS, pagesParam } from '../../../core/tools/params.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import { PDF_MIME, checkPdfInput, outputFile, requireInput, workerOptions } from '../common.js';
import { workerLimits } from '../limits.js';
import { runPdfWorker } from '../runner.js';

const pagesOnly = z.object({ pages: pagesParam('all') });

export const pdfToText = defineTool({
  slug: 'pdf-to-text',
  operation: 'pdf.extract.text',
  kind: 'upload',
  category: 'pdf',
  title: 'PDF to text',
  description: 'Extracts the text of PDF pages as UTF-8 plain text (pages separated by a form feed).',
  params: pagesOnly,
  accepts: [PDF_MIME],
  output: 'text/plain',
  async validate(params, input, env) {
    await checkPdfInput(input, env, { pages: params.pages });
  },
  async run(ctx) {
    const input = requireInput(ctx);
    const out = outputFile(ctx, 'txt', 'text/plain');
    await runPdfWorker(
      'text',
      {
        input: input.path,
        output: out.path,
        pages: { spec: ctx.params.pages, cap: ctx.env.limits.maxPdfPages },
        limits: workerLimits(ctx.env.limits),
      },
      workerOptions(ctx, 'extracting'),
    );
    return out;
  },
});

export const pdfToHtml = defineTool({
  slug: 'pdf-to-html',
  operation: 'pdf.convert.html',
  kind: 'upload',
  category: 'pdf',
  title: 'PDF to HTML',
  description: 'Converts PDF pages to one self-contained HTML file with the text laid out as on the page.',
  params: pagesOnly,
  accepts: [PDF_MIME],
  output: 'text/html',
  async validate(params, input, env) {
    await checkPdfInput(input, env, { pages: params.pages });
  },
  async run(ctx) {
    const input = requireInput(ctx);
    const out = outputFile(ctx, 'html', 'text/html');
    await runPdfWorker(
      'html',
      {
        input: input.path,
        output: out.path,
        pages: { spec: ctx.params.pages, cap: ctx.env.limits.maxPdfPages },
        limits: workerLimits(ctx.env.limits),
      },
      workerOptions(ctx, 'converting'),
    );
    return out;
  },
});

export const pdfMetadata = defineTool({
  slug: 'pdf-metadata',
  operation: 'pdf.metadata',
  kind: 'upload',
  category: 'pdf',
  title: 'PDF metadata',
  description:
    'Title, author, dates, producer, page count and sizes, encryption, form fields and annotations, as JSON. ' +
    'A password-protected PDF is reported as encrypted.',
  params: NO_PARAMS,
  accepts: [PDF_MIME],
  output: 'application/json',
  async run(ctx) {
    const input = requireInput(ctx);
    const out = outputFile(ctx, 'json', 'application/json');
    await runPdfWorker(
      'metadata',
      { input: input.path, output: out.path, limits: workerLimits(ctx.env.limits) },
      workerOptions(ctx, 'reading'),
    );
    return out;
  },
});

export const textTools = [pdfToText, pdfToHtml, pdfMetadata];
