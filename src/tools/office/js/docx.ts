/** docx → text and HTML in the service's own process, with mammoth (BSD-2-Clause): the engine when LibreOffice is absent. */
import mammoth from 'mammoth';
import { ToolError } from '../../../core/errors.js';

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new ToolError('invalid_input', `the document could not be read: ${err instanceof Error ? err.message.slice(0, 200) : String(err)}`);
  }
}

/** The document's text, paragraphs separated by blank lines (mammoth's raw text). */
export async function docxText(path: string): Promise<string> {
  const result = await guarded(() => mammoth.extractRawText({ path }));
  return result.value;
}

/** A whole HTML page of the document: headings, lists, tables, and pictures inline as data: URLs. */
export async function docxHtml(path: string, title: string): Promise<string> {
  // externalFileAccess stays off: a picture linked to a file on this machine is never read.
  const result = await guarded(() => mammoth.convertToHtml({ path }, { externalFileAccess: false }));
  const esc = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc}</title></head><body>\n${result.value}\n</body></html>\n`;
}
