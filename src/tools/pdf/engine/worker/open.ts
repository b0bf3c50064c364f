/**
 * Opening documents inside the PDF worker process. Everything here is synchronous mupdf WASM:
 * it must never be imported by the service process itself (see engine/pool.ts).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { parsePageRanges } from '../../../../core/tools/pages.js';
import type { PageSelection, WorkerLimits } from './protocol.js';

// mupdf prints warnings for every repaired xref or odd object; the parent keeps only stderr's tail.
mupdf.setLog({ warning: () => undefined, error: (m) => process.stderr.write(`mupdf: ${m}\n`) });

/** Reads the file on demand instead of copying it whole into the WASM heap. */
export function fileStream(path: string): mupdf.Stream {
  const fd = openSync(path, 'r');
  const size = fstatSync(fd).size;
  return new mupdf.Stream({
    fileSize: () => size,
    read: (memory, offset, length, position) => (position >= size ? 0 : readSync(fd, memory, offset, length, position)),
    close: () => closeSync(fd),
  });
}

/** Opens a readable PDF, leaving its password and page count to the caller (the probe reports them). */
export function openAnyPdf(path: string): mupdf.PDFDocument {
  let doc: mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(fileStream(path), 'application/pdf');
  } catch (err) {
    throw new Error(`the file is not a readable PDF (${errorText(err)})`, { cause: err });
  }
  const pdf = doc.asPDF();
  if (!pdf) throw new Error('the file is not a PDF');
  return pdf;
}

/** Opens a PDF and applies the checks every PDF tool shares: readable, no password, page cap. */
export function openPdf(path: string, limits: Pick<WorkerLimits, 'maxPages'>): mupdf.PDFDocument {
  const pdf = openAnyPdf(path);
  if (pdf.needsPassword()) {
    throw new Error('the PDF is encrypted with a password; remove the password and upload it again');
  }
  let count: number;
  try {
    count = pdf.countPages();
  } catch (err) {
    throw new Error(`the PDF page tree is damaged (${errorText(err)})`, { cause: err });
  }
  if (count < 1) throw new Error('the PDF has no pages');
  if (count > limits.maxPages) {
    throw new Error(`the PDF has ${count} pages, which exceeds the limit of ${limits.maxPages} pages for this tool`);
  }
  return pdf;
}

/** Opens a text, HTML or EPUB document for reflow (no scripts: mupdf's HTML engine has none). */
export function openReflowable(path: string, magic: string): mupdf.Document {
  try {
    return mupdf.Document.openDocument(fileStream(path), magic);
  } catch (err) {
    throw new Error(`the file could not be read as ${magic} (${errorText(err)})`, { cause: err });
  }
}

/** Opens the PDF as openPdf does and resolves the operation's page selection against it. */
export function openSelected(args: { input: string; limits: Pick<WorkerLimits, 'maxPages'>; pages?: PageSelection }): {
  doc: mupdf.PDFDocument;
  pageCount: number;
  indexes: number[];
} {
  const doc = openPdf(args.input, args.limits);
  const pageCount = doc.countPages();
  return { doc, pageCount, indexes: selectPages(args.pages, pageCount) };
}

/** Resolves the selection against the real page count (1-based text, 0-based result). */
export function selectPages(sel: PageSelection | undefined, pageCount: number): number[] {
  if (sel?.indexes) {
    const bad = sel.indexes.find((i) => !Number.isInteger(i) || i < 0 || i >= pageCount);
    if (bad !== undefined) throw new Error(`pages: page ${bad + 1} is outside the document (1-${pageCount})`);
    if (sel.indexes.length > sel.cap) throw new Error(`pages: ${sel.indexes.length} pages exceeds the limit of ${sel.cap}`);
    return sel.indexes;
  }
  // parsePageRanges throws an AppError whose message names the field and the document's range.
  return parsePageRanges(sel?.spec, pageCount, sel?.cap ?? Infinity);
}

/** Page size in points as displayed (CropBox, after /Rotate). */
export function pageSize(page: mupdf.Page): [number, number] {
  const [x0, y0, x1, y1] = page.getBounds();
  return [x1 - x0, y1 - y0];
}

/**
 * Refuses a page whose images would decode beyond the pixel budget, before mupdf allocates them.
 * Walks the page's XObjects and nested forms; inline images and patterns are left to the memory watchdog.
 */
export function checkPageImages(page: mupdf.PDFPage, maxPixels: number): void {
  const seen = new Set<number>();
  const visit = (resources: mupdf.PDFObject, depth: number): void => {
    if (depth > 8 || !resources.isDictionary()) return;
    const xobjects = resources.get('XObject');
    if (!xobjects.isDictionary()) return;
    xobjects.forEach((value) => {
      if (value.isIndirect()) {
        const num = value.asIndirect();
        if (seen.has(num)) return;
        seen.add(num);
      }
      const obj = value.resolve();
      const subtype = obj.get('Subtype');
      const kind = subtype.isName() ? subtype.asName() : '';
      if (kind === 'Image') {
        const w = obj.get('Width').asNumber();
        const h = obj.get('Height').asNumber();
        if (w * h > maxPixels) {
          throw new Error(`an image of ${w}×${h} px exceeds the pixel limit of ${maxPixels}`);
        }
      } else if (kind === 'Form') {
        visit(obj.get('Resources'), depth + 1);
      }
    });
  };
  visit(page.getObject().getInheritable('Resources'), 0);
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
