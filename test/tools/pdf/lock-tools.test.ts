import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfProtect, pdfUnlock } from '../../../src/tools/pdf/definitions/lock-tools.js';
import { scratch, type Scratch } from './fixtures.js';
import { withRun } from './harness.js';
import { readPages } from './readback.js';

/** Issue 39 item 3, locks: a protected PDF opens only with its password (read back with MuPDF, as a viewer would). */
let s: Scratch;
let plain: string;

const open = async (path: string) => mupdf.Document.openDocument(await readFile(path), 'application/pdf');

beforeAll(async () => {
  s = await scratch();
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText('Quarterly figures, for the board only', { x: 20, y: 100, size: 12, font });
  plain = await s.file('plain.pdf', await doc.save());
});
afterAll(async () => {
  await s?.done();
});

describe('pdf-protect', () => {
  it('encrypts with AES-256: the password opens it, a wrong one does not, print is allowed and copying is not', async () => {
    await withRun(pdfProtect, { input: plain, params: { password: 'open sesame', owner_password: 'boss only' } }, async (res) => {
      const doc = await open(res.path);
      expect(doc.needsPassword()).toBe(true);
      expect(doc.getMetaData('encryption')).toMatch(/AES/);
      expect(doc.authenticatePassword('wrong')).toBe(0);
      expect(doc.authenticatePassword('open sesame')).not.toBe(0);
      expect(doc.hasPermission('print')).toBe(true);
      expect(doc.hasPermission('copy')).toBe(false);
      expect(doc.hasPermission('edit')).toBe(false);
      expect(doc.loadPage(0).toStructuredText('preserve-whitespace').asText()).toContain('Quarterly figures');
      // The owner password lifts the limits.
      const owner = await open(res.path);
      expect(owner.authenticatePassword('boss only')).not.toBe(0);
      expect(owner.hasPermission('copy')).toBe(true);
    });
  });

  it('view-only forbids printing too; all allows everything', async () => {
    await withRun(pdfProtect, { input: plain, params: { password: 'pw1', preset: 'view-only' } }, async (res) => {
      const doc = await open(res.path);
      doc.authenticatePassword('pw1');
      expect(doc.hasPermission('print')).toBe(false);
    });
    await withRun(pdfProtect, { input: plain, params: { password: 'pw2', preset: 'all' } }, async (res) => {
      const doc = await open(res.path);
      doc.authenticatePassword('pw2');
      expect(doc.hasPermission('copy')).toBe(true);
      expect(doc.hasPermission('print')).toBe(true);
    });
  });

  it('refuses a password with a comma, or none, naming the field', async () => {
    for (const password of ['a,b', '']) {
      await expect(withRun(pdfProtect, { input: plain, params: { password } }, async () => undefined)).rejects.toMatchObject({
        code: 'invalid_params',
        details: { field: 'password' },
      });
    }
  });
});

describe('pdf-unlock', () => {
  it('removes the password given the right one, and refuses a wrong one before any job runs', async () => {
    await withRun(pdfProtect, { input: plain, params: { password: 'let me in' } }, async (locked) => {
      await expect(withRun(pdfUnlock, { input: locked.path, params: { password: 'let me out' } }, async () => undefined)).rejects.toMatchObject({
        code: 'invalid_params',
        message: 'password: it does not open this PDF',
      });
      await withRun(pdfUnlock, { input: locked.path, params: { password: 'let me in' } }, async (res) => {
        const doc = await open(res.path);
        expect(doc.needsPassword()).toBe(false);
        expect(doc.getMetaData('encryption')).toBe('None');
        expect((await readPages(res.path))[0].text).toContain('Quarterly figures');
      });
    });
  });

  it('says so when the PDF has no password to remove', async () => {
    await expect(withRun(pdfUnlock, { input: plain, params: { password: 'x' } }, async () => undefined)).rejects.toMatchObject({
      code: 'invalid_params',
      message: 'password: this PDF has no password to remove',
    });
  });
});
