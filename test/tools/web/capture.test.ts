import { existsSync, readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { NO_ENGINES } from '../../../src/core/tools/engines/families.js';
import type { ToolEnv } from '../../../src/core/tools/tool.types.js';
import { findBrowserEngine } from '../../../src/tools/web/engine/find.js';
import { htmlToPdfBrowser } from '../../../src/tools/web/definitions/html-render.js';
import { urlToPdf, urlToPng } from '../../../src/tools/web/definitions/page-capture.js';
import { testToolEnv, trackedRuns } from '../../helpers/tool-harness.js';
import { scratch } from '../../helpers/scratch.js';
import { readPages } from '../pdf/readback.js';
import { html, startCanary, startPages, type Canary } from './canary.js';

/**
 * Web page captures in Debian's Chromium (installed by .ci/install-browser.sh), on pages served here on 127.0.0.1.
 * The page itself is on loopback, which CAPTURE_ALLOW_INSECURE lets through for the page's own host and port only; a
 * second loopback server (the canary) stands for every internal address a hostile page might try: with the policy
 * broken (loopback bypassing the proxy, the proxy letting loopback through, no proxy at all) the browser would reach
 * it, and the control image on the page's own origin shows that sub-resources are fetched at all.
 */

const { engine } = await findBrowserEngine();
if (!engine) throw new Error('Chromium is not installed: run .ci/install-browser.sh');
const browser = engine;

let canary: Canary;
let pages: Awaited<ReturnType<typeof startPages>>;
const runs = trackedRuns();

function env(capture: Partial<NonNullable<ToolEnv['capture']>> = {}, limits: Partial<ToolEnv['limits']> = {}): ToolEnv {
  const base = testToolEnv({ engines: { ...NO_ENGINES, browser } });
  return { ...base, limits: { ...base.limits, ...limits }, capture: { allowInsecure: true, ...capture } };
}

/** Browser processes whose capture profile folder no longer exists. */
function orphans(): string[] {
  const left: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    const profile = /--user-data-dir=([^\0]*capture-profile-[^\0]*)/.exec(cmdline)?.[1];
    if (profile && !existsSync(profile)) left.push(`${pid} ${profile}`);
  }
  return left;
}

async function failure(promise: Promise<unknown>): Promise<ToolError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ToolError);
  return err as ToolError;
}

beforeAll(async () => {
  canary = await startCanary();
  const c = canary.port;
  const hostile = `
    <div style="background:#ff0000;width:600px;height:400px"></div>
    <h1>Captured words</h1>
    <img src="/control.png" width="1" height="1">
    <img src="http://127.0.0.1:${c}/img" width="1" height="1">
    <img src="http://localhost:${c}/img-by-name" width="1" height="1">
    <img src="http://[::1]:${c}/img-v6" width="1" height="1">
    <iframe src="http://127.0.0.1:${c}/frame"></iframe>
    <iframe src="file:///etc/passwd" width="600" height="300"></iframe>
    <link rel="stylesheet" href="http://127.0.0.1:${c}/style.css">
    <script>
      fetch('http://127.0.0.1:${c}/fetch').catch(() => {});
      new Image().src = 'http://127.0.0.2:${c}/other-loopback';
      try { new WebSocket('ws://127.0.0.1:${c}/ws'); } catch {}
    </script>`;
  pages = await startPages({
    '/': html(hostile),
    '/control.png': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/gif' });
      res.end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
    },
    '/redirect': (_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${c}/redirected` });
      res.end();
    },
    '/big': html(`<p>${'x'.repeat(300_000)}</p>`),
    '/slow': html(`<p>waiting</p><img src="/never">`),
    '/never': () => undefined,
    '/missing': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not here</h1>');
    },
    '/long': html(Array.from({ length: 6 }, (_, i) => `<p style="page-break-after:always">page ${i + 1}</p>`).join('')),
  });
});
afterEach(() => runs.cleanupAll());
afterAll(async () => {
  await pages.close();
  await canary.close();
});

describe('URL to PDF and PNG', () => {
  it('prints the page with its text, and never reaches another loopback port through img, iframe, style, fetch or WebSocket', async () => {
    const out = await runs.run(urlToPdf, { url: pages.url('/'), env: env() });
    expect(out.mime).toBe('application/pdf');
    expect(out.name).toBe('127.0.0.1.pdf');
    const read = await readPages(out.path);
    expect(read).toHaveLength(1);
    expect(read[0].text).toContain('Captured words');
    expect(read[0].text).not.toMatch(/root:.*:0:0:/);
    expect(pages.asked).toContain('/control.png');
    expect(canary.hits).toEqual([]);
  });

  it('takes a PNG whose pixels show the page: the red block at the top left, white beside it, at the asked width and scale', async () => {
    const out = await runs.run(urlToPng, { url: pages.url('/'), params: { preset: 'viewport', width: 800, height: 600, factor: 2 }, env: env() });
    const { data, info } = await sharp(out.path).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1600, 1200]);
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(at(600, 400)).toEqual([255, 0, 0]);
    expect(at(1400, 200)).toEqual([255, 255, 255]);
    expect(canary.hits).toEqual([]);
  });

  it('refuses a page that redirects to another loopback port, and the redirect never arrives', async () => {
    const err = await failure(runs.run(urlToPdf, { url: pages.url('/redirect'), env: env() }));
    expect(err.kind).toBe('page_unavailable');
    expect(err.message).toMatch(/refused address/);
    expect(canary.hits).toEqual([]);
  });

  it('refuses the loopback page itself when CAPTURE_ALLOW_INSECURE is off', async () => {
    const before = pages.asked.length;
    const err = await failure(runs.run(urlToPdf, { url: pages.url('/'), env: env({ allowInsecure: false }) }));
    expect(err.kind).toBe('page_unavailable');
    expect(pages.asked.length).toBe(before);
  });

  it('stops at the byte budget, the time budget and the page budget, each named, and refuses an HTTP error page', async () => {
    // Four browsers at once: each waits mostly on its own start.
    const [bytes, time, count, missing] = await Promise.all([
      failure(runs.run(urlToPdf, { url: pages.url('/big'), env: env({ maxBytes: 100_000 }) })),
      failure(runs.run(urlToPdf, { url: pages.url('/slow'), env: env({ timeoutMs: 4000 }) })),
      failure(runs.run(urlToPdf, { url: pages.url('/long'), env: env({}, { maxPdfPages: 3 }) })),
      failure(runs.run(urlToPng, { url: pages.url('/missing'), env: env() })),
    ]);
    // The site's own error page is not the page the user asked for.
    expect(missing.kind).toBe('page_unavailable');
    expect(missing.message).toBe('the page answered HTTP 404');
    expect(bytes.kind).toBe('too_large');
    expect(bytes.message).toMatch(/more than 100000 bytes \(the byte budget/);
    // A page that does not load in time is the page's failure, worded as such (not as a file too large).
    expect(time.kind).toBe('page_unavailable');
    expect(time.message).toMatch(/longer than 4 s \(the time budget/);
    expect(count.kind).toBe('too_large');
    expect(count.message).toMatch(/more than 3 pages \(the page budget/);
  });

  it('stops a browser over its memory budget, and leaves no process of any ended capture behind', async () => {
    const err = await failure(
      browser.capture({
        source: { kind: 'url', url: pages.url('/'), allowInsecure: true },
        output: { kind: 'png', path: '/dev/null', fullPage: false, width: 800, height: 600, scale: 1, maxPixels: 1e8 },
        budget: { timeoutMs: 30_000, maxBytes: 1e7, maxOutputBytes: 1e8, maxMemoryMb: 40 },
        signal: new AbortController().signal,
      }),
    );
    expect(err.kind).toBe('too_large');
    expect(err.message).toMatch(/more than 40 MB of memory \(the memory budget/);
    // A capture's profile folder goes once its browser has exited and its group was killed: a process naming a folder
    // that is gone is one that outlived its capture.
    await expect.poll(orphans, { timeout: 3000 }).toEqual([]);
  });
});

describe('HTML to PDF in the browser', () => {
  it('runs the document\'s script (its words are in the PDF) and refuses every request it makes', async () => {
    const dir = await scratch('html-browser');
    const file = await dir.file(
      'page.html',
      `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="stylesheet" href="http://127.0.0.1:${canary.port}/css"></head><body>
        <p>Static words</p><p id="out"></p>
        <img src="http://127.0.0.1:${canary.port}/img"><img src="${pages.url('/control.png')}">
        <iframe src="http://127.0.0.1:${canary.port}/frame"></iframe>
        <iframe src="file:///etc/passwd" width="600" height="300"></iframe>
        <script>
          document.getElementById('out').textContent = 'Written by ' + 'script ' + (6 * 7);
          fetch('http://127.0.0.1:${canary.port}/fetch').catch(() => {});
        </script></body></html>`,
    );
    const before = pages.asked.length;
    try {
      const out = await runs.run(htmlToPdfBrowser, { input: file, env: env() });
      const text = (await readPages(out.path)).map((p) => p.text).join('\n');
      expect(text).toContain('Static words');
      expect(text).toContain('Written by script 42');
      // A local file shown in a frame would print its lines.
      expect(text).not.toMatch(/root:.*:0:0:/);
    } finally {
      await dir.done();
    }
    expect(canary.hits).toEqual([]);
    // Offline means offline: not even the page server the URL tests may reach was asked.
    expect(pages.asked.length).toBe(before);
  });
});
