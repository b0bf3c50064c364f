/** Reading tool outputs back the way a user's viewer would: mupdf for pages and text, yauzl for ZIPs. */
import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import yauzl from 'yauzl';

export interface PageInfo {
  width: number;
  height: number;
  rotation: number;
  text: string;
}

export async function openPdfFile(path: string): Promise<mupdf.PDFDocument> {
  const doc = mupdf.Document.openDocument(await readFile(path), 'application/pdf').asPDF();
  if (!doc) throw new Error('not a PDF');
  return doc;
}

/** Displayed size (points), /Rotate and text of every page. */
export async function readPages(path: string): Promise<PageInfo[]> {
  const doc = await openPdfFile(path);
  const pages: PageInfo[] = [];
  for (let i = 0; i < doc.countPages(); i++) {
    const page = doc.loadPage(i);
    const [x0, y0, x1, y1] = page.getBounds();
    const rotate = page.getObject().getInheritable('Rotate');
    pages.push({
      width: Math.round((x1 - x0) * 100) / 100,
      height: Math.round((y1 - y0) * 100) / 100,
      rotation: rotate.isNumber() ? rotate.asNumber() : 0,
      text: page.toStructuredText('preserve-whitespace').asText(),
    });
  }
  return pages;
}

/** RGB of one pixel of page `index` rendered at 72 dpi (x, y in points from the top-left). */
export async function pixelAt(path: string, index: number, x: number, y: number): Promise<[number, number, number]> {
  const doc = await openPdfFile(path);
  const pix = doc.loadPage(index).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, true);
  const p = pix.getPixels();
  const o = Math.round(y) * pix.getStride() + Math.round(x) * pix.getNumberOfComponents();
  return [p[o], p[o + 1], p[o + 2]];
}

export interface ZipEntryData {
  name: string;
  data: Buffer;
}

export function readZip(path: string): Promise<ZipEntryData[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries: ZipEntryData[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Progress values must never go down and must stay within 0–100. */
export function isMonotonic(values: number[]): boolean {
  return values.every((v, i) => v >= 0 && v <= 100 && (i === 0 || v >= values[i - 1]));
}
