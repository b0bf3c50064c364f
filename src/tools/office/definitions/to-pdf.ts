/** Word-processor, spreadsheet and presentation documents to PDF, with LibreOffice. */
import { NO_PARAMS } from '../../../core/tools/params.js';
import { officeTool } from '../define.js';
import { CSV, CSV_AS_TEXT, DOC, DOCM, DOCX, ODP, ODS, ODT, PDF, PPT, PPTM, PPTX, RTF, XLS, XLSM, XLSX } from '../formats.js';
import { OFFICE_CAPS } from '../limits.js';
import { convertWithOffice, singleOutput } from '../run.js';

export const wordToPdf = officeTool({
  id: 140,
  slug: 'word-to-pdf',
  operation: 'document.text.pdf',
  title: 'Word to PDF',
  description: 'Converts a Word, OpenDocument or RTF text document (docx, doc, odt, rtf) to PDF. Macros never run; linked files and pictures are not fetched.',
  params: NO_PARAMS,
  accepts: [DOCX, DOCM, DOC, ODT, RTF],
  output: PDF,
  limits: OFFICE_CAPS,
  engine: 'office',
  async run(ctx) {
    return singleOutput(ctx, await convertWithOffice(ctx, 'writer', 'pdf'), 'pdf', PDF);
  },
});

export const spreadsheetToPdf = officeTool({
  id: 141,
  slug: 'spreadsheet-to-pdf',
  operation: 'document.sheet.pdf',
  title: 'Spreadsheet to PDF',
  description:
    'Converts a spreadsheet (xlsx, xls, ods, or CSV text) to PDF: every sheet, each on one page as wide as its used columns. Formulas keep their saved results; macros never run.',
  params: NO_PARAMS,
  accepts: [XLSX, XLSM, XLS, ODS, CSV, CSV_AS_TEXT],
  output: PDF,
  limits: OFFICE_CAPS,
  engine: 'office',
  async run(ctx) {
    return singleOutput(ctx, await convertWithOffice(ctx, 'calc', 'pdf'), 'pdf', PDF);
  },
});

export const presentationToPdf = officeTool({
  id: 142,
  slug: 'presentation-to-pdf',
  operation: 'document.slides.pdf',
  title: 'Presentation to PDF',
  description: 'Converts a presentation (pptx, ppt, odp) to PDF, one page per slide. Macros never run.',
  params: NO_PARAMS,
  accepts: [PPTX, PPTM, PPT, ODP],
  output: PDF,
  limits: OFFICE_CAPS,
  engine: 'office',
  async run(ctx) {
    return singleOutput(ctx, await convertWithOffice(ctx, 'impress', 'pdf'), 'pdf', PDF);
  },
});
