import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { sanitiseMailHtml } from '../../../src/tools/ebook/email-page.js';
import { scratch, type Scratch } from '../pdf/fixtures.js';
import { withRun } from '../pdf/harness.js';
import { readPages } from '../pdf/readback.js';
import { emlMessage } from './fixtures.js';

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
