import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ObservedPriceCache } from '../../../src/core/admin/observed-price-cache.js';
import { MemoryPriceCache } from '../../../src/core/prices/memory-cache.js';
import { imageTools } from '../../../src/tools/image/index.js';
import { Client } from '../../helpers/app.js';
import { gated } from '../../helpers/gate.js';
import { twoColourPng } from '../../helpers/images.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';

const TOKEN = 'admin-token-for-tests-0123456789';
let png: Buffer;

beforeAll(async () => {
  png = await twoColourPng();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read field by field
type Body = Record<string, any>;

function admin(app: WebTestApp, path: string, init: RequestInit = {}, token = TOKEN) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${app.url}/api/admin${path}`, { ...init, headers }).then(async (res) => ({
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Body,
  }));
}

const upload = (c: Client, tool: string) => c.upload('/upload', { tool }, { data: png, name: 'photo.png', type: 'image/png' });

describe('admin switched off', () => {
  let app: WebTestApp;
  beforeAll(async () => {
    app = await startWebApp({ overrides: { tools: imageTools } });
  });
  afterAll(() => app.destroy());

  it('answers 401 with a clear message for any token, and the page says it is off', async () => {
    const res = await admin(app, '/session', {}, 'whatever');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ok: false, error: 'unauthorized' });
    expect(res.body.message).toContain('ADMIN_TOKEN');
    const page = await (await fetch(`${app.url}/admin`)).text();
    expect(page).toContain('The admin panel is off on this server');
  });
});

describe('admin sign-in lock-out', () => {
  let app: WebTestApp;
  beforeAll(async () => {
    app = await startWebApp({ env: { ADMIN_TOKEN: TOKEN, ADMIN_MAX_FAILURES: '3', ADMIN_LOCKOUT_S: '600' }, overrides: { tools: imageTools } });
  });
  afterAll(() => app.destroy());

  it('refuses a missing or wrong token with 401, then locks the address out for wrong tokens only', async () => {
    const none = await fetch(`${app.url}/api/admin/session`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    // A missing token is not a guess: it does not count.
    expect((await admin(app, '/session', {}, 'wrong-1')).status).toBe(401);
    expect((await admin(app, '/session', {}, 'wrong-2')).status).toBe(401);
    const third = await admin(app, '/session', {}, 'wrong-3');
    expect(third.status).toBe(401);
    expect(third.body.message).toMatch(/locked out for 600 s/);
    const locked = await admin(app, '/session', {}, 'wrong-4');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('rate_limited');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(590);
    // Whoever failed from this address, the right token still gets in.
    expect((await admin(app, '/session')).status).toBe(200);
    expect((await admin(app, '/session', {}, 'wrong-5')).status).toBe(429);
  });
});

describe('admin panel API', () => {
  let app: WebTestApp;
  let gate: ReturnType<typeof gated>;
  let cache: ObservedPriceCache;

  beforeAll(async () => {
    gate = gated(imageTools.find((t) => t.slug === 'image-blur')!);
    cache = new ObservedPriceCache(
      Object.assign(new MemoryPriceCache(), {
        size(this: MemoryPriceCache) {
          return this.games.size + this.searches.size;
        },
        async clear(this: MemoryPriceCache) {
          this.games.clear();
          this.searches.clear();
        },
      }),
    );
    app = await startWebApp({
      // One slot for every job (no light lane), so the jobs behind the gated one wait in the queue this panel shows.
      env: { ADMIN_TOKEN: TOKEN, WORKER_CONCURRENCY: '1', LIGHT_JOB_MAX_KB: '0' },
      overrides: { tools: imageTools.map((t) => (t.slug === 'image-blur' ? gate.tool : t)) },
      priceCache: cache,
    });
  });
  afterAll(async () => {
    gate.release();
    await app.destroy();
  });

  it('signs in with the right token', async () => {
    const res = await admin(app, '/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, admin: true, tools: imageTools.length });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('counts uses and tool_start events per tool per day', async () => {
    const c = new Client(app.url);
    const { body } = await upload(c, 'image-grayscale');
    await c.waitForJob(body.job_id as string);
    await c.postJson('/api/jobs', { tool: 'image-grayscale' }); // refused: not counted
    const res = await admin(app, '/tools?days=7');
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(7);
    const today = res.body.days[6];
    const tool = res.body.tools.find((t: { slug: string }) => t.slug === 'image-grayscale');
    expect(tool).toMatchObject({ use_count: 1, tool_start: 1, error: 0, enabled: true, flag: true, category: 'image' });
    expect(tool.daily).toEqual({ [today]: { tool_start: 1, error: 0 } });
    expect(res.body.totals[6]).toEqual({ day: today, tool_start: 1, error: 0 });
    expect(res.body.categories.find((x: { category: string }) => x.category === 'image')).toEqual({
      category: 'image',
      enabled: true,
      tools: imageTools.length,
    });
    const bad = await admin(app, '/tools?days=500');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_request', field: 'days' });
  });

  it('switches a tool off at once: the API refuses it with 403, the pages show it, and it comes back on', async () => {
    const off = await admin(app, '/flags/tools/image-invert', { method: 'PUT', body: JSON.stringify({ enabled: false }) });
    expect(off).toMatchObject({ status: 200, body: { ok: true, name: 'image-invert', enabled: false } });
    const c = new Client(app.url);
    const refused = await upload(c, 'image-invert');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ ok: false, error: 'tool_disabled' });
    expect(((await c.json('/api/tools/image-invert')).body.tool as { enabled: boolean }).enabled).toBe(false);
    const hub = await (await fetch(`${app.url}/`)).text();
    expect(hub).toMatch(/<li class="tool-card is-disabled"[^>]*data-slug="image-invert"/);
    const page = await (await fetch(`${app.url}/tools/image-invert`)).text();
    expect(page).toContain('This tool is disabled on this server');
    expect(page).toMatch(/<button id="start"[^>]* disabled/);

    const on = await admin(app, '/flags/tools/image-invert', { method: 'PUT', body: JSON.stringify({ enabled: true }) });
    expect(on.body.enabled).toBe(true);
    const accepted = await upload(c, 'image-invert');
    expect(accepted.status).toBe(202);
    await c.waitForJob(accepted.body.job_id as string);
  });

  it('switches a whole category off and validates the request', async () => {
    const off = await admin(app, '/flags/categories/image', { method: 'PUT', body: JSON.stringify({ enabled: false }) });
    expect(off.status).toBe(200);
    const c = new Client(app.url);
    expect((await upload(c, 'image-sepia')).body.error).toBe('tool_disabled');
    const tools = await admin(app, '/tools');
    const sepia = tools.body.tools.find((t: { slug: string }) => t.slug === 'image-sepia');
    expect(sepia).toMatchObject({ enabled: false, flag: true });
    await admin(app, '/flags/categories/image', { method: 'PUT', body: JSON.stringify({ enabled: true }) });
    expect((await upload(c, 'image-sepia')).status).toBe(202);

    expect((await admin(app, '/flags/tools/no-such-tool', { method: 'PUT', body: '{"enabled":false}' })).status).toBe(404);
    expect((await admin(app, '/flags/categories/nope', { method: 'PUT', body: '{"enabled":false}' })).status).toBe(404);
    const bad = await admin(app, '/flags/tools/image-sepia', { method: 'PUT', body: '{"enabled":"no"}' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_request', field: 'enabled' });
    const broken = await admin(app, '/flags/tools/image-sepia', { method: 'PUT', body: '{"enabled":' });
    expect(broken.status).toBe(400);
  });

  it('shows the queue, fails queued jobs of a tool switched off, and cancels any job', async () => {
    const c = new Client(app.url);
    const blocker = (await upload(c, 'image-blur')).body.job_id as string;
    const other = new Client(app.url);
    const queuedFlip = (await upload(other, 'image-flip')).body.job_id as string;
    const queuedRotate = (await upload(other, 'image-rotate')).body.job_id as string;
    await vi.waitUntil(() => gate.started() > 0, { timeout: 5000, interval: 20 });

    const queue = await admin(app, '/queue');
    expect(queue.status).toBe(200);
    expect(queue.body.stats).toMatchObject({ waiting: 2, running: 1 });
    const listed = queue.body.jobs.find((j: { job_id: string }) => j.job_id === queuedFlip);
    expect(listed).toMatchObject({ tool: 'image-flip', source: 'web', status: 'queued' });
    // No owner and nothing of the files.
    expect(JSON.stringify(queue.body.jobs)).not.toMatch(/owner|input|"params"/);

    const cancel = await admin(app, `/jobs/${queuedRotate}`, { method: 'DELETE' });
    expect(cancel).toMatchObject({ status: 200, body: { ok: true, deleted: true } });
    expect((await other.json(`/api/jobs/${queuedRotate}`)).body.status).toBe('cancelled');
    expect((await admin(app, '/jobs/nosuchjob', { method: 'DELETE' })).status).toBe(404);

    await admin(app, '/flags/tools/image-flip', { method: 'PUT', body: '{"enabled":false}' });
    gate.release();
    const flip = await other.waitForJob(queuedFlip);
    expect(flip.status).toBe('failed');
    expect(flip.message).toBe('This capability is currently disabled on this server.');
    expect((await c.waitForJob(blocker)).status).toBe('completed');
    await admin(app, '/flags/tools/image-flip', { method: 'PUT', body: '{"enabled":true}' });
  });

  it('creates a key shown once, lists it without the secret, records its use, and revokes it', async () => {
    const created = await admin(app, '/keys', { method: 'POST', body: JSON.stringify({ label: '  partner bot ' }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ok: true, label: 'partner bot' });
    const key = created.body.key as string;
    expect(key).toMatch(/^gtk_/);

    const dev = new Client(app.url, { 'x-api-key': key });
    const job = await dev.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(job.status).toBe(202);

    const list = await admin(app, '/keys');
    const entry = list.body.keys.find((k: { id: string }) => k.id === created.body.id);
    expect(entry).toMatchObject({ label: 'partner bot', revoked_at: null });
    expect(entry.last_used_at).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(JSON.stringify(list.body)).not.toMatch(/hash/);

    expect((await admin(app, `/keys/${created.body.id}`, { method: 'DELETE' })).body).toEqual({ ok: true, revoked: true });
    const after = await dev.json(`/api/jobs/${job.body.job_id as string}`);
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('invalid_api_key');
    expect((await admin(app, '/keys', { method: 'POST', body: '{"label":"   "}' })).body.error).toBe('invalid_request');
    expect((await admin(app, '/keys/nosuchkey', { method: 'DELETE' })).status).toBe(404);
  });

  it('reports the price cache and clears it', async () => {
    await cache.getGame('us:1');
    await cache.setGame('us:1', { game: null, fetchedAt: 1 });
    await cache.getGame('us:1');
    const stats = await admin(app, '/prices/cache');
    expect(stats.body).toEqual({ ok: true, available: true, entries: 1, hits: 1, misses: 1, hit_rate: 0.5, clearable: true });
    expect((await admin(app, '/prices/cache', { method: 'DELETE' })).body).toEqual({ ok: true, cleared: true });
    expect((await admin(app, '/prices/cache')).body).toMatchObject({ entries: 0, hits: 0, misses: 0 });
  });
});

describe('flags persist', () => {
  it('keeps a switched-off tool off after a restart', async () => {
    const first = await startWebApp({ env: { ADMIN_TOKEN: TOKEN }, overrides: { tools: imageTools } });
    await admin(first, '/flags/tools/image-trim', { method: 'PUT', body: '{"enabled":false}' });
    await first.close();
    const second = await startWebApp({ env: { ADMIN_TOKEN: TOKEN }, overrides: { tools: imageTools }, dataDir: first.dataDir });
    try {
      const c = new Client(second.url);
      const res = await c.upload('/upload', { tool: 'image-trim' }, { data: await sharp(png).png().toBuffer(), name: 'x.png' });
      expect(res.status).toBe(403);
      const tools = await admin(second, '/tools');
      expect(tools.body.tools.find((t: { slug: string }) => t.slug === 'image-trim').flag).toBe(false);
      // The app's own lowdb price cache reports its size and can be cleared.
      const cache = await admin(second, '/prices/cache');
      expect(cache.body).toMatchObject({ available: true, entries: 0, clearable: true });
      expect((await admin(second, '/prices/cache', { method: 'DELETE' })).status).toBe(200);
    } finally {
      await second.destroy();
    }
  });
});
