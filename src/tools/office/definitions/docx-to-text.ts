/**
 * docx → plain text and HTML. Both run on mammoth in the service's own process whether or not LibreOffice is here:
 * measured on this project's bench machine, mammoth answers a small document in tens of milliseconds where a
 * LibreOffice run costs 1–2 s of start-up, and its HTML is clean semantic markup (headings, lists, tables, pictures
 * inline) where LibreOffice's carries its layout as inline styles.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NO_PARAMS } from '../../../core/tools/params.js';
import { officeTool } from '../define.js';
import { DOCM, DOCX } from '../formats.js';
import { docxHtml, docxText } from '../js/docx.js';
import { JS_CAPS } from '../limits.js';
import { prepareInput } from '../prepare.js';

export const docxToText = officeTool({
  id: 150,
  slug: 'docx-to-text',
  operation: 'document.text.txt',
  title: 'Word to text',
  description: 'Extracts the text of a Word document (docx) as UTF-8 plain text, one paragraph per line.',
  params: NO_PARAMS,
  accepts: [DOCX, DOCM],
  output: 'text/plain',
  limits: JS_CAPS,
  async run(ctx) {
    const prepared = await prepareInput(ctx);
    ctx.progress(10, 'converting');
    const name = `${ctx.baseName}.txt`;
    const path = join(ctx.workDir, name);
    await writeFile(path, await docxText(prepared));
    ctx.progress(100, 'done');
    return { path, name, mime: 'text/plain' };
  },
});

export const docxToHtml = officeTool({
  id: 151,
  slug: 'docx-to-html',
  operation: 'document.text.html',
  title: 'Word to HTML',
  description: 'Converts a Word document (docx) to one HTML page: headings, lists, tables and pictures (inline).',
  params: NO_PARAMS,
  accepts: [DOCX, DOCM],
  output: 'text/html',
  limits: JS_CAPS,
  async run(ctx) {
    const prepared = await prepareInput(ctx);
    ctx.progress(10, 'converting');
    const name = `${ctx.baseName}.html`;
    const path = join(ctx.workDir, name);
    await writeFile(path, await docxHtml(prepared, ctx.baseName));
    ctx.progress(100, 'done');
    return { path, name, mime: 'text/html' };
  },
});
