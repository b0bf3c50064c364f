import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import type { OpContext } from './context.js';
import { renderedSize } from './geometry.js';
import { checkPageImages, openAnyPdf, openSelected, pageSize } from './open.js';
import { pageFileStem } from './output.js';
import type { ProbeArgs, ProbeResult, RenderArgs, RenderResult, RenderedPage, WorkerLimits } from './protocol.js';

/** Page count, encryption and sizes without rendering anything. Never throws for a password. */
export function probeOp(args: ProbeArgs): ProbeResult {
  const pdf = openAnyPdf(args.input);
  const needsPassword = pdf.needsPassword();
  const encryption = pdf.getMetaData('encryption') ?? 'None';
  const result: ProbeResult = {
    pageCount: needsPassword ? 0 : pdf.countPages(),
    needsPassword,
    encrypted: needsPassword || (encryption !== '' && encryption !== 'None'),
    repaired: pdf.wasRepaired(),
    bounds: [],
  };
  if (!needsPassword) {
    const all = args.allBoundsUpTo !== undefined && result.pageCount <= args.allBoundsUpTo;
    const wanted = all ? [...Array(result.pageCount).keys()] : (args.boundsOf ?? []);
    for (const i of wanted) {
      if (i < 0 || i >= result.pageCount) continue;
      const page = pdf.loadPage(i);
      result.bounds.push(pageSize(page));
      page.destroy();
    }
  }
  return result;
}

/** Refuses a page whose rendering at `scale` would exceed the pixel budget, before any pixel is allocated. */
function checkRenderSize(size: [number, number], scale: number, maxPixels: number, pageNo: number): void {
  const [w, h] = size;
  if (!(w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h))) {
    throw new Error(`page ${pageNo} has an empty or invalid page box`);
  }
  const [pw, ph] = renderedSize(size, scale);
  if (pw * ph > maxPixels) {
    throw new Error(
      `page ${pageNo} would render at ${pw}×${ph} px, which exceeds the pixel limit of ${maxPixels}; lower the dpi`,
    );
  }
}

/**
 * Renders a page at `scale` once its pixel size and embedded images are within the limits. Annotations
 * and form widgets are drawn (showExtras), as a viewer would.
 */
export function renderPage(page: mupdf.PDFPage, scale: number, gray: boolean | undefined, limits: WorkerLimits, pageNo: number): mupdf.Pixmap {
  checkRenderSize(pageSize(page), scale, limits.maxRenderPixels, pageNo);
  checkPageImages(page, limits.maxImagePixels);
  const colorspace = gray ? mupdf.ColorSpace.DeviceGray : mupdf.ColorSpace.DeviceRGB;
  return page.toPixmap(mupdf.Matrix.scale(scale, scale), colorspace, false, true);
}

export async function renderOp(args: RenderArgs, ctx: OpContext): Promise<RenderResult> {
  const { doc, pageCount, indexes } = openSelected(args);
  const ext = args.format === 'png' ? 'png' : 'jpg';
  const pages: RenderedPage[] = [];
  let bytes = 0;
  ctx.progress(0, indexes.length);
  for (const [n, index] of indexes.entries()) {
    const page = doc.loadPage(index);
    const scale = args.width ? args.width / pageSize(page)[0] : (args.dpi ?? 150) / 72;
    const pixmap = renderPage(page, scale, args.gray, args.limits, index + 1);
    const data = args.format === 'png' ? pixmap.asPNG() : pixmap.asJPEG(args.quality ?? 85, false);
    bytes += data.length;
    if (bytes > args.limits.maxOutputBytes) {
      throw new Error(`the rendered pages exceed the output limit of ${args.limits.maxOutputBytes} bytes`);
    }
    const path = join(args.outDir, `${pageFileStem(args.stem, index, pageCount)}.${ext}`);
    writeFileSync(path, data);
    pages.push({ index, path, width: pixmap.getWidth(), height: pixmap.getHeight() });
    pixmap.destroy();
    page.destroy();
    ctx.progress(n + 1, indexes.length);
    await ctx.tick();
  }
  return { pageCount, pages };
}
