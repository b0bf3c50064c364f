/**
 * pdf-sign checked without the signing library: the ByteRange is read from the bytes, its SHA-256 compared with the
 * PKCS#7 messageDigest attribute, and the signature over the signed attributes verified with node:crypto against
 * the certificate inside the PKCS#7 (decoded with node-forge's ASN.1 reader); and poppler's pdfsig (Debian's
 * poppler-utils, installed by .ci/install-office.sh) verifies it as a reader would. A visible signature is looked
 * at as a reader shows it: mupdf renders the page and reads its text.
 */
import { execFile } from 'node:child_process';
import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import * as mupdf from 'mupdf';
import forge from 'node-forge';
import { degrees, PDFArray, PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import type { ToolEnv } from '../../../src/core/tools/tool.types.js';
import { loadCatalogue } from '../../../src/i18n/catalogue.js';
import { acceptInput, parseToolParams } from '../../../src/core/jobs/intake.js';
import { pdfSign } from '../../../src/tools/pdf/definitions/sign-tools.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { testToolEnv } from '../../helpers/tool-harness.js';
import { openPdfFile, readPages } from './readback.js';

let dir: string;
let pdf: string;
let p12: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdf-sign-'));
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 2; i++) doc.addPage(i === 0 ? [300, 300] : [300, 400]).drawText(`Contract page ${i + 1}`, { x: 20, y: 200, size: 14, font });
  // Page 2 is turned a quarter clockwise (/Rotate 90), as a scanned page often is: readers show it 400 x 300.
  doc.getPage(1).setRotation(degrees(90));
  pdf = join(dir, 'contract.pdf');
  await writeFile(pdf, await doc.save());
  // A self-signed certificate and its key in a PKCS#12, the way a user exports one (node:crypto makes the key fast).
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: 'Test Signer' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], 'secret', { algorithm: '3des' });
  p12 = join(dir, 'me.p12');
  await writeFile(p12, Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function sign(password: string, extra: Record<string, unknown> = {}, env: ToolEnv = testToolEnv()) {
  const inputs = [];
  for (const p of [pdf, p12]) inputs.push(await acceptInput(pdfSign, { path: p, name: basename(p), size: (await stat(p)).size }, detectFile));
  const workDir = await mkdtemp(join(dir, 'work-'));
  return pdfSign.run({
    params: parseToolParams(pdfSign, { password, ...extra }),
    input: inputs[0],
    inputs,
    url: null,
    videoId: null,
    workDir,
    baseName: 'contract',
    signal: new AbortController().signal,
    progress: () => undefined,
    env,
  });
}

/** pdfsig's report; it exits non-zero when a certificate is not trusted, which a self-signed one never is. */
async function pdfsig(path: string): Promise<string> {
  return promisify(execFile)('pdfsig', [path]).then(
    (r) => r.stdout,
    (e: { code?: unknown; stdout?: string }) => {
      if (e.code === 'ENOENT') throw new Error('pdfsig is missing: run .ci/install-office.sh (apt-get install poppler-utils)');
      return e.stdout ?? '';
    },
  );
}

/** The signature widgets of each page, as [page index, /Rect, /V's /Reason] (pdf-lib reading the saved file). */
async function signatureWidgets(path: string): Promise<Array<{ page: number; rect: number[]; reason: string }>> {
  const doc = await PDFDocument.load(await readFile(path));
  const found = [];
  for (const [i, page] of doc.getPages().entries()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let k = 0; k < (annots?.size() ?? 0); k++) {
      const widget = annots!.lookup(k, PDFDict);
      if (widget.get(PDFName.of('FT')) !== PDFName.of('Sig')) continue;
      const rect = widget.lookup(PDFName.of('Rect'), PDFArray).asArray().map((n) => Number(n.toString()));
      const reason = widget.lookup(PDFName.of('V'), PDFDict).lookup(PDFName.of('Reason'), PDFString).decodeText();
      found.push({ page: i, rect, reason });
    }
  }
  return found;
}

/**
 * The page's text as a reader shows it, its widgets' appearances included: mupdf's own text extraction of a page
 * reads its content streams only, so it goes through the display list, which holds the widgets too.
 */
async function shownText(path: string, index: number): Promise<string> {
  return (await openPdfFile(path)).loadPage(index).toDisplayList(true).toStructuredText('preserve-whitespace').asText();
}

/** Where mupdf shows the page's signature widgets: [x0, y0, x1, y1] in points from the shown top-left corner. */
async function shownWidgets(path: string, index: number): Promise<number[][]> {
  const page = (await openPdfFile(path)).loadPage(index) as mupdf.PDFPage;
  return page.getWidgets().filter((w) => w.getFieldType() === 'signature').map((w) => w.getBounds());
}

/** How many pixels of the page, rendered at 72 dpi by mupdf as a reader shows it, are dark inside [x0, y0, x1, y1]. */
async function darkPixelsIn(path: string, index: number, [x0, y0, x1, y1]: number[]): Promise<number> {
  const page = (await openPdfFile(path)).loadPage(index);
  const pix = page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, true);
  const p = pix.getPixels();
  let dark = 0;
  for (let y = Math.ceil(y0); y < Math.floor(y1); y++) {
    for (let x = Math.ceil(x0); x < Math.floor(x1); x++) {
      const o = y * pix.getStride() + x * pix.getNumberOfComponents();
      if (p[o] + p[o + 1] + p[o + 2] < 240) dark++;
    }
  }
  return dark;
}

/**
 * The text lines mupdf reads inside [x0, y0, x1, y1] as the page is shown, each with whether it runs across (wider
 * than tall, as a line of upright text does) or down (a line turned on its side).
 */
async function shownLines(path: string, index: number, [x0, y0, x1, y1]: number[]): Promise<Array<[string, 'across' | 'down']>> {
  const page = (await openPdfFile(path)).loadPage(index);
  const json = JSON.parse(page.toDisplayList(true).toStructuredText('preserve-whitespace').asJSON()) as {
    blocks: Array<{ lines?: Array<{ text: string; bbox: { x: number; y: number; w: number; h: number } }> }>;
  };
  return json.blocks
    .flatMap((b) => b.lines ?? [])
    .filter((l) => l.bbox.x >= x0 - 1 && l.bbox.y >= y0 - 1 && l.bbox.x + l.bbox.w <= x1 + 1 && l.bbox.y + l.bbox.h <= y1 + 1)
    .map((l): [string, 'across' | 'down'] => [l.text, l.bbox.w > l.bbox.h ? 'across' : 'down']);
}

describe('pdf-sign', () => {
  it('detects the PKCS#12 file by its content', async () => {
    expect(await detectFile(p12)).toEqual({ mime: 'application/x-pkcs12', ext: 'p12' });
  });

  it('signs the whole file: the ByteRange covers all but the signature, its digest is in the PKCS#7, the signature verifies', async () => {
    const out = await sign('secret');
    expect([out.mime, (await detectFile(out.path))?.mime]).toEqual([pdfSign.output, 'application/pdf']);
    const bytes = await readFile(out.path);
    const text = bytes.toString('latin1');
    const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
    expect(range).not.toBeNull();
    const [a, b, c, d] = range!.slice(1).map(Number);
    expect(a).toBe(0);
    expect(c + d).toBe(bytes.length);
    // The gap is exactly the <hex> of /Contents.
    const gap = text.slice(b, c);
    expect(gap).toMatch(/^<[0-9a-fA-F]+>$/);
    const digest = createHash('sha256').update(bytes.subarray(a, a + b)).update(bytes.subarray(c, c + d)).digest();

    const der = Buffer.from(gap.slice(1, -1), 'hex');
    // The placeholder is zero-padded past the PKCS#7's own DER length.
    // (node-forge 1.3 takes this option; its type declarations still name only the older boolean.)
    const fromDer = forge.asn1.fromDer as unknown as (bytes: forge.util.ByteStringBuffer, options: { parseAllBytes: boolean }) => forge.asn1.Asn1;
    const p7 = forge.pkcs7.messageFromAsn1(fromDer(forge.util.createBuffer(der.toString('binary')), { parseAllBytes: false })) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
    };
    const attrs = p7.rawCapture.authenticatedAttributes;
    const messageDigestOid = forge.pki.oids.messageDigest;
    const md = attrs.find((attr) => forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0].value as string) === messageDigestOid)!;
    const mdValue = ((md.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
    expect(Buffer.from(mdValue, 'binary').equals(digest)).toBe(true);

    // The signature is over the attributes as a DER SET (tag 0x31), verified with the certificate's key by node:crypto.
    const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
    const signedBytes = Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary');
    const certPem = forge.pki.certificateToPem(p7.certificates[0]);
    expect(p7.certificates[0].subject.getField('CN').value).toBe('Test Signer');
    const ok = createVerify('sha256').update(signedBytes).verify(certPem, Buffer.from(p7.rawCapture.signature, 'binary'));
    expect(ok).toBe(true);
    // The document itself is unchanged to a reader.
    expect((await readPages(out.path)).map((p) => p.text.trim())).toEqual(['Contract page 1', 'Contract page 2']);
  });

  it('verifies with poppler\'s pdfsig, an independent verifier (issue 39): the signature is valid, the whole file signed', async () => {
    const out = await sign('secret');
    const report = await pdfsig(out.path);
    expect(report).toContain('Signer Certificate Common Name: Test Signer');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it('fails with a clear message on a wrong password', async () => {
    const e = await sign('wrong').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ToolError);
    expect((e as ToolError).message).toBe('the certificate file could not be opened: a wrong password, or not a PKCS#12 file');
  });

  it('draws a visible signature on the chosen page and corner: pdfsig accepts it, mupdf shows the box upright and reads its words', async () => {
    const reason = 'Approved (v2) \\ final) ünïcode';
    const out = await sign('secret', { preset: 'visible', pages: 'last', direction: 'bottom-right', text: reason });
    const report = await pdfsig(out.path);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    // One signature field, on the last page, with a real /Rect; its reason, which holds parentheses and a backslash,
    // reads back whole.
    const widgets = await signatureWidgets(out.path);
    expect(widgets.map((w) => [w.page, w.reason])).toEqual([[1, reason]]);
    const [x1, y1, x2, y2] = widgets[0].rect;
    expect([x2 - x1 > 20, y2 - y1 > 20]).toEqual([true, true]);
    // As a reader shows the turned page (400 x 300): a box wider than tall in its bottom-right corner.
    const shown = await shownWidgets(out.path, 1);
    expect(shown).toHaveLength(1);
    const [sx0, sy0, sx1, sy1] = shown[0];
    expect([sx1 - sx0 > 100, sy1 - sy0 > 20, sx1 - sx0 > sy1 - sy0, sx1 > 380, sy1 > 280]).toEqual([true, true, true, true, true]);
    // Its pixels: none were dark there before signing, many are now; its three lines run across, upright.
    expect(await darkPixelsIn(pdf, 1, shown[0])).toBe(0);
    expect(await darkPixelsIn(out.path, 1, shown[0])).toBeGreaterThan(200);
    // (Drawn without turning against /Rotate, the box would be squeezed into the turned rectangle, and its words
    // would no longer read back whole.)
    const lines = await shownLines(out.path, 1, shown[0]);
    expect(lines.map(([, way]) => way)).toEqual(['across', 'across', 'across']);
    expect(lines[0][0]).toBe('Digitally signed by Test Signer');
    expect(lines[1][0]).toMatch(/^Date: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(lines[2][0]).toBe(`Reason: ${reason}`);
    expect((await shownText(out.path, 0)).trim()).toBe('Contract page 1');
  });

  it('words the visible box in the job\'s language, the date by Intl; a page past the end is refused', async () => {
    const env = testToolEnv({ translations: await loadCatalogue(), locale: 'de' });
    const out = await sign('secret', { preset: 'visible' }, env);
    const widgets = await signatureWidgets(out.path);
    expect(widgets.map((w) => w.page)).toEqual([0]);
    const text = await shownText(out.path, 0);
    expect(text).toContain('Digital signiert von Test Signer');
    const year = String(new Date().getUTCFullYear());
    expect(text).toMatch(new RegExp(`Datum: \\d{1,2}\\. \\p{L}+ ${year}`, 'u'));
    const e = await sign('secret', { preset: 'visible', pages: '3' }).catch((x: unknown) => x);
    expect((e as ToolError).message).toBe('the PDF has 2 pages; pages=3 names no page of it');
  });
});
