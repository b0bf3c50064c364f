/** Page layout work done with pdf-lib: page numbers, n-up sheets, paper size changes. */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  StandardFonts,
  degrees,
  rgb,
  type PDFPage,
} from 'pdf-lib';
import type { OpContext } from './context.js';
import { normaliseRotation } from './geometry.js';
import { selectPages } from './open.js';
import { PAPER_SIZES, type Paper } from './paper.js';
import { writeOutput } from './output.js';
import { loadWithPdfLib } from './pdflib-load.js';
import type { FileOpArgs } from './protocol.js';

const rotationOf = (page: PDFPage): number => normaliseRotation(page.getRotation().angle);

/** Displayed width and height of the CropBox, after /Rotate. */
function displaySize(page: PDFPage): [number, number] {
  const box = page.getCropBox();
  return rotationOf(page) % 180 === 0 ? [box.width, box.height] : [box.height, box.width];
}

/** Maps a point given from the bottom-left corner of the page as displayed to user space. */
function displayToUser(page: PDFPage, dx: number, dy: number): [number, number] {
  const box = page.getCropBox();
  switch (rotationOf(page)) {
    case 90:
      return [box.x + box.width - dy, box.y + dx];
    case 180:
      return [box.x + box.width - dx, box.y + box.height - dy];
    case 270:
      return [box.x + dy, box.y + box.height - dx];
    default:
      return [box.x + dx, box.y + dy];
  }
}

async function savePdfLib(doc: PDFDocument, args: FileOpArgs): Promise<void> {
  const bytes = await doc.save({ useObjectStreams: true });
  writeOutput(args.output, bytes, args.limits);
}

export type NumberPosition = `${'top' | 'bottom'}-${'left' | 'center' | 'right'}`;

/** Numbers the selected pages start, start+1, … upright as the page is displayed, whatever its /Rotate. */
export async function pageNumbersOp(
  args: FileOpArgs & { position: NumberPosition; fontSize: number; start: number },
  ctx: OpContext,
): Promise<{ pages: number }> {
  const doc = await loadWithPdfLib(args.input, args.limits);
  const indexes = selectPages(args.pages, doc.getPageCount());
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [vertical, horizontal] = args.position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  for (const [k, index] of indexes.entries()) {
    const page = doc.getPage(index);
    const [w, h] = displaySize(page);
    const text = String(args.start + k);
    const textWidth = font.widthOfTextAtSize(text, args.fontSize);
    const margin = Math.max(18, args.fontSize);
    const dx = horizontal === 'left' ? margin : horizontal === 'right' ? w - margin - textWidth : (w - textWidth) / 2;
    const dy = vertical === 'bottom' ? margin : h - margin - font.heightAtSize(args.fontSize, { descender: false });
    const [x, y] = displayToUser(page, dx, dy);
    page.drawText(text, { x, y, size: args.fontSize, font, color: rgb(0, 0, 0), rotate: degrees(rotationOf(page)) });
    if (k % 50 === 49) {
      ctx.progress(k + 1, indexes.length);
      await ctx.tick();
    }
  }
  await savePdfLib(doc, args);
  return { pages: indexes.length };
}

const N_UP_GRID: Record<number, { cols: number; rows: number; landscape: boolean }> = {
  2: { cols: 2, rows: 1, landscape: true },
  4: { cols: 2, rows: 2, landscape: false },
  6: { cols: 2, rows: 3, landscape: false },
  9: { cols: 3, rows: 3, landscape: false },
};

/** Places `perSheet` pages on each sheet of `paper`, left to right, top to bottom, each scaled to fit its cell. */
export async function nUpOp(
  args: FileOpArgs & { perSheet: number; paper: Paper },
  ctx: OpContext,
): Promise<{ sheets: number }> {
  const grid = N_UP_GRID[args.perSheet];
  if (!grid) throw new Error(`level: ${args.perSheet} pages per sheet is not supported (2, 4, 6 or 9)`);
  const src = await loadWithPdfLib(args.input, args.limits);
  const out = await PDFDocument.create();
  const [pw, ph] = PAPER_SIZES[args.paper];
  const [sheetW, sheetH] = grid.landscape ? [ph, pw] : [pw, ph];
  const margin = 18;
  const gap = 9;
  const cellW = (sheetW - 2 * margin - (grid.cols - 1) * gap) / grid.cols;
  const cellH = (sheetH - 2 * margin - (grid.rows - 1) * gap) / grid.rows;
  const pages = src.getPages();
  let sheet: PDFPage | undefined;
  for (const [i, page] of pages.entries()) {
    const slot = i % args.perSheet;
    if (slot === 0) sheet = out.addPage([sheetW, sheetH]);
    const box = page.getCropBox();
    const embedded = await out.embedPage(page, {
      left: box.x,
      bottom: box.y,
      right: box.x + box.width,
      top: box.y + box.height,
    });
    const [dw, dh] = displaySize(page);
    const scale = Math.min(cellW / dw, cellH / dh);
    const col = slot % grid.cols;
    const row = Math.floor(slot / grid.cols);
    // Bottom-left corner of the page's displayed box, centred in its cell.
    const cx = margin + col * (cellW + gap) + (cellW - dw * scale) / 2;
    const cy = sheetH - margin - row * (cellH + gap) - cellH + (cellH - dh * scale) / 2;
    const r = rotationOf(page);
    // Rotating by -r about (x, y) turns the upright form into the page as displayed; shift so it lands on (cx, cy).
    const x = r === 180 || r === 270 ? cx + dw * scale : cx;
    const y = r === 90 || r === 180 ? cy + dh * scale : cy;
    sheet!.drawPage(embedded, { x, y, xScale: scale, yScale: scale, rotate: degrees(-r) });
    ctx.progress(i + 1, pages.length);
    if (i % 20 === 19) await ctx.tick();
  }
  await savePdfLib(out, args);
  return { sheets: out.getPageCount() };
}

const ANNOT_COORD_KEYS = ['Rect', 'QuadPoints', 'Vertices', 'L', 'CL', 'InkList'];

/** Applies x' = s·x + dx, y' = s·y + dy to an annotation's coordinate arrays (nested ones too). */
function transformCoords(array: PDFArray, s: number, dx: number, dy: number): void {
  for (let i = 0; i < array.size(); i++) {
    const item = array.lookup(i);
    if (item instanceof PDFArray) transformCoords(item, s, dx, dy);
    else if (item instanceof PDFNumber) array.set(i, PDFNumber.of(item.asNumber() * s + (i % 2 === 0 ? dx : dy)));
  }
}

/**
 * Resizes every page to `paper` (kept in the page's own orientation), scaling the content to fit and
 * centring it. Annotations move with the content.
 */
export async function pageSizeOp(args: FileOpArgs & { paper: Paper }, ctx: OpContext): Promise<{ pages: number }> {
  const doc = await loadWithPdfLib(args.input, args.limits);
  const pages = doc.getPages();
  const [pw, ph] = PAPER_SIZES[args.paper];
  for (const [i, page] of pages.entries()) {
    const box = page.getCropBox();
    const [dw, dh] = displaySize(page);
    const [tw, th] = dw > dh ? [ph, pw] : [pw, ph];
    const [uw, uh] = rotationOf(page) % 180 === 0 ? [tw, th] : [th, tw];
    const s = Math.min(uw / box.width, uh / box.height);
    const dx = (uw - s * box.width) / 2 - s * box.x;
    const dy = (uh - s * box.height) / 2 - s * box.y;
    page.scaleContent(s, s);
    page.translateContent(dx, dy);
    page.setMediaBox(0, 0, uw, uh);
    page.setCropBox(0, 0, uw, uh);
    for (const key of ['BleedBox', 'TrimBox', 'ArtBox']) page.node.delete(PDFName.of(key));
    const annots = page.node.Annots();
    for (let a = 0; annots && a < annots.size(); a++) {
      const annot = annots.lookup(a);
      if (!(annot instanceof PDFDict)) continue;
      for (const key of ANNOT_COORD_KEYS) {
        const value = annot.lookup(PDFName.of(key));
        if (value instanceof PDFArray) transformCoords(value, s, dx, dy);
      }
    }
    ctx.progress(i + 1, pages.length);
    if (i % 50 === 49) await ctx.tick();
  }
  await savePdfLib(doc, args);
  return { pages: pages.length };
}
