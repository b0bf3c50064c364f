/** PDFs and other inputs generated for the PDF tool tests (pdf-lib, sharp, yazl): nothing is checked in. */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type * as mupdf from 'mupdf';
import {
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import sharp from 'sharp';
import yazl from 'yazl';

export const A4: [number, number] = [595.28, 841.89];
export const LETTER: [number, number] = [612, 792];
export const WIDE: [number, number] = [400, 300];

/**
 * A mupdf document saved with `options`, as bytes of our own. mupdf's `asUint8Array()` is a view into its WebAssembly
 * heap: once the saved buffer is collected and freed, the allocator writes its bookkeeping over the first bytes, so a
 * view handed to an async write could land on disk without its `%PDF` header (a test saw its encrypted fixture
 * refused as "not a PDF", once).
 */
export function savedPdf(doc: mupdf.PDFDocument, options: string): Buffer {
  const saved = doc.saveToBuffer(options);
  try {
    return Buffer.from(saved.asUint8Array());
  } finally {
    saved.destroy();
  }
}

export interface Scratch {
  dir: string;
  file(name: string, data: Uint8Array | string): Promise<string>;
  done(): Promise<void>;
}

export async function scratch(): Promise<Scratch> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-test-'));
  return {
    dir,
    async file(name, data) {
      const path = join(dir, name);
      await writeFile(path, data);
      return path;
    },
    done: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Three pages with distinct sizes and text: page 1 A4 with a 64×48 red PNG and the metadata set,
 * page 2 Letter with a square annotation and a filled text field, page 3 400×300 landscape.
 */
export async function richPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.setTitle('Quarterly Report');
  doc.setAuthor('Ada Lovelace');
  doc.setSubject('Testing subject');
  doc.setKeywords(['alpha', 'beta']);
  doc.setCreator('pdf-test-creator');
  doc.setProducer('pdf-test-producer');

  const p1 = doc.addPage(A4);
  p1.drawText('First page says hello', { x: 50, y: 780, size: 18, font });
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .png()
    .toBuffer();
  const image = await doc.embedPng(png);
  p1.drawImage(image, { x: 50, y: 500, width: 128, height: 96 });

  const p2 = doc.addPage(LETTER);
  p2.drawText('Second page with a form', { x: 50, y: 740, size: 18, font });
  const annot = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Square',
    Rect: [300, 300, 500, 450],
    C: [0, 0, 1],
    Border: [0, 0, 4],
    Contents: PDFString.of('a note'),
  });
  p2.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
  const field = doc.getForm().createTextField('customer');
  field.setText('Grace Hopper');
  field.addToPage(p2, { x: 50, y: 600, width: 200, height: 30, font });

  const p3 = doc.addPage(WIDE);
  p3.drawText('Third page landscape', { x: 30, y: 250, size: 14, font });
  return doc.save();
}

/** `count` pages of plain text, each `size` points. */
export async function textPdf(count: number, size: [number, number] = A4, lines = 3): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < count; i++) {
    const page = doc.addPage(size);
    for (let l = 0; l < lines; l++) {
      page.drawText(`Page ${i + 1} line ${l + 1} the quick brown fox`, { x: 40, y: size[1] - 60 - l * 16, size: 11, font });
    }
  }
  return doc.save();
}

/** `count` tiny pages sharing one content stream: cheap to build, even for thousands of pages. */
export async function manyPagesPdf(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const contents = doc.context.register(doc.context.stream('0 0 0 rg 10 10 20 20 re f'));
  for (let i = 0; i < count; i++) doc.addPage([100, 100]).node.set(PDFName.of('Contents'), contents);
  return doc.save({ objectsPerTick: Infinity });
}

/** Two pages of WinAnsi text with accents, the euro sign and an em dash (multi-byte in UTF-8). */
export async function accentedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage(A4).drawText('Café naïve — 42 €', { x: 50, y: 780, size: 16, font });
  doc.addPage(A4).drawText('Zweite Seite: Grüße <b>&amp;', { x: 50, y: 780, size: 16, font });
  return doc.save();
}

/** A PNG whose header declares `width`×`height` pixels but whose data is a few bytes: a pixel bomb. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal EPUB 2 book with two chapters, zipped as the format requires (mimetype first, stored). */
export async function epubBook(path: string, chapters: Array<{ title: string; body: string }>): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', { compress: false });
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">' +
        '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'META-INF/container.xml',
  );
  const items = chapters.map((_, i) => `<item id="c${i}" href="c${i}.xhtml" media-type="application/xhtml+xml"/>`).join('');
  const spine = chapters.map((_, i) => `<itemref idref="c${i}"/>`).join('');
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">' +
        '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Test Book</dc:title><dc:identifier id="id">test-1</dc:identifier>' +
        '<dc:language>en</dc:language></metadata>' +
        `<manifest>${items}</manifest><spine>${spine}</spine></package>`,
    ),
    'OEBPS/content.opf',
  );
  chapters.forEach((c, i) =>
    zip.addBuffer(
      Buffer.from(
        `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${c.title}</title></head>` +
          `<body><h1>${c.title}</h1><p>${c.body}</p></body></html>`,
      ),
      `OEBPS/c${i}.xhtml`,
    ),
  );
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

/**
 * A 200×200 pt page showing a 10000×10000 RGB image whose stream is Flate inside Flate: 4.5 KB on
 * disk, 300 MB once decoded.
 */
export async function decompressionBombPdf(): Promise<Uint8Array> {
  const side = 10_000;
  const total = side * side * 3;
  const deflate = zlib.createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(8 * 1024 * 1024);
  for (let written = 0; written < total; written += zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(zeros.length, total - written)))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await ended;
  const outer = zlib.deflateSync(Buffer.concat(parts), { level: 9 });
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  const dict = doc.context.obj({
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: ['FlateDecode', 'FlateDecode'],
    Length: outer.length,
  });
  page.node.setXObject(PDFName.of('Im0'), doc.context.register(PDFRawStream.of(dict, outer)));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(200, 0, 0, 200, 0, 0), drawObject('Im0'), popGraphicsState());
  return doc.save();
}

/** One page with the largest MediaBox PDF allows (14400 pt = 200 inches square). */
export async function hugePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([14400, 14400]).drawText('Huge page', { x: 100, y: 14000, size: 200, font });
  return doc.save();
}
