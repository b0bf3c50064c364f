/** Between the Microsoft Office and OpenDocument formats, with LibreOffice. */
import { NO_PARAMS } from '../../../core/tools/params.js';
import { officeTool } from '../define.js';
import { DOC, DOCM, DOCX, ODS, ODT, RTF, XLS, XLSM, XLSX } from '../formats.js';
import { OFFICE_CAPS } from '../limits.js';
import { convertWithOffice, singleOutput } from '../run.js';

export const docxToOdt = officeTool({
  id: 143,
  slug: 'docx-to-odt',
  operation: 'document.text.odt',
  title: 'Word to ODT',
  description: 'Converts a Word document (docx, doc, rtf) to OpenDocument Text (odt).',
  params: NO_PARAMS,
  accepts: [DOCX, DOCM, DOC, RTF],
  output: ODT,
  limits: OFFICE_CAPS,
  engine: 'office',
  async run(ctx) {
    return singleOutput(ctx, await convertWithOffice(ctx, 'writer', 'odt'), 'odt', ODT);
  },
});

export const odtToDocx = officeTool({
  id: 144,
  slug: 'odt-to-docx',
  operation: 'document.text.docx',
  title: 'ODT to Word',
  description: 'Converts an OpenDocument Text (odt) or RTF document to Word (docx).',
  params: NO_PARAMS,
  accepts: [ODT, RTF],
  output: DOCX,
  limits: OFFICE_CAPS,
  engine: 'office',
  async run(ctx) {
    return singleOutput(ctx, await convertWithOffice(ctx, 'writer', 'docx'), 'docx', DOCX);
  },
});

export const xlsxToOds = officeTool({
  id: 145,
  slug: 'xlsx-to-ods',
  operation: 'document.sheet.ods',
  title: 'Excel to ODS',
  description: 'Converts an Excel workbook (xlsx, xls) to an OpenDocument Spreadsheet (ods).',
  params: NO_PARAMS,
  accepts: [XLSX, XLSM, XLS],
  output: ODS,
  limits: OFFICE_CAPS,
  engine: 'office',
  async run(ctx) {
    return singleOutput(ctx, await convertWithOffice(ctx, 'calc', 'ods'), 'ods', ODS);
  },
});

export const odsToXlsx = officeTool({
  id: 146,
  slug: 'ods-to-xlsx',
  operation: 'document.sheet.xlsx',
  title: 'ODS to Excel',
  description: 'Converts an OpenDocument Spreadsheet (ods) to an Excel workbook (xlsx).',
  params: NO_PARAMS,
  accepts: [ODS],
  output: XLSX,
  limits: OFFICE_CAPS,
  engine: 'office',
  async run(ctx) {
    return singleOutput(ctx, await convertWithOffice(ctx, 'calc', 'xlsx'), 'xlsx', XLSX);
  },
});
