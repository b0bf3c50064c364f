/**
 * SSRF suite: a link can only ever contribute an 11-character id. Hostile links are refused by the
 * parser (the API answers 422 invalid_url) and no request leaves: a counting server on 127.0.0.1 plays
 * both the target those links point at and the configured thumbnail/oEmbed host.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractVideoId } from '../../../src/core/video-link.js';
import { urlTools } from '../../../src/tools/url/index.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { fakeThumbnail, send, startFakeHost, type FakeHost } from './fake-host.js';

const ID = 'dQw4w9WgXcQ';
let host: FakeHost;
let app: TestApp;

function hostileLinks(port: number): string[] {
  const q = `watch?v=${ID}`;
  return [
    // Loopback and metadata addresses, in every spelling the URL parser normalises.
    `http://127.0.0.1:${port}/${q}`,
    `http://127.0.0.1/${q}`,
    `http://localhost:${port}/${q}`,
    `http://[::1]:${port}/${q}`,
    `http://[::ffff:127.0.0.1]:${port}/${q}`,
    `http://[::ffff:7f00:1]:${port}/${q}`,
    `http://169.254.169.254/latest/meta-data/?v=${ID}`,
    `http://169.254.169.254/${q}`,
    `http://2130706433:${port}/${q}`,
    `http://0177.0.0.1:${port}/${q}`,
    `http://017700000001:${port}/${q}`,
    `http://0x7f.0.0.1:${port}/${q}`,
    `http://127.1:${port}/${q}`,
    `http://0:${port}/${q}`,
    `127.0.0.1:${port}/${q}`,
    // Userinfo tricks: the real host is after the @.
    `https://www.youtube.com@127.0.0.1:${port}/${q}`,
    `https://www.youtube.com:443@127.0.0.1:${port}/${q}`,
    `https://user:pass@www.youtube.com/${q}`,
    `https://127.0.0.1:${port}\\@www.youtube.com/${q}`,
    `https://www.youtube.com%40127.0.0.1:${port}/${q}`,
    // Look-alike and suffix hosts.
    `https://www.youtube.com.evil.example/${q}`,
    `https://youtube.com.127.0.0.1.nip.io/${q}`,
    `https://wwwyoutube.com/${q}`,
    `https://youtube.co/${q}`,
    `https://www.yοutube.com/${q}`,
    `https://youtu.be.evil.example/${ID}`,
    `https://evil.example/www.youtube.com/${q}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    // Right host, wrong port or scheme.
    `https://www.youtube.com:${port}/${q}`,
    `file:///etc/passwd?v=${ID}`,
    `ftp://www.youtube.com/${q}`,
    `gopher://127.0.0.1:${port}/_GET%20/`,
    `javascript:fetch('http://127.0.0.1:${port}/')//www.youtube.com/${q}`,
    // A nested link may only point back into the same site.
    `https://www.youtube.com/attribution_link?u=http://127.0.0.1:${port}/${encodeURIComponent(q)}`,
    `https://www.youtube.com/attribution_link?u=//127.0.0.1:${port}/${encodeURIComponent(q)}`,
  ];
}

beforeAll(async () => {
  host = await startFakeHost();
  app = await startTestApp({ VIDEO_THUMBNAIL_URL: host.origin, VIDEO_OEMBED_URL: `${host.origin}/oembed` });
});
afterAll(async () => {
  await app?.destroy();
  await host?.close();
});

describe('hostile links', () => {
  it('are all refused by the link parser', () => {
    const port = Number(new URL(host.origin).port);
    const accepted = hostileLinks(port).filter((link) => extractVideoId(link) !== null);
    expect(accepted).toEqual([]);
  });

  it('are answered 422 invalid_url by the job API for every url tool, and no request leaves', async () => {
    const port = Number(new URL(host.origin).port);
    const c = new Client(app.url);
    for (const tool of urlTools) {
      for (const url of hostileLinks(port)) {
        const { status, body } = await c.postJson('/api/jobs', { tool: tool.slug, url });
        expect({ tool: tool.slug, url, status, error: body.error }).toEqual({ tool: tool.slug, url, status: 422, error: 'invalid_url' });
      }
    }
    expect(host.requests).toEqual([]);
  });

  it('control: a valid link reaches only the configured host, at the path built from the id', async () => {
    host.routes.set(`/vi/${ID}/hqdefault.jpg`, send(await fakeThumbnail(480, 360), 'image/jpeg'));
    const c = new Client(app.url);
    const { status, body } = await c.postJson('/api/jobs', {
      tool: 'yt-thumbnail-high',
      url: `https://youtu.be/${ID}?si=tracking&t=5`,
    });
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string);
    expect(done.status).toBe('completed');
    const img = Buffer.from(await (await c.request(done.download_url as string)).arrayBuffer());
    const meta = await sharp(img).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 360]);
    expect(host.requests.map((r) => r.url)).toEqual([`/vi/${ID}/hqdefault.jpg`]);
    expect(host.requests[0].host).toBe(new URL(host.origin).host);
  });
});
