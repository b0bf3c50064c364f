import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';

/**
 * The tools that take many files (issue 26 item 3), alone through POST /upload with several `file` fields and as
 * the last step of a pipeline; every result is read back with pdf-lib.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '4' });
});
afterAll(async () => {
  await app.destroy();
});

type Part = { data: Uint8Array; name: string };
function form(fields: Record<string, string>, files: Part[]): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (const p of files) f.append('file', new Blob([new Uint8Array(p.data)]), p.name);
  return f;
}

async function pdfOfPages(pages: Array<[number, number]>): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const [w, h] of pages) doc.addPage([w, h]).drawRectangle({ x: 5, y: 5, width: w / 3, height: h / 3 });
  return Buffer.from(await doc.save());
}

async function resultPdf(c: Client, status: number, body: Record<string, unknown>): Promise<PDFDocument> {
  expect([status, body.error]).toEqual([202, undefined]);
  const done = await c.waitForJob(body.job_id as string);
  expect(done.status).toBe('completed');
  const res = await c.request(done.download_url as string);
  expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
  return PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
}

const sizes = (doc: PDFDocument) => doc.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())]);

describe('pdf-merge', () => {
  it('joins the pages of 3 PDFs in the order sent (POST /upload, several file fields)', async () => {
    const c = new Client(app.url);
    const files = [
      { data: await pdfOfPages([[300, 200]]), name: 'one.pdf' },
      { data: await pdfOfPages([[400, 400], [410, 410]]), name: 'two.pdf' },
      { data: await pdfOfPages([[100, 500], [110, 500], [120, 500]]), name: 'three.pdf' },
    ];
    const { status, body } = await c.json('/upload', { method: 'POST', body: form({ tool: 'pdf-merge' }, files) });
    const doc = await resultPdf(c, status, body);
    expect(sizes(doc)).toEqual([[300, 200], [400, 400], [410, 410], [100, 500], [110, 500], [120, 500]]);
  });

  it('refuses a file that is not a PDF before anything runs', async () => {
    const c = new Client(app.url);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const { status, body } = await c.json('/upload', { method: 'POST', body: form({ tool: 'pdf-merge' }, [{ data: await pdfOfPages([[10, 10]]), name: 'a.pdf' }, { data: png, name: 'b.pdf' }]) });
    expect([status, body.error, body.field]).toEqual([415, 'unsupported_type', 'file']);
  });
});

describe('images-to-pdf', () => {
  it('makes one page per image, in order, each the image’s own size', async () => {
    const c = new Client(app.url);
    const image = (w: number, h: number, fmt: 'png' | 'jpeg' | 'webp') =>
      sharp({ create: { width: w, height: h, channels: 3, background: { r: 20, g: 90, b: 200 } } })[fmt]().toBuffer();
    const files = [
      { data: await image(120, 80, 'jpeg'), name: 'a.jpg' },
      { data: await image(60, 90, 'png'), name: 'b.png' },
      { data: await image(50, 50, 'webp'), name: 'c.webp' },
    ];
    const { status, body } = await c.json('/upload', { method: 'POST', body: form({ tool: 'images-to-pdf' }, files) });
    const doc = await resultPdf(c, status, body);
    expect(sizes(doc)).toEqual([[120, 80], [60, 90], [50, 50]]);
  });

  it('the one-image tool still refuses two files with 400', async () => {
    const c = new Client(app.url);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const { status, body } = await c.json('/upload', { method: 'POST', body: form({ tool: 'image-to-pdf' }, [{ data: png, name: 'a.png' }, { data: png, name: 'b.png' }]) });
    expect([status, body.error]).toEqual([400, 'invalid_request']);
  });
});

describe('a PDF through its pages and back', () => {
  it('PDF → page images → resize → images-to-pdf keeps the page count, at the new page size', async () => {
    const c = new Client(app.url);
    const pdf = await pdfOfPages([[200, 100], [200, 100], [200, 100], [100, 200]]);
    const steps = [{ tool: 'pdf-to-png', level: 72 }, { tool: 'image-resize', width: 50 }, { tool: 'images-to-pdf' }];
    const { status, body } = await c.json('/api/pipelines', { method: 'POST', body: form({ steps: JSON.stringify(steps) }, [{ data: pdf, name: 'doc.pdf' }]) });
    expect(body.steps).toBe(3);
    const doc = await resultPdf(c, status, body);
    // Every page is a 50-pixel-wide image put at the resolution the render recorded, so all four pages are equally
    // wide, the landscape ones half as high and the portrait one twice.
    const got = doc.getPages().map((p) => [p.getWidth(), p.getHeight()]);
    expect(got).toHaveLength(4);
    const w = got[0][0];
    expect(w).toBeGreaterThan(30);
    expect(w).toBeLessThanOrEqual(50);
    for (const [pw, ph] of got.slice(0, 3)) {
      expect(pw).toBeCloseTo(w, 3);
      expect(ph).toBeCloseTo(w / 2, 3);
    }
    expect(got[3][0]).toBeCloseTo(w, 3);
    expect(got[3][1]).toBeCloseTo(w * 2, 3);
    const done = (await c.json(`/api/jobs/${body.job_id as string}`)).body;
    expect(done).toMatchObject({ steps: 3, step: 3, step_tool: 'images-to-pdf' });
  });
});
