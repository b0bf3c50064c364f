/** Building new PDFs: from prepared images (pdf-lib), and from text, HTML or EPUB (mupdf's reflow engines). */
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { PDFDocument } from 'pdf-lib';
import type { OpContext } from './context.js';
import { openReflowable } from './open.js';
import { writeOutput } from './output.js';
import type { WorkerLimits } from './protocol.js';

export interface PreparedImage {
  /** JPEG or PNG file already normalised by sharp in the parent. */
  path: string;
  kind: 'jpeg' | 'png';
  width: number;
  height: number;
  /** Resolution for `fit` pages; 72 means one point per pixel. */
  dpi: number;
}

export interface ImagesToPdfArgs {
  images: PreparedImage[];
  /** `fit`: each page is the image's own size; otherwise the paper, in the image's orientation. */
  paper: 'fit' | 'a4' | 'letter';
  output: string;
  limits: WorkerLimits;
}

const PAPER = { a4: [595.28, 841.89], letter: [612, 792] } as const;
/** Largest page side PDF viewers accept (Acrobat's user-space limit). */
const MAX_SIDE = 14400;
const MARGIN = 18;

export async function imagesToPdfOp(args: ImagesToPdfArgs, ctx: OpContext): Promise<{ pages: number }> {
  if (args.images.length > args.limits.maxPages) {
    throw new Error(`${args.images.length} images exceeds the limit of ${args.limits.maxPages} pages`);
  }
  const doc = await PDFDocument.create();
  for (const [i, img] of args.images.entries()) {
    // A copy: pdf-lib reads the JPEG through `.buffer` and would see the rest of a pooled Buffer.
    const bytes = new Uint8Array(readFileSync(img.path));
    const embedded = img.kind === 'jpeg' ? await doc.embedJpg(bytes) : await doc.embedPng(bytes);
    let w = (img.width * 72) / img.dpi;
    let h = (img.height * 72) / img.dpi;
    if (args.paper === 'fit') {
      const shrink = Math.min(1, MAX_SIDE / w, MAX_SIDE / h);
      w *= shrink;
      h *= shrink;
      const page = doc.addPage([w, h]);
      page.drawImage(embedded, { x: 0, y: 0, width: w, height: h });
    } else {
      const [pw, ph] = PAPER[args.paper];
      const [sheetW, sheetH] = w > h ? [ph, pw] : [pw, ph];
      const s = Math.min((sheetW - 2 * MARGIN) / w, (sheetH - 2 * MARGIN) / h);
      const page = doc.addPage([sheetW, sheetH]);
      page.drawImage(embedded, { x: (sheetW - w * s) / 2, y: (sheetH - h * s) / 2, width: w * s, height: h * s });
    }
    ctx.progress(i + 1, args.images.length);
    await ctx.tick();
  }
  writeOutput(args.output, await doc.save(), args.limits);
  return { pages: args.images.length };
}

export interface ReflowArgs {
  input: string;
  /** mupdf document handler: text/plain, text/html, application/epub+zip, an FB2 or MOBI book or a CBZ archive. */
  magic: string;
  pageSize: [number, number];
  /** Base font size in points. */
  em: number;
  /** Pages keep their own size and nothing is laid out (a comic book archive: one picture a page). */
  fixed?: boolean;
  output: string;
  limits: WorkerLimits;
}

/**
 * Lays a reflowable document out on pages of `pageSize` and writes them as PDF. mupdf's HTML engine
 * runs no script and, opened from a stream, resolves no file or network reference.
 */
export async function reflowToPdfOp(args: ReflowArgs, ctx: OpContext): Promise<{ pages: number }> {
  const doc = openReflowable(args.input, args.magic);
  const [w, h] = args.pageSize;
  if (!args.fixed) {
    // Printed-page margins, as a browser prints; the document's own CSS still applies inside them.
    doc.style(true, '@page { margin: 54pt }');
    doc.layout(w, h, args.em);
  }
  const count = doc.countPages();
  if (count > args.limits.maxPages) {
    throw new Error(`the document lays out to ${count} pages, which exceeds the limit of ${args.limits.maxPages} pages`);
  }
  if (count < 1) throw new Error('the document has no content to lay out');
  const buffer = new mupdf.Buffer();
  const writer = new mupdf.DocumentWriter(buffer, 'pdf', 'compress');
  for (let i = 0; i < count; i++) {
    const page = doc.loadPage(i);
    const device = writer.beginPage(page.getBounds());
    page.run(device, mupdf.Matrix.identity);
    writer.endPage();
    page.destroy();
    if (buffer.getLength() > args.limits.maxOutputBytes) {
      throw new Error(`the PDF exceeds the output limit of ${args.limits.maxOutputBytes} bytes`);
    }
    ctx.progress(i + 1, count);
    await ctx.tick();
  }
  writer.close();
  try {
    writeOutput(args.output, buffer.asUint8Array(), args.limits);
  } finally {
    buffer.destroy();
  }
  return { pages: count };
}
