/** Signing (issue 39 item 3): a PDF signed with the certificate of a PKCS#12 file, the job's second file. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { safeStem } from '../../../core/tools/names.js';
import { defineTool, type InputFile, type ToolContext } from '../../../core/tools/tool.types.js';
import { PDF_MIME } from '../common.js';
import { documentCaps } from '../limits.js';

export const PKCS12_MIME = 'application/x-pkcs12';
/** A key store holds a key and a short chain: anything larger is not one. */
const MAX_P12_BYTES = 256 * 1024;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

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

export const pdfSign = defineTool({
  id: 226,
  slug: 'pdf-sign',
  operation: 'pdf.sign',
  kind: 'upload',
  category: 'pdf',
  title: 'Sign PDF',
  description:
    'Signs a PDF with the certificate and key of a PKCS#12 file (.p12 or .pfx, the second file) and its `password`: an ' +
    'invisible signature (adbe.pkcs7.detached) over the whole file, which PDF readers and validators check.',
  params: z.object({
    password: z.preprocess(blank, z.string().max(128, 'must be at most 128 characters').default('').describe('The PKCS#12 file’s password (empty if it has none)')),
  }),
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
      throw new ToolError('invalid_input', 'the certificate file could not be opened: a wrong password, or not a PKCS#12 file');
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
    pdflibAddPlaceholder({ pdfDoc: doc, reason: 'Signed with gametools', contactInfo: '', name: '', location: '', signatureLength: 16_384 });
    const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
    let signed: Buffer;
    try {
      signed = await new SignPdf().sign(unsigned, signer);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      // The P12 is decrypted only when signing: a wrong password shows up here.
      if (/mac|password|decrypt|pkcs#?12|asn\.?1/i.test(text)) {
        throw new ToolError('invalid_input', 'the certificate file could not be opened: a wrong password, or not a PKCS#12 file');
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
