import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { startCheapSharkFake } from './fakes/cheapshark.js';
import { startGgDealsFake } from './fakes/ggdeals.js';
import type { FakeServer } from './fakes/server.js';
import { startSteamFake, type SteamApp } from './fakes/steam.js';
import { CHEAPSHARK_STORES } from './fakes/world.js';

/**
 * Issue 28 item 1: with GGDEALS_API_KEY set, GG.deals' historical retail and key-reseller lows fill the lows,
 * through the real GG.deals client and the real app: `GET /api/prices` and `/api/prices/history` show them.
 */
const KEY = 'gg-lows-test-key-0123456789abcdef';
const GG_KEY = 'gg-lows-key';
const APPID = 790_001;
const apps: Record<number, SteamApp> = {
  [APPID]: { name: 'Lows Game', prices: { us: { currency: 'USD', initial: 2999, final: 1999, discount_percent: 33 } } },
};
const gg: Record<string, Record<string, unknown>> = { us: {} };
const ggPrices = (historicalRetail: string | null, historicalKeyshops: string | null) => {
  gg.us[APPID] = {
    title: 'Lows Game',
    url: 'https://gg.deals/game/lows-game/',
    prices: { currentRetail: '17.99', currentKeyshops: '12.50', historicalRetail, historicalKeyshops, currency: 'USD' },
  };
};

let steam: FakeServer;
let cheapshark: FakeServer;
let ggdeals: FakeServer;
let app: TestApp;
let api: Client;

beforeAll(async () => {
  ggPrices('7.49', '4.20');
  [steam, cheapshark, ggdeals] = await Promise.all([startSteamFake(apps), startCheapSharkFake(CHEAPSHARK_STORES, []), startGgDealsFake(GG_KEY, gg)]);
  app = await startTestApp({
    API_KEYS: KEY,
    STEAM_STORE_URL: steam.url,
    CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`,
    GGDEALS_API_URL: ggdeals.url,
    GGDEALS_API_KEY: GG_KEY,
    PRICE_CACHE_TTL_S: '0',
  });
  api = new Client(app.url, { 'x-api-key': KEY });
});
afterAll(async () => {
  await app?.destroy();
  await Promise.all([steam?.close(), cheapshark?.close(), ggdeals?.close()]);
});

const today = () => new Date().toISOString().slice(0, 10);

describe('GG.deals historical lows in the lows', () => {
  it('GET /api/prices shows the historical retail low as the official low and the key-reseller low as the keyshop and all-time low', async () => {
    const { status, body } = await api.json(`/api/prices?appid=${APPID}`);
    expect(status).toBe(200);
    const game = body.game as Record<string, unknown>;
    expect(game).toMatchObject({
      best_official: { price: 17.99 },
      best_keyshop: { price: 12.5 },
      // The spec's all-time low stays the official stores' one.
      all_time_low: { price: 7.49, store: null, date: null },
    });
    // GG.deals names no shop or date for its lows; Steam's own price is today's point.
    expect(game.lows).toEqual({
      all_time: { price: 4.2, shop: null, date: null },
      official: { price: 7.49, shop: null, date: null },
      keyshop: { price: 4.2, shop: null, date: null },
      steam: { price: 19.99, shop: 'Steam', date: today() },
      since_increase: { price: 7.49, shop: null, date: null, since: null },
    });
    const asked = ggdeals.requests.filter((r) => r.path === '/v1/prices/by-steam-app-id/');
    expect(asked.at(-1)!.query.get('ids')).toBe(String(APPID));
    expect(asked.at(-1)!.query.get('key')).toBe(GG_KEY);
  });

  it('/api/prices/history carries the same lows and names GG.deals among its sources; a lower reported low replaces one, a higher one does not', async () => {
    ggPrices('6.99', '4.80');
    await api.json(`/api/prices?appid=${APPID}`);
    const { status, body } = await api.json(`/api/prices/history?appid=${APPID}&days=30`);
    expect(status).toBe(200);
    const history = body.history as { lows: Record<string, unknown>; sources: string[]; points: Array<{ kind: string; price: number }> };
    expect(history.sources).toContain('ggdeals');
    expect(history.lows).toMatchObject({
      official: { price: 6.99, shop: null, date: null },
      keyshop: { price: 4.2, shop: null, date: null },
      all_time: { price: 4.2, shop: null, date: null },
    });
    // The points are what the lookups saw; the reported lows are no points of their own.
    expect(history.points.filter((p) => p.kind === 'keyshop').map((p) => p.price)).toEqual([12.5]);
  });
});
