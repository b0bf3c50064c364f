import { readFile, stat } from 'node:fs/promises';
import { AppError } from '../../core/errors.js';
import type { InputFile } from '../../core/tools/tool.types.js';

/** Largest HTML or Markdown file taken (5 MiB is thousands of pages; the page budget applies as well). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** A text document's bytes, within the size cap and valid UTF-8 throughout (detection only samples the start). */
export async function readTextDocument(input: InputFile | null, what: string): Promise<string> {
  if (!input) throw new AppError('upload_required', `this tool needs an uploaded ${what} file`);
  const { size } = await stat(input.path);
  if (size > MAX_DOCUMENT_BYTES) {
    throw new AppError('file_too_large', `the ${what} file (${size} bytes) exceeds the limit of ${MAX_DOCUMENT_BYTES} bytes`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(input.path));
  } catch {
    throw new AppError('unsupported_type', `the ${what} file is not valid UTF-8 text`);
  }
}
