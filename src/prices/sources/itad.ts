import { z } from 'zod';
import { utcDate } from '../../core/prices/money.js';
import type { ShopLog, ShopLogEntry } from '../../core/prices/history/shop-log.js';
import type { PriceSource } from '../../core/prices/price.ports.js';
import type { AllTimeLow, SearchCandidate, SourceOffer, SourceReport } from '../../core/prices/price.types.js';
import { MAX_APPID } from '../../core/prices/region.js';
import { BoundedMap } from './bounded-map.js';
import { endpoint, parseAs, requestJson, type HttpClient } from './http.js';

/** ITAD game ids are UUIDs; checked by shape only, not by RFC version. */
const gameId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const price = z.object({ amount: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) });
const shop = z.object({ id: z.number(), name: z.string() });

export const lookupResponse = z.object({
  found: z.boolean(),
  game: z.object({ id: gameId, slug: z.string(), title: z.string() }).optional(),
});

const pricesResponse = z.array(
  z.object({
    id: z.string(),
    historyLow: z.object({ all: price.nullable().optional() }).nullable().optional(),
    deals: z.array(
      z.object({ shop, price, regular: price, cut: z.number(), url: z.string().nullable().optional() }),
    ),
  }),
);

const overviewResponse = z.object({
  prices: z.array(
    z.object({
      id: z.string(),
      lowest: z.object({ shop, price, timestamp: z.string() }).nullable().optional(),
      urls: z.object({ game: z.string() }).optional(),
    }),
  ),
});

/** `games/history/v2`: every price change of every shop, newest first (the order is not relied on). */
const historyResponse = z.array(
  z.object({
    timestamp: z.string(),
    shop,
    deal: z.object({ price, regular: price, cut: z.number() }).nullable(),
  }),
);

const searchResponse = z.array(z.object({ id: gameId, title: z.string() }));
const shopIdsResponse = z.record(z.string(), z.array(z.string()).nullable());

/** IsThereAnyDeal's shop id for Steam, used to map its game ids back to Steam appids. */
const STEAM_SHOP_ID = 61;

export interface ItadSourceOptions {
  baseUrl: string;
  apiKey: string;
  http: HttpClient;
  /** Steam appid → ITAD game, shared with the bundles source so a game is looked up once for both. */
  games?: ItadGameIds;
}

export type ItadGameIds = BoundedMap<number, { id: string; slug: string; title: string }>;

export function createItadGameIds(): ItadGameIds {
  return new BoundedMap(10_000);
}

type ItadCall = (method: 'GET' | 'POST', path: string, query: Record<string, string>, signal: AbortSignal) => Promise<unknown>;

/** ITAD's game for a Steam appid, asked once (`games/lookup/v1`) and kept in the map the price and bundle sources share. */
export async function itadGameOf(games: ItadGameIds, call: ItadCall, appid: number, signal: AbortSignal): Promise<{ id: string; slug: string; title: string } | null> {
  const known = games.get(appid);
  if (known) return known;
  const found = parseAs(lookupResponse, await call('GET', '/games/lookup/v1', { appid: String(appid) }, signal), 'isthereanydeal', 'lookup');
  if (!found.found || !found.game) return null;
  games.set(appid, found.game);
  return found.game;
}

/**
 * IsThereAnyDeal v2: `games/lookup` maps the appid to ITAD's game id, then `games/prices/v3` lists every shop's
 * current price and `games/overview/v2` gives the all-time low with its shop and time.
 */
export function createItadSource(opts: ItadSourceOptions): PriceSource {
  const games = opts.games ?? createItadGameIds();
  // The header keeps the key out of URLs (and so out of any proxy or access log).
  const headers = { 'itad-api-key': opts.apiKey };
  const call = (method: 'GET' | 'POST', path: string, query: Record<string, string>, signal: AbortSignal, body?: unknown) =>
    requestJson(opts.http, 'isthereanydeal', endpoint(opts.baseUrl, path, query), { method, headers, body, signal });

  const gameOf = (appid: number, signal: AbortSignal) => itadGameOf(games, call, appid, signal);

  return {
    name: 'isthereanydeal',
    supportsRegion: () => true,
    async lookup(appid, region, signal) {
      const game = await itadGameOf(games, call, appid, signal);
      if (!game) return null;
      const country = region.toUpperCase();
      const [pricesJson, overviewJson] = await Promise.all([
        call('POST', '/games/prices/v3', { country, vouchers: 'false', capacity: '0' }, signal, [game.id]),
        call('POST', '/games/overview/v2', { country, vouchers: 'false' }, signal, [game.id]),
      ]);
      const prices = parseAs(pricesResponse, pricesJson, 'isthereanydeal', 'prices').find((p) => p.id === game.id);
      const overview = parseAs(overviewResponse, overviewJson, 'isthereanydeal', 'overview').prices.find(
        (p) => p.id === game.id,
      );
      return toReport(game, prices, overview);
    },
    batchSize: 100,
    async lookupMany(appids, region, signal) {
      const out = new Map<number, SourceReport | null>();
      // Steam appid → ITAD game: looked up once per game, then remembered (ids never change).
      for (const appid of appids) {
        if (games.get(appid)) continue;
        const found = parseAs(lookupResponse, await call('GET', '/games/lookup/v1', { appid: String(appid) }, signal), 'isthereanydeal', 'lookup');
        if (found.found && found.game) games.set(appid, found.game);
      }
      const known = appids.flatMap((appid) => {
        const game = games.get(appid);
        if (!game) out.set(appid, null);
        return game ? [{ appid, game }] : [];
      });
      if (known.length === 0) return out;
      const country = region.toUpperCase();
      const ids = known.map((k) => k.game.id);
      const [pricesJson, overviewJson] = await Promise.all([
        call('POST', '/games/prices/v3', { country, vouchers: 'false', capacity: '0' }, signal, ids),
        call('POST', '/games/overview/v2', { country, vouchers: 'false' }, signal, ids),
      ]);
      const prices = parseAs(pricesResponse, pricesJson, 'isthereanydeal', 'prices');
      const overview = parseAs(overviewResponse, overviewJson, 'isthereanydeal', 'overview').prices;
      for (const { appid, game } of known) {
        out.set(appid, toReport(game, prices.find((p) => p.id === game.id), overview.find((p) => p.id === game.id)));
      }
      return out;
    },
    async history(appid, region, since, signal): Promise<ShopLog | null> {
      const game = await gameOf(appid, signal);
      if (!game) return null;
      const query = { id: game.id, country: region.toUpperCase(), since: new Date(since).toISOString() };
      const entries = parseAs(historyResponse, await call('GET', '/games/history/v2', query, signal), 'isthereanydeal', 'history');
      const currency = entries.find((e) => e.deal)?.deal?.price.currency ?? null;
      if (currency === null) return { currency: '', entries: [] };
      const out: ShopLogEntry[] = [];
      for (const e of entries) {
        const at = Date.parse(e.timestamp);
        if (!Number.isFinite(at)) continue;
        // An entry in another currency cannot be compared; the shop's state there stays unknown.
        if (e.deal && (e.deal.price.currency !== currency || e.deal.regular.currency !== currency)) continue;
        out.push({ at, shop: e.shop.name, deal: e.deal ? { price: e.deal.price.amount, regular: e.deal.regular.amount, cut: e.deal.cut } : null });
      }
      return { currency, entries: out };
    },
    async search(title, signal): Promise<SearchCandidate[]> {
      const found = parseAs(searchResponse, await call('GET', '/games/search/v1', { title, results: '10' }, signal), 'isthereanydeal', 'search');
      if (found.length === 0) return [];
      const ids = found.map((g) => g.id);
      const shopIds = parseAs(
        shopIdsResponse,
        await call('POST', `/lookup/shop/${STEAM_SHOP_ID}/id/v1`, {}, signal, ids),
        'isthereanydeal',
        'shop id lookup',
      );
      const out: SearchCandidate[] = [];
      for (const game of found) {
        const app = (Object.hasOwn(shopIds, game.id) ? shopIds[game.id] : null)?.find((s) => /^app\/\d{1,10}$/.test(s));
        const appid = app ? Number(app.slice(4)) : 0;
        if (appid > 0 && appid <= MAX_APPID) out.push({ title: game.title, appid });
      }
      return out;
    },
  };
}

function toReport(
  game: { slug: string; title: string },
  prices: z.output<typeof pricesResponse>[number] | undefined,
  overview: z.output<typeof overviewResponse>['prices'][number] | undefined,
): SourceReport {
  const deals = prices?.deals ?? [];
  const currency = deals[0]?.price.currency ?? overview?.lowest?.price.currency ?? prices?.historyLow?.all?.currency ?? null;
  const offers: SourceOffer[] = deals
    .filter((d) => d.price.currency === currency && d.regular.currency === currency)
    .map((d) => ({ store: d.shop.name, price: d.price.amount, regular: d.regular.amount, cut: d.cut, url: d.url ?? null }));

  let historicalLow: AllTimeLow | null = null;
  const lowest = overview?.lowest;
  if (lowest && lowest.price.currency === currency) {
    historicalLow = { price: lowest.price.amount, store: lowest.shop.name, date: utcDate(Date.parse(lowest.timestamp)) };
  } else if (prices?.historyLow?.all && prices.historyLow.all.currency === currency) {
    historicalLow = { price: prices.historyLow.all.amount, store: null, date: null };
  }
  return {
    source: 'isthereanydeal',
    title: game.title,
    slug: game.slug,
    currency,
    offers,
    historicalLow,
    urls: overview?.urls?.game ? { isthereanydeal: overview.urls.game } : {},
  };
}
