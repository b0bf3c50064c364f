/**
 * xlsx → one CSV per sheet in the service's own process: the engine when LibreOffice is absent. It reads only the
 * cells a sheet stores (a <dimension> that claims a billion cells costs nothing), writes each cell's stored value
 * (numbers unformatted, formulas as their last result), and refuses a sheet whose used range would lay out more than
 * MAX_SHEET_CELLS cells.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ToolError } from '../../../core/errors.js';

export interface CsvSheet {
  name: string;
  path: string;
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) => (err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip))),
  );
}

/** Every part of the (already checked) package, as text, by name. */
async function readParts(path: string, wanted: (name: string) => boolean): Promise<Map<string, string>> {
  const zip = await openZip(path);
  const parts = new Map<string, string>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!wanted(entry.fileName)) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          void readText(stream).then((text) => {
            parts.set(entry.fileName, text);
            zip.readEntry();
          }, reject);
        });
      });
      zip.on('end', () => resolve());
      zip.on('error', reject);
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return parts;
}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) => {
    if (e[0] !== '#') return ENTITIES[e];
    const code = e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const attr = (attrs: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

/** The text of every <t> in an <si> or <is>, runs joined (phonetic runs left out). */
function richText(xml: string): string {
  const plain = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  return [...plain.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1])).join('');
}

function columnIndex(ref: string): number {
  let col = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    col = col * 26 + (c - 64);
  }
  return col - 1;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

interface Cell {
  row: number;
  col: number;
  value: string;
}

function sheetCells(xml: string, shared: readonly string[]): Cell[] {
  const cells: Cell[] = [];
  let rowIndex = -1;
  // Rows and cells in document order; a cell without `r` follows the one before it (allowed by the format).
  const re = /<row\b([^>]*?)(\/>|>)|<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
  let col = -1;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    if (m[1] !== undefined) {
      const r = attr(m[1], 'r');
      rowIndex = r ? Number.parseInt(r, 10) - 1 : rowIndex + 1;
      col = -1;
      continue;
    }
    const attrs = m[3];
    const body = m[4] ?? '';
    const ref = attr(attrs, 'r');
    col = ref ? columnIndex(ref) : col + 1;
    const row = ref ? Number.parseInt(ref.replace(/^[A-Z]+/, ''), 10) - 1 : rowIndex;
    const type = attr(attrs, 't');
    let value: string;
    if (type === 'inlineStr') value = richText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
    else {
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      if (v === undefined) continue;
      if (type === 's') value = shared[Number.parseInt(v, 10)] ?? '';
      else if (type === 'b') value = v === '1' ? 'TRUE' : 'FALSE';
      else value = unescapeXml(v);
    }
    if (row >= 0 && col >= 0) cells.push({ row, col, value });
  }
  return cells;
}

async function writeCsv(path: string, cells: readonly Cell[], name: string, maxCells: number): Promise<void> {
  const out = createWriteStream(path);
  const done = once(out, 'close');
  if (cells.length > 0) {
    let rows = 0;
    let cols = 0;
    for (const c of cells) {
      rows = Math.max(rows, c.row + 1);
      cols = Math.max(cols, c.col + 1);
    }
    if (rows * cols > maxCells) {
      out.destroy();
      throw new ToolError('too_large', `the sheet ${name.slice(0, 60)} spans ${rows * cols} cells, which exceeds the limit of ${maxCells} cells`);
    }
    const byRow = new Map<number, Cell[]>();
    for (const c of cells) (byRow.get(c.row) ?? byRow.set(c.row, []).get(c.row)!).push(c);
    for (let r = 0; r < rows; r++) {
      const line = new Array<string>(cols).fill('');
      for (const c of byRow.get(r) ?? []) line[c.col] = csvField(c.value);
      if (!out.write(`${line.join(',')}\r\n`)) await once(out, 'drain');
    }
  }
  out.end();
  await done;
}

/** Writes `<stem>-<sheet>.csv` per sheet, in workbook order, into `outDir`. */
export async function xlsxToCsv(
  path: string,
  outDir: string,
  opts: { stem: string; maxSheets: number; maxCells: number; safeName: (s: string) => string },
): Promise<CsvSheet[]> {
  let parts: Map<string, string>;
  try {
    parts = await readParts(path, (n) => /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/i.test(n));
  } catch {
    throw new ToolError('invalid_input', 'the spreadsheet could not be read');
  }
  const workbook = parts.get('xl/workbook.xml');
  if (!workbook) throw new ToolError('invalid_input', 'the spreadsheet has no workbook part');
  const rels = new Map<string, string>();
  for (const m of (parts.get('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    const id = attr(m[1], 'Id');
    const target = attr(m[1], 'Target');
    if (id && target) rels.set(id, target.replace(/^\/?xl\//, '').replace(/^\//, ''));
  }
  const shared = [...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => richText(m[1]));
  const sheets = [...workbook.matchAll(/<sheet\b([^>]*)\/?>/g)].map((m) => ({
    name: unescapeXml(attr(m[1], 'name') ?? 'Sheet'),
    target: rels.get(attr(m[1], 'r:id') ?? '') ?? '',
  }));
  if (sheets.length > opts.maxSheets) {
    throw new ToolError('too_large', `the spreadsheet has ${sheets.length} sheets, which exceeds the limit of ${opts.maxSheets}`);
  }
  const written: CsvSheet[] = [];
  const used = new Set<string>();
  for (const sheet of sheets) {
    const xml = parts.get(`xl/${sheet.target}`);
    if (xml === undefined) continue;
    let file = `${opts.stem}-${opts.safeName(sheet.name)}`;
    for (let n = 2; used.has(file); n++) file = `${opts.stem}-${opts.safeName(sheet.name)}-${n}`;
    used.add(file);
    const out = `${outDir}/${file}.csv`;
    await writeCsv(out, sheetCells(xml, shared), sheet.name, opts.maxCells);
    written.push({ name: sheet.name, path: out });
  }
  return written;
}
