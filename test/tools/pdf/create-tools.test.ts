import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../../helpers/tool-harness.js';
import { imageToPdf } from '../../../src/tools/pdf/definitions/create-tools.js';
import { pdfTools } from '../../../src/tools/pdf/index.js';
import { withRun } from './harness.js';
import { A4, LETTER, epubBook, pngBomb, scratch, type Scratch } from './fixtures.js';
import { openPdfFile, pixelAt, readPages } from './readback.js';

const [txtToPdf, htmlToPdf, epubToPdf] = ['txt-to-pdf', 'html-to-pdf', 'epub-to-pdf'].map((slug) => pdfTools.find((t) => t.slug === slug)!);

let s: Scratch;
beforeAll(async () => {
  s = await scratch();
});
afterAll(() => s.done());

async function imageCount(path: string): Promise<number> {
  const doc = await openPdfFile(path);
  let n = 0;
  for (let i = 0; i < doc.countPages(); i++) {
    doc.loadPage(i).toStructuredText('preserve-images').walk({ onImageBlock: () => void n++ });
  }
  return n;
}

describe('image-to-pdf', () => {
  it('puts a PNG with transparency on a page of its own size', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
      .png()
      .toBuffer();
    await withRun(imageToPdf, { input: await s.file('blue.png', png) }, async (res) => {
      expect(res.name).toBe('blue.pdf');
      const pages = await readPages(res.path);
      expect(pages.map((p) => [p.width, p.height])).toEqual([[200, 100]]);
      expect(await pixelAt(res.path, 0, 100, 50)).toEqual([0, 0, 255]);
      expect(await imageCount(res.path)).toBe(1);
    });
  });

  it('embeds a JPEG untouched, sized by its resolution, or centred on A4 in its orientation', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#00ff00' } })
      .jpeg({ quality: 90 })
      .withMetadata({ density: 144 })
      .toBuffer();
    const input = await s.file('green.jpg', jpeg);
    await withRun(imageToPdf, { input }, async (fit) => {
      expect((await readPages(fit.path)).map((p) => [p.width, p.height])).toEqual([[200, 100]]);
      // Untouched: the file holds the original JPEG bytes.
      const doc = await openPdfFile(fit.path);
      let stored = 0;
      for (let n = 1; n < doc.countObjects(); n++) {
        const obj = doc.newIndirect(n);
        if (obj.isStream() && obj.get('Subtype').toString() === '/Image') stored = obj.readRawStream().getLength();
      }
      expect(stored).toBe(jpeg.length);
    });
    await withRun(imageToPdf, { input, params: { preset: 'a4' } }, async (a4) => {
      const [page] = await readPages(a4.path);
      expect([page.width, page.height]).toEqual([A4[1], A4[0]]);
      const [r, g, b] = await pixelAt(a4.path, 0, A4[1] / 2, A4[0] / 2);
      expect(g).toBeGreaterThan(200);
      expect(r + b).toBeLessThan(60);
      expect(await pixelAt(a4.path, 0, 5, 5)).toEqual([255, 255, 255]);
    });
  });

  it('makes one page per frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((c) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: c } }).png().toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    await withRun(imageToPdf, { input: await s.file('anim.gif', gif) }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.map((p) => [p.width, p.height])).toEqual([[40, 30], [40, 30], [40, 30]]);
      const [r, g, b] = await pixelAt(res.path, 2, 20, 15);
      expect(b).toBeGreaterThan(200);
      expect(r + g).toBeLessThan(60);
    });
  });

  it('refuses a pixel bomb before decoding it, and a file that is not an image', async () => {
    const bomb = await s.file('bomb.png', pngBomb(20000, 20000));
    await expect(runTool(imageToPdf, { input: bomb })).rejects.toMatchObject({
      code: 'file_too_large',
      message: expect.stringContaining('exceeds'),
    });
    const text = await s.file('notes.png', 'just some text, not a picture');
    await expect(runTool(imageToPdf, { input: text })).rejects.toMatchObject({ code: 'unsupported_type' });
  });
});

describe('txt-to-pdf', () => {
  it('lays UTF-8 text out on A4 pages', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => `Line ${i + 1}: café, Ελληνικά, Кириллица, 42 €`);
    await withRun(txtToPdf, { input: await s.file('notes.txt', lines.join('\n')) }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages.every((p) => p.width === A4[0] && p.height === A4[1])).toBe(true);
      const all = pages.map((p) => p.text).join('\n');
      expect(all).toContain('Line 1: café, Ελληνικά, Кириллица, 42 €');
      expect(all).toContain('Line 120:');
      // Printed-page margins (54 pt) around the text.
      let left = Infinity;
      let top = Infinity;
      (await openPdfFile(res.path)).loadPage(0).toStructuredText('').walk({
        beginLine(bbox) {
          left = Math.min(left, bbox[0]);
          top = Math.min(top, bbox[1]);
        },
      });
      expect(left).toBeGreaterThanOrEqual(53);
      expect(top).toBeGreaterThanOrEqual(53);
    });
  });

  it('uses Letter when asked, and refuses text that is not UTF-8 past the sniffed head', async () => {
    await withRun(txtToPdf, { input: await s.file('short.txt', 'Hello letter'), params: { preset: 'letter' } }, async (res) => {
      const [page] = await readPages(res.path);
      expect([page.width, page.height]).toEqual(LETTER);
      expect(page.text).toContain('Hello letter');
    });
    const bad = Buffer.concat([Buffer.alloc(70 * 1024, 'a'), Buffer.from([0xff, 0xfe, 0x41])]);
    await expect(runTool(txtToPdf, { input: await s.file('bad.txt', bad) })).rejects.toMatchObject({
      code: 'unsupported_type',
      message: expect.stringContaining('UTF-8'),
    });
  });
});

describe('html-to-pdf', () => {
  let server: Server;
  let hits = 0;
  let base = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('renders static HTML and CSS, runs no script and fetches nothing', async () => {
    const localPng = await s.file(
      'local.png',
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#f00' } }).png().toBuffer(),
    );
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8">
      <link rel="stylesheet" href="${base}/style.css"><style>@import url("${base}/import.css"); h1 { color: #0000ff }</style></head>
      <body><h1>Grüße aus dem Test</h1><p>Ελληνικά and ${'lorem ipsum '.repeat(20)}</p>
      <script>document.write('SCRIPT RAN')</script>
      <img src="${base}/pixel.png"><img src="file://${localPng}"><img src="${localPng}">
      </body></html>`;
    await withRun(htmlToPdf, { input: await s.file('page.html', html) }, async (res) => {
      const pages = await readPages(res.path);
      expect([pages[0].width, pages[0].height]).toEqual(A4);
      const text = pages.map((p) => p.text).join('');
      expect(text).toContain('Grüße aus dem Test');
      expect(text).toContain('Ελληνικά');
      expect(text).not.toContain('SCRIPT RAN');
      expect(await imageCount(res.path)).toBe(0);
      expect(hits).toBe(0);
    });
  });

  it('accepts only HTML', async () => {
    await expect(runTool(htmlToPdf, { input: await s.file('plain.html', 'no markup at all') })).rejects.toMatchObject({
      code: 'unsupported_type',
    });
  });
});

describe('epub-to-pdf', () => {
  it('lays the chapters of an EPUB out on pages', async () => {
    const path = `${s.dir}/book.epub`;
    await epubBook(path, [
      { title: 'Chapter One', body: 'It was a bright cold day — début.' },
      { title: 'Chapter Two', body: 'The end of the story.' },
    ]);
    await withRun(epubToPdf, { input: path, params: { preset: 'letter' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.every((p) => p.width === LETTER[0] && p.height === LETTER[1])).toBe(true);
      const text = pages.map((p) => p.text).join('');
      expect(text).toContain('Chapter One');
      expect(text).toContain('It was a bright cold day — début.');
      expect(text).toContain('The end of the story.');
    });
  });

  // Issue 37: a book of 20,000 chapters kept the layout engine busy until the job's timeout. Counted from the ZIP's
  // directory before anything is laid out. Scaled down to 5,000 chapters (over the cap of 2,000 all the same): the
  // attack's 20,000 take this machine half a minute just to zip.
  it('refuses a book of 5,000 chapters before laying anything out', async () => {
    const path = `${s.dir}/huge.epub`;
    await epubBook(path, Array.from({ length: 5000 }, (_, i) => ({ title: `C${i}`, body: 'x' })));
    const started = Date.now();
    await expect(runTool(epubToPdf, { input: path, params: { preset: 'a4' } })).rejects.toMatchObject({
      code: 'file_too_large',
      message: 'the EPUB has more than 2000 chapters, which exceeds the limit',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
