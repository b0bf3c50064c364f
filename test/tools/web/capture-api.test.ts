import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolBody } from '../../../src/http/web/pages/tool.js';
import { englishOnly } from '../../../src/http/web/english-only.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { html, startCanary, startPages, type Canary } from './canary.js';

/**
 * The web page tools through the service: listed in /api/tools with their types, a URL job on a local page completes
 * with that page's text and goes on to a next step (CAPTURE_ALLOW_INSECURE on, as in development), and without it the loopback page, the
 * metadata address and non-http schemes are refused at intake with 422 invalid_url before any job exists.
 */

let insecure: TestApp;
let strict: TestApp;
let canary: Canary;
let pages: Awaited<ReturnType<typeof startPages>>;

beforeAll(async () => {
  canary = await startCanary();
  pages = await startPages({ '/': html(`<h1>Served page</h1><img src="http://127.0.0.1:${canary.port}/x">`) });
  [insecure, strict] = await Promise.all([startTestApp({ CAPTURE_ALLOW_INSECURE: 'true' }), startTestApp()]);
});
afterAll(async () => {
  await Promise.all([insecure?.destroy(), strict?.destroy()]);
  await pages.close();
  await canary.close();
});

describe('web page tools over HTTP', () => {
  it('are listed with their kind, accepted and output types', async () => {
    const { body } = await new Client(strict.url).json('/api/tools');
    const tools = body.tools as Array<{ slug: string; kind: string; category: string; accepts: string[]; output: string }>;
    const pick = (slug: string) => {
      const t = tools.find((x) => x.slug === slug);
      return t && { kind: t.kind, category: t.category, accepts: t.accepts, output: t.output };
    };
    expect(pick('url-to-pdf')).toEqual({ kind: 'url', category: 'web', accepts: [], output: 'application/pdf' });
    expect(pick('url-to-png')).toEqual({ kind: 'url', category: 'web', accepts: [], output: 'image/png' });
    expect(pick('html-to-pdf-browser')).toEqual({ kind: 'upload', category: 'web', accepts: ['text/html'], output: 'application/pdf' });
    expect(pick('markdown-to-html')).toEqual({ kind: 'upload', category: 'web', accepts: ['text/plain'], output: 'text/html' });
    expect(pick('markdown-to-pdf')).toEqual({ kind: 'upload', category: 'web', accepts: ['text/plain'], output: 'application/pdf' });
  });

  it('have a tool page asking for a web page\'s address, where a video-link tool asks for a video link', () => {
    const page = toolBody(strict.services.tools.info('url-to-png')!, null, 100, false, englishOnly(), { kind: 'web' }).value;
    expect(page).toContain('<legend>Web page</legend>');
    expect(page).toContain('placeholder="https://example.com/article"');
    const video = toolBody(strict.services.tools.info('yt-embed-code')!, null, 100, false, englishOnly()).value;
    expect(video).toContain('<legend>Video link</legend>');
  });

  it('start a pipeline: the captured PDF goes on to pdf-compress and keeps the page\'s text', async () => {
    const c = new Client(insecure.url);
    const { status, body } = await c.postJson('/api/pipelines', { url: pages.url('/'), steps: [{ tool: 'url-to-pdf' }, { tool: 'pdf-compress' }] });
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string, 60_000);
    expect(done).toMatchObject({ status: 'completed', steps: 2, step: 2, step_tool: 'pdf-compress' });
    const pdf = new Uint8Array(await (await c.request(done.download_url as string)).arrayBuffer());
    expect(mupdf.Document.openDocument(pdf, 'application/pdf').loadPage(0).toStructuredText('preserve-whitespace').asText()).toContain('Served page');
    expect(canary.hits).toEqual([]);
  });

  it('refuse a loopback page, the metadata address, private names and other schemes with 422 invalid_url', async () => {
    const c = new Client(strict.url);
    const asked = pages.asked.length;
    for (const url of [
      pages.url('/'),
      `http://localhost:${pages.port}/`,
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/',
      'https://printer.local/',
      'https://intranet/',
      'file:///etc/passwd',
      'ftp://example.com/x',
      'data:text/html,<h1>x</h1>',
      'chrome://version',
      'https://user:pass@example.com/',
      'https://example.com:22/',
    ]) {
      const { status, body } = await c.postJson('/api/jobs', { tool: 'url-to-png', url });
      expect(status, url).toBe(422);
      expect(body, url).toMatchObject({ ok: false, error: 'invalid_url' });
    }
    expect(pages.asked.length).toBe(asked);
    expect(canary.hits).toEqual([]);
  });
});
