import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { startWorld, type World } from '../prices/fakes/harness.js';
import { APP } from '../prices/fakes/world.js';

const KEY = 'price-test-key-123456-0123456789';
let world: World;
let app: TestApp;

beforeAll(async () => {
  world = await startWorld();
  const c = world.config;
  app = await startTestApp({
    API_KEYS: KEY,
    PRICE_RATE_LIMIT_PER_MIN: '8',
    STEAM_STORE_URL: c.STEAM_STORE_URL,
    CHEAPSHARK_API_URL: c.CHEAPSHARK_API_URL,
    ITAD_API_URL: c.ITAD_API_URL,
    ITAD_API_KEY: c.ITAD_API_KEY ?? '',
    GGDEALS_API_URL: c.GGDEALS_API_URL,
    GGDEALS_API_KEY: c.GGDEALS_API_KEY ?? '',
  });
});
afterAll(async () => {
  await app.destroy();
  await world.close();
});

describe('GET /api/prices through the real app', () => {
  it('refuses without a key and with an unknown key', async () => {
    const anon = await new Client(app.url).json(`/api/prices?appid=${APP.legoBatman}`);
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ ok: false, error: 'missing_api_key' });
    const bad = await new Client(app.url).json(`/api/prices?appid=${APP.legoBatman}&key=nope`);
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('invalid_api_key');
  });

  it('answers 400 invalid_appid for a bad id', async () => {
    const c = new Client(app.url, { 'x-api-key': KEY });
    for (const id of ['', 'abc', '0', '-5', '2147483648']) {
      const { status, body } = await c.json(`/api/prices?appid=${id}`);
      expect(status, id).toBe(400);
      expect(body.error).toBe('invalid_appid');
    }
  });

  it('answers the merged game record with a key in the query', async () => {
    const { status, body } = await new Client(app.url).json(`/api/prices?appid=${APP.legoBatman}&key=${KEY}`);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['game']);
    const game = body.game as Record<string, unknown>;
    expect(game.platform_appid).toBe(APP.legoBatman);
    expect(typeof game.title).toBe('string');
    expect(typeof game.slug).toBe('string');
    for (const field of ['regular_price', 'best_official', 'best_keyshop', 'all_time_low', 'active_deals', 'metacritic']) {
      expect(game).toHaveProperty(field);
    }
    expect(game.currency).toBe('USD');
    expect(Array.isArray(game.sources)).toBe(true);
  });

  it('shows the bundles and subscriptions holding the game beside the spec fields, merged across sources', async () => {
    const { status, body } = await new Client(app.url, { 'x-api-key': KEY }).json(`/api/prices?appid=${APP.legoBatman}`);
    expect(status).toBe(200);
    const game = body.game as Record<string, unknown>;
    expect(game.best_official).toMatchObject({ store: 'GameBillet' });
    // IsThereAnyDeal's and GG.deals' copy of one bundle is one row; ITAD's broken row and its ended bundle are gone.
    expect(game.bundles).toEqual([
      { store: 'Fanatical', title: 'Caped Crusaders Bundle', price: 5.99, currency: 'USD', ends_at: '2099-03-21T23:59:46Z', url: 'https://www.fanatical.com/en/bundle/caped-crusaders', source: 'isthereanydeal' },
      { store: null, title: 'Brick Builders Bundle', price: 3.49, currency: 'USD', ends_at: null, url: 'https://gg.deals/news/brick-builders-bundle/', source: 'ggdeals' },
    ]);
    expect(game.subscriptions).toEqual([{ name: 'Game Pass', leaving_at: null, source: 'isthereanydeal' }]);
  });

  it('rate limits per key with Retry-After', async () => {
    const key = (await app.services.sessions.createKey('limited')).key;
    const c = new Client(app.url, { authorization: `Bearer ${key}` });
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 9; i++) {
      last = await c.request(`/api/prices?appid=${APP.legoBatman}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await last!.json()).toMatchObject({ ok: false, error: 'rate_limited' });
  });
});
