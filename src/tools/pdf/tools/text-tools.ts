/** PDF to text, to HTML, and its metadata as JSON. */
import { z } from 'zod';
import { NO_PARAMS, pagesParam } from '../../../core/tools/params.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import { PDF_MIME, pageSelection, runToFile, validatePages } from '../common.js';

const pagesOnly = z.object({ pages: pagesParam('all') });

export const pdfToText = defineTool({
  id: 33,
  slug: 'pdf-to-text',
  operation: 'pdf.extract.text',
  kind: 'upload',
  category: 'pdf',
  title: 'PDF to text',
  description: 'Extracts the text of PDF pages as UTF-8 plain text (pages separated by a form feed).',
  params: pagesOnly,
  accepts: [PDF_MIME],
  output: 'text/plain',
  validate: validatePages,
  run: (ctx) => runToFile(ctx, 'text', { pages: pageSelection(ctx) }, { stage: 'extracting', ext: 'txt', mime: 'text/plain' }),
});

export const pdfToHtml = defineTool({
  id: 34,
  slug: 'pdf-to-html',
  operation: 'pdf.convert.html',
  kind: 'upload',
  category: 'pdf',
  title: 'PDF to HTML',
  description: 'Converts PDF pages to one self-contained HTML file with the text laid out as on the page.',
  params: pagesOnly,
  accepts: [PDF_MIME],
  output: 'text/html',
  validate: validatePages,
  run: (ctx) => runToFile(ctx, 'html', { pages: pageSelection(ctx) }, { stage: 'converting', ext: 'html', mime: 'text/html' }),
});

export const pdfMetadata = defineTool({
  id: 43,
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
  run: (ctx) => runToFile(ctx, 'metadata', {}, { stage: 'reading', ext: 'json', mime: 'application/json' }),
});

export const textTools = [pdfToText, pdfToHtml, pdfMetadata];
