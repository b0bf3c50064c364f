import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { startEcbFake, type EcbFake } from './fakes/ecb.js';
import { ExchangeRates } from '../../src/core/prices/exchange-rates.js';
import { price, runCommand } from '../../commands/index.js';
import type { CommandContext, CommandServices } from '../../commands/command.js';
import type { PriceAnswer } from '../../commands/price.js';
import { regionsTable } from '../../src/core/chat/regions-text.js';
import { english } from '../helpers/translations.js';
import { RegionalPricesResponse } from '../../src/http/web/openapi/regional-schemas.js';
import { createEcbRatesSource } from '../../src/prices/sources/ecb.js';
import { startWorld, TestClock, type World } from './fakes/harness.js';
import type { FakeServer } from './fakes/server.js';
import { startSteamFake, type SteamPrice } from './fakes/steam.js';
import { APP, STEAM_APPS } from './fakes/world.js';

/** A game Steam prices in many regions (invented in the appdetails shape); China has no price (not sold there). */
const ELDEN = 1245620;
const steamPrice = (currency: string, initial: number, final: number, cut: number): SteamPrice => ({
  currency,
  initial,
  final,
  discount_percent: cut,
});
const STEAM = {
  ...STEAM_APPS,
  [ELDEN]: {
    name: 'ELDEN RING',
    prices: {
      us: steamPrice('USD', 5999, 5999, 0),
      de: steamPrice('EUR', 5999, 3599, 40),
      br: steamPrice('BRL', 22990, 22990, 0),
      tr: steamPrice('TRY', 99900, 99900, 0),
      pl: steamPrice('PLN', 24900, 14940, 40),
      ua: steamPrice('UAH', 129900, 129900, 0),
    },
  },
};
// Units per euro as the ECB publishes them; the file has no UAH (as the real one has none).
const RATES = { USD: 1.05, JPY: 160.0, GBP: 0.87, PLN: 4.3, BRL: 6.1, TRY: 36.5 };

const KEY = 'regions-test-key-123456-0123456789';
let world: World;
let steam: FakeServer;
let ecb: EcbFake;
let app: TestApp;

beforeAll(async () => {
  [world, steam, ecb] = await Promise.all([startWorld(), startSteamFake(STEAM), startEcbFake('2026-11-27', RATES)]);
  const c = world.config;
  app = await startTestApp({
    API_KEYS: KEY,
    PRICE_RATE_LIMIT_PER_MIN: '20',
    STEAM_STORE_URL: steam.url,
    CHEAPSHARK_API_URL: c.CHEAPSHARK_API_URL,
    ITAD_API_URL: c.ITAD_API_URL,
    ITAD_API_KEY: c.ITAD_API_KEY ?? '',
    GGDEALS_API_URL: c.GGDEALS_API_URL,
    GGDEALS_API_KEY: c.GGDEALS_API_KEY ?? '',
    ECB_RATES_URL: ecb.url,
  });
});
afterAll(async () => {
  await app.destroy();
  await Promise.all([world.close(), steam.close(), ecb.close()]);
});

/** Rounded to cents, as the answer is. */
const cents = (n: number) => Math.round(n * 100) / 100;
const perEuro = (currency: string) => (currency === 'EUR' ? 1 : RATES[currency as keyof typeof RATES]);
const inUsd = (amount: number, currency: string) => cents((amount / perEuro(currency)) * RATES.USD);

async function freshKey(): Promise<Client> {
  const key = (await app.services.sessions.createKey('regions')).key;
  return new Client(app.url, { 'x-api-key': key });
}

interface Row {
  region: string;
  currency: string;
  price: number | null;
  regular: number | null;
  cut: number | null;
  converted: number | null;
  diff_pct: number | null;
  available: boolean;
}

describe('GET /api/prices/regions', () => {
  it('answers each region in its own currency, converted to USD through the ECB rates, with the difference to the cheapest', async () => {
    const c = await freshKey();
    const { status, body } = await c.json(`/api/prices/regions?appid=${ELDEN}&regions=us,de,br,tr,pl`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, appid: ELDEN, title: 'ELDEN RING', currency: 'USD', rates_date: '2026-11-27' });
    const rows = body.regions as Row[];
    expect(rows.map((r) => r.region)).toEqual(['us', 'de', 'br', 'tr', 'pl']);
    expect(rows[0]).toEqual({ region: 'us', currency: 'USD', price: 59.99, regular: 59.99, cut: 0, converted: 59.99, diff_pct: rows[0].diff_pct, available: true });
    expect(rows[1]).toMatchObject({ region: 'de', currency: 'EUR', price: 35.99, regular: 59.99, cut: 40, available: true });
    // 35.99 EUR × 1.05 = 37.79 USD; 229.90 BRL / 6.1 × 1.05 = 39.57; 999 TRY / 36.5 × 1.05 = 28.74; 149.40 PLN / 4.3 × 1.05 = 36.48.
    expect(rows.map((r) => r.converted)).toEqual([59.99, 37.79, 39.57, 28.74, 36.48]);
    expect(rows.map((r) => r.converted)).toEqual(rows.map((r) => inUsd(r.price!, r.currency)));
    // Turkey is the cheapest: 999 / 36.5 = 27.37 EUR; the US is 59.99 / 1.05 = 57.13 EUR, 108.7 % more.
    const tr = 999 / 36.5;
    expect(rows[3].diff_pct).toBe(0);
    expect(rows[0].diff_pct).toBe(108.7);
    expect(rows[1].diff_pct).toBe(Math.round((35.99 / tr - 1) * 1000) / 10);
    expect(rows[4].diff_pct).toBe(Math.round((149.4 / 4.3 / tr - 1) * 1000) / 10);
    // The API document describes every field sent, and no other.
    expect(RegionalPricesResponse.strict().safeParse(body).success).toBe(true);
  });

  it('converts to the currency asked for', async () => {
    const c = await freshKey();
    const { status, body } = await c.json(`/api/prices/regions?appid=${ELDEN}&regions=de,us&currency=gbp`);
    expect(status).toBe(200);
    expect(body.currency).toBe('GBP');
    // 35.99 EUR × 0.87 = 31.31 GBP; 59.99 USD / 1.05 × 0.87 = 49.71 GBP.
    expect((body.regions as Row[]).map((r) => r.converted)).toEqual([31.31, 49.71]);
  });

  it('says a region that does not sell the game is unavailable, with null prices and never zero', async () => {
    const c = await freshKey();
    const { status, body } = await c.json(`/api/prices/regions?appid=${ELDEN}&regions=us,cn`);
    expect(status).toBe(200);
    const cn = (body.regions as Row[])[1];
    expect(cn).toEqual({ region: 'cn', currency: 'CNY', price: null, regular: null, cut: null, converted: null, diff_pct: null, available: false });
    expect((body.regions as Row[])[0].diff_pct).toBe(0);
  });

  it('leaves converted empty for a currency the ECB does not publish, and still prices the region', async () => {
    const c = await freshKey();
    const { body } = await c.json(`/api/prices/regions?appid=${ELDEN}&regions=ua,de`);
    const [ua, de] = body.regions as Row[];
    expect(ua).toMatchObject({ region: 'ua', currency: 'UAH', price: 1299, available: true, converted: null, diff_pct: null });
    expect(de).toMatchObject({ converted: 37.79, diff_pct: 0 });
    // A comparison currency the ECB lacks: nothing converts, the comparison between regions still holds.
    const other = await c.json(`/api/prices/regions?appid=${ELDEN}&regions=us,de&currency=UAH`);
    expect(other.status).toBe(200);
    expect((other.body.regions as Row[]).map((r) => [r.converted, r.diff_pct])).toEqual([
      [null, Math.round((59.99 / 1.05 / 35.99 - 1) * 1000) / 10],
      [null, 0],
    ]);
  });

  it('refuses an unknown region code naming it, and more than 12 regions', async () => {
    const c = await freshKey();
    const unknown = await c.json(`/api/prices/regions?appid=${ELDEN}&regions=us,zz`);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ ok: false, error: 'invalid_params', field: 'regions' });
    expect(unknown.body.message).toContain('"zz"');
    const many = 'us,de,br,tr,pl,ua,cn,gb,fr,it,es,jp,kr';
    const tooMany = await c.json(`/api/prices/regions?appid=${ELDEN}&regions=${many}`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ ok: false, error: 'invalid_params', field: 'regions' });
    expect(tooMany.body.message).toContain('at most 12');
    const none = await c.json(`/api/prices/regions?appid=${ELDEN}`);
    expect(none.status).toBe(422);
    expect(none.body.field).toBe('regions');
    const badCurrency = await c.json(`/api/prices/regions?appid=${ELDEN}&regions=us&currency=dollars`);
    expect(badCurrency.status).toBe(422);
    expect(badCurrency.body.field).toBe('currency');
    const badId = await c.json(`/api/prices/regions?appid=abc&regions=us`);
    expect(badId.status).toBe(400);
    expect(badId.body.error).toBe('invalid_appid');
  });

  it('answers 404 when Steam sells the game in none of the regions, and 401 without a key', async () => {
    const c = await freshKey();
    const unknown = await c.json(`/api/prices/regions?appid=${APP.unknown}&regions=us,de`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ok: false, error: 'not_found' });
    const anon = await new Client(app.url).json(`/api/prices/regions?appid=${ELDEN}&regions=us`);
    expect(anon.status).toBe(401);
  });

  it('charges one lookup per region against the key budget', async () => {
    const c = await freshKey();
    const seven = `/api/prices/regions?appid=${ELDEN}&regions=us,de,br,tr,pl,ua,cn`;
    expect((await c.request(seven)).status).toBe(200);
    expect((await c.request(seven)).status).toBe(200);
    // 14 of the 20 a minute are spent: 7 more do not fit.
    const third = await c.request(seven);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ ok: false, error: 'rate_limited' });
  });

  it('reads the rates once for many requests and asks Steam once per region while its answer is fresh', async () => {
    const c = await freshKey();
    const before = steam.count('/api/appdetails');
    await c.json(`/api/prices/regions?appid=${APP.legoBatman}&regions=us,de`);
    expect(steam.count('/api/appdetails')).toBe(before + 2);
    const again = await c.json(`/api/prices/regions?appid=${APP.legoBatman}&regions=us,de`);
    expect(again.status).toBe(200);
    expect(steam.count('/api/appdetails')).toBe(before + 2);
    // Lego Batman: 19.99 USD, and 4.99 EUR (75 % off) = 5.24 USD.
    expect((again.body.regions as Row[]).map((r) => r.converted)).toEqual([19.99, 5.24]);
    // Every request of this file so far used one read of the daily file.
    expect(ecb.hits).toBe(1);
  });
});

describe('the ECB reference rates', () => {
  it('are read again only after a day, and the last good ones serve while the file cannot be read', async () => {
    const fake = await startEcbFake('2026-11-20', { USD: 1.1 });
    try {
      const clock = new TestClock();
      const rates = new ExchangeRates({
        source: createEcbRatesSource({ url: fake.url, http: { fetch: globalThis.fetch, userAgent: 'test' } }),
        clock,
      });
      expect(await rates.current()).toEqual({ date: '2026-11-20', perEuro: { EUR: 1, USD: 1.1 } });
      fake.date = '2026-11-21';
      fake.rates = { USD: 1.2 };
      clock.advance(23 * 3_600_000);
      expect((await rates.current())?.date).toBe('2026-11-20');
      expect(fake.hits).toBe(1);
      clock.advance(2 * 3_600_000);
      expect(await rates.current()).toEqual({ date: '2026-11-21', perEuro: { EUR: 1, USD: 1.2 } });
      expect(fake.hits).toBe(2);
      // The file gone: yesterday's rates stay, and the ECB is not asked again on every request.
      await fake.close();
      clock.advance(25 * 3_600_000);
      expect((await rates.current())?.date).toBe('2026-11-21');
      expect((await rates.current())?.date).toBe('2026-11-21');
      expect(fake.hits).toBe(2);
    } finally {
      await fake.close();
    }
  });
});

describe('/price <game> regions in chat', () => {
  it('reads the trailing word and answers a short table in the reader’s words', async () => {
    expect(price.fromText!(`${ELDEN} regions`)).toEqual({ game: String(ELDEN), regions: 'regions' });
    expect(price.fromText!('elden ring de')).toEqual({ game: 'elden ring', region: 'de' });
    const services = { prices: app.services.prices, regional: app.services.regionalPrices } as unknown as CommandServices;
    const answer = (await runCommand(price, { services } as unknown as CommandContext, { game: String(ELDEN), regions: 'us,de,cn' })) as PriceAnswer;
    expect(answer.kind).toBe('regions');
    if (answer.kind !== 'regions') return;
    const table = regionsTable(answer.comparison, await english());
    expect(table.title).toBe('ELDEN RING: Steam prices by region, in USD');
    expect(table.footer).toBe('Converted with the ECB reference rates of Nov 27, 2026.');
    // 59.99 USD / 1.05 = 57.13 EUR against 35.99 EUR: 58.7 % dearer.
    expect(table.rows).toEqual(['US  $59.99    $59.99  +58.7%', 'DE  €35.99    $37.79  cheapest', 'CN  not sold']);
    // The bare word compares the default markets; those Steam has no price for here say so.
    const all = (await runCommand(price, { services } as unknown as CommandContext, { game: String(ELDEN), regions: 'regions' })) as PriceAnswer;
    if (all.kind !== 'regions') throw new Error(`expected a regional answer, got ${all.kind}`);
    expect(all.comparison.regions.map((r) => `${r.region}:${r.available}`)).toEqual([
      'us:true', 'gb:false', 'de:true', 'pl:true', 'tr:true', 'br:true', 'in:false', 'jp:false',
    ]);
    await expect(runCommand(price, { services } as unknown as CommandContext, { game: String(ELDEN), regions: 'us,zz' })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'regions' },
    });
  });
});
