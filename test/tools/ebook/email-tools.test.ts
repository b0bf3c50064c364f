import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { sanitiseMailHtml } from '../../../src/tools/ebook/email-page.js';
import { OUTLOOK_MIME } from '../../../src/tools/ebook/definitions/email-tools.js';
import { testToolEnv } from '../../helpers/tool-harness.js';
import { scratch, type Scratch } from '../pdf/fixtures.js';
import { withRun } from '../pdf/harness.js';
import { readPages } from '../pdf/readback.js';
import { emlMessage, msgMessage } from './fixtures.js';
import { loadCatalogue } from '../../../src/i18n/catalogue.js';

const emlToPdf = ALL_TOOLS.find((t) => t.slug === 'eml-to-pdf')!;

let s: Scratch;
let canary: Server;
let canaryUrl: string;
const requests: string[] = [];
beforeAll(async () => {
  s = await scratch();
  canary = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.end('x');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => canary.close(resolve));
  await s.done();
});

const textOf = async (path: string) => (await readPages(path)).map((p) => p.text).join('\n');

describe('eml-to-pdf', () => {
  it('prints sender, recipient, date, subject, body and the attachment by name and size', async () => {
    const attachment = { name: 'report-Q1.pdf', data: Buffer.alloc(2048, 7) };
    const input = await s.file('letter.eml', emlMessage({ attachment }));
    await withRun(emlToPdf, { input }, async (res) => {
      expect(res.name).toBe('letter.pdf');
      const text = await textOf(res.path);
      expect(text).toContain('Ada Lovelace <ada@example.org>');
      expect(text).toContain('Bob <bob@example.org>');
      expect(text).toContain('Quarterly résumé');
      // The Date field in the sender's own offset (+02:00), written out by Intl.
      expect(text).toContain('Friday, 2 January 2026 at 10:00:00 GMT+2');
      expect(text).toContain('the résumé is attached.');
      expect(text).toContain('Attachments (1)');
      expect(text).toMatch(/report-Q1\.pdf\s+application\/pdf, 2 kB/);
    });
  });

  it('words its page in the job’s language: French field names, date and sizes (issue 36)', async () => {
    const attachment = { name: 'rapport.pdf', data: Buffer.alloc(2048, 7) };
    const input = await s.file('lettre.eml', emlMessage({ attachment }));
    const env = testToolEnv({ translations: await loadCatalogue(), locale: 'fr-FR' });
    await withRun(emlToPdf, { input, env }, async (res) => {
      const text = await textOf(res.path);
      for (const word of ['De', 'À', 'Date', 'Objet', 'Pièces jointes (1)']) expect(text).toContain(word);
      expect(text).not.toMatch(/\b(From|Subject|Attachments)\b/);
      // The Date field by Intl in French, still in the sender's offset.
      expect(text).toContain('vendredi 2 janvier 2026');
      expect(text).toMatch(/rapport\.pdf\s+application\/pdf, 2\sko/);
    });
  });

  it('lays out an HTML body without one request to the addresses it names', async () => {
    const html =
      `<html><head><link rel="stylesheet" href="${canaryUrl}/style.css"><style>@import url(${canaryUrl}/import.css);</style></head>` +
      `<body style="background: url(${canaryUrl}/bg.png)"><p>Visible <b>HTML</b> words.</p><img src="${canaryUrl}/pixel.png" alt="">` +
      `<iframe src="${canaryUrl}/frame"></iframe><script>fetch('${canaryUrl}/script')</script>` +
      `<a href="${canaryUrl}/link">a link</a><table background="${canaryUrl}/table.png"><tr><td>cell</td></tr></table></body></html>`;
    const input = await s.file('html.eml', emlMessage({ html }));
    await withRun(emlToPdf, { input }, async (res) => {
      const text = await textOf(res.path);
      expect(text).toContain('Visible HTML words.');
      expect(text).toContain('a link');
      expect(text).toContain('cell');
      expect(text).not.toContain('fetch(');
    });
    expect(requests).toEqual([]);
  });

  it('keeps markup and pictures of the message itself and drops every outside reference', () => {
    const inline = new Map([['logo@x', 'data:image/png;base64,AAAA']]);
    const out = sanitiseMailHtml(
      '<p onclick="x()" style="color:red">Hi</p><img src="cid:logo@x"><img src="https://t.example/p.gif"><img srcset="https://t.example/a 2x">' +
        '<div style="background:url(https://t.example/b)">b</div><svg><image href="https://t.example/s"/></svg><base href="https://t.example/">',
      inline,
    );
    expect(out).toBe('<p style="color:red">Hi</p><img src="data:image/png;base64,AAAA"><img><img><div>b</div>');
  });
});

describe('msg-to-pdf', () => {
  // Detection names a .msg once the compound-file sniffing of the office tools is in (detect-cfb.ts); until then
  // the tool is run here as the job runner runs it, on an input already typed.
  it('prints an Outlook message’s sender, recipient, subject, body and attachment', async () => {
    const tool = ALL_TOOLS.find((t) => t.slug === 'msg-to-pdf')!;
    expect(tool.accepts).toEqual([OUTLOOK_MIME]);
    const path = await s.file('outlook.msg', msgMessage());
    const workDir = await mkdtemp(join(s.dir, 'job-'));
    const input = { path, name: 'outlook.msg', mime: OUTLOOK_MIME, ext: 'msg', size: (await stat(path)).size };
    const env = testToolEnv();
    await tool.validate!({ preset: 'a4' }, input, env);
    const out = await tool.run({
      params: { preset: 'a4' },
      input,
      url: null,
      videoId: null,
      workDir,
      baseName: 'outlook',
      signal: new AbortController().signal,
      progress: () => undefined,
      env,
    });
    expect([out.name, out.mime]).toEqual(['outlook.pdf', 'application/pdf']);
    const text = await textOf(out.path);
    expect(text).toContain('Ada Lovelace <ada@example.org>');
    expect(text).toContain('Bob <bob@example.org>');
    expect(text).toContain('Outlook résumé');
    expect(text).toContain('the figures are attached.');
    expect(text).toMatch(/figures\.xlsx\s+application\/octet-stream, 2\.9 kB/);
    await rm(workDir, { recursive: true, force: true });
  });
});
