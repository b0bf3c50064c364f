import * as mupdf from 'mupdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { html, startCanary, startPages, type Canary } from '../../tools/web/canary.js';
import { slashCommand } from './fake/interactions.js';
import { isOriginalEdit, startHarness, type Harness } from './harness.js';

/**
 * A web page capture from Discord: `/convert tool:url-to-pdf url:<address>` on the fake gateway delivers the page as
 * a PDF attachment holding its text, and the page's request to another loopback port never arrives.
 */

let h: Harness;
let canary: Canary;
let pages: Awaited<ReturnType<typeof startPages>>;

beforeAll(async () => {
  canary = await startCanary();
  pages = await startPages({ '/': html(`<h1>Page asked for on Discord</h1><img src="http://127.0.0.1:${canary.port}/img">`) });
  h = await startHarness({ env: { CAPTURE_ALLOW_INSECURE: 'true' } });
});
afterAll(async () => {
  await h?.close();
  await pages.close();
  await canary.close();
});

it('delivers the captured page as a PDF attachment', async () => {
  const p = slashCommand(h.as('3101'), 'convert', [
    { name: 'tool', type: 3, value: 'url-to-pdf' },
    { name: 'url', type: 3, value: pages.url('/') },
  ]);
  h.fake.dispatchInteraction(p);
  const done = await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && c.files.length === 1, 60_000, 'the result');
  // Discord's door keeps one dot in an attachment's name.
  expect(done.files[0].name).toBe('127_0_0_1.pdf');
  const pdf = mupdf.Document.openDocument(new Uint8Array(done.files[0].data), 'application/pdf');
  expect(pdf.loadPage(0).toStructuredText('preserve-whitespace').asText()).toContain('Page asked for on Discord');
  expect(canary.hits).toEqual([]);
});
