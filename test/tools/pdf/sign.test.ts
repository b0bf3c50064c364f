/**
 * pdf-sign checked without the signing library: the ByteRange is read from the bytes, its SHA-256 compared with the
 * PKCS#7 messageDigest attribute, and the signature over the signed attributes verified with node:crypto against
 * the certificate inside the PKCS#7 (decoded with node-forge's ASN.1 reader); and poppler's pdfsig (Debian's
 * poppler-utils, installed by .ci/install-office.sh) verifies it as a reader would.
 */
import { execFile } from 'node:child_process';
import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { acceptInput, parseToolParams } from '../../../src/core/jobs/intake.js';
import { pdfSign } from '../../../src/tools/pdf/definitions/sign-tools.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { testToolEnv } from '../../helpers/tool-harness.js';
import { readPages } from './readback.js';

let dir: string;
let pdf: string;
let p12: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdf-sign-'));
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 2; i++) doc.addPage([300, 300]).drawText(`Contract page ${i + 1}`, { x: 20, y: 200, size: 14, font });
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

async function sign(password: string) {
  const inputs = [];
  for (const p of [pdf, p12]) inputs.push(await acceptInput(pdfSign, { path: p, name: basename(p), size: (await stat(p)).size }, detectFile));
  const workDir = await mkdtemp(join(dir, 'work-'));
  return pdfSign.run({
    params: parseToolParams(pdfSign, { password }),
    input: inputs[0],
    inputs,
    url: null,
    videoId: null,
    workDir,
    baseName: 'contract',
    signal: new AbortController().signal,
    progress: () => undefined,
    env: testToolEnv(),
  });
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
    // pdfsig exits non-zero when a certificate is not trusted, which a self-signed one never is; its report is on stdout.
    const report = await promisify(execFile)('pdfsig', [out.path]).then(
      (r) => r.stdout,
      (e: { code?: unknown; stdout?: string }) => {
        if (e.code === 'ENOENT') throw new Error('pdfsig is missing: run .ci/install-office.sh (apt-get install poppler-utils)');
        return e.stdout ?? '';
      },
    );
    expect(report).toContain('Signer Certificate Common Name: Test Signer');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it('fails with a clear message on a wrong password', async () => {
    const e = await sign('wrong').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ToolError);
    expect((e as ToolError).message).toBe('the certificate file could not be opened: a wrong password, or not a PKCS#12 file');
  });
});
