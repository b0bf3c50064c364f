import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../../helpers/tool-harness.js';
import { pdfThumbnail, pdfToJpg, pdfToPng, pdfToWebp } from '../../../src/tools/pdf/definitions/render-tools.js';
import { withRun } from './harness.js';
import { A4, LETTER, WIDE, richPdf, scratch, type Scratch } from './fixtures.js';
import { isMonotonic, readZip } from './readback.js';

let s: Scratch;
let input: string;
beforeAll(async () => {
  s = await scratch();
  input = await s.file('report.pdf', await richPdf());
});
afterAll(() => s.done());

describe('pdf-to-png', () => {
  it('renders every page at the chosen dpi into one ZIP, reporting progress', async () => {
    await withRun(pdfToPng, { input, params: { level: '72' } }, async (res) => {
      expect(res.name).toBe('report.zip');
      expect(res.mime).toBe('application/zip');
      const entries = await readZip(res.path);
      expect(entries.map((e) => e.name)).toEqual(['report-page-001.png', 'report-page-002.png', 'report-page-003.png']);
      const sizes = await Promise.all(entries.map(async (e) => {
        const m = await sharp(e.data).metadata();
        return [m.format, m.width, m.height];
      }));
      expect(sizes).toEqual([
        ['png', Math.ceil(A4[0]), Math.ceil(A4[1])],
        ['png', LETTER[0], LETTER[1]],
        ['png', WIDE[0], WIDE[1]],
      ]);
      expect(isMonotonic(res.progress)).toBe(true);
      expect(res.progress.at(-1)).toBeGreaterThanOrEqual(95);
      expect(res.stages).toContain('rendering 1/3');
      expect(res.stages).toContain('rendering 3/3');
    });
  });

  it('renders only the chosen range, and draws the form field and annotation like a viewer', async () => {
    await withRun(pdfToPng, { input, params: { pages: '2-', level: '144' } }, async (res) => {
      const entries = await readZip(res.path);
      expect(entries.map((e) => e.name)).toEqual(['report-page-002.png', 'report-page-003.png']);
      const { data, info } = await sharp(entries[0].data).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(LETTER[0] * 2);
      // The square annotation's blue border: left edge at x=300pt, between y=300 and 450 (from the bottom).
      const px = (x: number, y: number) => {
        const o = (Math.round((LETTER[1] - y) * 2) * info.width + Math.round(x * 2)) * info.channels;
        return [data[o], data[o + 1], data[o + 2]];
      };
      expect(px(300.5, 375)).toEqual([0, 0, 255]);
      expect(px(400, 375)).toEqual([255, 255, 255]);
    });
  });

  it('refuses a range outside the document at enqueue (invalid_params naming pages)', async () => {
    await expect(runTool(pdfToPng, { input, params: { pages: '2-5' } })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'pages' },
      message: expect.stringContaining('outside the document (1-3)'),
    });
    await expect(runTool(pdfToPng, { input, params: { level: '700' } })).rejects.toMatchObject({ code: 'invalid_params' });
    await expect(runTool(pdfToPng, { input, params: { pages: 'abc' } })).rejects.toMatchObject({ code: 'invalid_params' });
  });
});

describe('pdf-to-jpg and pdf-to-webp', () => {
  it('writes JPEG pages at the chosen quality', async () => {
    await withRun(pdfToJpg, { input, params: { pages: '1', level: '36', quality: '50' } }, async (res) => {
      const [entry] = await readZip(res.path);
      expect(entry.name).toBe('report-page-001.jpg');
      const meta = await sharp(entry.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', Math.ceil(A4[0] / 2), Math.ceil(A4[1] / 2)]);
    });
  });

  it('writes WebP pages', async () => {
    await withRun(pdfToWebp, { input, params: { pages: '3,1', level: '72' } }, async (res) => {
      const entries = await readZip(res.path);
      expect(entries.map((e) => e.name)).toEqual(['report-page-001.webp', 'report-page-003.webp']);
      const meta = await sharp(entries[1].data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', WIDE[0], WIDE[1]]);
    });
  });
});

describe('pdf-thumbnail', () => {
  it('renders the first page at the requested width', async () => {
    await withRun(pdfThumbnail, { input, params: {} }, async (res) => {
      expect(res.name).toBe('report.png');
      const meta = await sharp(res.path).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(300);
      expect(Math.abs((meta.height ?? 0) - (300 * A4[1]) / A4[0])).toBeLessThanOrEqual(1);
    });
  });

  it('renders another page as WebP or JPEG, and wants exactly one page', async () => {
    await withRun(pdfThumbnail, { input, params: { pages: '3', width: '120', format: 'webp' } }, async (res) => {
      const meta = await sharp(res.path).metadata();
      expect([res.mime, meta.format, meta.width, meta.height]).toEqual(['image/webp', 'webp', 120, 90]);
    });
    await withRun(pdfThumbnail, { input, params: { width: '64', format: 'jpg' } }, async (jpg) => {
      expect((await sharp(jpg.path).metadata()).format).toBe('jpeg');
      expect(jpg.name).toBe('report.jpg');
    });
    await expect(runTool(pdfThumbnail, { input, params: { pages: '1-2' } })).rejects.toMatchObject({ code: 'invalid_params' });
    await expect(runTool(pdfThumbnail, { input, params: { pages: '4' } })).rejects.toMatchObject({ code: 'invalid_params' });
  });
});
