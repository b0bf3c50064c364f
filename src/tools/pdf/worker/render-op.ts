import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import type { OpContext } from './context.js';
import { checkPageImages, errorText, fileStream, openPdf, pageSize, selectPages } from './open.js';
import type { ProbeArgs, ProbeResult, RenderArgs, RenderResult, RenderedPage } from './protocol.js';

/** Page count, encryption and sizes without rendering anything. Never throws for a password. */
export function probeOp(args: ProbeArgs): ProbeResult {
  let doc: mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(fileStream(args.input), 'application/pdf');
  } catch (err) {
    throw new Error(`the file is not a readable PDF (${errorText(err)})`, { cause: err });
  }
  const pdf = doc.asPDF();
  if (!pdf) throw new Error('the file is not a PDF');
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

/** Pixel size of a page rendered at `scale`, refused past the budget before any pixel is allocated. */
export function renderSize(size: [number, number], scale: number, maxPixels: number, pageNo: number): [number, number] {
  const [w, h] = size;
  if (!(w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h))) {
    throw new Error(`page ${pageNo} has an empty or invalid page box`);
  }
  // The epsilon keeps 14400 pt × 150/72 at 30000 px rather than 30001 through rounding noise.
  const pw = Math.ceil(w * scale - 1e-6);
  const ph = Math.ceil(h * scale - 1e-6);
  if (pw * ph > maxPixels) {
    throw new Error(
      `page ${pageNo} would render at ${pw}×${ph} px, which exceeds the pixel limit of ${maxPixels}; lower the dpi`,
    );
  }
  return [pw, ph];
}

export async function renderOp(args: RenderArgs, ctx: OpContext): Promise<RenderResult> {
  const doc = openPdf(args.input, args.limits);
  const pageCount = doc.countPages();
  const indexes = selectPages(args.pages, pageCount);
  const digits = Math.max(3, String(pageCount).length);
  const colorspace = args.gray ? mupdf.ColorSpace.DeviceGray : mupdf.ColorSpace.DeviceRGB;
  const ext = args.format === 'png' ? 'png' : 'jpg';
  const pages: RenderedPage[] = [];
  let bytes = 0;
  ctx.progress(0, indexes.length);
  for (const [n, index] of indexes.entries()) {
    const page = doc.loadPage(index);
    const size = pageSize(page);
    const scale = args.width ? args.width / size[0] : (args.dpi ?? 150) / 72;
    renderSize(size, scale, args.limits.maxRenderPixels, index + 1);
    checkPageImages(page, args.limits.maxImagePixels);
    // showExtras=true draws annotations and form widgets, as a viewer would.
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), colorspace, false, true);
    const data = args.format === 'png' ? pixmap.asPNG() : pixmap.asJPEG(args.quality ?? 85, false);
    bytes += data.length;
    if (bytes > args.limits.maxOutputBytes) {
      throw new Error(`the rendered pages exceed the output limit of ${args.limits.maxOutputBytes} bytes`);
    }
    const path = join(args.outDir, `${args.stem}-page-${String(index + 1).padStart(digits, '0')}.${ext}`);
    writeFileSync(path, data);
    pages.push({ index, path, width: pixmap.getWidth(), height: pixmap.getHeight() });
    pixmap.destroy();
    page.destroy();
    ctx.progress(n + 1, indexes.length);
    await ctx.tick();
  }
  return { pageCount, pages };
}
