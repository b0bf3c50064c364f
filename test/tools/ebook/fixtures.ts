/** Books, comics and messages made by the tests, in their real formats. */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import CFB from 'cfb';
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

/**
 * A ZIP of stored (or deflated) entries written in one pass in memory: tens of thousands of entries in a fraction of
 * a second, where a streaming zipper takes half a minute on this machine.
 */
export function storedZip(entries: Array<{ name: string; data: Buffer; deflate?: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = zlib.crc32(entry.data) >>> 0;
    // Deflated at the fastest level: a bomb's megabytes of one byte shrink as well at level 1 as at 9.
    const e = { data: entry.deflate ? zlib.deflateRawSync(entry.data, { level: 1 }) : entry.data, size: entry.data.length, method: entry.deflate ? 8 : 0 };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An EPUB of `count` tiny chapters, every one in the spine. */
export function epubOfChapters(count: number): Buffer {
  const ids = Array.from({ length: count }, (_, i) => i);
  const opf =
    '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">' +
    '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Many</dc:title><dc:identifier id="id">m</dc:identifier></metadata>' +
    `<manifest>${ids.map((i) => `<item id="c${i}" href="c${i}.xhtml" media-type="application/xhtml+xml"/>`).join('')}</manifest>` +
    `<spine>${ids.map((i) => `<itemref idref="c${i}"/>`).join('')}</spine></package>`;
  return storedZip([
    { name: 'mimetype', data: Buffer.from('application/epub+zip') },
    {
      name: 'META-INF/container.xml',
      data: Buffer.from(
        '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">' +
          '<rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
      ),
    },
    { name: 'content.opf', data: Buffer.from(opf) },
    ...ids.map((i) => ({ name: `c${i}.xhtml`, data: Buffer.from(`<html xmlns="http://www.w3.org/1999/xhtml"><body><p>${i}</p></body></html>`) })),
  ]);
}

/**
 * An Outlook message (.msg): a compound file of MAPI property streams (UTF-16 strings, binary attachment data), with
 * one recipient and one attachment, written by the cfb package as Outlook lays them out.
 */
export function msgMessage(): Buffer {
  const utf16 = (s: string) => Buffer.from(s, 'utf16le');
  const file = CFB.utils.cfb_new();
  const add = (path: string, data: Buffer) => CFB.utils.cfb_add(file, path, data);
  add('/__properties_version1.0', Buffer.alloc(32));
  add('/__substg1.0_0037001F', utf16('Outlook résumé'));
  add('/__substg1.0_0C1A001F', utf16('Ada Lovelace'));
  add('/__substg1.0_5D01001F', utf16('ada@example.org'));
  add('/__substg1.0_1000001F', utf16('Hello Bob,\r\nthe figures are attached.'));
  add('/__recip_version1.0_#00000000/__properties_version1.0', Buffer.alloc(8));
  add('/__recip_version1.0_#00000000/__substg1.0_3001001F', utf16('Bob'));
  add('/__recip_version1.0_#00000000/__substg1.0_39FE001F', utf16('bob@example.org'));
  add('/__attach_version1.0_#00000000/__properties_version1.0', Buffer.alloc(8));
  add('/__attach_version1.0_#00000000/__substg1.0_3707001F', utf16('figures.xlsx'));
  add('/__attach_version1.0_#00000000/__substg1.0_37010102', Buffer.alloc(3000, 1));
  return CFB.write(file, { type: 'buffer' }) as Buffer;
}
