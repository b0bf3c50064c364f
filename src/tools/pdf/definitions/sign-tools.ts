/**
 * Signing (issue 39 item 3): a PDF signed with the certificate of a PKCS#12 file, the job's second file; invisible,
 * or with a box on one page saying who signed, when and why.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pdflibAddPlaceholder, type CommonInputType } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { safeStem } from '../../../core/tools/names.js';
import { enumParam, optionalTextParam } from '../../../core/tools/params.js';
import { defineTool, type InputFile, type ToolContext } from '../../../core/tools/tool.types.js';
import { PDF_MIME } from '../common.js';
import { KEY_STORE_UNREADABLE, signerName } from '../key-store.js';
import { documentCaps } from '../limits.js';
import { pdfTextLiteral } from '../text-string.js';
import { attachAppearance, BOX_POSITIONS, embedBoxFont, layoutBox, signatureLines } from '../signature-box.js';

export const PKCS12_MIME = 'application/x-pkcs12';
/** A key store holds a key and a short chain: anything larger is not one. */
const MAX_P12_BYTES = 256 * 1024;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** What the signature records as its reason when the caller gives none (as before the visible box existed). */
const DEFAULT_REASON = 'Signed with gametools';

const PAGE_RULE = 'must be one page number (1 is the first) or last';

/**
 * The one page a visible signature goes on. Page 1 by default, as in Stirling-PDF's certificate signing (its
 * pageNumber starts at 1, the box bottom-right), whose users this tool's parameters follow; `last` is there for the
 * documents whose signature lines close them. A JSON number is taken as well as text.
 */
const signaturePage = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : blank(v)),
  z
    .string({ error: PAGE_RULE })
    .regex(/^\s*(last|0*[1-9]\d{0,5})\s*$/i, PAGE_RULE)
    .default('1')
    .describe('The page the visible signature goes on: a page number (1 is the first) or last'),
);

/** The 0-based index of the page `pages` names, refused when the PDF has no such page. */
function pageIndex(pages: string, count: number): number {
  const word = pages.trim().toLowerCase();
  const n = word === 'last' ? count : Number(word);
  if (n > count) throw new ToolError('invalid_input', `the PDF has ${count} pages; pages=${word} names no page of it`);
  return n - 1;
}

function pdfAndKeyStore(ctx: ToolContext<unknown>): { pdf: InputFile; p12: InputFile } {
  const files = ctx.inputs ?? (ctx.input ? [ctx.input] : []);
  const pdfs = files.filter((f) => f.mime === PDF_MIME);
  const stores = files.filter((f) => f.mime === PKCS12_MIME);
  if (files.length !== 2 || pdfs.length !== 1 || stores.length !== 1) {
    throw new ToolError('invalid_input', `pdf-sign takes two files, a PDF and a PKCS#12 certificate (.p12 or .pfx); it got ${files.length}`);
  }
  if (stores[0].size > MAX_P12_BYTES) throw new ToolError('too_large', `the certificate file exceeds the limit of ${MAX_P12_BYTES} bytes`);
  return { pdf: pdfs[0], p12: stores[0] };
}

const signParams = z.object({
  password: z.preprocess(blank, z.string().max(128, 'must be at most 128 characters').default('').describe('The PKCS#12 file’s password (empty if it has none)')),
  preset: enumParam(['invisible', 'visible'] as const, 'invisible', 'invisible: the signature is in the file only; visible: a box on the page shows who signed, when and why'),
  pages: signaturePage,
  direction: enumParam(BOX_POSITIONS, 'bottom-right', 'Where the visible signature goes: bottom-right, bottom-left, top-right, top-left or center'),
  text: optionalTextParam({ max: 100, description: 'The reason for signing, recorded in the signature and shown in the visible box' }),
});

export const pdfSign = defineTool({
  id: 226,
  slug: 'pdf-sign',
  operation: 'pdf.sign',
  kind: 'upload',
  category: 'pdf',
  title: 'Sign PDF',
  description:
    'Signs a PDF with the certificate and key of a PKCS#12 file (.p12 or .pfx, the second file) and its `password`: a ' +
    'signature (adbe.pkcs7.detached) over the whole file, which PDF readers and validators check. Invisible by default; ' +
    'preset=visible adds a box on one page saying who signed (the certificate’s name), when, and the reason given as text.',
  params: signParams,
  accepts: [PDF_MIME, PKCS12_MIME],
  output: PDF_MIME,
  limits: documentCaps,
  inputs: 'many',
  secretParams: ['password'],
  async run(ctx) {
    const { pdf, p12 } = pdfAndKeyStore(ctx);
    ctx.progress(10, 'signing');
    let signer: P12Signer;
    const store = await readFile(p12.path);
    try {
      signer = new P12Signer(store, { passphrase: ctx.params.password });
    } catch {
      throw new ToolError('invalid_input', KEY_STORE_UNREADABLE);
    }
    let doc: PDFDocument;
    try {
      doc = await PDFDocument.load(await readFile(pdf.path), { updateMetadata: false });
    } catch {
      throw new ToolError('invalid_input', 'the PDF could not be read (an encrypted PDF must be unlocked first)');
    }
    if (doc.getPageCount() > (ctx.caps?.maxPages ?? ctx.env.limits.maxPdfPages)) {
      throw new ToolError('too_large', `the PDF has ${doc.getPageCount()} pages, which exceeds the limit`);
    }
    const given = ctx.params.text?.replace(/\s+/g, ' ').trim() || null;
    const when = new Date();
    const placeholder = { reason: pdfTextLiteral(given ?? DEFAULT_REASON), contactInfo: '', name: '', location: '', signingTime: when, signatureLength: 16_384 };
    if (ctx.params.preset === 'visible') {
      const page = doc.getPage(pageIndex(ctx.params.pages, doc.getPageCount()));
      await placeVisible(ctx, doc, page, { store, when, reason: given }, placeholder);
    } else {
      pdflibAddPlaceholder({ pdfDoc: doc, ...placeholder });
    }
    const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
    let signed: Buffer;
    try {
      signed = await new SignPdf().sign(unsigned, signer, when);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      // The P12 is decrypted only when signing: a wrong password shows up here.
      if (/mac|password|decrypt|pkcs#?12|asn\.?1/i.test(text)) {
        throw new ToolError('invalid_input', KEY_STORE_UNREADABLE);
      }
      throw new ToolError('invalid_input', `the PDF could not be signed (${text.slice(0, 200)})`);
    }
    const name = `${safeStem(`${ctx.baseName}.x`)}-signed.pdf`;
    const path = join(ctx.workDir, name);
    await writeFile(path, signed);
    ctx.progress(100, 'done');
    return { path, name, mime: PDF_MIME };
  },
});

type SignParams = z.output<typeof signParams>;

/**
 * The signature field on `page` with the box as its appearance: the certificate's name is read first (a wrong
 * password fails here, before any drawing), the box is laid out in the chosen corner, the placeholder's widget gets
 * that rectangle, and its empty appearance is replaced by the box.
 */
async function placeVisible(
  ctx: ToolContext<SignParams>,
  doc: PDFDocument,
  page: PDFPage,
  look: { store: Buffer; when: Date; reason: string | null },
  placeholder: CommonInputType,
): Promise<void> {
  const name = signerName(look.store, ctx.params.password);
  const { font, canDraw } = await embedBoxFont(doc);
  const tr = ctx.env.translations?.translator(ctx.env.locale);
  const lines = signatureLines({ name, when: look.when, reason: look.reason }, tr, ctx.env.locale, canDraw);
  const box = layoutBox(page, ctx.params.direction, font, lines);
  pdflibAddPlaceholder({ pdfDoc: doc, pdfPage: page, widgetRect: box.rect, ...placeholder });
  attachAppearance(doc, page, box, font);
}
