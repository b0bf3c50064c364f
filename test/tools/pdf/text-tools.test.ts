import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTools } from '../../../src/tools/pdf/index.js';
import { withRun } from './harness.js';
import { A4, LETTER, WIDE, accentedPdf, richPdf, savedPdf, scratch, type Scratch } from './fixtures.js';

const pdfMetadata = pdfTools.find((t) => t.slug === 'pdf-metadata')!;
const pdfToHtml = pdfTools.find((t) => t.slug === 'pdf-to-html')!;
const pdfToText = pdfTools.find((t) => t.slug === 'pdf-to-text')!;

let s: Scratch;
let accented: string;
let rich: string;
beforeAll(async () => {
  s = await scratch();
  accented = await s.file('accents.pdf', await accentedPdf());
  rich = await s.file('rich.pdf', await richPdf());
});
afterAll(() => s.done());

describe('pdf-to-text', () => {
  it('extracts UTF-8 text, pages separated by a form feed', async () => {
    await withRun(pdfToText, { input: accented }, async (res) => {
      expect(res.mime).toBe('text/plain');
      expect(res.name).toBe('accents.txt');
      const raw = await readFile(res.path);
      const text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
      expect(text).toContain('Café naïve — 42 €');
      expect(text).toContain('Grüße <b>&amp;');
      expect(text.split('\f')).toHaveLength(2);
      expect(raw.includes(Buffer.from('é', 'utf8'))).toBe(true);
    });
  });

  it('keeps to the chosen pages', async () => {
    await withRun(pdfToText, { input: rich, params: { pages: '3' } }, async (res) => {
      const text = await readFile(res.path, 'utf8');
      expect(text).toContain('Third page landscape');
      expect(text).not.toContain('First page');
    });
  });
});

describe('pdf-to-html', () => {
  it('writes one UTF-8 HTML document with the text escaped and pages sized', async () => {
    await withRun(pdfToHtml, { input: accented }, async (res) => {
      expect(res.mime).toBe('text/html');
      const html = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(res.path));
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain('<meta charset="utf-8">');
      expect(html).toContain('Café');
      expect(html).toContain('€');
      // The PDF's "<b>" is text, not markup.
      expect(html).toContain('&lt;b&gt;');
      expect(html).not.toContain('<b>&amp;');
      expect(html.match(/class="page"/g)).toHaveLength(2);
    });
  });

  it('inlines page images as data URIs (nothing to fetch)', async () => {
    await withRun(pdfToHtml, { input: rich, params: { pages: '1' } }, async (res) => {
      const html = await readFile(res.path, 'utf8');
      expect(html).toContain('First page says hello');
      expect(html).toMatch(/<img[^>]+src="data:image\/(png|jpeg);base64,/);
      expect(html).not.toContain('Second page');
    });
  });
});

describe('pdf-metadata', () => {
  it('reports the document information, pages, sizes, fields and annotations as JSON', async () => {
    await withRun(pdfMetadata, { input: rich }, async (res) => {
      expect(res.mime).toBe('application/json');
      const meta = JSON.parse(await readFile(res.path, 'utf8'));
      expect(meta).toMatchObject({
        title: 'Quarterly Report',
        author: 'Ada Lovelace',
        subject: 'Testing subject',
        keywords: 'alpha beta',
        creator: 'pdf-test-creator',
        producer: 'pdf-test-producer',
        pageCount: 3,
        encrypted: false,
        needsPassword: false,
        formFields: 1,
        annotations: 1,
      });
      expect(meta.pdfVersion).toMatch(/^PDF \d\.\d$/);
      expect(new Date(meta.creationDate).getFullYear()).toBeGreaterThan(2000);
      expect(meta.pageSizes).toEqual([
        { width: A4[0], height: A4[1], rotation: 0, pages: 1 },
        { width: LETTER[0], height: LETTER[1], rotation: 0, pages: 1 },
        { width: WIDE[0], height: WIDE[1], rotation: 0, pages: 1 },
      ]);
    });
  });

  it('describes a password-protected PDF instead of failing', async () => {
    const doc = mupdf.Document.openDocument(await readFile(rich), 'application/pdf').asPDF()!;
    const locked = await s.file(
      'locked.pdf',
      savedPdf(doc, 'encrypt=aes-256,user-password=secret,owner-password=owner'),
    );
    await withRun(pdfMetadata, { input: locked }, async (res) => {
      const meta = JSON.parse(await readFile(res.path, 'utf8'));
      expect(meta).toMatchObject({ encrypted: true, needsPassword: true, pageCount: null, title: null });
      expect(meta.encryption).toMatch(/AES/);
    });
  });
});
