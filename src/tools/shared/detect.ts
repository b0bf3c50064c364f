import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { detectCfb, readBuffer, type ReadAt } from './detect-cfb.js';
import { refineXml, sniffDataText } from './detect-data.js';
import { refineZip } from './detect-zip.js';

export interface DetectedType {
  mime: string;
  ext: string;
}

const MAGIC_BYTES = 4100;
const TEXT_SNIFF_BYTES = 64 * 1024;

/**
 * Decides a file's type from its content only. Binary formats come from file-type, reading the file
 * where each format needs it (a TIFF's directory may sit anywhere, scanners write it after the pixels);
 * text formats (SVG, HTML, vCard, e-mail, JSON, YAML, TOML, CSV, XML, plain text) are recognised here because
 * file-type does not do text, and a ZIP of pictures is told apart as a comic book archive.
 */
export async function detectFile(path: string): Promise<DetectedType | null> {
  const fh = await open(path, 'r');
  let head: Buffer;
  try {
    const buf = Buffer.alloc(TEXT_SNIFF_BYTES);
    const { bytesRead } = await fh.read(buf, 0, TEXT_SNIFF_BYTES, 0);
    head = buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
  if (head.length === 0) return null;
  // Most signatures sit in the first bytes (a PDF was once missed when file-type saw more); only when those say
  // nothing does file-type read on, through its file tokenizer, at whatever offset the format points to.
  const found = (await fileTypeFromBuffer(head.subarray(0, MAGIC_BYTES))) ?? (await fileTypeFromFile(path));
  return classify(found, head, head.length < TEXT_SNIFF_BYTES, path, fileReader(path));
}

/** Positional reads of a file, for a compound file's directory, which may sit anywhere in it. */
function fileReader(path: string): ReadAt {
  return async (offset, length) => {
    const fh = await open(path, 'r');
    try {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await fh.read(buf, 0, length, offset);
      return buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  };
}

/** The same decision for bytes in memory (a whole file, or as much of its start as is at hand). */
export async function detectBuffer(head: Buffer): Promise<DetectedType | null> {
  if (head.length === 0) return null;
  const found = (await fileTypeFromBuffer(head.subarray(0, MAGIC_BYTES))) ?? (await fileTypeFromBuffer(head));
  return classify(found, head.subarray(0, TEXT_SNIFF_BYTES), head.length < TEXT_SNIFF_BYTES, head, readBuffer(head));
}

/**
 * `complete`: `head` is the whole file; `whole`: where the whole file is (a path, or the bytes) for a ZIP's directory;
 * `read`: positional reads of it, for a compound file's directory.
 */
async function classify(
  found: { mime: string; ext: string } | undefined,
  head: Buffer,
  complete: boolean,
  whole: string | Buffer,
  read: ReadAt,
): Promise<DetectedType | null> {
  // file-type names every compound file alike; its root streams tell a Word, Excel, PowerPoint or Outlook file apart.
  if (found?.mime === 'application/x-cfb') {
    const office = await detectCfb(read);
    if (office) return { mime: office.mime, ext: office.ext };
  }
  // SVG files usually start with an XML declaration, which file-type reports as plain XML; so do FB2 books.
  if (found?.mime === 'application/xml') {
    const text = detectText(head, complete);
    if (text?.mime === 'image/svg+xml') return text;
    const prefix = decodeUtf8Prefix(head);
    const book = prefix === null ? null : refineXml(prefix.replace(/^\uFEFF/, ''));
    if (book) return book;
  }
  if (found?.mime === 'application/zip') return (await refineZip(whole)) ?? normalise(found.mime, found.ext);
  if (found) return normalise(found.mime, found.ext);
  if (isPkcs12(head)) return { mime: 'application/x-pkcs12', ext: 'p12' };
  return detectOrf(head) ?? detectText(head, complete);
}

/**
 * Olympus RAW is TIFF with its own magic ("IIRO", "IIRS" or "MMOR" instead of 42); file-type knows only "IIRO" with
 * 24 entries in the first directory, which other bodies do not write.
 */
function detectOrf(head: Buffer): DetectedType | null {
  const magic = head.toString('latin1', 0, 4);
  return magic === 'IIRO' || magic === 'IIRS' || magic === 'MMOR' ? { mime: 'image/x-olympus-orf', ext: 'orf' } : null;
}

/**
 * Types some tools serve under a name other than the one detection gives the same bytes (the service has always
 * sent M4A as audio/mp4 and AVI as video/x-msvideo). Accepted types are detection names, so whether one tool's
 * output can feed another is `takesType(accepts, detectedAs(output))`.
 */
const SERVED_ALIASES: Readonly<Record<string, string>> = {
  'audio/mp4': 'audio/x-m4a',
  'video/x-msvideo': 'video/vnd.avi',
};

/** The name detection gives a file served as `mime`. */
export function detectedAs(mime: string): string {
  return SERVED_ALIASES[mime] ?? mime;
}

function normalise(mime: string, ext: string): DetectedType {
  // file-type names a few types differently from what browsers and our catalogue use.
  if (mime === 'video/matroska') return { mime: 'video/x-matroska', ext };
  if (mime === 'audio/x-ms-asf' || mime === 'video/x-ms-asf') return { mime: 'audio/x-ms-wma', ext: 'wma' };
  return { mime, ext };
}

function detectText(head: Buffer, complete: boolean): DetectedType | null {
  const text = decodeUtf8Prefix(head);
  if (text === null) return null;
  const start = text.replace(/^\uFEFF/, '').trimStart();
  const lower = start.slice(0, 2048).toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(lower)) {
    return { mime: 'image/svg+xml', ext: 'svg' };
  }
  if (/^(<!--[\s\S]*?-->\s*)*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/.test(lower)) {
    return { mime: 'text/html', ext: 'html' };
  }
  if (/^begin:vcard\r?\n/.test(lower)) return { mime: 'text/vcard', ext: 'vcf' };
  // Subtitles: WebVTT's and ASS's own first lines, and an SRT's first cue (its number, then a time range).
  if (/^webvtt([ \t][^\n]*)?\r?\n/.test(start.slice(0, 64).toLowerCase() + '\n')) return { mime: 'text/vtt', ext: 'vtt' };
  if (/^\[script info\]\s*\r?\n/.test(lower)) return { mime: 'text/x-ssa', ext: 'ass' };
  if (/^\d{1,9}\r?\n\d{1,2}:\d{2}:\d{2}[,.]\d{1,3} --> \d{1,2}:\d{2}:\d{2}[,.]\d{1,3}/.test(lower)) return { mime: 'application/x-subrip', ext: 'srt' };
  return sniffDataText(start, complete) ?? { mime: 'text/plain', ext: 'txt' };
}

/** Decodes as UTF-8 and rejects binary content; a multi-byte sequence cut at the end of the buffer is allowed. */
function decodeUtf8Prefix(head: Buffer): string | null {
  let end = head.length;
  // Step back over a trailing incomplete multi-byte sequence (at most 3 bytes).
  for (let i = 1; i <= 3 && i <= head.length; i++) {
    const b = head[head.length - i];
    if ((b & 0xc0) === 0xc0) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      if (need > i) end = head.length - i;
      break;
    }
    if ((b & 0x80) === 0) break;
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    if (hasBinaryControl(text)) return null;
    return text;
  } catch {
    return null;
  }
}

/** Control characters other than tab, newline, vertical tab, form feed and carriage return mark binary data. */
function hasBinaryControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0b && c !== 0x0c && c !== 0x0d) return true;
  }
  return false;
}

/** DER of the OID 1.2.840.113549.1.7.1 (PKCS#7 data), which a PKCS#12 file's authenticated safe starts with. */
const PKCS7_DATA_OID = Buffer.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01]);

/**
 * A PKCS#12 key store (a .p12 or .pfx, pdf-sign's certificate): a DER SEQUENCE whose first member is INTEGER 3 (the
 * PFX version), then the PKCS#7 data OID within the first few dozen bytes. file-type has no signature for it.
 */
function isPkcs12(head: Buffer): boolean {
  if (head.length < 24 || head[0] !== 0x30) return false;
  const lengthBytes = head[1] & 0x80 ? head[1] & 0x7f : 0;
  const at = 2 + lengthBytes;
  if (lengthBytes > 4 || head[at] !== 0x02 || head[at + 1] !== 0x01 || head[at + 2] !== 0x03) return false;
  return head.subarray(at + 3, at + 40).includes(PKCS7_DATA_OID);
}
