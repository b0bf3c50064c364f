import { writeFileSync } from 'node:fs';
import type * as mupdf from 'mupdf';
import type { WorkerLimits } from './protocol.js';

/** Writes a result file after checking it against the output cap. */
export function writeOutput(path: string, data: Uint8Array | string, limits: Pick<WorkerLimits, 'maxOutputBytes'>): number {
  const size = typeof data === 'string' ? Buffer.byteLength(data, 'utf8') : data.length;
  if (size > limits.maxOutputBytes) {
    throw new Error(`the result (${size} bytes) exceeds the output limit of ${limits.maxOutputBytes} bytes`);
  }
  writeFileSync(path, data);
  return size;
}

/**
 * Saves a mupdf document. `garbage` drops objects no page refers to any more (removed pages,
 * deleted metadata), so what was removed is really gone from the file.
 */
export function saveMupdf(doc: mupdf.PDFDocument, path: string, options: string, limits: Pick<WorkerLimits, 'maxOutputBytes'>): number {
  const buffer = doc.saveToBuffer(options);
  try {
    return writeOutput(path, buffer.asUint8Array(), limits);
  } finally {
    buffer.destroy();
  }
}

/** The default save: unused objects collected, streams compressed. */
export const CLEAN_SAVE = 'garbage=compact,compress';

/** `<stem>-page-007`: the page number padded to the width of the document's last one, at least three digits. */
export function pageFileStem(stem: string, index: number, pageCount: number): string {
  return `${stem}-page-${String(index + 1).padStart(Math.max(3, String(pageCount).length), '0')}`;
}
