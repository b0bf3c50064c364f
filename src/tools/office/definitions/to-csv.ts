/** Spreadsheets to one CSV per sheet (a ZIP): LibreOffice when the server has it, else the built-in xlsx reader. */
import { mkdir, rename, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ToolError } from '../../../core/errors.js';
import { safeStem } from '../../../core/tools/names.js';
import { NO_PARAMS } from '../../../core/tools/params.js';
import type { ToolContext } from '../../../core/tools/tool.types.js';
import { officeTool } from '../define.js';
import { ODS, XLS, XLSM, XLSX, ZIP } from '../formats.js';
import { JS_CAPS, MAX_SHEET_CELLS, MAX_SHEETS } from '../limits.js';
import { prepareInput } from '../prepare.js';
import { convertWithOffice, zipOutput } from '../run.js';
import { xlsxToCsv } from '../js/xlsx-csv.js';

const sheetName = (name: string): string => safeStem(`${name}.csv`);

/** LibreOffice writes `input-<sheet>.csv` per sheet, in sheet order; they get the job's stem and keep that order. */
async function csvWithOffice(ctx: ToolContext<unknown>): Promise<string[]> {
  const files = await convertWithOffice(ctx, 'calc', 'csv');
  if (files.length > MAX_SHEETS) throw new ToolError('too_large', `the spreadsheet has ${files.length} sheets, which exceeds the limit of ${MAX_SHEETS}`);
  const written = await Promise.all(files.map(async (f) => ({ f, at: (await stat(f)).mtimeMs })));
  written.sort((a, b) => a.at - b.at);
  const named: string[] = [];
  for (const { f } of written) {
    const sheet = basename(f, '.csv').replace(/^input-?/, '') || 'sheet';
    const target = join(ctx.workDir, `${ctx.baseName}-${sheetName(sheet)}.csv`);
    await rename(f, target);
    named.push(target);
  }
  return named;
}

async function csvWithJs(ctx: ToolContext<unknown>): Promise<string[]> {
  const prepared = await prepareInput(ctx);
  ctx.progress(10, 'converting');
  const out = join(ctx.workDir, 'csv');
  await mkdir(out, { recursive: true });
  const sheets = await xlsxToCsv(prepared, out, { stem: ctx.baseName, maxSheets: MAX_SHEETS, maxCells: MAX_SHEET_CELLS, safeName: sheetName });
  return sheets.map((s) => s.path);
}

// One cap for both engines: the built-in reader works in the service's memory, so the smaller one is declared.
const csvCaps = { maxOutputs: MAX_SHEETS, ...JS_CAPS };

export const xlsxToCsvTool = officeTool({
  id: 147,
  slug: 'xlsx-to-csv',
  operation: 'document.sheet.csv',
  title: 'Excel to CSV',
  description: 'Writes every sheet of an Excel workbook (xlsx) as a CSV file (UTF-8, comma separated), all in one ZIP.',
  params: NO_PARAMS,
  accepts: [XLSX, XLSM],
  output: ZIP,
  members: 'text/csv',
  limits: csvCaps,
  async run(ctx) {
    // LibreOffice writes what each cell shows (dates and number formats); the built-in reader, stored values.
    const files = ctx.env.engines.office ? await csvWithOffice(ctx) : await csvWithJs(ctx);
    return zipOutput(ctx, files);
  },
});

export const odsToCsv = officeTool({
  id: 148,
  slug: 'ods-to-csv',
  operation: 'document.sheet.ods-csv',
  title: 'ODS to CSV',
  description: 'Writes every sheet of an OpenDocument or old Excel spreadsheet (ods, xls) as a CSV file, all in one ZIP.',
  params: NO_PARAMS,
  accepts: [ODS, XLS],
  output: ZIP,
  members: 'text/csv',
  limits: csvCaps,
  engine: 'office',
  async run(ctx) {
    return zipOutput(ctx, await csvWithOffice(ctx));
  },
});
