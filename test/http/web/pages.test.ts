import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubBody } from '../../../src/http/web/pages/hub.js';
import { toolBody } from '../../../src/http/web/pages/tool.js';
import { ALL_TOOLS, createToolRegistry } from '../../../src/tools/index.js';
import { imageTools } from '../../../src/tools/image/index.js';
import { pdfTools } from '../../../src/tools/pdf/index.js';
import { urlTools } from '../../../src/tools/url/index.js';
import { Client } from '../../helpers/app.js';
import { twoColourPng } from '../../helpers/images.js';
import { startWorld, type World } from '../../prices/fakes/harness.js';
import { APP } from '../../prices/fakes/world.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';
import { englishOnly } from '../../../src/http/web/english-only.js';

const TOOLS = [...imageTools, ...pdfTools.filter((t) => t.slug === 'image-to-pdf'), ...urlTools];
let app: WebTestApp;
let png: Buffer;

beforeAll(async () => {
  app = await startWebApp({ overrides: { tools: TOOLS } });
  png = await twoColourPng();
});
afterAll(() => app.destroy());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(app.url + path, { headers });
  return { res, text: await res.text() };
}

/** A raw request, so the path reaches the server exactly as written (fetch would normalise "..") */
function rawGet(path: string): Promise<number> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages', () => {
  it('serve a strict policy: no inline script or handler, nosniff, referrer policy', async () => {
    for (const path of ['/', '/tools/image-resize', '/jobs', '/prices', '/admin', '/docs']) {
      const { res, text } = await get(path);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      // Framed only by Telegram's web client, where the pages run as the Mini App (issue 40).
      expect(csp).toMatch(/frame-ancestors https:\/\/web\.telegram\.org(;|$)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      // A JSON data block (the page scripts' words) is never run: the policy's no-inline-script rule is about code.
      expect(text).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>/);
      expect(text).not.toMatch(/\son[a-z]+\s*=/i);
      expect(text).not.toMatch(/\sstyle\s*=/i);
      expect(text).toMatch(/<html lang="en" dir="ltr">/);
      expect(text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    }
  });

  it('list every tool of the registry by category, and filter by ?q= without script', async () => {
    const { text } = await get('/');
    const slugs = [...text.matchAll(/data-slug="([^"]+)"/g)].map((m) => m[1]);
    expect(slugs.sort()).toEqual(TOOLS.map((t) => t.slug).sort());
    expect(text).toContain('id="cat-image"');
    expect(text).toContain('id="cat-url"');
    const filtered = await get('/?q=pdf%20image');
    const visible = [...filtered.text.matchAll(/<li class="tool-card[^"]*" data-search="[^"]*" data-slug="([^"]+)">/g)].map((m) => m[1]);
    expect(visible).toEqual(['image-to-pdf']);
    expect(filtered.text).toContain('1 of');
    const none = await get('/?q=%3Cscript%3E');
    expect(none.text).not.toContain('<script>');
    expect(none.text).toContain('&lt;script&gt;');
  });

  it('build a tool form from its parameter schema, with labels, ranges, defaults and enums', async () => {
    const { text } = await get('/tools/image-resize');
    expect(text).toMatch(/<input id="p-width" name="width" type="number"[^>]* min="1" max="10000" step="1" value="800"/);
    expect(text).toMatch(/<input id="p-height" name="height" type="number"[^>]* min="1" max="10000" step="1" aria/);
    expect(text).toMatch(/<select id="p-preset" name="preset"/);
    expect(text).toMatch(/<option value="inside" selected>inside<\/option>/);
    expect(text).toContain('<option value="outside">outside</option>');
    expect(text).toMatch(/<input id="file" name="file" type="file" accept="image\/jpeg,image\/png/);
    // Every control has a label and a place for its error.
    for (const [, id] of text.matchAll(/<(?:input|select) id="([^"]+)"/g)) {
      expect(text, id).toContain(`<label for="${id}"`);
    }
    for (const name of ['file', 'width', 'height', 'preset']) expect(text).toContain(`id="err-${name}"`);
    const decimals = await get('/tools/image-blur');
    expect(decimals.text).toMatch(/name="level" type="number"[^>]* min="0.3" max="100" step="any" value="5"/);
    const url = await get('/tools/yt-thumbnail-best');
    expect(url.text).toMatch(/<input id="url" name="url" type="url"/);
    expect(url.text).not.toContain('type="file"');
    expect(url.text).toContain('action="/api/jobs"');
  });

  it('answer an unknown address with a page in a browser and with the JSON 404 elsewhere', async () => {
    const browserAccept = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const page = await get('/no/such/page', browserAccept);
    expect(page.res.status).toBe(404);
    expect(page.res.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<h1>Page not found</h1>');
    expect(page.text).toContain('href="/"');
    // In the reader's language too (issue 36).
    const german = await get('/no/such/page', { ...browserAccept, 'accept-language': 'de' });
    expect(german.res.status).toBe(404);
    expect(german.text).toContain('<html lang="de"');
    expect(german.text).toContain('<h1>Seite nicht gefunden</h1>');
    for (const headers of [{}, { accept: 'application/json' }, { accept: '*/*' }] as Array<Record<string, string>>) {
      const api = await get('/no/such/page', headers);
      expect(api.res.status).toBe(404);
      expect(JSON.parse(api.text)).toEqual({ ok: false, error: 'not_found' });
    }
    // Under /api/ the answer stays the spec's JSON whatever the browser prefers; other methods too.
    const underApi = await get('/api/no-such-route', browserAccept);
    expect(underApi.res.status).toBe(404);
    expect(JSON.parse(underApi.text)).toEqual({ ok: false, error: 'not_found' });
    const post = await fetch(`${app.url}/no/such/page`, { method: 'POST', headers: browserAccept });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ ok: false, error: 'not_found' });
  });

  it('answer an unknown tool with a 404 page', async () => {
    const { res, text } = await get('/tools/%3Cb%3Enope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(text).toContain('&lt;b&gt;nope');
  });
});

describe('the whole catalogue', () => {
  it('gets a hub card and a page with a labelled control for every parameter of every tool', () => {
    const registry = createToolRegistry();
    const all = registry.all();
    expect(all.length).toBe(ALL_TOOLS.length);
    const hub = hubBody(all.map((def) => ({ def, disabled: false })), '', englishOnly()).value;
    expect([...hub.matchAll(/data-slug="/g)].length).toBe(all.length);
    for (const def of all) {
      const info = registry.info(def.slug)!;
      const page = toolBody(info, null, 100, false, englishOnly()).value;
      const props = (info.params.properties ?? {}) as Record<string, { enum?: unknown[]; minimum?: number; maximum?: number }>;
      for (const [name, prop] of Object.entries(props)) {
        expect(page, `${def.slug} ${name}`).toContain(`<label for="p-${name}"`);
        expect(page, `${def.slug} ${name}`).toMatch(new RegExp(`<(input|select) id="p-${name}" name="${name}"`));
        for (const value of prop.enum ?? []) expect(page, `${def.slug} ${name}`).toContain(`<option value="${String(value)}"`);
        if (prop.minimum !== undefined && !prop.enum) expect(page).toContain(`min="${prop.minimum}"`);
      }
      expect(page).toContain(def.kind === 'url' ? 'id="url"' : 'id="file"');
    }
  });
});

describe('static assets', () => {
  it('are served with an ETag, revalidated, and cached long under the versioned URL', async () => {
    const hub = await get('/');
    const cssUrl = /href="(\/static\/css\/site\.css\?v=[^"]+)"/.exec(hub.text)![1];
    const versioned = await get(cssUrl);
    expect(versioned.res.status).toBe(200);
    expect(versioned.res.headers.get('content-type')).toContain('text/css');
    expect(versioned.res.headers.get('cache-control')).toContain('immutable');
    const plain = await get('/static/js/tool.js');
    expect(plain.res.headers.get('content-type')).toContain('text/javascript');
    expect(plain.res.headers.get('cache-control')).toBe('no-cache');
    const etag = plain.res.headers.get('etag')!;
    const again = await fetch(`${app.url}/static/js/tool.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('never map a request to a file outside public/', async () => {
    expect(await rawGet('/static/../package.json')).toBe(404);
    expect(await rawGet('/static/%2e%2e/package.json')).toBe(404);
    expect(await rawGet('/static/..%2f..%2fpackage.json')).toBe(404);
    expect(await rawGet('/static/css/nope.css')).toBe(404);
  });
});

describe('GET /api/jobs and the PDF thumbnail', () => {
  it('list only the caller’s jobs, with the tool', async () => {
    const a = new Client(app.url);
    const b = new Client(app.url);
    const job = await a.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    await a.waitForJob(job.body.job_id as string);
    const mine = await a.json('/api/jobs');
    expect(mine.status).toBe(200);
    expect(mine.body.jobs).toEqual([
      expect.objectContaining({ job_id: job.body.job_id, tool: 'image-grayscale', title: 'Grayscale image', status: 'completed' }),
    ]);
    expect((await b.json('/api/jobs')).body.jobs).toEqual([]);
  });

  it('draw the first page of a PDF result, for its owner only', async () => {
    const a = new Client(app.url);
    const big = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
    const job = await a.upload('/upload', { tool: 'image-to-pdf' }, { data: big, name: 'red.png' });
    expect(job.status).toBe(202);
    const done = await a.waitForJob(job.body.job_id as string, 60_000);
    expect(done.status).toBe('completed');
    const res = await a.request(`/thumbnail/${job.body.job_id as string}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const image = sharp(Buffer.from(await res.arrayBuffer()));
    const meta = await image.metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThan(50);
    // The red picture is on the page: the centre pixel is red.
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect(data[centre]).toBeGreaterThan(150);
    expect(data[centre + 1]).toBeLessThan(80);

    expect((await new Client(app.url).request(`/thumbnail/${job.body.job_id as string}`)).status).toBe(404);
    const img = await a.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    await a.waitForJob(img.body.job_id as string);
    const notPdf = await a.json(`/thumbnail/${img.body.job_id as string}`);
    expect(notPdf.status).toBe(415);
  });
});

describe('the price page’s lookups', () => {
  let world: World;
  let priced: WebTestApp;

  /** Only the sources that need no key (the Steam store, CheapShark), as on a server with no price setting. */
  const keylessEnv = (w: World) => ({ STEAM_STORE_URL: w.config.STEAM_STORE_URL, CHEAPSHARK_API_URL: w.config.CHEAPSHARK_API_URL });

  beforeAll(async () => {
    world = await startWorld();
    const env = { ...keylessEnv(world), PRICE_RATE_LIMIT_PER_MIN: '3', RATE_LIMIT_PER_MIN: '1000' };
    priced = await startWebApp({ env, overrides: { tools: imageTools } });
  });
  afterAll(async () => {
    await priced?.destroy();
    await world?.close();
  });

  it('answer the game card and the title search with no key and no setting, from the keyless sources', async () => {
    expect(await fetch(`${priced.url}/prices`).then((r) => r.text())).not.toContain('not set up');
    const c = new Client(priced.url);
    const lookup = await c.json(`/api/web/prices?appid=${APP.legoBatman}&region=us`);
    expect(lookup.status).toBe(200);
    const game = lookup.body.game as Record<string, unknown>;
    expect(game).toMatchObject({ platform_appid: APP.legoBatman, title: 'LEGO® Batman™: The Videogame', currency: 'USD' });
    expect(game.sources).toEqual(expect.arrayContaining(['steam', 'cheapshark']));
    expect(world.itad.requests).toHaveLength(0);
    expect(world.gg.requests).toHaveLength(0);
    const search = await c.json('/api/web/prices/search?q=batman');
    expect(search.status).toBe(200);
    expect(search.body.results).toContainEqual(expect.objectContaining({ appid: APP.legoBatman }));
    // The visitor has the per-key budget of 3 a minute: the third lookup passes, the fourth is refused.
    expect((await c.json(`/api/web/prices?appid=${APP.witcher3}`)).status).toBe(200);
    const refused = await c.request(`/api/web/prices?appid=${APP.dota2}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe('rate_limited');
  });

  it('charge the budget to the visitor’s address and to their session, also under a burst', async () => {
    const env = { ...keylessEnv(world), PRICE_RATE_LIMIT_PER_MIN: '3', RATE_LIMIT_PER_MIN: '1000', TRUST_PROXY: 'true' };
    const app2 = await startWebApp({ env, overrides: { tools: imageTools } });
    try {
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      const a = new Client(app2.url);
      // The first answer sets the session cookie; the rest go at once.
      expect((await a.json(`/api/web/prices?appid=${APP.legoBatman}`, from('10.0.0.1'))).status).toBe(200);
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => a.request(`/api/web/prices?appid=${APP.legoBatman}`, from('10.0.0.1'))),
      );
      expect(burst.filter((r) => r.status === 200)).toHaveLength(2);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(8);
      // The same session from another address is still out of budget...
      expect((await a.json(`/api/web/prices?appid=${APP.legoBatman}`, from('10.0.0.2'))).status).toBe(429);
      // ...and so is a new session from the spent address, while a new visitor elsewhere is served.
      expect((await new Client(app2.url).json(`/api/web/prices?appid=${APP.legoBatman}`, from('10.0.0.1'))).status).toBe(429);
      expect((await new Client(app2.url).json(`/api/web/prices?appid=${APP.legoBatman}`, from('10.0.0.3'))).status).toBe(200);
    } finally {
      await app2.destroy();
    }
  });

  it('are rate limited per visitor address by RATE_LIMIT_PER_MIN as well', async () => {
    const limited = await startWebApp({ env: { ...keylessEnv(world), RATE_LIMIT_PER_MIN: '2' }, overrides: { tools: imageTools } });
    try {
      const c = new Client(limited.url);
      await c.json('/api/web/prices/search?q=a');
      await c.json('/api/web/prices/search?q=b');
      const third = await c.json('/api/web/prices/search?q=c');
      expect(third.status).toBe(429);
      expect(third.body.error).toBe('rate_limited');
    } finally {
      await limited.destroy();
    }
  });
});
