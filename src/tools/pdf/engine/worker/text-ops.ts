import * as mupdf from 'mupdf';
import type { OpContext } from './context.js';
import { errorText, fileStream, openSelected, pageSize } from './open.js';
import { writeOutput } from './output.js';
import { escapeHtml, pageHtml } from './page-html.js';
import type { FileOpArgs } from './protocol.js';
import { jsonText } from '../../../shared/json-text.js';

/** Plain UTF-8 text of the selected pages; pages are separated by a form feed, as pdftotext does. */
export async function textOp(args: FileOpArgs, ctx: OpContext): Promise<{ pages: number; chars: number }> {
  const { doc, indexes } = openSelected(args);
  const parts: string[] = [];
  let bytes = 0;
  for (const [n, index] of indexes.entries()) {
    const page = doc.loadPage(index);
    const stext = page.toStructuredText('preserve-whitespace,dehyphenate');
    const text = stext.asText();
    stext.destroy();
    page.destroy();
    bytes += Buffer.byteLength(text, 'utf8');
    if (bytes > args.limits.maxOutputBytes) throw new Error(`the text exceeds the output limit of ${args.limits.maxOutputBytes} bytes`);
    parts.push(text);
    ctx.progress(n + 1, indexes.length);
    await ctx.tick();
  }
  const out = parts.join('\f');
  writeOutput(args.output, out, args.limits);
  return { pages: indexes.length, chars: out.length };
}

const HTML_HEAD = `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>__TITLE__</title>
<style>
body{background:#eee;margin:0;padding:1em 0}
.page{position:relative;background:#fff;margin:0 auto 1em;box-shadow:0 1px 4px rgba(0,0,0,.3);overflow:hidden}
.page p{position:absolute;white-space:pre;margin:0}
</style>
</head>
<body>
`;

/**
 * One HTML file with each selected page positioned as in the PDF (see pageHtml for the escaping);
 * images are inlined as data URIs, so the file is self-contained and loads nothing.
 */
export async function htmlOp(args: FileOpArgs, ctx: OpContext): Promise<{ pages: number }> {
  const { doc, indexes } = openSelected(args);
  const title = doc.getMetaData('info:Title') || 'PDF document';
  const chunks: string[] = [HTML_HEAD.replace('__TITLE__', escapeHtml(title))];
  let bytes = chunks[0].length;
  for (const [n, index] of indexes.entries()) {
    const page = doc.loadPage(index);
    const stext = page.toStructuredText('preserve-images,preserve-whitespace');
    const html = pageHtml(stext, index + 1, pageSize(page));
    stext.destroy();
    page.destroy();
    bytes += Buffer.byteLength(html, 'utf8');
    if (bytes > args.limits.maxOutputBytes) throw new Error(`the HTML exceeds the output limit of ${args.limits.maxOutputBytes} bytes`);
    chunks.push(html);
    ctx.progress(n + 1, indexes.length);
    await ctx.tick();
  }
  chunks.push('</body>\n</html>\n');
  writeOutput(args.output, chunks.join('\n'), args.limits);
  return { pages: indexes.length };
}

export interface PdfMetadata {
  title: string | null;
  author: string | null;
  subject: string | null;
  keywords: string | null;
  creator: string | null;
  producer: string | null;
  creationDate: string | null;
  modificationDate: string | null;
  pdfVersion: string | null;
  pageCount: number | null;
  encrypted: boolean;
  encryption: string | null;
  needsPassword: boolean;
  repaired: boolean;
  hasXmpMetadata: boolean;
  formFields: number | null;
  annotations: number | null;
  /** Distinct displayed page sizes in points, with how many pages have each. */
  pageSizes: Array<{ width: number; height: number; rotation: number; pages: number }>;
}

/** PDF date `D:YYYYMMDDHHmmSS+HH'mm'` to ISO 8601; unparseable dates are returned as they are. */
export function pdfDateToIso(raw: string | undefined): string | null {
  if (!raw) return null;
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?'?/.exec(raw.trim());
  if (!m) return raw;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const zone = !sign || sign === 'Z' || sign === 'z' ? 'Z' : `${sign}${oh}:${om}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`);
  return Number.isNaN(date.getTime()) ? raw : date.toISOString();
}

/** Document information for the metadata tool. A password-protected PDF is described, not refused. */
export async function metadataOp(args: FileOpArgs, ctx: OpContext): Promise<PdfMetadata> {
  let doc: mupdf.PDFDocument;
  try {
    const opened = mupdf.Document.openDocument(fileStream(args.input), 'application/pdf');
    const pdf = opened.asPDF();
    if (!pdf) throw new Error('not a PDF');
    doc = pdf;
  } catch (err) {
    throw new Error(`the file is not a readable PDF (${errorText(err)})`, { cause: err });
  }
  const needsPassword = doc.needsPassword();
  const encryption = doc.getMetaData('encryption') ?? null;
  const info = (key: string): string | null => (needsPassword ? null : doc.getMetaData(`info:${key}`) || null);
  const meta: PdfMetadata = {
    title: info('Title'),
    author: info('Author'),
    subject: info('Subject'),
    keywords: info('Keywords'),
    creator: info('Creator'),
    producer: info('Producer'),
    creationDate: pdfDateToIso(info('CreationDate') ?? undefined),
    modificationDate: pdfDateToIso(info('ModDate') ?? undefined),
    pdfVersion: doc.getMetaData('format') ?? null,
    pageCount: null,
    encrypted: needsPassword || (encryption !== null && encryption !== 'None'),
    encryption: encryption === 'None' ? null : encryption,
    needsPassword,
    repaired: doc.wasRepaired(),
    hasXmpMetadata: false,
    formFields: null,
    annotations: null,
    pageSizes: [],
  };
  if (needsPassword) return writeJson(args, meta);
  const count = doc.countPages();
  meta.pageCount = count;
  const root = doc.getTrailer().get('Root');
  meta.hasXmpMetadata = root.get('Metadata').isStream();
  if (count > args.limits.maxPages) return writeJson(args, meta);
  const sizes = new Map<string, PdfMetadata['pageSizes'][number]>();
  let annotations = 0;
  let widgets = 0;
  for (let i = 0; i < count; i++) {
    const page = doc.loadPage(i);
    const [w, h] = pageSize(page);
    const rotation = ((page.getObject().getInheritable('Rotate').asNumber() % 360) + 360) % 360;
    const key = `${w.toFixed(2)}x${h.toFixed(2)}@${rotation}`;
    const entry = sizes.get(key) ?? { width: round2(w), height: round2(h), rotation, pages: 0 };
    entry.pages++;
    sizes.set(key, entry);
    annotations += page.getAnnotations().length;
    widgets += page.getWidgets().length;
    page.destroy();
    if (i % 20 === 19) {
      ctx.progress(i + 1, count);
      await ctx.tick();
    }
  }
  meta.pageSizes = [...sizes.values()];
  meta.annotations = annotations;
  meta.formFields = widgets;
  return writeJson(args, meta);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

function writeJson(args: FileOpArgs, meta: PdfMetadata): PdfMetadata {
  writeOutput(args.output, jsonText(meta), args.limits);
  return meta;
}
