import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFillForm, pdfFormFields, pdfRedact, pdfWatermark } from '../../../src/tools/pdf/definitions/form-tools.js';
import { scratch, type Scratch } from './fixtures.js';
import { withRun } from './harness.js';
import { openPdfFile, pixelAt, readPages } from './readback.js';

/**
 * Issue 39 item 3, stamps and forms: each result is read back the way a viewer or another program would, with mupdf
 * for text and pixels and pdf-lib (an independent reader) for the form values.
 */
let s: Scratch;
let letter: string;
let form: string;

beforeAll(async () => {
  s = await scratch();
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    const page = doc.addPage([400, 300]);
    page.drawText(`Page ${n}: account SECRET-${1000 + n} belongs to Alice`, { x: 20, y: 250, size: 12, font });
    page.drawText('Contact secret-9999 or the desk', { x: 20, y: 200, size: 12, font });
    page.drawText('Nothing to hide on this line', { x: 20, y: 150, size: 12, font });
  }
  letter = await s.file('letter.pdf', await doc.save());

  const f = await PDFDocument.create();
  const page = f.addPage([400, 300]);
  const acro = f.getForm();
  acro.createTextField('name').addToPage(page, { x: 20, y: 200, width: 200, height: 24 });
  acro.createCheckBox('agree').addToPage(page, { x: 20, y: 150, width: 16, height: 16 });
  const colour = acro.createDropdown('colour');
  colour.addOptions(['red', 'green', 'blue']);
  colour.addToPage(page, { x: 20, y: 100, width: 120, height: 24 });
  const locked = acro.createTextField('office');
  locked.setText('HQ');
  locked.enableReadOnly();
  locked.addToPage(page, { x: 200, y: 100, width: 120, height: 24 });
  form = await s.file('form.pdf', await f.save());
});
afterAll(async () => {
  await s?.done();
});

describe('pdf-redact', () => {
  it('removes every match from the text layer, case ignored by default, and leaves the rest', async () => {
    await withRun(pdfRedact, { input: letter, params: { text: 'secret-' } }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages).toHaveLength(2);
      for (const p of pages) {
        expect(p.text.toLowerCase()).not.toContain('secret');
        expect(p.text).toContain('belongs to Alice');
        expect(p.text).toContain('Nothing to hide on this line');
      }
      expect(res.stages.at(-1)).toBe('redacted 4 on 2 pages');
      // A black box marks the place of the first match on page 1 (its text starts at x ≈ 20 + "Page 1: account ").
      const [r, g, b] = await pixelAt(res.path, 0, 125, 300 - 254);
      expect(Math.max(r, g, b)).toBeLessThan(60);
    });
  });

  it('takes a regular expression and redacts only what it matches, on the chosen pages', async () => {
    await withRun(pdfRedact, { input: letter, params: { text: 'SECRET-10[0-9]{2}', match: 'regex', pages: '2' } }, async (res) => {
      const [one, two] = await readPages(res.path);
      expect(one.text).toContain('SECRET-1001');
      expect(two.text).not.toContain('SECRET-1002');
      // The other number does not match the pattern and stays.
      expect(two.text).toContain('secret-9999');
    });
  });

  it('keeps case with exact matching', async () => {
    await withRun(pdfRedact, { input: letter, params: { text: 'SECRET', match: 'exact' } }, async (res) => {
      const [one] = await readPages(res.path);
      expect(one.text).not.toContain('SECRET');
      expect(one.text).toContain('secret-9999');
    });
  });

  it('refuses an empty or control-character search before any job runs', async () => {
    await expect(withRun(pdfRedact, { input: letter, params: { text: '' } }, async () => undefined)).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'text' } });
    await expect(withRun(pdfRedact, { input: letter, params: { text: 'a\u0000b' } }, async () => undefined)).rejects.toMatchObject({ code: 'invalid_params' });
  });
});

describe('pdf-form-fields and pdf-fill-form', () => {
  it('lists the fields with their types, values, choices and pages', async () => {
    await withRun(pdfFormFields, { input: form }, async (res) => {
      expect(res.mime).toBe('application/json');
      const { fields } = JSON.parse(await readFile(res.path, 'utf8')) as { fields: Array<Record<string, unknown>> };
      const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
      expect(Object.keys(byName).sort()).toEqual(['agree', 'colour', 'name', 'office']);
      expect(byName.name).toMatchObject({ type: 'text', page: 1, read_only: false });
      expect(byName.agree).toMatchObject({ type: 'checkbox' });
      expect(byName.colour).toMatchObject({ type: 'combobox', options: ['red', 'green', 'blue'] });
      expect(byName.office).toMatchObject({ value: 'HQ', read_only: true });
    });
  });

  it('fills text, a checkbox and a choice, read back by pdf-lib', async () => {
    const fields = JSON.stringify({ name: 'Ada Lovelace', agree: true, colour: 'green' });
    await withRun(pdfFillForm, { input: form, params: { fields } }, async (res) => {
      const back = (await PDFDocument.load(await readFile(res.path))).getForm();
      expect(back.getTextField('name').getText()).toBe('Ada Lovelace');
      expect(back.getCheckBox('agree').isChecked()).toBe(true);
      expect(back.getDropdown('colour').getSelected()).toEqual(['green']);
      expect(back.getTextField('office').getText()).toBe('HQ');
    });
  });

  it('flattens on request: the values are page text and the form has no fields left', async () => {
    await withRun(pdfFillForm, { input: form, params: { fields: '{"name": "Grace Hopper"}', preset: 'flatten' } }, async (res) => {
      expect((await readPages(res.path))[0].text).toContain('Grace Hopper');
      const doc = await openPdfFile(res.path);
      expect(doc.loadPage(0).getWidgets()).toHaveLength(0);
    });
  });

  it('refuses, before the job, a field the form lacks (naming it), a read-only field, a choice not offered, and bad JSON', async () => {
    const refused = (fields: string) => withRun(pdfFillForm, { input: form, params: { fields } }, async () => undefined);
    await expect(refused('{"nmae": "x"}')).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'fields' }, message: expect.stringContaining('no field named "nmae"') });
    await expect(refused('{"office": "Annex"}')).rejects.toMatchObject({ code: 'invalid_params', message: expect.stringContaining('read-only') });
    await expect(refused('{"colour": "purple"}')).rejects.toMatchObject({ code: 'invalid_params', message: expect.stringContaining('red, green, blue') });
    await expect(refused('{"name": ')).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'fields' } });
  });
});

describe('pdf-watermark', () => {
  it('writes the text in the middle of each chosen page, in its colour, see-through', async () => {
    await withRun(pdfWatermark, { input: letter, params: { text: 'DRAFT', level: '120', color: '#ff0000', opacity: '0.5', degrees: '0', pages: '1' } }, async (res) => {
      const [one, two] = await readPages(res.path);
      expect(one.text).toContain('DRAFT');
      expect(two.text).not.toContain('DRAFT');
      // The middle of page 1 is covered by the red letters at half strength: red over white is pink.
      const doc = await openPdfFile(res.path);
      const [quad] = doc.loadPage(0).search('DRAFT', undefined)[0];
      const cx = (quad[0] + quad[2]) / 2;
      expect(Math.abs(cx - 200)).toBeLessThan(20);
      let pink = 0;
      for (let x = quad[0]; x < quad[2]; x += 2) {
        const [r, g, b] = await pixelAt(res.path, 0, x, (quad[1] + quad[5]) / 2);
        if (r > 240 && g > 100 && g < 160 && b > 100 && b < 160) pink++;
      }
      expect(pink).toBeGreaterThan(5);
    });
  });

  it('tiles the text over the page', async () => {
    await withRun(pdfWatermark, { input: letter, params: { text: 'COPY', level: '20', direction: 'tile' } }, async (res) => {
      const doc = await openPdfFile(res.path);
      expect(doc.loadPage(1).search('COPY', undefined).length).toBeGreaterThan(10);
    });
  });

  it('refuses letters a standard PDF font cannot write', async () => {
    await expect(withRun(pdfWatermark, { input: letter, params: { text: 'ЧЕРНОВИК' } }, async () => undefined)).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'text' } });
  });
});
