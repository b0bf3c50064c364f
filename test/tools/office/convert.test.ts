/**
 * The office tools on documents the test writes itself, each result decoded: PDF text through mupdf, CSV cells,
 * slide images through sharp, text and HTML read back. LibreOffice is the engine (.ci/install-office.sh adds it);
 * the pure-JS engines run with no engine at all.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ENGINES, type ToolEngines } from '../../../src/core/tools/engines/families.js';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { findOfficeEngine } from '../../../src/tools/office/engine/find.js';
import { officeTools } from '../../../src/tools/office/index.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { testToolEnv, trackedRuns } from '../../helpers/tool-harness.js';
import { readPages, readZip } from '../pdf/readback.js';
import { expectDeclaredOutput } from '../declared-types.js';
import { docxParts, para, pptxParts, table, writePackage, xlsxParts } from './ooxml.js';

const tool = (slug: string): ToolDefinition => officeTools.find((t) => t.slug === slug)!;

let dir: string;
let engines: ToolEngines;
let docx: string;
let xlsx: string;
const runs = trackedRuns();

const SHEETS = [
  { name: 'Prices', rows: [['Game', 'Price'], ['Hollow Knight', 14.99], ['Celeste, Deluxe', 19.99]] },
  { name: 'Stores', rows: [['Steam'], ['GOG "DRM-free"']] },
  { name: 'Empty-ish', rows: [[42]] },
] as const;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'office-test-'));
  const found = await findOfficeEngine();
  if (!found.engine) throw new Error('LibreOffice is missing: run sh .ci/install-office.sh');
  engines = { ...NO_ENGINES, office: found.engine };
  docx = await writePackage(
    join(dir, 'report.docx'),
    docxParts(para('Quarterly report of the guild') + table([['Player', 'Score'], ['Aurora', '9001'], ['Borealis', '1234']]) + para('Closing words')),
  );
  xlsx = await writePackage(join(dir, 'book.xlsx'), xlsxParts(SHEETS.map((s) => ({ name: s.name, rows: s.rows.map((r) => [...r]) }))));
});
afterAll(async () => {
  await runs.cleanupAll();
  await rm(dir, { recursive: true, force: true });
});

/** CSV text parsed back into rows of fields (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const expectedRows = (rows: readonly (readonly (string | number)[])[]) => rows.map((r) => r.map(String));

// Each conversion is a process of its own: two at a time use both cores of the CI machine.
describe('office documents with LibreOffice', { timeout: 60_000, concurrent: true }, () => {
  it('turns a docx with a table into a PDF whose text holds the paragraphs and every cell', async () => {
    const env = testToolEnv({ engines });
    const result = await expectDeclaredOutput(tool('word-to-pdf'), { input: docx, env });
    const text = (await readPages(result.path)).map((p) => p.text).join('\n');
    for (const words of ['Quarterly report of the guild', 'Player', 'Score', 'Aurora', '9001', 'Borealis', '1234', 'Closing words']) {
      expect(text).toContain(words);
    }
    expect(result.name).toBe('report.pdf');
  });

  it('writes each of three sheets as its own CSV with the right cells, in workbook order', async () => {
    const result = await expectDeclaredOutput(tool('xlsx-to-csv'), { input: xlsx, env: testToolEnv({ engines }) });
    const entries = await readZip(result.path);
    expect(entries.map((e) => e.name)).toEqual(['book-Prices.csv', 'book-Stores.csv', 'book-Empty-ish.csv']);
    SHEETS.forEach((sheet, i) => expect(parseCsv(entries[i].data.toString('utf8'))).toEqual(expectedRows(sheet.rows)));
  });

  it('lays every sheet of a workbook out as a page of its own, and reads CSV text as a sheet', async () => {
    const env = testToolEnv({ engines });
    const pdf = await expectDeclaredOutput(tool('spreadsheet-to-pdf'), { input: xlsx, env });
    const pages = (await readPages(pdf.path)).map((p) => p.text);
    expect(pages).toHaveLength(3);
    // Text longer than its column is cut where the next cell starts, as the spreadsheet itself shows it (the test's
    // sheets set no column widths), and at the page's edge after the last used column (the page is that wide).
    for (const words of ['Game', 'Price', 'Hollow Kni', '14.99', '19.99']) expect(pages[0]).toContain(words);
    expect(pages[1]).toContain('Steam');
    expect(pages[1]).toContain('GOG "DRM');
    expect(pages[2]).toContain('42');
    const csv = join(dir, 'scores.csv');
    await writeFile(csv, 'Player,Score\nAurora,9001\n"Borealis, the second",1234\n');
    const fromCsv = (await readPages((await expectDeclaredOutput(tool('spreadsheet-to-pdf'), { input: csv, env })).path)).map((p) => p.text).join('\n');
    // One cell per field: the quoted comma stays inside its cell, and each number follows its name.
    expect(fromCsv).toMatch(/Aurora\s+9001/);
    expect(fromCsv).toMatch(/Borealis, the second\s+1234/);
  });

  it('renders a two-slide pptx as two PNGs that show each slide', async () => {
    const pptx = await writePackage(join(dir, 'deck.pptx'), pptxParts(['First slide', 'Second slide']));
    const result = await expectDeclaredOutput(tool('slides-to-png'), { input: pptx, params: { level: 48 }, env: testToolEnv({ engines }) });
    const entries = await readZip(result.path);
    expect(entries).toHaveLength(2);
    for (const e of entries) {
      const { data, info } = await sharp(e.data).raw().toBuffer({ resolveWithObject: true });
      // 10 × 7.5 in at 48 dpi, with dark text pixels on the white slide.
      expect([info.width, info.height]).toEqual([480, 360]);
      let dark = 0;
      for (let i = 0; i < data.length; i += info.channels) if (data[i] < 100 && data[i + 1] < 100 && data[i + 2] < 100) dark++;
      expect(dark).toBeGreaterThan(200);
    }
  });

  it('lays a two-slide pptx out as a two-page PDF with each slide’s text on its page', async () => {
    const pptx = await writePackage(join(dir, 'talk.pptx'), pptxParts(['Opening slide', 'Closing slide']));
    const result = await expectDeclaredOutput(tool('presentation-to-pdf'), { input: pptx, env: testToolEnv({ engines }) });
    const pages = await readPages(result.path);
    expect(pages.map((p) => p.text.trim())).toEqual(['Opening slide', 'Closing slide']);
    // 10 × 7.5 inches, as the presentation declares.
    expect([pages[0].width, pages[0].height]).toEqual([720, 540]);
  });

  it('goes docx → odt → docx and the text survives both ways', async () => {
    const env = testToolEnv({ engines });
    const odt = await expectDeclaredOutput(tool('docx-to-odt'), { input: docx, env });
    const back = await expectDeclaredOutput(tool('odt-to-docx'), { input: odt.path, env });
    const text = await runs.run(tool('docx-to-text'), { input: back.path, env });
    expect(await readFile(text.path, 'utf8')).toContain('Quarterly report of the guild');
  });

  it('goes xlsx → ods and reads the ods back as the same cells', async () => {
    const env = testToolEnv({ engines });
    const ods = await expectDeclaredOutput(tool('xlsx-to-ods'), { input: xlsx, env });
    const csv = await runs.run(tool('ods-to-csv'), { input: ods.path, env });
    const entries = await readZip(csv.path);
    expect(parseCsv(entries[1].data.toString('utf8'))).toEqual(expectedRows(SHEETS[1].rows));
    // And back: the xlsx LibreOffice writes is read by the built-in reader (no engine) as the same cells.
    const back = await expectDeclaredOutput(tool('ods-to-xlsx'), { input: ods.path, env });
    const again = await readZip((await runs.run(tool('xlsx-to-csv'), { input: back.path, env: testToolEnv() })).path);
    expect(parseCsv(again[0].data.toString('utf8'))).toEqual(expectedRows(SHEETS[0].rows));
  });
});

describe('office documents without LibreOffice (the npm engines)', () => {
  it('reads a docx as text with mammoth', async () => {
    const result = await expectDeclaredOutput(tool('docx-to-text'), { input: docx, env: testToolEnv() });
    const text = await readFile(result.path, 'utf8');
    for (const words of ['Quarterly report of the guild', 'Aurora', '9001', 'Closing words']) expect(text).toContain(words);
  });

  it('makes an HTML page of a docx whose table holds the cells', async () => {
    const result = await expectDeclaredOutput(tool('docx-to-html'), { input: docx, env: testToolEnv() });
    const html = await readFile(result.path, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toMatch(/<table>[\s\S]*<td><p>Aurora<\/p><\/td>[\s\S]*<\/table>/);
    expect((await detectFile(result.path))?.mime).toBe('text/html');
  });

  it('writes the three sheets as CSVs with the built-in xlsx reader', async () => {
    const result = await expectDeclaredOutput(tool('xlsx-to-csv'), { input: xlsx, env: testToolEnv() });
    const entries = await readZip(result.path);
    expect(entries.map((e) => e.name)).toEqual(['book-Prices.csv', 'book-Stores.csv', 'book-Empty-ish.csv']);
    SHEETS.forEach((sheet, i) => expect(parseCsv(entries[i].data.toString('utf8'))).toEqual(expectedRows(sheet.rows)));
  });
});
