/**
 * pdf-to-pdfa on a 2-page PDF the test writes: the result is read back with mupdf for the PDF/A-2b identification
 * in its XMP metadata (pdfaid:part 2, conformance B), the output intent, every font embedded, the pages and their text.
 * This checks what PDF/A validators look for first; veraPDF itself is not run (it is a Java program not in Debian).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ENGINES, type ToolEngines } from '../../../src/core/tools/engines/families.js';
import { findOfficeEngine } from '../../../src/tools/office/engine/find.js';
import { pdfToPdfa } from '../../../src/tools/office/definitions/pdf-to-pdfa.js';
import { testToolEnv, trackedRuns } from '../../helpers/tool-harness.js';
import { openPdfFile, readPages } from '../pdf/readback.js';

let dir: string;
let engines: ToolEngines;
let input: string;
const runs = trackedRuns();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdfa-test-'));
  const found = await findOfficeEngine();
  if (!found.engine) throw new Error('LibreOffice is missing: run sh .ci/install-office.sh');
  engines = { ...NO_ENGINES, office: found.engine };
  // Helvetica is one of the 14 standard fonts: a plain PDF does not embed it, which PDF/A forbids.
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 2; i++) doc.addPage([300, 300]).drawText(`Archive page ${i + 1}`, { x: 20, y: 200, size: 14, font });
  input = join(dir, 'plain.pdf');
  await writeFile(input, await doc.save());
});
afterAll(async () => {
  await runs.cleanupAll();
  await rm(dir, { recursive: true, force: true });
});

describe('pdf-to-pdfa', () => {
  it('writes PDF/A-2b: the identification in XMP, an output intent, every font embedded, pages and text kept', async () => {
    const r = await runs.run(pdfToPdfa, { input, env: testToolEnv({ engines }) });
    expect(r.mime).toBe('application/pdf');
    const doc = await openPdfFile(r.path);
    const root = doc.getTrailer().get('Root');
    const xmp = root.get('Metadata').readStream().asString();
    expect(xmp).toMatch(/<pdfaid:part>2<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    const intent = root.get('OutputIntents').get(0);
    expect(intent.get('S').asName()).toBe('GTS_PDFA1');
    expect(intent.get('DestOutputProfile').isStream()).toBe(true);
    // Every font of every page has its program embedded (FontFile, FontFile2 or FontFile3 in its descriptor).
    let fonts = 0;
    for (let i = 0; i < doc.countPages(); i++) {
      doc.findPage(i).get('Resources').get('Font').forEach((f) => {
        fonts++;
        const font = f.resolve();
        const descriptor = (font.get('Subtype').asName() === 'Type0' ? font.get('DescendantFonts').get(0).resolve() : font).get('FontDescriptor');
        expect(['FontFile', 'FontFile2', 'FontFile3'].some((k) => !descriptor.get(k).isNull())).toBe(true);
      });
    }
    expect(fonts).toBeGreaterThan(0);
    const pages = await readPages(r.path);
    expect(pages.map((p) => p.text.replace(/\s+/g, ' ').trim())).toEqual(['Archive page 1', 'Archive page 2']);
  }, 60_000);
});
