/** Operations that render pages in the worker: rasterising, blank-page detection, image extraction. */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import type { OpContext } from './context.js';
import { openPdf, openSelected, pageSize } from './open.js';
import { CLEAN_SAVE, pageFileStem, saveMupdf } from './output.js';
import type { FileOpArgs, PageSelection, WorkerLimits } from './protocol.js';
import { renderPage } from './render-op.js';

/**
 * Replaces every page by a JPEG of itself at `dpi` (colour or grey), keeping each page's displayed size.
 * Text stops being selectable; the file usually shrinks for scans and image-heavy documents.
 */
export async function rasterizeOp(
  args: FileOpArgs & { dpi: number; quality: number; gray: boolean },
  ctx: OpContext,
): Promise<{ pages: number }> {
  const doc = openPdf(args.input, args.limits);
  const count = doc.countPages();
  const out = new mupdf.PDFDocument();
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const page = doc.loadPage(i);
    const [w, h] = pageSize(page);
    const pixmap = renderPage(page, args.dpi / 72, args.gray, args.limits, i + 1);
    const jpeg = pixmap.asJPEG(args.quality, false);
    pixmap.destroy();
    page.destroy();
    bytes += jpeg.length;
    if (bytes > args.limits.maxOutputBytes) {
      throw new Error(`the rasterised pages exceed the output limit of ${args.limits.maxOutputBytes} bytes`);
    }
    const image = out.addImage(new mupdf.Image(jpeg));
    const resources = out.addObject({ XObject: { Im0: image } });
    const contents = `q ${w.toFixed(3)} 0 0 ${h.toFixed(3)} 0 0 cm /Im0 Do Q`;
    out.insertPage(-1, out.addPage([0, 0, w, h], 0, resources, contents));
    ctx.progress(i + 1, count);
    await ctx.tick();
  }
  saveMupdf(out, args.output, CLEAN_SAVE, args.limits);
  return { pages: count };
}

/** Population standard deviation of an 8-bit grey pixmap (stride may pad rows). */
function greyStdDev(pixmap: mupdf.Pixmap): number {
  const pixels = pixmap.getPixels();
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const stride = pixmap.getStride();
  let sum = 0;
  let sumSq = 0;
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let x = 0; x < width; x++) {
      const v = pixels[row + x];
      sum += v;
      sumSq += v * v;
    }
  }
  const n = width * height;
  if (n === 0) return 0;
  const mean = sum / n;
  return Math.sqrt(Math.max(0, sumSq / n - mean * mean));
}

export const BLANK_DPI = 36;

/** Drops pages whose grey rendering at 36 dpi varies less than `threshold` (standard deviation, 0–255 scale). */
export async function removeBlankOp(
  args: FileOpArgs & { threshold: number },
  ctx: OpContext,
): Promise<{ removed: number[]; pages: number }> {
  const doc = openPdf(args.input, args.limits);
  const count = doc.countPages();
  const keep: number[] = [];
  const removed: number[] = [];
  for (let i = 0; i < count; i++) {
    const page = doc.loadPage(i);
    const pixmap = renderPage(page, BLANK_DPI / 72, true, args.limits, i + 1);
    const deviation = greyStdDev(pixmap);
    pixmap.destroy();
    page.destroy();
    (deviation <= args.threshold ? removed : keep).push(i);
    ctx.progress(i + 1, count);
    await ctx.tick();
  }
  if (keep.length === 0) throw new Error('every page is blank at this threshold; nothing would remain');
  if (removed.length > 0) doc.rearrangePages(keep);
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { removed: removed.map((i) => i + 1), pages: keep.length };
}

export interface ExtractImagesArgs {
  input: string;
  outDir: string;
  stem: string;
  pages?: PageSelection;
  maxImages: number;
  limits: WorkerLimits;
}

/** Every distinct image drawn on the selected pages, at its own resolution, as PNG. */
export async function extractImagesOp(args: ExtractImagesArgs, ctx: OpContext): Promise<{ paths: string[] }> {
  const { doc, pageCount, indexes } = openSelected(args);
  const seen = new Set<string>();
  const paths: string[] = [];
  let bytes = 0;
  for (const [n, index] of indexes.entries()) {
    const page = doc.loadPage(index);
    const stext = page.toStructuredText('preserve-images');
    let onPage = 0;
    stext.walk({
      onImageBlock(_bbox, _transform, image) {
        const w = image.getWidth();
        const h = image.getHeight();
        if (w * h > args.limits.maxImagePixels) {
          throw new Error(`an image of ${w}×${h} px on page ${index + 1} exceeds the pixel limit of ${args.limits.maxImagePixels}`);
        }
        let pixmap = image.toPixmap();
        const cs = pixmap.getColorSpace();
        // PNG holds grey or RGB only; CMYK, Lab, indexed and separations are converted to RGB.
        if (cs && !cs.isRGB() && !cs.isGray()) {
          const rgb = pixmap.convertToColorSpace(mupdf.ColorSpace.DeviceRGB, true);
          pixmap.destroy();
          pixmap = rgb;
        }
        const png = pixmap.asPNG();
        pixmap.destroy();
        const digest = createHash('sha1').update(png).digest('hex');
        if (seen.has(digest)) return;
        seen.add(digest);
        if (paths.length >= args.maxImages) {
          throw new Error(`the selected pages hold more images than the limit of ${args.maxImages}; this exceeds what one job extracts`);
        }
        bytes += png.length;
        if (bytes > args.limits.maxOutputBytes) {
          throw new Error(`the extracted images exceed the output limit of ${args.limits.maxOutputBytes} bytes`);
        }
        onPage++;
        const path = join(args.outDir, `${pageFileStem(args.stem, index, pageCount)}-image-${String(onPage).padStart(2, '0')}.png`);
        writeFileSync(path, png);
        paths.push(path);
      },
    });
    stext.destroy();
    page.destroy();
    ctx.progress(n + 1, indexes.length);
    await ctx.tick();
  }
  if (paths.length === 0) throw new Error('the selected pages contain no images');
  return { paths };
}
