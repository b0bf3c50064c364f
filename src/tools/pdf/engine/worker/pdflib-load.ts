import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { openPdf } from './open.js';
import type { WorkerLimits } from './protocol.js';

/**
 * Loads a PDF into pdf-lib after mupdf has vetted it (password, page cap). pdf-lib cannot read
 * encrypted files and is strict about broken ones, so such files are first rewritten by mupdf.
 */
export async function loadWithPdfLib(path: string, limits: WorkerLimits): Promise<PDFDocument> {
  const vetted = openPdf(path, limits);
  const encryption = vetted.getMetaData('encryption');
  let bytes: Uint8Array;
  if (vetted.wasRepaired() || (encryption && encryption !== 'None')) {
    const buffer = vetted.saveToBuffer('encrypt=none,garbage=compact');
    bytes = buffer.asUint8Array().slice();
    buffer.destroy();
  } else {
    bytes = new Uint8Array(readFileSync(path));
  }
  vetted.destroy();
  return PDFDocument.load(bytes, { updateMetadata: false });
}
