import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../src/core/errors.js';
import { ImageProxy } from '../../src/core/images/image-proxy.js';
import { createImagesRouter } from '../../src/http/routes/images.js';
import { createImageFetcher } from '../../src/net/image-fetch.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';

const SECRET = 'image-proxy-test-secret';
let upstream: Server;
let origin: string;
let hits = 0;
let proxyServer: Server;
let proxyBase: string;
let proxy: ImageProxy;
let app: TestApp;

beforeAll(async () => {
  const png = await twoColourPng(40, 20);
  upstream = createServer((req, res) => {
    hits++;
    if (req.url === '/good.png') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(png);
    } else if (req.url === '/page.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>');
    } else if (req.url === '/big.png') {
      // Streamed without a length, so only counting the bytes can stop it.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(png.subarray(0, 8));
      for (let i = 0; i < 40; i++) res.write(Buffer.alloc(64 * 1024));
      res.end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  // The proxy's own rule widened to this one fake server: the only way a test reaches a good image on loopback.
  const port = (upstream.address() as AddressInfo).port;
  const fetcher = createImageFetcher({ userAgent: 'test', allowed: (address) => address === '127.0.0.1' });
  proxy = new ImageProxy({ secret: SECRET, fetcher: { fetch: (url, limits) => (Number(url.port) === port ? fetcher.fetch(url, limits) : Promise.reject(new Error('unexpected'))) }, maxBytes: 1024 * 1024 });
  const koa = new Koa();
  koa.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (!isAppError(err)) throw err;
      ctx.status = ({ forbidden: 403, unsupported_type: 415, file_too_large: 413 } as Record<string, number>)[err.code] ?? 502;
      ctx.body = { ok: false, error: err.code, message: err.message };
    }
  });
  koa.use(createImagesRouter({ images: proxy, limiter: { take: () => undefined } }).routes());
  proxyServer = koa.listen(0, '127.0.0.1');
  await new Promise((resolve) => proxyServer.once('listening', resolve));
  proxyBase = `http://127.0.0.1:${(proxyServer.address() as AddressInfo).port}`;

  // The real app, with loopback opened for webhooks: the image proxy must not follow.
  app = await startTestApp({ WEBHOOK_ALLOW_INSECURE: 'true' });
});

afterAll(async () => {
  await app?.destroy();
  proxyServer?.close();
  upstream?.close();
});

describe('GET /img, the image proxy of the web cards', () => {
  it('serves a signed image with its sniffed type, cache headers and nothing that may run; the bytes decode', async () => {
    const res = await fetch(`${proxyBase}${proxy.link(`${origin}/good.png`)}`);
    expect(res.status).toBe(200);
    // The upstream claimed text/html; the bytes say PNG.
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 20]);
  });

  it('refuses what is not an image by its bytes, and an image over the size cap', async () => {
    const page = await fetch(`${proxyBase}${proxy.link(`${origin}/page.png`)}`);
    expect(page.status).toBe(415);
    expect(await page.json()).toMatchObject({ ok: false, error: 'unsupported_type' });
    const big = await fetch(`${proxyBase}${proxy.link(`${origin}/big.png`)}`);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ ok: false, error: 'file_too_large' });
  });

  it('refuses a link it did not sign, or whose URL was changed after signing', async () => {
    const signed = new URLSearchParams(proxy.link(`${origin}/good.png`)!.slice('/img?'.length));
    const unsigned = await fetch(`${proxyBase}/img?${new URLSearchParams({ u: `${origin}/good.png` })}`);
    expect(unsigned.status).toBe(403);
    const swapped = await fetch(`${proxyBase}/img?${new URLSearchParams({ u: `${origin}/page.png`, s: signed.get('s')! })}`);
    expect(swapped.status).toBe(403);
    expect(proxy.link('javascript:alert(1)')).toBeNull();
    expect(proxy.link('file:///etc/passwd')).toBeNull();
  });

  it('in the real app with WEBHOOK_ALLOW_INSECURE=true, never fetches loopback, private, link-local, metadata or IPv6 forms of them', async () => {
    const before = hits;
    const targets = [
      `${origin}/good.png`,
      'http://localhost/good.png',
      'http://10.0.0.1/a.png',
      'http://192.168.1.1/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/a.png',
      'http://[::ffff:127.0.0.1]/a.png',
      'http://[fe80::1]/a.png',
      'http://[fd00::1]/a.png',
      'http://0x7f000001/a.png',
    ];
    for (const target of targets) {
      const link = app.services.images.link(target);
      expect(link, target).not.toBeNull();
      const res = await fetch(`${app.url}${link}`);
      expect(res.status, target).toBe(403);
      expect(await res.json()).toMatchObject({ ok: false, error: 'forbidden' });
    }
    const unsigned = await fetch(`${app.url}/img?${new URLSearchParams({ u: 'https://example.com/a.png' })}`);
    expect(unsigned.status).toBe(403);
    expect(hits).toBe(before);
  });
});
