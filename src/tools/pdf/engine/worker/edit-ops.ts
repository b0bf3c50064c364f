/** Page and document edits done with mupdf (it repairs damaged files on open, and `garbage` drops what was removed). */
import { copyFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import type { OpContext } from './context.js';
import { cropOverflow, normaliseRotation, type CropRect } from './geometry.js';
import { openPdf, openSelected } from './open.js';
import { CLEAN_SAVE, pageFileStem, saveMupdf } from './output.js';
import type { FileOpArgs, WorkerLimits } from './protocol.js';

/** Keeps the selected pages (`keep`) or everything but them (`remove`), in document order. */
export function selectPagesOp(args: FileOpArgs & { mode: 'keep' | 'remove' }): { pages: number } {
  const { doc, pageCount, indexes: chosen } = openSelected(args);
  const chosenSet = new Set(chosen);
  const keep = args.mode === 'keep' ? chosen : [...Array(pageCount).keys()].filter((i) => !chosenSet.has(i));
  if (keep.length === 0) throw new Error('pages: at least one page must remain');
  doc.rearrangePages(keep);
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { pages: keep.length };
}

export interface SplitArgs {
  input: string;
  outDir: string;
  stem: string;
  pages: FileOpArgs['pages'];
  limits: WorkerLimits;
}

/** One single-page PDF per selected page; the parent zips them. */
export async function splitOp(args: SplitArgs, ctx: OpContext): Promise<{ paths: string[] }> {
  const { doc, pageCount, indexes } = openSelected(args);
  const paths: string[] = [];
  let bytes = 0;
  for (const [n, index] of indexes.entries()) {
    const single = new mupdf.PDFDocument();
    single.graftPage(0, doc, index);
    const path = join(args.outDir, `${pageFileStem(args.stem, index, pageCount)}.pdf`);
    bytes += saveMupdf(single, path, CLEAN_SAVE, { maxOutputBytes: args.limits.maxOutputBytes - bytes });
    single.destroy();
    paths.push(path);
    ctx.progress(n + 1, indexes.length);
    await ctx.tick();
  }
  return { paths };
}

/** Adds `degrees` to each selected page's /Rotate (inherited values included). */
export function rotateOp(args: FileOpArgs & { degrees: number }): { pages: number } {
  const { doc, indexes } = openSelected(args);
  for (const index of indexes) {
    const obj = doc.findPage(index);
    const current = obj.getInheritable('Rotate');
    obj.put('Rotate', normaliseRotation((current.isNumber() ? current.asNumber() : 0) + args.degrees));
  }
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { pages: indexes.length };
}

/**
 * Sets each selected page's CropBox to the rectangle given in points from the top-left corner of the
 * page as displayed. mupdf's setPageBox takes display coordinates and undoes /Rotate itself.
 */
export function cropOp(args: FileOpArgs & { rect: CropRect }): { pages: number } {
  const { doc, indexes } = openSelected(args);
  const { x, y, width, height } = args.rect;
  for (const index of indexes) {
    const page = doc.loadPage(index);
    const [x0, y0, x1, y1] = page.getBounds();
    const w = x1 - x0;
    const h = y1 - y0;
    if (cropOverflow(args.rect, [w, h])) {
      throw new Error(
        `crop_width: the area ${x},${y} ${width}×${height} pt is outside page ${index + 1} (${w.toFixed(1)}×${h.toFixed(1)} pt)`,
      );
    }
    page.setPageBox('CropBox', [x0 + x, y0 + y, x0 + x + width, y0 + y + height]);
    page.destroy();
  }
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { pages: indexes.length };
}

export interface CompressResult {
  inputBytes: number;
  outputBytes: number;
  /** The rewrite was not smaller, so the original file was kept. */
  keptOriginal: boolean;
}

/** Lossless rewrite: duplicate objects merged (garbage level), streams, images and fonts recompressed. */
export function compressOp(args: FileOpArgs & { garbage: number }): CompressResult {
  const doc = openPdf(args.input, args.limits);
  const inputBytes = statSync(args.input).size;
  const level = Math.min(4, Math.max(1, Math.round(args.garbage)));
  const outputBytes = saveMupdf(
    doc,
    args.output,
    `garbage=${level},compress,compress-images,compress-fonts,objstms`,
    args.limits,
  );
  // A file that was already tight can grow slightly; hand back the original unless it needed repair.
  if (outputBytes >= inputBytes && !doc.wasRepaired()) {
    copyFileSync(args.input, args.output);
    return { inputBytes, outputBytes: inputBytes, keptOriginal: true };
  }
  return { inputBytes, outputBytes, keptOriginal: false };
}

/** Removes the Info dictionary and XMP packets (document and pages); `garbage` drops the orphaned objects. */
export function stripMetadataOp(args: FileOpArgs): { pages: number } {
  const doc = openPdf(args.input, args.limits);
  const trailer = doc.getTrailer();
  trailer.delete('Info');
  const root = trailer.get('Root');
  root.delete('Metadata');
  root.delete('PieceInfo');
  const count = doc.countPages();
  for (let i = 0; i < count; i++) {
    const obj = doc.findPage(i);
    obj.delete('Metadata');
    obj.delete('PieceInfo');
  }
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { pages: count };
}

/** mupdf rebuilds a broken cross-reference table when it opens a file; saving writes a clean one. */
export function repairOp(args: FileOpArgs): { pages: number; repaired: boolean } {
  const doc = openPdf(args.input, args.limits);
  const pages = doc.countPages();
  // Loading every page makes mupdf resolve (and repair) the whole page tree before saving.
  for (let i = 0; i < pages; i++) doc.findPage(i);
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { pages, repaired: doc.wasRepaired() };
}

/** Burns annotations and form widgets into the page content (no longer editable). */
export function flattenOp(args: FileOpArgs): { pages: number } {
  const doc = openPdf(args.input, args.limits);
  doc.bake(true, true);
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { pages: doc.countPages() };
}

/** Deletes comments, shapes, highlights and other annotations; form fields (widgets) stay. */
export async function removeAnnotationsOp(args: FileOpArgs, ctx: OpContext): Promise<{ removed: number }> {
  const { doc, indexes } = openSelected(args);
  let removed = 0;
  for (const [n, index] of indexes.entries()) {
    const page = doc.loadPage(index);
    for (const annot of page.getAnnotations()) {
      page.deleteAnnotation(annot);
      removed++;
    }
    page.destroy();
    ctx.progress(n + 1, indexes.length);
    if (n % 20 === 19) await ctx.tick();
  }
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { removed };
}
