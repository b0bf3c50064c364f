/**
 * The OCR tools on pages the test draws itself: what a user gets back is decoded (text, word boxes, a PDF's text
 * layer and its pixels) and held to the known words by character error rate.
 */
import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolDefinition, ToolEnv } from '../../../src/core/tools/tool.types.js';
import { NO_ENGINES } from '../../../src/core/tools/engines/families.js';
import { findOcrEngine } from '../../../src/tools/ocr/engine/find.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { parseTsvWords } from '../../../src/tools/ocr/tsv.js';
import { characterErrorRate, ENGLISH_LINES, RUSSIAN_LINES, textPagePng } from '../../helpers/ocr-pages.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';
import { testToolEnv, trackedRuns } from '../../helpers/tool-harness.js';
import { openPdfFile, readPages } from '../pdf/readback.js';

const ENGLISH = ENGLISH_LINES.join('\n');
let env: ToolEnv;
let s: Scratch;
let englishPng: string;
const { run, cleanupAll } = trackedRuns();

function tool(slug: string): ToolDefinition {
  const t = createToolRegistry(undefined, undefined, env.engines).get(slug);
  if (!t) throw new Error(`no tool ${slug}`);
  return t;
}

/** A one-page PDF showing `png` at 300 dpi, as a scanner makes it: an image and no text. */
async function scannedPdf(png: Buffer, textPage?: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  if (textPage) {
    const page = doc.addPage([595, 842]);
    page.drawText(textPage, { x: 60, y: 700, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  }
  const img = await doc.embedPng(png);
  const w = (img.width * 72) / 300;
  const h = (img.height * 72) / 300;
  doc.addPage([w, h]).drawImage(img, { x: 0, y: 0, width: w, height: h });
  return Buffer.from(await doc.save());
}

/** Page `index` rendered at 100 dpi as RGB bytes. */
async function renderPage(path: string, index: number): Promise<{ w: number; h: number; px: Uint8ClampedArray }> {
  const doc = await openPdfFile(path);
  const pix = doc.loadPage(index).toPixmap(mupdf.Matrix.scale(100 / 72, 100 / 72), mupdf.ColorSpace.DeviceRGB, false, true);
  return { w: pix.getWidth(), h: pix.getHeight(), px: pix.getPixels().slice() };
}

beforeAll(async () => {
  const found = await findOcrEngine();
  if (!found.engine) throw new Error('no OCR engine: npm ci installs tesseract.js');
  env = testToolEnv({ engines: { ...NO_ENGINES, ocr: found.engine } });
  s = await scratch('ocr-tools');
  englishPng = await s.file('english.png', await textPagePng(ENGLISH_LINES));
});

afterAll(async () => {
  await cleanupAll();
  await s.done();
});

describe('image to text', () => {
  it('reads rendered English words with a character error rate under 2 %', async () => {
    const res = await run(tool('ocr-image'), { input: englishPng, env });
    expect(res.mime).toBe('text/plain');
    expect(characterErrorRate(ENGLISH, await readFile(res.path, 'utf8'))).toBeLessThan(0.02);
  });

  it('reads Russian (DejaVu has Cyrillic) with a character error rate of at most 5 %', async () => {
    if (!env.engines.ocr!.languages.includes('rus')) {
      // @tesseract.js-data publishes no Russian package: only the Debian tessdata adds it (.ci/install-ocr.sh).
      expect(env.engines.ocr!.name).toMatch(/tesseract\.js/);
      return;
    }
    const input = await s.file('russian.png', await textPagePng(RUSSIAN_LINES));
    const res = await run(tool('ocr-image'), { input, env, params: { lang: 'rus' } });
    expect(characterErrorRate(RUSSIAN_LINES.join('\n'), await readFile(res.path, 'utf8'))).toBeLessThanOrEqual(0.05);
  });

  it('reads Simplified Chinese with a character error rate of at most 5 %', async () => {
    // Droid Sans Fallback (fonts-droid-fallback, installed by .ci/install-ocr.sh) draws the Chinese glyphs.
    const lines = ['我们今天去学校上课。', '天气很好，阳光明媚。', '他喜欢在图书馆看书。'];
    const input = await s.file('chinese.png', await textPagePng(lines, { font: 'Droid Sans Fallback', width: 60 * 2 + 40 * 11 }));
    const res = await run(tool('ocr-image'), { input, env, params: { lang: 'chi_sim' } });
    // Tesseract may put spaces between Chinese characters; the text has none.
    const read = (await readFile(res.path, 'utf8')).replace(/\s+/g, '');
    expect(characterErrorRate(lines.join(''), read)).toBeLessThanOrEqual(0.05);
  });

  it('reads two text columns column by column with layout=columns, where one block reads across them', async () => {
    // Tesseract's layout analysis sees columns from about five lines on; three lines read as one block whatever the mode.
    const left = ['Apples grow on trees', 'Bread comes from wheat', 'Cheese is made of milk', 'Dates are sweet fruit', 'Eggs come from hens'];
    const right = ['Rivers run to the sea', 'Stones sink in water', 'Trains run on rails', 'Umbrellas keep us dry', 'Violins have strings'];
    const line = (t: string, x: number, i: number) => `<text x="${x}" y="${92 + i * 48}" font-family="DejaVu Sans" font-size="32">${t}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1114" height="360"><rect width="100%" height="100%" fill="#fff"/>${[
      ...left.map((t, i) => line(t, 60, i)),
      ...right.map((t, i) => line(t, 617, i)),
    ].join('')}</svg>`;
    const input = await s.file('columns.png', await sharp(Buffer.from(svg)).flatten({ background: '#fff' }).png().toBuffer());
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
    const columns = flat(await readFile((await run(tool('ocr-image'), { input, env, params: { layout: 'columns' } })).path, 'utf8'));
    // Column by column: the whole left column, then the whole right one.
    expect(characterErrorRate([...left, ...right].join(' '), columns)).toBeLessThan(0.02);
    const across = flat(await readFile((await run(tool('ocr-image'), { input, env })).path, 'utf8'));
    // The default single block reads each line across both columns.
    expect(characterErrorRate(left.map((l, i) => `${l} ${right[i]}`).join(' '), across)).toBeLessThan(0.02);
  });

  it('gives word boxes as TSV and hOCR where the words were drawn', async () => {
    const tsv = await run(tool('ocr-image'), { input: englishPng, env, params: { format: 'tsv' } });
    const words = parseTsvWords(await readFile(tsv.path, 'utf8'));
    const quick = words.find((w) => w.text === 'quick');
    // The first line's baseline is at y = 100 px, its text starts at x = 60 px, and "The " comes before "quick".
    expect(quick).toBeDefined();
    expect(quick!.top).toBeGreaterThan(60);
    expect(quick!.top + quick!.height).toBeLessThan(115);
    expect(quick!.left).toBeGreaterThan(100);
    const hocr = await run(tool('ocr-image'), { input: englishPng, env, params: { format: 'hocr' } });
    expect(hocr.mime).toBe('text/html');
    const html = await readFile(hocr.path, 'utf8');
    expect(html).toMatch(/class=['"]ocrx_word['"][^>]*title=['"]bbox \d+ \d+ \d+ \d+/);
    expect(html).toContain('>quick<');
  });

  it.each([90, 180])('reads a photo turned %i°', async (turn) => {
    const input = await s.file(`turned-${turn}.png`, await sharp(await readFile(englishPng)).rotate(turn).png().toBuffer());
    const res = await run(tool('ocr-image'), { input, env });
    expect(characterErrorRate(ENGLISH, await readFile(res.path, 'utf8'))).toBeLessThan(0.02);
  });

  it('refuses a language that is not installed with 422, naming the installed ones', async () => {
    await expect(run(tool('ocr-image'), { input: englishPng, env, params: { lang: 'eng+xyz' } })).rejects.toMatchObject({
      code: 'invalid_params',
      message: expect.stringMatching(/xyz is not installed.*installed: .*eng/),
      details: { field: 'lang', installed: expect.arrayContaining(['eng', 'deu', 'fra', 'spa', 'por', 'ukr', 'pol', 'tur', 'chi_sim']) },
    });
  });

  it('refuses a pixel bomb from its header, before any OCR', async () => {
    const input = await s.file('bomb.png', pngHeaderOnly(60_000, 60_000));
    await expect(run(tool('ocr-image'), { input, env })).rejects.toMatchObject({ code: 'file_too_large', message: expect.stringMatching(/exceeds/) });
  });
});

describe('scanned PDFs', () => {
  it('become searchable: the text layer holds the words and the page renders exactly as before', async () => {
    const input = await s.file('scan.pdf', await scannedPdf(await readFile(englishPng)));
    const res = await run(tool('ocr-pdf'), { input, env });
    const [page] = await readPages(res.path);
    expect(characterErrorRate(ENGLISH, page!.text)).toBeLessThan(0.02);
    const before = await renderPage(input, 0);
    const after = await renderPage(res.path, 0);
    expect([after.w, after.h]).toEqual([before.w, before.h]);
    expect(Buffer.from(after.px).equals(Buffer.from(before.px))).toBe(true);
    // Searching finds a word where it was drawn: the third line, below the first two.
    const doc = await openPdfFile(res.path);
    const hits = doc.loadPage(0).search('quartz', '');
    expect(hits.length).toBe(1);
    const [quad] = hits[0]!;
    const [third] = doc.loadPage(0).search('Pack', '')[0]!;
    expect(quad![1]).toBeGreaterThan(third![1]);
  });

  it('give their text, reading only the page that has no text layer', async () => {
    const input = await s.file('mixed.pdf', await scannedPdf(await readFile(englishPng), 'Typed page with a real text layer'));
    const res = await run(tool('ocr-pdf-to-text'), { input, env });
    const [typed, scanned] = (await readFile(res.path, 'utf8')).split('\f');
    expect(typed).toContain('Typed page with a real text layer');
    expect(characterErrorRate(ENGLISH, scanned!)).toBeLessThan(0.02);
    // One page was read by OCR, of the two.
    expect(res.stages).toContain('recognizing 1/1');
    expect(res.stages.some((st) => /^recognizing \d+\/2$/.test(st))).toBe(false);
    expect(res.stages.at(-1)).toBe('recognized 1/2');
  });

  it('refuse a huge page before rendering it', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([14_400, 14_400]);
    const input = await s.file('huge.pdf', Buffer.from(await doc.save()));
    await expect(run(tool('ocr-pdf'), { input, env })).rejects.toMatchObject({ code: 'file_too_large', message: expect.stringMatching(/OCR pixel limit/) });
  });
});

/** A PNG whose header declares width × height grey pixels, with almost no data behind it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
