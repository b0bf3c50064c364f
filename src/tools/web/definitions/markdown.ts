import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { enumParam, NO_PARAMS } from '../../../core/tools/params.js';
import { defineTool, type InputFile, type ToolContext } from '../../../core/tools/tool.types.js';
import { PAPER_SIZES } from '../../pdf/engine/worker/paper.js';
import { PDF_MIME, requireInput, runToFile } from '../../pdf/common.js';
import { renderMarkdown } from '../markdown/render.js';
import { MAX_DOCUMENT_BYTES, readTextDocument } from '../text-input.js';

/** Markdown arrives as plain text: no magic bytes tell it from any other text. */
const MARKDOWN_INPUTS = ['text/plain'] as const;

async function markdownPage(ctx: ToolContext<unknown>, input: InputFile): Promise<string> {
  const text = await readTextDocument(input, 'Markdown').catch((err: unknown) => {
    throw new ToolError(err instanceof AppError && err.code === 'file_too_large' ? 'too_large' : 'invalid_input', String((err as Error).message));
  });
  ctx.progress(10, 'rendering');
  return renderMarkdown(text, ctx.baseName);
}

export const markdownToHtml = defineTool({
  id: 173,
  slug: 'markdown-to-html',
  operation: 'web.markdown.html',
  kind: 'upload',
  category: 'web',
  title: 'Markdown to HTML',
  description:
    'Turns a GitHub-flavoured Markdown file (tables, task lists, fenced code) into one HTML page with its stylesheet; ' +
    'code blocks are highlighted. Nothing the text links to is fetched.',
  params: NO_PARAMS,
  accepts: MARKDOWN_INPUTS,
  output: 'text/html',
  limits: { maxTextBytes: MAX_DOCUMENT_BYTES },
  validate: async (_params, input) => void (await readTextDocument(input, 'Markdown')),
  async run(ctx) {
    const html = await markdownPage(ctx, requireInput(ctx));
    const name = `${ctx.baseName}.html`;
    const path = join(ctx.workDir, name);
    await writeFile(path, html, 'utf8');
    ctx.progress(100);
    return { path, name, mime: 'text/html' };
  },
});

export const markdownToPdf = defineTool({
  id: 174,
  slug: 'markdown-to-pdf',
  operation: 'web.markdown.pdf',
  kind: 'upload',
  category: 'web',
  title: 'Markdown to PDF',
  description:
    'Lays a GitHub-flavoured Markdown file out on A4 or Letter pages, code highlighted, without a browser: no script ' +
    'runs and no image or style is fetched from anywhere.',
  params: z.object({
    preset: enumParam(['a4', 'letter'] as const, 'a4', 'Paper: a4 or letter'),
  }),
  accepts: MARKDOWN_INPUTS,
  output: PDF_MIME,
  limits: (server) => ({ maxPages: server.maxPdfPages, maxTextBytes: MAX_DOCUMENT_BYTES }),
  validate: async (_params, input) => void (await readTextDocument(input, 'Markdown')),
  async run(ctx) {
    const input = requireInput(ctx);
    const html = await markdownPage(ctx, input);
    const page = join(ctx.workDir, 'markdown-page.html');
    await writeFile(page, html, 'utf8');
    const [w, h] = PAPER_SIZES[ctx.params.preset];
    // MuPDF's HTML engine lays the page out: it runs no script and, reading from a stream, resolves no reference.
    return runToFile({ ...ctx, input: { ...input, path: page } }, 'reflowToPdf', { magic: 'text/html', pageSize: [w, h], em: 11 }, { stage: 'laying out' });
  },
});
