import * as mupdf from 'mupdf';

/** The text of every page of a PDF in memory, as a viewer extracts it. */
export async function readPagesOf(data: Uint8Array): Promise<string[]> {
  const doc = mupdf.Document.openDocument(data, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages;
}
