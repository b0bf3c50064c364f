/** Books, comics and messages made by the tests, in their real formats. */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import yazl from 'yazl';

/**
 * A MOBI book (a Palm database of type BOOKMOBI) with uncompressed UTF-8 HTML text: record 0 holds the PalmDOC and
 * MOBI headers, the text follows in records of 4096 bytes.
 */
export function mobiBook(html: string): Buffer {
  const text = Buffer.from(html, 'utf8');
  const textRecords: Buffer[] = [];
  for (let i = 0; i < text.length; i += 4096) textRecords.push(text.subarray(i, i + 4096));
  const first = Buffer.alloc(16 + 232);
  first.writeUInt16BE(1, 0); // no compression
  first.writeUInt32BE(text.length, 4);
  first.writeUInt16BE(textRecords.length, 8);
  first.writeUInt16BE(4096, 10);
  first.write('MOBI', 16, 'latin1');
  first.writeUInt32BE(232, 20); // MOBI header length
  first.writeUInt32BE(2, 24); // a book
  first.writeUInt32BE(65001, 28); // UTF-8
  const records = [first, ...textRecords];
  const headerLength = 78 + 8 * records.length + 2;
  const head = Buffer.alloc(headerLength);
  head.write('test-book', 0, 'latin1');
  head.write('BOOKMOBI', 60, 'latin1');
  head.writeUInt16BE(records.length, 76);
  let offset = headerLength;
  records.forEach((r, i) => {
    head.writeUInt32BE(offset, 78 + 8 * i);
    head.writeUInt32BE(i, 78 + 8 * i + 4);
    offset += r.length;
  });
  return Buffer.concat([head, ...records]);
}

/** An FB2 book with one section per chapter. */
export function fb2Book(chapters: Array<{ title: string; body: string }>, doctype = ''): string {
  const sections = chapters.map((c) => `<section><title><p>${c.title}</p></title><p>${c.body}</p></section>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0">` +
    `<description><title-info><book-title>Test</book-title><lang>en</lang></title-info></description><body>${sections}</body></FictionBook>`
  );
}

/** `count` solid-colour JPEG pages of w×h, numbered so that name order is reading order. */
export async function comicPages(count: number, w = 120, h = 160): Promise<Array<{ name: string; data: Buffer }>> {
  const pages = [];
  for (let i = 0; i < count; i++) {
    const data = await sharp({ create: { width: w, height: h, channels: 3, background: { r: 40 * i, g: 90, b: 200 - 40 * i } } })
      .jpeg()
      .toBuffer();
    pages.push({ name: `page-${String(i + 1).padStart(2, '0')}.jpg`, data });
  }
  return pages;
}

export async function zipTo(path: string, entries: Array<{ name: string; data: Buffer }>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

/** A multipart message with a plain-text body (or an HTML one) and one attachment. */
export function emlMessage(opts: { html?: string; attachment?: { name: string; data: Buffer } }): string {
  const boundary = 'b0undary-test';
  const body = opts.html
    ? `Content-Type: text/html; charset=utf-8\r\n\r\n${opts.html}\r\n`
    : 'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nHello Bob,=0D=0Athe r=C3=A9sum=C3=A9 is attached.\r\n';
  const attachment = opts.attachment
    ? `--${boundary}\r\nContent-Type: application/pdf; name="${opts.attachment.name}"\r\nContent-Disposition: attachment; filename="${opts.attachment.name}"\r\n` +
      `Content-Transfer-Encoding: base64\r\n\r\n${opts.attachment.data.toString('base64').replace(/.{76}/g, '$&\r\n')}\r\n`
    : '';
  return (
    'From: Ada Lovelace <ada@example.org>\r\nTo: Bob <bob@example.org>\r\nSubject: =?UTF-8?Q?Quarterly_r=C3=A9sum=C3=A9?=\r\n' +
    'Date: Fri, 02 Jan 2026 10:00:00 +0200\r\nMessage-ID: <test-1@example.org>\r\nMIME-Version: 1.0\r\n' +
    `Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n--${boundary}\r\n${body}${attachment}--${boundary}--\r\n`
  );
}
