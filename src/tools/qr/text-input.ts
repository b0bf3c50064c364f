import { open } from 'node:fs/promises';
import { ToolError } from '../../core/errors.js';

/**
 * Reads an uploaded text file as UTF-8, refusing anything larger than `maxBytes` before reading it all.
 * The byte-order mark is dropped because it would otherwise be encoded into the symbol.
 */
export async function readTextInput(path: string, maxBytes: number, what = 'text file'): Promise<string> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    if (size > maxBytes) {
      throw new ToolError('too_large', `the ${what} is ${size} bytes, which exceeds the limit of ${maxBytes} bytes for this tool`);
    }
    const buf = Buffer.alloc(size);
    const { bytesRead } = await fh.read(buf, 0, size, 0);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, bytesRead));
    } catch {
      throw new ToolError('invalid_input', `the ${what} is not valid UTF-8 text`);
    }
    return text.replace(/^\uFEFF/, '');
  } finally {
    await fh.close();
  }
}

/** Text files usually end with a line break that the author did not mean as content. */
export function stripTrailingNewlines(text: string): string {
  return text.replace(/[\r\n]+$/, '');
}
