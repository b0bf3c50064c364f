import { stat } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import { pdfCompress } from '../../../src/tools/pdf/definitions/document-tools.js';
import { cleanup, runTool } from '../../helpers/tool-harness.js';
import { scratch, textPdf, type Scratch } from './fixtures.js';
import { openPdfFile, pixelAt, readPages } from './readback.js';

let s: Scratch;
let photos: string;

/** A noisy 800x600 picture, red on its top half and blue below: noise is what a JPEG cannot squeeze. */
async function noisyPhoto(): Promise<Buffer> {
  const w = 800;
  const h = 600;
  const raw = Buffer.alloc(w * h * 3);
  let seed = 7;
  for (let i = 0; i < w * h; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = seed % 70;
    const top = i < (w * h) / 2;
    raw[i * 3] = top ? 185 + n : n;
    raw[i * 3 + 1] = n;
    raw[i * 3 + 2] = top ? n : 185 + n;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

beforeAll(async () => {
  s = await scratch();
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const photo = await doc.embedJpg(await noisyPhoto());
  for (let i = 0; i < 2; i++) {
    const page = doc.addPage([400, 400]);
    page.drawImage(photo, { x: 0, y: 100, width: 400, height: 300 });
    page.drawText(`Holiday page ${i + 1}`, { x: 20, y: 40, size: 14, font });
  }
  photos = await s.file('photos.pdf', await doc.save());
});
afterAll(() => s.done());

describe('pdf-compress with target_size', () => {
  it('makes the images smaller step by step until the PDF fits, keeping pages, text and picture', async () => {
    const before = (await stat(photos)).size;
    expect(before).toBeGreaterThan(250_000);
    const r = await runTool(pdfCompress, { input: photos, params: { target_size: '60000' } });
    try {
      expect(r.size).toBeLessThanOrEqual(60_000);
      const pages = await readPages(r.path);
      expect(pages.map((p) => p.text.trim())).toEqual(['Holiday page 1', 'Holiday page 2']);
      // The picture is still there, the right way up: red above the middle, blue below (at 72 dpi, y from the top).
      const [tr, , tb] = await pixelAt(r.path, 0, 200, 80);
      expect(tr).toBeGreaterThan(150);
      expect(tb).toBeLessThan(110);
      const [br, , bb] = await pixelAt(r.path, 1, 200, 240);
      expect(bb).toBeGreaterThan(150);
      expect(br).toBeLessThan(110);
      // The one shared image is now a narrower JPEG.
      const doc = await openPdfFile(r.path);
      const image = doc.loadPage(0).getObject().get('Resources', 'XObject');
      let width = 0;
      image.forEach((x) => {
        const o = x.resolve();
        expect(o.get('Filter').asName()).toBe('DCTDecode');
        width = o.get('Width').asNumber();
      });
      expect(width).toBeGreaterThan(0);
      expect(width).toBeLessThan(800);
      // A binary search over the seven steps: three tries, the middle one first.
      const tries = r.stages.filter((x) => x.startsWith('trying '));
      expect(tries[0]).toBe('trying images as JPEG quality 50, at most 1000 px');
      expect(new Set(tries).size).toBeLessThanOrEqual(3);
      expect(r.stages.at(-1)).toMatch(/^fitted: images as JPEG quality \d+, at most \d+ px, \d+ bytes$/);
      const { quality, maxSide } = r.settings ?? {};
      expect(r.settings).toEqual({ targetBytes: 60_000, reachedBytes: r.size, quality, maxSide, lossless: false });
      expect(r.stages.at(-1)).toBe(`fitted: images as JPEG quality ${quality}, at most ${maxSide} px, ${r.size} bytes`);
      // The image was 800 px wide; the longest side the settings name is what it was brought down to.
      expect(width).toBeLessThanOrEqual(maxSide ?? 0);
    } finally {
      await cleanup(r);
    }
  });

  it('stops at the lossless rewrite when that already fits', async () => {
    const r = await runTool(pdfCompress, { input: photos, params: { target_size: 'email' } });
    try {
      expect(r.stages.at(-1)).toMatch(/^fitted: lossless, \d+ bytes$/);
      const doc = await openPdfFile(r.path);
      doc.loadPage(0).getObject().get('Resources', 'XObject').forEach((x) => {
        expect(x.resolve().get('Width').asNumber()).toBe(800);
      });
    } finally {
      await cleanup(r);
    }
  });

  it('fails naming the smallest size reached when text alone is over the target, and refuses a tiny target', async () => {
    const text = await s.file('text.pdf', await textPdf(60, [400, 400], 20));
    const e = await runTool(pdfCompress, { input: text, params: { target_size: 10_000 } }).then(
      () => new Error('expected a failure'),
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(ToolError);
    expect((e as ToolError).kind).toBe('too_large');
    expect((e as ToolError).message).toMatch(
      /^the smallest PDF reached is \d+ bytes \(0\.\d\d MB\) with images as JPEG quality 25, at most 300 px, which exceeds the target size of 10000 bytes \(0\.01 MB\); choose a larger target_size or split the PDF$/,
    );
    await expect(runTool(pdfCompress, { input: photos, params: { target_size: 9_999 } })).rejects.toBeInstanceOf(AppError);
  });
});
