import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { enumParam } from '../../../core/tools/params.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import { outputFile, PDF_MIME, requireInput } from '../../pdf/common.js';
import { capture, paperInches } from '../capture-run.js';
import { MAX_DOCUMENT_BYTES, readTextDocument } from '../text-input.js';

export const htmlToPdfBrowser = defineTool({
  id: 172,
  slug: 'html-to-pdf-browser',
  operation: 'web.html.pdf',
  kind: 'upload',
  category: 'web',
  engine: 'browser',
  title: 'HTML to PDF (browser)',
  description:
    'Prints an HTML file to PDF as a browser renders it, scripts run, with no network at all: every image, style, ' +
    'frame or fetch the page asks for from anywhere is refused (inline styles, scripts and data: images work).',
  params: z.object({
    preset: enumParam(['a4', 'letter'] as const, 'a4', 'Paper: a4 or letter'),
  }),
  accepts: ['text/html'],
  output: PDF_MIME,
  limits: (server) => ({ maxPages: server.maxPdfPages, maxTextBytes: MAX_DOCUMENT_BYTES }),
  validate: async (_params, input) => void (await readTextDocument(input, 'HTML')),
  async run(ctx) {
    const input = requireInput(ctx);
    await readTextDocument(input, 'HTML').catch((err: unknown) => {
      throw new ToolError(err instanceof AppError && err.code === 'file_too_large' ? 'too_large' : 'invalid_input', String((err as Error).message));
    });
    const out = outputFile(ctx, 'pdf', PDF_MIME);
    await capture(
      ctx,
      { kind: 'html', path: input.path },
      { kind: 'pdf', path: out.path, paper: paperInches(ctx.params.preset), landscape: false, background: true, maxPages: ctx.env.limits.maxPdfPages },
    );
    return out;
  },
});
