import * as mupdf from 'mupdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { html, startCanary, startPages, type Canary } from '../../tools/web/canary.js';
import { startHarness, type Harness } from './harness.js';

/**
 * A web page capture from Telegram: `/convert url-to-pdf <address>` on the fake Bot API delivers the page as a PDF
 * holding its text, and the page's request to another loopback port never arrives.
 */

let h: Harness;
let canary: Canary;
let pages: Awaited<ReturnType<typeof startPages>>;

beforeAll(async () => {
  canary = await startCanary();
  pages = await startPages({
    '/': html(`<h1>Page sent from a chat</h1><img src="http://127.0.0.1:${canary.port}/img">`),
    '/broken': (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<h1>Server error</h1>');
    },
  });
  h = await startHarness({ env: { CAPTURE_ALLOW_INSECURE: 'true' } });
});
afterAll(async () => {
  await h?.close();
  await pages.close();
  await canary.close();
});

it('delivers the captured page as a PDF document', async () => {
  h.api.sendUserMessage(81, `/convert url-to-pdf ${pages.url('/')}`);
  const doc = await h.api.waitFor(() => h.api.chatMessages(81).find((m) => m.document), 60_000, 'document');
  expect(doc.document!.file_name).toBe('127.0.0.1.pdf');
  const pdf = mupdf.Document.openDocument(new Uint8Array(doc.document!.data), 'application/pdf');
  expect(pdf.loadPage(0).toStructuredText('preserve-whitespace').asText()).toContain('Page sent from a chat');
  expect(canary.hits).toEqual([]);
});

it('says the page could not be captured when it answers an HTTP error, never that it is not a video link', async () => {
  h.api.sendUserMessage(82, `/convert url-to-png ${pages.url('/broken')}`);
  const notice = await h.api.waitFor(() => h.api.chatMessages(82).find((m) => m.text?.includes('could not be captured')), 60_000, 'failure notice');
  expect(notice.text).toContain('The web page could not be captured: its address is not allowed here, could not be reached, answered with an error, or did not load in time.');
  expect(h.api.chatMessages(82).some((m) => m.text?.includes('video link'))).toBe(false);
  expect(h.api.chatMessages(82).some((m) => m.document || m.photo)).toBe(false);
});
