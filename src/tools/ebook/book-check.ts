import { open, stat } from 'node:fs/promises';
import { AppError } from '../../core/errors.js';
import { MAX_EPUB_MARKUP_BYTES } from '../pdf/epub-check.js';

/**
 * Text a book may lay out, the same budget as an EPUB's chapters: a MOBI book's declared text length, or an FB2
 * file's whole size (its pictures travel inside the XML as base64).
 */
export const MAX_BOOK_TEXT_BYTES = MAX_EPUB_MARKUP_BYTES;

/** An FB2 file within the text budget. MuPDF's XML parser expands no entity, so a DOCTYPE needs no check of its own. */
export async function checkFb2(path: string): Promise<void> {
  const { size } = await stat(path);
  if (size > MAX_BOOK_TEXT_BYTES) {
    throw new AppError('file_too_large', `the FB2 book (${size} bytes) exceeds the limit of ${MAX_BOOK_TEXT_BYTES} bytes`);
  }
}

/**
 * A MOBI book whose text, as its first record declares it, fits the budget: the text records are inflated whole
 * before layout, so a book claiming gigabytes of text is refused before MuPDF allocates them.
 */
export async function checkMobi(path: string): Promise<void> {
  const fh = await open(path, 'r');
  try {
    const head = Buffer.alloc(86);
    const { bytesRead } = await fh.read(head, 0, head.length, 0);
    if (bytesRead < 86) throw new AppError('unsupported_type', 'the MOBI book is too short to hold its header');
    const first = head.readUInt32BE(78);
    const record = Buffer.alloc(16);
    const got = (await fh.read(record, 0, 16, first)).bytesRead;
    if (got < 16) throw new AppError('unsupported_type', 'the MOBI book is damaged: its first record is missing');
    const textLength = record.readUInt32BE(4);
    if (textLength > MAX_BOOK_TEXT_BYTES) {
      throw new AppError('file_too_large', `the MOBI book declares ${textLength} bytes of text, which exceeds the limit of ${MAX_BOOK_TEXT_BYTES} bytes`);
    }
    if (record.readUInt16BE(12) !== 0) throw new AppError('unsupported_type', 'the MOBI book is encrypted (DRM); only books without DRM can be converted');
  } finally {
    await fh.close();
  }
}
