import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { embedCode } from '../../../src/tools/url/definitions/embed-code.js';
import { escapeHtml } from '../../../src/tools/url/links.js';
import { linkQr } from '../../../src/tools/url/definitions/link-qr.js';
import { oembedMetadata } from '../../../src/tools/url/definitions/oembed.js';
import { runTool, testToolEnv, trackedRuns } from '../../helpers/tool-harness.js';
import { readCodes } from '../qr/decode-helper.js';
import { hang, oversized, redirect, send, startFakeHost, type FakeHost } from './fake-host.js';

const ID = 'a_B-c9XyZ01';
const CANONICAL = `https://www.youtube.com/watch?v=${ID}`;
let host: FakeHost;
const runs = trackedRuns();

beforeAll(async () => {
  host = await startFakeHost();
});
afterEach(async () => {
  await runs.cleanupAll();
  host.reset();
});
afterAll(async () => {
  await host.close();
});

const env = (overrides: Parameters<typeof testToolEnv>[0] = {}) =>
  testToolEnv({ videoThumbnailUrl: `${host.origin}/img`, videoOembedUrl: `${host.origin}/oembed`, ...overrides });

async function run(tool: Parameters<typeof runTool>[0], params: Record<string, unknown> = {}, e = env()) {
  return runs.run(tool, { videoId: ID, params, env: e });
}

const OEMBED = {
  title: 'A <b>video</b> & more',
  author_name: 'Some Channel',
  author_url: 'https://www.youtube.com/@some',
  type: 'video',
  height: 113,
  width: 200,
  version: '1.0',
  provider_name: 'YouTube',
  provider_url: 'https://www.youtube.com/',
  thumbnail_height: 360,
  thumbnail_width: 480,
  thumbnail_url: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
  html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${ID}?feature=oembed"></iframe>`,
};

describe('yt-oembed-metadata', () => {
  it('asks the configured endpoint about the canonical link and returns the documented fields', async () => {
    host.routes.set('/oembed', send(JSON.stringify({ ...OEMBED, extra: 'dropped', width: 'not a number' }), 'application/json'));
    const out = await run(oembedMetadata);
    expect(out).toMatchObject({ name: `${ID}.json`, mime: 'application/json' });
    const body = JSON.parse(await readFile(out.path, 'utf8')) as Record<string, unknown>;
    const { width: _width, ...expected } = OEMBED;
    expect(body).toEqual({ video_id: ID, url: CANONICAL, ...expected });
    expect(host.requests).toHaveLength(1);
    const asked = new URL(host.requests[0].url, host.origin);
    expect(asked.pathname).toBe('/oembed');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ url: CANONICAL, format: 'json' });
  });

  it('explains a 404 (private or removed video) and refuses bodies that are not an oEmbed object', async () => {
    await expect(run(oembedMetadata)).rejects.toThrow(/private, removed or not embeddable .*HTTP 404/);
    host.routes.set('/oembed', send('<html>', 'application/json'));
    await expect(run(oembedMetadata)).rejects.toThrow(/not JSON/);
    host.routes.set('/oembed', send('[1,2]', 'application/json'));
    await expect(run(oembedMetadata)).rejects.toThrow(/not an object/);
    host.routes.set('/oembed', send('{"author_name":"x"}', 'application/json'));
    await expect(run(oembedMetadata)).rejects.toThrow(/no title/);
    // Issue 24 item 10: brackets nested far too deep (under the size cap) are refused unparsed.
    host.routes.set('/oembed', send('{"title":'.repeat(20_000) + '"t"' + '}'.repeat(20_000), 'application/json'));
    await expect(run(oembedMetadata)).rejects.toThrow(/nested deeper than 8 levels/);
    host.routes.set('/oembed', send('['.repeat(100_000) + ']'.repeat(100_000), 'application/json'));
    await expect(run(oembedMetadata)).rejects.toThrow(/nested deeper than 8 levels/);
  });

  it('caps size and time, and follows redirects only on its own origin', async () => {
    host.routes.set('/oembed', oversized(300 * 1024, false));
    await expect(run(oembedMetadata)).rejects.toThrow(/exceeds the size limit of 262144 bytes/);
    host.routes.set('/oembed', hang);
    const e = env();
    e.limits.jobTimeoutMs = 250;
    await expect(run(oembedMetadata, {}, e)).rejects.toThrow(/oEmbed endpoint did not answer within 250 ms/);
    host.routes.set('/oembed', redirect('/oembed2?x=1', 307));
    host.routes.set('/oembed2', send(JSON.stringify(OEMBED), 'application/json'));
    const out = await run(oembedMetadata);
    expect(JSON.parse(await readFile(out.path, 'utf8'))).toMatchObject({ title: OEMBED.title });
    host.routes.set('/oembed', redirect('http://169.254.169.254/latest/meta-data/'));
    await expect(run(oembedMetadata)).rejects.toThrow(/redirected off its own origin/);
  });
});

describe('yt-qr-code', () => {
  it('encodes the canonical link with a start time, without any request', async () => {
    const out = await run(linkQr, { start: '90.7', format: 'svg', level: 'H' });
    expect(out).toMatchObject({ name: `${ID}.svg`, mime: 'image/svg+xml' });
    expect(await readCodes(out.path)).toEqual([{ format: 'QRCode', text: `${CANONICAL}&t=90s`, ecLevel: 'H' }]);
    const plain = await run(linkQr);
    expect((await sharp(plain.path).metadata()).format).toBe('png');
    expect((await readCodes(plain.path))[0]?.text).toBe(CANONICAL);
    expect(host.requests).toEqual([]);
  });
});

describe('yt-embed-code', () => {
  it('writes an HTML page with the escaped iframe snippet, the live player and the plain links', async () => {
    const out = await run(embedCode, { start: 76, end: '90', width: 640, height: 360 });
    expect(out).toMatchObject({ name: `${ID}.html`, mime: 'text/html' });
    expect((await detectFile(out.path))?.mime).toBe('text/html');
    const html = await readFile(out.path, 'utf8');
    const src = `https://www.youtube-nocookie.com/embed/${ID}?start=76&amp;end=90`;
    expect(html).toContain(`<iframe width="640" height="360" src="${src}"`);
    expect(html).toContain(`<pre><code>&lt;iframe width=&quot;640&quot; height=&quot;360&quot; src=&quot;${src.replace(/&/g, '&amp;')}&quot;`);
    expect(html).toContain(`<a href="${CANONICAL.replace('&', '&amp;')}&amp;t=76s">`);
    expect(html).toContain(`https://youtu.be/${ID}?t=76`);
    expect(host.requests).toEqual([]);
  });

  it('defaults to start=0 without end, and refuses an end that is not after start', async () => {
    const out = await run(embedCode);
    const html = await readFile(out.path, 'utf8');
    expect(html).toContain(`<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${ID}?start=0"`);
    expect(html).not.toContain('end=');
    await expect(run(embedCode, { start: 30, end: 30 })).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'end' } });
    await expect(run(embedCode, { width: 50 })).rejects.toMatchObject({ code: 'invalid_params' });
  });

  it('escapes every markup character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('job without a usable video id', () => {
  it('fails with the invalid-video-URL text and sends nothing', async () => {
    await expect(runTool(oembedMetadata, { url: 'https://www.youtube.com/watch?v=x', env: env() })).rejects.toThrow(/^invalid video URL/);
    await expect(runTool(linkQr, { videoId: '../../etc/pa', env: env() })).rejects.toThrow(/^invalid video URL/);
    expect(host.requests).toEqual([]);
  });
});

describe('feature flag', () => {
  it('fails every url tool with "disabled on this server" before doing anything', async () => {
    const off = env({ urlToolsEnabled: async () => false });
    for (const tool of [linkQr, embedCode, oembedMetadata]) {
      await expect(run(tool, {}, off)).rejects.toThrow(/disabled on this server/);
    }
    expect(host.requests).toEqual([]);
  });
});
