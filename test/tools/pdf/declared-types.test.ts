import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { cleanup, type RunResult } from '../../helpers/tool-harness.js';
import { expectDeclaredOutput, toolsOf } from '../declared-types.js';
import * as mupdf from 'mupdf';
import { epubBook, richPdf, savedPdf, scratch, type Scratch } from './fixtures.js';

let s: Scratch;
/** One fixture per accepted type, the first a tool lists being the one it runs on. */
const byType: Record<string, string> = {};
const results: RunResult[] = [];

beforeAll(async () => {
  s = await scratch();
  byType['application/pdf'] = await s.file('report.pdf', await richPdf());
  byType['image/png'] = await s.file('photo.png', await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer());
  byType['text/plain'] = await s.file('notes.txt', 'A first line.\nA second line, with accents: é à ü.\n');
  byType['text/html'] = await s.file('page.html', '<!doctype html><html><body><h1>Title</h1><p>Some text.</p></body></html>');
  byType['application/epub+zip'] = `${s.dir}/book.epub`;
  await epubBook(byType['application/epub+zip'], [{ title: 'One', body: 'The first chapter.' }]);
  const locked = mupdf.Document.openDocument(await richPdf(), 'application/pdf').asPDF()!;
  INPUTS['pdf-unlock'] = await s.file('locked.pdf', savedPdf(locked, 'encrypt=aes-256,user-password=pw,owner-password=pw'));
});

/** The input of a tool that needs one of its own (an encrypted PDF to unlock). */
const INPUTS: Record<string, string> = {};
afterEach(async () => {
  for (const r of results.splice(0)) await cleanup(r);
});
afterAll(() => s.done());

/** Parameters a tool requires (no default) for the fixture. */
const PARAMS: Record<string, Record<string, unknown>> = {
  'pdf-extract-pages': { pages: '1,3' },
  'pdf-remove-pages': { pages: '2' },
  'pdf-crop': { crop_width: 200, crop_height: 150 },
  'pdf-watermark': { text: 'DRAFT' },
  'pdf-redact': { text: 'page' },
  'pdf-fill-form': { fields: '{"customer": "Ada"}' },
  'pdf-protect': { password: 'pw' },
  'pdf-unlock': { password: 'pw' },
};

describe('every pdf tool writes the type it declares', () => {
  // pdf-sign takes a PDF and a PKCS#12 together: sign.test.ts checks its declared type on a signed result.
  for (const tool of toolsOf('pdf').filter((t) => t.slug !== 'pdf-sign')) {
    it(tool.slug, async () => {
      const input = INPUTS[tool.slug] ?? tool.accepts.map((t) => byType[t]).find(Boolean);
      results.push(await expectDeclaredOutput(tool, { input, params: PARAMS[tool.slug] }));
    });
  }

  it('pdf-thumbnail follows its format parameter', async () => {
    const [thumb] = toolsOf('pdf').filter((t) => t.slug === 'pdf-thumbnail');
    for (const format of ['jpg', 'webp']) {
      results.push(await expectDeclaredOutput(thumb, { input: byType['application/pdf'], params: { format } }));
    }
  });
});
