import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_CONFIG, type PriceConfig } from '../../src/prices/index.js';
import { LowPriceHistory } from '../../src/storage/price-history.js';
import { serviceWithHistory, TestClock, type HistoryTestService } from './fakes/harness.js';
import { startItadFake, type ItadGame } from './fakes/itad.js';
import type { FakeServer } from './fakes/server.js';
import { startSteamFake, type SteamApp } from './fakes/steam.js';

const APPID = 424242;
const ITAD_ID = '018d937f-aaaa-7000-8000-000000424242';
const KEY = 'itad-history-key';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const usd = (amount: number) => ({ amount, amountInt: Math.round(amount * 100), currency: 'USD' });

const steamApps: Record<number, SteamApp> = {};
const itadGames: ItadGame[] = [];
let steam: FakeServer;
let itad: FakeServer;
let config: PriceConfig;
let running: HistoryTestService | undefined;

function setSteamPrice(initial: number, final: number) {
  steamApps[APPID] = {
    name: 'History <Test> & "Chart"',
    prices: { us: { currency: 'USD', initial, final, discount_percent: Math.round((1 - final / initial) * 100) } },
  };
}

beforeAll(async () => {
  setSteamPrice(2000, 2000);
  steam = await startSteamFake(steamApps);
  itad = await startItadFake(KEY, itadGames);
  config = { ...DEFAULT_PRICE_CONFIG, STEAM_STORE_URL: steam.url, ITAD_API_URL: itad.url, PRICE_CACHE_TTL_S: 600 };
});
afterAll(async () => {
  await Promise.all([steam.close(), itad.close()]);
});
afterEach(async () => {
  await running?.cleanup();
  running = undefined;
  itadGames.length = 0;
  setSteamPrice(2000, 2000);
});

describe('history built from lookups (no key needed)', () => {
  it('records what each computed answer saw, one point per kind and hour (the lowest), while the price changes', async () => {
    const clock = new TestClock(Date.UTC(2026, 10, 1, 9, 0, 0));
    running = await serviceWithHistory({ config }, ['steam'], { clock });
    const { service, history } = running;
    await service.lookup(APPID, 'us');

    clock.advance(2 * HOUR);
    setSteamPrice(2000, 1000); // a 50 % sale
    await service.lookup(APPID, 'us');
    clock.advance(20 * 60_000);
    setSteamPrice(2000, 1500); // dearer again within the same hour: not a new point (the cache is bypassed by time)
    clock.advance(11 * 60_000);
    await service.lookup(APPID, 'us');

    clock.advance(3 * DAY);
    setSteamPrice(3000, 3000); // the regular price rises
    await service.lookup(APPID, 'us');
    clock.advance(DAY);
    setSteamPrice(3000, 2400);
    await service.lookup(APPID, 'us');
    // A cached answer is not a new observation.
    await service.lookup(APPID, 'us');

    const h = await history.history(APPID, 'us', 30);
    const line = (kind: string) => h.points.filter((p) => p.kind === kind).map((p) => [new Date(p.at).toISOString(), p.price]);
    expect(line('official')).toEqual([
      ['2026-11-01T09:00:00.000Z', 20],
      ['2026-11-01T11:00:00.000Z', 10],
      ['2026-11-04T11:31:00.000Z', 30],
      ['2026-11-05T11:31:00.000Z', 24],
    ]);
    expect(line('steam')).toEqual(line('official'));
    expect(line('regular')).toEqual([
      ['2026-11-01T09:00:00.000Z', 20],
      ['2026-11-04T11:31:00.000Z', 30],
    ]);
    expect(h.points.find((p) => p.price === 10)).toMatchObject({ shop: 'Steam', regular: 20, cut: 50 });
    expect(h.lows.official).toEqual({ price: 10, shop: 'Steam', date: '2026-11-01' });
    expect(h.lows.steam).toEqual({ price: 10, shop: 'Steam', date: '2026-11-01' });
    expect(h.lows.since_increase).toEqual({ price: 24, shop: 'Steam', date: '2026-11-05', since: '2026-11-04' });
    expect(h.currency).toBe('USD');
    expect(h.sources).toEqual(['observed']);
    expect(h.enough).toBe(true);
  });

  it('keeps the history on disk: a new store on the same folder reads the same series', async () => {
    const clock = new TestClock(Date.UTC(2026, 10, 1, 9, 0, 0));
    running = await serviceWithHistory({ config }, ['steam'], { clock });
    await running.service.lookup(APPID, 'us');
    clock.advance(HOUR);
    setSteamPrice(2000, 500);
    await running.service.lookup(APPID, 'us');
    await running.history.settled();
    const before = await running.store.read(APPID, 'us');
    await running.store.flush();
    const reopened = await LowPriceHistory.open(running.dir);
    expect(await reopened.read(APPID, 'us')).toEqual(before);
    expect(before?.points.filter((p) => p.kind === 'official').map((p) => p.price)).toEqual([20, 5]);
  });

  it('says a game with one observation has too little history', async () => {
    running = await serviceWithHistory({ config }, ['steam']);
    const h = await running.history.history(APPID, 'us');
    expect(h.enough).toBe(false);
    expect(h.points.filter((p) => p.kind === 'official')).toHaveLength(1);
  });
});

describe("IsThereAnyDeal's price log", () => {
  it('is merged on the first look, so a game has years of history at once, and is not asked again', async () => {
    const clock = new TestClock(Date.UTC(2026, 10, 25, 12, 0, 0));
    itadGames.push({
      appid: APPID,
      id: ITAD_ID,
      slug: 'history-test',
      title: 'History Test',
      prices: {
        US: {
          id: ITAD_ID,
          historyLow: { all: usd(4), y1: usd(8), m3: usd(20) },
          deals: [{ shop: { id: 61, name: 'Steam' }, price: usd(20), regular: usd(20), cut: 0, voucher: null, storeLow: null, flag: null, drm: [], platforms: [], timestamp: '2026-11-20T10:00:00+01:00', expiry: null, url: 'https://itad.link/x/' }],
        },
      },
      overview: { US: { id: ITAD_ID, current: null, lowest: { shop: { id: 6, name: 'Fanatical' }, price: usd(4), regular: usd(20), cut: 80, timestamp: '2025-03-01T12:00:00+01:00' }, bundled: 0, urls: { game: 'https://isthereanydeal.com/game/id:x/' } } },
      // Newest first, as ITAD sends it; one entry is older than the retention and must not be asked for.
      history: {
        US: [
          { timestamp: '2025-09-01T10:00:00+02:00', shop: { id: 6, name: 'Fanatical' }, deal: null },
          { timestamp: '2025-03-08T10:00:00+01:00', shop: { id: 6, name: 'Fanatical' }, deal: { price: usd(14), regular: usd(20), cut: 30 } },
          { timestamp: '2025-03-01T12:00:00+01:00', shop: { id: 6, name: 'Fanatical' }, deal: { price: usd(4), regular: usd(20), cut: 80 } },
          { timestamp: '2024-11-27T00:00:00+00:00', shop: { id: 61, name: 'Steam' }, deal: { price: usd(20), regular: usd(20), cut: 0 } },
          { timestamp: '2024-06-01T00:00:00+00:00', shop: { id: 61, name: 'Steam' }, deal: { price: usd(15), regular: usd(15), cut: 0 } },
        ],
      },
    });
    const events: unknown[] = [];
    running = await serviceWithHistory({ config: { ...config, ITAD_API_KEY: KEY } }, ['steam', 'isthereanydeal'], { clock, retentionDays: 730, onEvent: (e) => events.push(e) });
    const h = await running.history.history(APPID, 'us', 3650);
    expect(events).toEqual([]);
    const calls = itad.requests.filter((r) => r.path === '/games/history/v2');
    expect(calls).toHaveLength(1);
    expect(calls[0].query.get('id')).toBe(ITAD_ID);
    expect(calls[0].query.get('country')).toBe('US');
    expect(calls[0].query.get('since')).toBe(new Date(clock.now() - 730 * DAY).toISOString());
    const official = h.points.filter((p) => p.kind === 'official').map((p) => [new Date(p.at).toISOString().slice(0, 10), p.price, p.shop]);
    expect(official).toEqual([
      ['2024-11-27', 20, 'Steam'],
      ['2025-03-01', 4, 'Fanatical'],
      ['2025-03-08', 14, 'Fanatical'],
      ['2025-09-01', 20, 'Steam'],
    ]);
    expect(h.sources).toEqual(['observed', 'isthereanydeal']);
    expect(h.lows.official).toEqual({ price: 4, shop: 'Fanatical', date: '2025-03-01' });
    expect(h.lows.steam).toEqual({ price: 20, shop: 'Steam', date: '2024-11-27' });
    // The rise from 15 to 20 is older than the retention; inside it the regular price never rose.
    expect(h.lows.since_increase).toMatchObject({ price: 4, since: null });

    clock.advance(2 * HOUR);
    await running.history.history(APPID, 'us', 30);
    expect(itad.requests.filter((r) => r.path === '/games/history/v2')).toHaveLength(1);
  });
});
