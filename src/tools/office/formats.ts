/** The document types the office tools read and write, under the names detection (tools/shared/detect.ts) gives them. */
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOCM = 'application/vnd.ms-word.document.macroenabled.12';
export const DOC = 'application/msword';
export const ODT = 'application/vnd.oasis.opendocument.text';
export const RTF = 'application/rtf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSM = 'application/vnd.ms-excel.sheet.macroenabled.12';
export const XLS = 'application/vnd.ms-excel';
export const ODS = 'application/vnd.oasis.opendocument.spreadsheet';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
export const PPTM = 'application/vnd.ms-powerpoint.presentation.macroenabled.12';
export const PPT = 'application/vnd.ms-powerpoint';
export const ODP = 'application/vnd.oasis.opendocument.presentation';
/** A CSV has no signature: detection names it text/csv when its rows agree, plain text otherwise, and the spreadsheet tools read either as CSV. */
export const CSV_AS_TEXT = 'text/plain';
export const CSV = 'text/csv';

export const PDF = 'application/pdf';
export const ZIP = 'application/zip';

/** OOXML and ODF: ZIP packages, checked and defused part by part before an engine reads them. */
export const PACKAGES: ReadonlySet<string> = new Set([DOCX, DOCM, ODT, XLSX, XLSM, ODS, PPTX, PPTM, ODP]);

/** The extension LibreOffice is handed the input under (its type detection looks at it first). */
export const INPUT_EXT: Readonly<Record<string, string>> = {
  [DOCX]: 'docx',
  [DOCM]: 'docm',
  [DOC]: 'doc',
  [ODT]: 'odt',
  [RTF]: 'rtf',
  [XLSX]: 'xlsx',
  [XLSM]: 'xlsm',
  [XLS]: 'xls',
  [ODS]: 'ods',
  [PPTX]: 'pptx',
  [PPTM]: 'pptm',
  [PPT]: 'ppt',
  [ODP]: 'odp',
  [CSV_AS_TEXT]: 'csv',
  [CSV]: 'csv',
};
