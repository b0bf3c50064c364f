/** PDF to text, to HTML, and its metadata as JSON: each one worker operation writing one file. One row per tool. */
import { z } from 'zod';
import { NO_PARAMS, pagesParam } from '../../../core/tools/params.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import { PDF_MIME, pageSelection, runToFile, validatePages } from '../common.js';
import { documentCaps } from '../limits.js';

interface ReadOutRow {
  id: number;
  slug: string;
  operation: string;
  title: string;
  description: string;
  /** The worker operation, and whether it takes a page selection (`pages`, checked at enqueue). */
  op: 'text' | 'html' | 'metadata';
  paged: boolean;
  stage: string;
  ext: string;
  output: string;
}

const pagesOnly = z.object({ pages: pagesParam('all') });

function readOutTool(row: ReadOutRow) {
  const common = {
    id: row.id,
    slug: row.slug,
    operation: row.operation,
    kind: 'upload',
    category: 'pdf',
    title: row.title,
    description: row.description,
    accepts: [PDF_MIME],
    limits: documentCaps,
    output: row.output,
  } as const;
  const file = { stage: row.stage, ext: row.ext, mime: row.output };
  if (!row.paged) return defineTool({ ...common, params: NO_PARAMS, run: (ctx) => runToFile(ctx, row.op, {}, file) });
  return defineTool({
    ...common,
    params: pagesOnly,
    validate: validatePages,
    run: (ctx) => runToFile(ctx, row.op as 'text' | 'html', { pages: pageSelection(ctx) }, file),
  });
}

const rows: ReadOutRow[] = [
  { id: 33, slug: 'pdf-to-text', operation: 'pdf.extract.text', title: 'PDF to text', description: 'Extracts the text of PDF pages as UTF-8 plain text (pages separated by a form feed).', op: 'text', paged: true, stage: 'extracting', ext: 'txt', output: 'text/plain' },
  { id: 34, slug: 'pdf-to-html', operation: 'pdf.convert.html', title: 'PDF to HTML', description: 'Converts PDF pages to one self-contained HTML file with the text laid out as on the page.', op: 'html', paged: true, stage: 'converting', ext: 'html', output: 'text/html' },
  {
    id: 43,
    slug: 'pdf-metadata',
    operation: 'pdf.metadata',
    title: 'PDF metadata',
    description:
      'Title, author, dates, producer, page count and sizes, encryption, form fields and annotations, as JSON. ' +
      'A password-protected PDF is reported as encrypted.',
    op: 'metadata',
    paged: false,
    stage: 'reading',
    ext: 'json',
    output: 'application/json',
  },
];

export const textTools = rows.map(readOutTool);
