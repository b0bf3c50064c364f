import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { PDFDocument, degrees } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../../helpers/tool-harness.js';
import {
  pdfAddPageNumbers,
  pdfCrop,
  pdfExtractPages,
  pdfNUp,
  pdfPageSize,
  pdfRemovePages,
  pdfRotate,
  pdfSplitPages,
} from '../../../src/tools/pdf/definitions/page-tools.js';
import { withRun } from './harness.js';
import { A4, LETTER, WIDE, richPdf, scratch, type Scratch } from './fixtures.js';
import { openPdfFile, pixelAt, readPages, readZip } from './readback.js';

let s: Scratch;
let rich: string;
beforeAll(async () => {
  s = await scratch();
  rich = await s.file('rich.pdf', await richPdf());
});
afterAll(() => s.done());

describe('pdf-split-pages', () => {
  it('makes one single-page PDF per chosen page, in one ZIP', async () => {
    await withRun(pdfSplitPages, { input: rich, params: { pages: '1,3' } }, async (res) => {
      expect(res.mime).toBe('application/zip');
      const entries = await readZip(res.path);
      expect(entries.map((e) => e.name)).toEqual(['rich-page-001.pdf', 'rich-page-003.pdf']);
      const third = await PDFDocument.load(entries[1].data);
      expect(third.getPageCount()).toBe(1);
      expect(third.getPage(0).getSize()).toEqual({ width: WIDE[0], height: WIDE[1] });
      const first = await s.file('split-1.pdf', entries[0].data);
      const [page] = await readPages(first);
      expect(page.text).toContain('First page says hello');
      expect(page.text).not.toContain('Third');
    });
  });
});

describe('pdf-extract-pages and pdf-remove-pages', () => {
  it('extracts the chosen pages in order', async () => {
    await withRun(pdfExtractPages, { input: rich, params: { pages: '2-' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.map((p) => [p.width, p.height])).toEqual([LETTER, WIDE]);
      expect(pages[0].text).toContain('Second page');
    });
  });

  it('requires the pages parameter', async () => {
    await expect(runTool(pdfExtractPages, { input: rich, params: {} })).rejects.toMatchObject({ code: 'invalid_params' });
  });

  it('removes pages, and refuses to remove them all', async () => {
    await withRun(pdfRemovePages, { input: rich, params: { pages: '1,3' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages).toHaveLength(1);
      expect(pages[0].text).toContain('Second page');
      // The removed pages' content is gone from the file, not just unlinked.
      const doc = await openPdfFile(res.path);
      expect(doc.countObjects()).toBeLessThan((await openPdfFile(rich)).countObjects());
    });
    await expect(runTool(pdfRemovePages, { input: rich, params: { pages: '1-3' } })).rejects.toMatchObject({
      code: 'invalid_params',
      message: 'pages: at least one page must remain',
    });
  });
});

describe('pdf-rotate', () => {
  it('adds the rotation to the chosen pages, on top of an existing /Rotate', async () => {
    const doc = await PDFDocument.load(await readFile(rich));
    doc.getPage(1).setRotation(degrees(90));
    const turned = await s.file('turned.pdf', await doc.save());
    await withRun(pdfRotate, { input: turned, params: { degrees: '-90', pages: '2-3' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.map((p) => p.rotation)).toEqual([0, 0, 270]);
      expect([pages[2].width, pages[2].height]).toEqual([WIDE[1], WIDE[0]]);
    });
    await expect(runTool(pdfRotate, { input: rich, params: { degrees: '45' } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });
});

describe('pdf-crop', () => {
  it('crops to a rectangle given from the top-left, in points', async () => {
    const params = { x: '40', y: '40', crop_width: '200', crop_height: '100', pages: '1' };
    await withRun(pdfCrop, { input: rich, params }, async (res) => {
      const pages = await readPages(res.path);
      expect([pages[0].width, pages[0].height]).toEqual([200, 100]);
      expect([pages[1].width, pages[1].height]).toEqual(LETTER);
      // The heading sits 62 pt below the top: inside the kept area.
      expect(pages[0].text).toContain('First page says hello');
      const doc = await openPdfFile(res.path);
      const box = doc.loadPage(0).getObject().get('CropBox').asJS() as number[];
      expect(box.map((v) => Math.round(v))).toEqual([40, Math.round(A4[1] - 140), 240, Math.round(A4[1] - 40)]);
    });
  });

  it('refuses an area outside a page at enqueue', async () => {
    await expect(
      runTool(pdfCrop, { input: rich, params: { x: '300', y: '0', crop_width: '200', crop_height: '100' } }),
    ).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'crop_width' } });
    await expect(runTool(pdfCrop, { input: rich, params: { x: '0', y: '0' } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });
});

describe('pdf-add-page-numbers', () => {
  it('numbers the chosen pages from start, upright even on a rotated page', async () => {
    const doc = await PDFDocument.load(await readFile(rich));
    doc.getPage(2).setRotation(degrees(90));
    const turned = await s.file('turned-3.pdf', await doc.save());
    const params = { pages: '2-3', start: '7', level: '20', direction: 'bottom-center' };
    await withRun(pdfAddPageNumbers, { input: turned, params }, async (res) => {
      const out = await openPdfFile(res.path);
      expect((await readPages(res.path))[0].text).not.toMatch(/\d/);
      // Page 2 (Letter) shows "7", page 3 (rotated 400×300, shown 300×400) shows "8".
      for (const [index, label, w, h] of [[1, '7', LETTER[0], LETTER[1]], [2, '8', WIDE[1], WIDE[0]]] as const) {
        const hits = out.loadPage(index).search(label, undefined);
        expect(hits.length).toBeGreaterThan(0);
        const quad = hits[0][0];
        const cx = (quad[0] + quad[2]) / 2;
        const cy = (quad[1] + quad[5]) / 2;
        expect(Math.abs(cx - w / 2)).toBeLessThan(10);
        expect(cy).toBeGreaterThan(h - 40);
        // Upright: the glyph box is wider along x on the page as shown (a rotated digit would not be).
        expect(quad[2] - quad[0]).toBeGreaterThan(5);
        expect(quad[5] - quad[1]).toBeGreaterThan(quad[2] - quad[0]);
      }
    });
  });
});

describe('pdf-n-up', () => {
  it('puts two pages on each landscape A4 sheet', async () => {
    await withRun(pdfNUp, { input: rich, params: { level: '2' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages).toHaveLength(2);
      expect([pages[0].width, pages[0].height]).toEqual([A4[1], A4[0]]);
      expect(pages[0].text).toContain('First page says hello');
      expect(pages[0].text).toContain('Second page with a form');
      expect(pages[1].text).toContain('Third page landscape');
      // Page 1's red image lands on the left half of the first sheet.
      const out = await openPdfFile(res.path);
      const pix = out.loadPage(0).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, true);
      const data = pix.getPixels();
      let redLeft = 0;
      let redRight = 0;
      for (let y = 0; y < pix.getHeight(); y++) {
        for (let x = 0; x < pix.getWidth(); x++) {
          const o = y * pix.getStride() + x * 3;
          if (data[o] > 200 && data[o + 1] < 60 && data[o + 2] < 60) {
            if (x < pix.getWidth() / 2) redLeft++;
            else redRight++;
          }
        }
      }
      expect(redLeft).toBeGreaterThan(500);
      expect(redRight).toBe(0);
    });
  });

  it('puts four pages on a portrait Letter sheet', async () => {
    await withRun(pdfNUp, { input: rich, params: { level: '4', preset: 'letter' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages).toHaveLength(1);
      expect([pages[0].width, pages[0].height]).toEqual(LETTER);
      expect(pages[0].text).toContain('Third page landscape');
    });
    await expect(runTool(pdfNUp, { input: rich, params: { level: '3' } })).rejects.toMatchObject({ code: 'invalid_params' });
  });
});

describe('pdf-page-size', () => {
  it('fits every page to A5 in its own orientation and keeps the content', async () => {
    await withRun(pdfPageSize, { input: rich, params: { preset: 'a5' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.map((p) => [p.width, p.height])).toEqual([
        [419.53, 595.28],
        [419.53, 595.28],
        [595.28, 419.53],
      ]);
      expect(pages[0].text).toContain('First page says hello');
      // A4 → A5 halves the page: the red image (x 50–178, 246–342 from the top) now sits near x 35–126.
      expect(await pixelAt(res.path, 0, 80, 205)).toEqual([220, 20, 20]);
      expect(await pixelAt(res.path, 0, 200, 205)).toEqual([255, 255, 255]);
      // The annotation moved with the page content: its border is still drawn over the page.
      const annots = (await openPdfFile(res.path)).loadPage(1).getAnnotations();
      const [x0, , x1] = annots[0].getRect();
      expect(x0).toBeGreaterThan(0);
      expect(x1).toBeLessThan(419.53);
    });
  });
});
