import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { ToolError } from '../../../core/errors.js';
import type { BrowserEngine, CaptureOutput, CaptureRequest, CaptureResult } from '../../../core/tools/engines/browser.js';
import { systemResolve, type ResolveHost } from '../../../net/address-policy.js';
import { CdpPipe } from './cdp-pipe.js';
import { judgeTarget, startCaptureProxy, type CaptureProxy, type ProxyRules } from './capture-proxy.js';
import { groupRssMb, killGroup } from './process-group.js';
import { lowerPriority } from '../../shared/child-priority.js';

/** The address an offline document is served at (a reserved name: nothing real answers it). */
const DOCUMENT_URL = 'https://document.invalid/';
const MEMORY_POLL_MS = 250;
const IO_CHUNK = 1024 * 1024;

/**
 * Flags that keep a capture's browser to the one page it loads: no background networking of its own (updates, sync,
 * safe browsing, metrics, DNS prefetch, QUIC), every request through the capture's proxy (`<-loopback>` takes
 * loopback off the implicit bypass list, so 127.0.0.1 goes through the policy as well), WebRTC never sending UDP
 * around the proxy, and names resolved by nobody but the proxy.
 */
export function chromiumArgs(profile: string, proxyPort: number): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-domain-reliability',
    '--disable-client-side-phishing-detection',
    '--disable-breakpad',
    '--disable-crash-reporter',
    '--disable-dev-shm-usage',
    '--dns-prefetch-disable',
    '--no-pings',
    '--mute-audio',
    '--hide-scrollbars',
    '--password-store=basic',
    '--use-mock-keychain',
    '--deny-permission-prompts',
    '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    `--proxy-server=http://127.0.0.1:${proxyPort}`,
    '--proxy-bypass-list=<-loopback>',
    // Nothing but the proxy (an address, never looked up) is reached, so no name needs the browser's own resolver.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    `--user-data-dir=${profile}`,
    '--remote-debugging-pipe',
    'about:blank',
  ];
}

export interface ChromiumOptions {
  /** The browser program. */
  binary: string;
  name: string;
  /** Resolves host names for the proxy (tests replace it). */
  resolve?: ResolveHost;
}

/** One stop for a capture: the first failure (budget, cancel, crash) wins and every later one is ignored. */
class Stopper {
  #fail!: (err: ToolError) => void;
  readonly stopped = new Promise<never>((_resolve, reject) => {
    this.#fail = reject;
  });
  reason: ToolError | null = null;
  constructor() {
    this.stopped.catch(() => undefined);
  }
  fail(err: ToolError): void {
    if (this.reason) return;
    this.reason = err;
    this.#fail(err);
  }
}

/** Debian's Chromium (or any Chromium-family program), a new browser per capture, driven over a CDP pipe. */
export class ChromiumEngine implements BrowserEngine {
  readonly name: string;
  readonly #binary: string;
  readonly #resolve: ResolveHost;

  constructor(opts: ChromiumOptions) {
    this.name = opts.name;
    this.#binary = opts.binary;
    this.#resolve = opts.resolve ?? systemResolve;
  }

  async capture(req: CaptureRequest): Promise<CaptureResult> {
    const stop = new Stopper();
    const { budget, source } = req;
    const page = source.kind === 'url' ? new URL(source.url) : null;
    const rules: ProxyRules = {
      offline: source.kind === 'html',
      allowInsecure: source.kind === 'url' && source.allowInsecure,
      page: page ? { hostname: page.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1'), port: Number(page.port) || (page.protocol === 'https:' ? 443 : 80) } : null,
      resolve: this.#resolve,
      maxBytes: budget.maxBytes,
    };
    if (page && rules.page) {
      // The page's own address is judged before any browser starts, so a refused one fails at once and clearly.
      const verdict = await judgeTarget(rules.page.hostname, rules.page.port, rules);
      if (!verdict.ok) throw new ToolError('page_unavailable', `the page's address is refused: ${verdict.why}`);
    }
    // A page that does not load within the budget is the page's failure, not a too-large file.
    const timer = setTimeout(
      () => stop.fail(new ToolError(page ? 'page_unavailable' : 'timeout', `the page took longer than ${Math.round(budget.timeoutMs / 1000)} s (the time budget of a capture)`)),
      budget.timeoutMs,
    );
    const onAbort = () => stop.fail(new ToolError('internal', 'job cancelled'));
    if (req.signal.aborted) onAbort();
    req.signal.addEventListener('abort', onAbort, { once: true });
    let profile: string | null = null;
    let proxy: CaptureProxy | null = null;
    let closed: CaptureProxy | null = null;
    let child: ChildProcess | null = null;
    let memoryWatch: NodeJS.Timeout | null = null;
    try {
      req.progress?.(5, 'starting browser');
      profile = await mkdtemp(join(tmpdir(), 'capture-profile-'));
      proxy = await race(
        startCaptureProxy(rules, () => stop.fail(new ToolError('too_large', `the page downloaded more than ${budget.maxBytes} bytes (the byte budget of a capture)`))),
        stop,
      );
      // The browser's own requests (its updaters, sign-in and extension services, which no flag silences wholly) go to
      // a proxy that refuses everything; only the page's context goes through the policy's.
      closed = await race(startCaptureProxy({ ...rules, offline: true }, () => undefined), stop);
      child = spawn(this.#binary, chromiumArgs(profile, closed.port), {
        detached: true,
        stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
        // The browser gets no secret of the service's: only what it needs to run.
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: profile, XDG_CONFIG_HOME: profile, XDG_CACHE_HOME: profile, LANG: 'C.UTF-8' },
      });
      const pgid = child.pid;
      // Before the browser starts its renderer and GPU processes, which inherit it.
      lowerPriority(pgid, budget.nice ?? 0);
      child.on('error', (err) => stop.fail(new ToolError('internal', `the browser could not start: ${err.message}`)));
      child.on('exit', (code, sig) => stop.fail(new ToolError('internal', `the browser exited (${sig ?? code})`)));
      if (pgid !== undefined) {
        memoryWatch = setInterval(() => {
          void groupRssMb(pgid).then((mb) => {
            if (mb !== null && mb > budget.maxMemoryMb) {
              stop.fail(new ToolError('too_large', `the page used more than ${budget.maxMemoryMb} MB of memory (the memory budget of a capture)`));
            }
          });
        }, MEMORY_POLL_MS);
      }
      const cdp = new CdpPipe(child.stdio[3] as Writable, child.stdio[4] as Readable);
      const result = await race(this.#drive(cdp, req, proxy, stop), stop);
      return { ...result, refused: proxy.refused };
    } finally {
      clearTimeout(timer);
      if (memoryWatch) clearInterval(memoryWatch);
      req.signal.removeEventListener('abort', onAbort);
      if (child?.pid !== undefined) {
        killGroup(child.pid);
        if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child!.once('exit', resolve));
      }
      await proxy?.close();
      await closed?.close();
      if (profile) await rm(profile, { recursive: true, force: true, maxRetries: 3 });
    }
  }

  async #drive(cdp: CdpPipe, req: CaptureRequest, proxy: CaptureProxy, stop: Stopper): Promise<Omit<CaptureResult, 'refused'>> {
    const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext', {
      proxyServer: `http://127.0.0.1:${proxy.port}`,
      proxyBypassList: '<-loopback>',
    });
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const send = <T = Record<string, unknown>>(method: string, params: object = {}) => cdp.send<T>(method, params, sessionId);
    await send('Page.enable');
    // The main document's HTTP status: a 404 or 500 page is the site's error, not the page the user asked for.
    let documentStatus: number | null = null;
    if (req.source.kind === 'url') {
      cdp.on('Network.responseReceived', (params, from) => {
        if (from !== sessionId || params.type !== 'Document' || params.frameId !== targetId) return;
        documentStatus = (params.response as { status?: number } | undefined)?.status ?? null;
      });
      await send('Network.enable');
    }
    const out = req.output;
    if (out.kind === 'png') {
      await send('Emulation.setDeviceMetricsOverride', { width: out.width, height: out.height, deviceScaleFactor: out.scale, mobile: false });
    }
    const loaded = new Promise<void>((resolve) => {
      const off = cdp.on('Page.loadEventFired', (_params, from) => {
        if (from !== sessionId) return;
        off();
        resolve();
      });
    });
    let url: string;
    if (req.source.kind === 'html') {
      url = DOCUMENT_URL;
      const html = await readFile(req.source.path);
      await this.#serveOffline(cdp, sessionId, html);
    } else {
      url = req.source.url;
    }
    req.progress?.(20, 'loading');
    const nav = await send<{ errorText?: string }>('Page.navigate', { url });
    if (nav.errorText) throw new ToolError('page_unavailable', `the page could not be loaded (${nav.errorText})`);
    await race(loaded, stop);
    if (req.source.kind === 'url') {
      const tree = await send<{ frameTree: { frame: { url: string } } }>('Page.getFrameTree');
      const final = tree.frameTree.frame.url;
      if (final.startsWith('chrome-error:')) throw new ToolError('page_unavailable', 'the page could not be loaded');
      const host = hostKey(final);
      if (host && proxy.refusedHosts.has(host)) throw new ToolError('page_unavailable', `the page led to a refused address (${host})`);
      const status = documentStatus as number | null;
      if (status !== null && status >= 400) throw new ToolError('page_unavailable', `the page answered HTTP ${status}`);
    }
    req.progress?.(60, 'capturing');
    const maxOutput = req.budget.maxOutputBytes;
    return out.kind === 'pdf' ? this.#printPdf(send, out, maxOutput) : this.#screenshot(send, out, maxOutput);
  }

  /** The document is answered from memory; every other request, in any frame, fails before it leaves the browser. */
  async #serveOffline(cdp: CdpPipe, sessionId: string, html: Buffer): Promise<void> {
    cdp.on('Fetch.requestPaused', (params, from) => {
      if (from !== sessionId) return;
      const requestId = params.requestId as string;
      const request = params.request as { url: string };
      const call =
        request.url === DOCUMENT_URL
          ? cdp.send(
              'Fetch.fulfillRequest',
              {
                requestId,
                responseCode: 200,
                responseHeaders: [{ name: 'content-type', value: 'text/html; charset=utf-8' }],
                body: html.toString('base64'),
              },
              sessionId,
            )
          : cdp.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' }, sessionId);
      call.catch(() => undefined);
    });
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }, sessionId);
  }

  async #printPdf(send: Send, out: Extract<CaptureOutput, { kind: 'pdf' }>, maxOutput: number): Promise<Omit<CaptureResult, 'refused'>> {
    const [w, h] = out.paper;
    const { stream } = await send<{ stream: string }>('Page.printToPDF', {
      landscape: out.landscape,
      printBackground: out.background,
      paperWidth: w,
      paperHeight: h,
      // One page past the budget is enough to know the page is over it, without laying out the rest.
      pageRanges: `1-${out.maxPages + 1}`,
      transferMode: 'ReturnAsStream',
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const part = await send<{ data: string; eof: boolean; base64Encoded?: boolean }>('IO.read', { handle: stream, size: IO_CHUNK });
      const chunk = Buffer.from(part.data, part.base64Encoded ? 'base64' : 'utf8');
      size += chunk.length;
      if (size > maxOutput) throw new ToolError('too_large', `the PDF exceeds the output limit of ${maxOutput} bytes`);
      chunks.push(chunk);
      if (part.eof) break;
    }
    await send('IO.close', { handle: stream }).catch(() => undefined);
    const bytes = Buffer.concat(chunks);
    const pages = (await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true })).getPageCount();
    if (pages > out.maxPages) throw new ToolError('too_large', `the page prints to more than ${out.maxPages} pages (the page budget of a capture)`);
    await writeFile(out.path, bytes);
    return { bytes: bytes.length, pages };
  }

  async #screenshot(send: Send, out: Extract<CaptureOutput, { kind: 'png' }>, maxOutput: number): Promise<Omit<CaptureResult, 'refused'>> {
    let params: object = { format: 'png' };
    if (out.fullPage) {
      const metrics = await send<{ cssContentSize: { width: number; height: number } }>('Page.getLayoutMetrics');
      const height = Math.max(1, Math.ceil(metrics.cssContentSize.height));
      const pixels = Math.round(out.width * out.scale) * Math.round(height * out.scale);
      if (pixels > out.maxPixels) {
        throw new ToolError('too_large', `the full page (${out.width}×${height} CSS px at scale ${out.scale}) exceeds the limit of ${out.maxPixels} pixels`);
      }
      params = { format: 'png', captureBeyondViewport: true, clip: { x: 0, y: 0, width: out.width, height, scale: 1 } };
    }
    const shot = await send<{ data: string }>('Page.captureScreenshot', params);
    const png = Buffer.from(shot.data, 'base64');
    if (png.length > maxOutput) throw new ToolError('too_large', `the image exceeds the output limit of ${maxOutput} bytes`);
    await writeFile(out.path, png);
    return { bytes: png.length, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  }

}

type Send = <T = Record<string, unknown>>(method: string, params?: object) => Promise<T>;

/** `host:port` of a URL as the proxy names refused targets. */
function hostKey(raw: string): string | null {
  try {
    const url = new URL(raw);
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    return `${url.hostname.toLowerCase()}:${port}`;
  } catch {
    return null;
  }
}

/** The work, or the capture's first failure, whichever comes first. */
function race<T>(work: Promise<T>, stop: Stopper): Promise<T> {
  work.catch(() => undefined);
  return Promise.race([work, stop.stopped]);
}
