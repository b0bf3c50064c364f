import { readFile, stat } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../../helpers/tool-harness.js';
import {
  pdfCompress,
  pdfExtractImages,
  pdfFlatten,
  pdfGrayscale,
  pdfRasterizeCompress,
  pdfRemoveAnnotations,
  pdfRemoveBlankPages,
  pdfRepair,
  pdfStripMetadata,
} from '../../../src/tools/pdf/definitions/document-tools.js';
import { withRun } from './harness.js';
import { A4, LETTER, WIDE, richPdf, savedPdf, scratch, textPdf, type Scratch } from './fixtures.js';
import { openPdfFile, pixelAt, readPages, readZip } from './readback.js';

let s: Scratch;
let rich: string;
beforeAll(async () => {
  s = await scratch();
  rich = await s.file('rich.pdf', await richPdf());
});
afterAll(() => s.done());

const close = (a: number[], b: number[], tol: number) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

describe('pdf-compress', () => {
  it('shrinks an uncompressed PDF losslessly', async () => {
    const doc = mupdf.Document.openDocument(await textPdf(20, A4, 30), 'application/pdf').asPDF()!;
    const loose = await s.file('loose.pdf', savedPdf(doc, 'decompress'));
    await withRun(pdfCompress, { input: loose, params: { level: '4' } }, async (res) => {
      const before = (await stat(loose)).size;
      expect(res.size).toBeLessThan(before / 2);
      const pages = await readPages(res.path);
      expect(pages).toHaveLength(20);
      expect(pages[19].text).toContain('Page 20 line 30 the quick brown fox');
    });
    await expect(runTool(pdfCompress, { input: loose, params: { level: '5' } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });
});

describe('pdf-rasterize-compress and pdf-grayscale', () => {
  it('replaces pages by images of the same size: text no longer selectable', async () => {
    await withRun(pdfRasterizeCompress, { input: rich, params: { level: '72', quality: '80' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.map((p) => [p.width, p.height])).toEqual([
        [A4[0], A4[1]],
        LETTER,
        WIDE,
      ]);
      expect(pages.every((p) => p.text.trim() === '')).toBe(true);
      // The red picture is still there (JPEG: approximately).
      expect(close(await pixelAt(res.path, 0, 110, 300), [220, 20, 20], 40)).toBe(true);
    });
  });

  it('turns colours into greys', async () => {
    await withRun(pdfGrayscale, { input: rich, params: { level: '72' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages).toHaveLength(3);
      const [r, g, b] = await pixelAt(res.path, 0, 110, 300);
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(2);
      expect(r).toBeLessThan(150);
      // Blue annotation border on page 2 becomes grey too.
      const [br, bg, bb] = await pixelAt(res.path, 1, 300.5, LETTER[1] - 375);
      expect(Math.max(br, bg, bb) - Math.min(br, bg, bb)).toBeLessThanOrEqual(2);
    });
  });
});

describe('pdf-strip-metadata', () => {
  it('removes the Info dictionary and XMP, keeping the pages', async () => {
    const withXmp = await PDFDocument.load(await readFile(rich));
    const xmp = withXmp.context.stream('<x:xmpmeta xmlns:x="adobe:ns:meta/">Ada Lovelace</x:xmpmeta>', {
      Type: 'Metadata',
      Subtype: 'XML',
    });
    withXmp.catalog.set(PDFName.of('Metadata'), withXmp.context.register(xmp));
    const input = await s.file('with-xmp.pdf', await withXmp.save({ useObjectStreams: false }));
    await withRun(pdfStripMetadata, { input }, async (res) => {
      const out = await PDFDocument.load(await readFile(res.path), { updateMetadata: false });
      expect(out.getTitle()).toBeUndefined();
      expect(out.getAuthor()).toBeUndefined();
      expect(out.getProducer()).toBeUndefined();
      expect(out.getCreationDate()).toBeUndefined();
      expect(out.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
      const raw = mupdf.Document.openDocument(await readFile(res.path), 'application/pdf').asPDF()!;
      expect(raw.saveToBuffer('decompress').asString()).not.toContain('Lovelace');
      expect((await readPages(res.path))[0].text).toContain('First page says hello');
    });
  });
});

describe('pdf-repair', () => {
  it('rebuilds a PDF whose cross-reference table and trailer were cut off', async () => {
    const bytes = Buffer.from(await (await PDFDocument.load(await readFile(rich))).save({ useObjectStreams: false }));
    const cut = bytes.subarray(0, bytes.lastIndexOf('xref'));
    const input = await s.file('cut.pdf', cut);
    await withRun(pdfRepair, { input }, async (res) => {
      expect(res.stages.at(-1)).toBe('repaired');
      const out = await PDFDocument.load(await readFile(res.path));
      expect(out.getPageCount()).toBe(3);
      expect((await readPages(res.path))[2].text).toContain('Third page landscape');
    });
  });

  it('passes an intact PDF through', async () => {
    await withRun(pdfRepair, { input: rich }, async (res) => {
      expect(res.stages.at(-1)).toBe('no damage found');
      expect(await readPages(res.path)).toHaveLength(3);
    });
  });
});

describe('pdf-flatten and pdf-remove-annotations', () => {
  it('flatten burns the annotation and the filled field into the page', async () => {
    await withRun(pdfFlatten, { input: rich }, async (res) => {
      const doc = await openPdfFile(res.path);
      const page = doc.loadPage(1);
      expect(page.getAnnotations()).toHaveLength(0);
      expect(page.getWidgets()).toHaveLength(0);
      expect(page.toStructuredText('').asText()).toContain('Grace Hopper');
      expect(await pixelAt(res.path, 1, 300.5, LETTER[1] - 375)).toEqual([0, 0, 255]);
    });
  });

  it('remove-annotations deletes the annotation but keeps the form field', async () => {
    await withRun(pdfRemoveAnnotations, { input: rich }, async (res) => {
      const doc = await openPdfFile(res.path);
      const page = doc.loadPage(1);
      expect(page.getAnnotations()).toHaveLength(0);
      expect(page.getWidgets().map((w) => w.getValue())).toEqual(['Grace Hopper']);
      expect(await pixelAt(res.path, 1, 300.5, LETTER[1] - 375)).toEqual([255, 255, 255]);
    });
  });
});

describe('pdf-extract-images', () => {
  it('extracts each distinct image at its own size into a ZIP', async () => {
    await withRun(pdfExtractImages, { input: rich }, async (res) => {
      const entries = await readZip(res.path);
      expect(entries.map((e) => e.name)).toEqual(['rich-page-001-image-01.png']);
      const { data, info } = await sharp(entries[0].data).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([64, 48]);
      expect([...data.subarray(0, 3)]).toEqual([220, 20, 20]);
    });
  });

  it('fails clearly when the chosen pages hold no image', async () => {
    await expect(runTool(pdfExtractImages, { input: rich, params: { pages: '2-3' } })).rejects.toThrow(/contain no images/);
  });
});

describe('pdf-remove-blank-pages', () => {
  it('drops empty pages and keeps pages with content', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage(A4).drawText('Chapter one begins here with some words', { x: 50, y: 700, size: 24, font });
    doc.addPage(A4);
    doc.addPage(A4).drawText('Chapter two follows after a blank page', { x: 50, y: 700, size: 24, font });
    doc.addPage(LETTER);
    const input = await s.file('blanks.pdf', await doc.save());
    await withRun(pdfRemoveBlankPages, { input }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.map((p) => p.text.trim())).toEqual([
        'Chapter one begins here with some words',
        'Chapter two follows after a blank page',
      ]);
      expect(res.stages.at(-1)).toBe('removed 2');
    });
  });

  it('fails clearly when every page is blank', async () => {
    const doc = await PDFDocument.create();
    doc.addPage(A4);
    const input = await s.file('empty.pdf', await doc.save());
    await expect(runTool(pdfRemoveBlankPages, { input })).rejects.toThrow(/every page is blank/);
  });
});
