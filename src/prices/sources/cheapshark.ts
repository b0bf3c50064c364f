import { z } from 'zod';
import type { Clock } from '../../core/clock.ports.js';
import { utcDate } from '../../core/prices/money.js';
import type { PriceSource } from '../../core/prices/price.ports.js';
import type { SearchCandidate, SourceOffer, SourceReport } from '../../core/prices/price.types.js';
import { MAX_APPID } from '../../core/prices/region.js';
import { SourceFailure } from '../../core/prices/source-failure.js';
import { BoundedMap } from './bounded-map.js';
import { endpoint, parseAs, requestJson, type HttpClient } from './http.js';

/** CheapShark sends most numbers as strings ("4.23", "78.839420"); accept both spellings. */
const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
/** Deal ids arrive URL-encoded and are sent back as they are; anything else is refused. */
const dealId = z.string().regex(/^[A-Za-z0-9%+/=._-]{1,200}$/);

const gamesList = z.array(
  z.object({
    gameID: z.string().regex(/^\d+$/),
    steamAppID: z.string().nullable().optional(),
    cheapestDealID: dealId.optional(),
    external: z.string(),
  }),
);

const gameDetail = z.object({
  info: z.object({ title: z.string() }),
  cheapestPriceEver: z.object({ price: num, date: z.number() }).nullable().optional(),
  deals: z.array(z.object({ storeID: z.string(), dealID: dealId, price: num, retailPrice: num, savings: num })),
});

const dealDetail = z.object({ gameInfo: z.object({ metacriticScore: num.nullable().optional() }) });

const storeList = z.array(z.object({ storeID: z.string(), storeName: z.string() }));

const STORES_TTL_MS = 86_400_000;
const REDIRECT = 'https://www.cheapshark.com/redirect?dealID=';

export interface CheapSharkSourceOptions {
  baseUrl: string;
  http: HttpClient;
  clock: Clock;
}

/**
 * CheapShark: USD prices at official stores. From a Steam appid: `games?steamAppID` gives CheapShark's game id,
 * then `games?id` the deals and the all-time low while `deals?id` gives the Metacritic score.
 */
export function createCheapSharkSource(opts: CheapSharkSourceOptions): PriceSource {
  // Steam appid → CheapShark ids never change; remembering them saves a round trip on every refresh.
  const ids = new BoundedMap<number, { gameID: string; dealID: string | null }>(10_000);
  let stores: { names: Map<string, string>; at: number } | undefined;
  let storesLoading: Promise<Map<string, string>> | undefined;

  const get = (path: string, query: Record<string, string>, signal: AbortSignal) =>
    requestJson(opts.http, 'cheapshark', endpoint(opts.baseUrl, path, query), { signal });

  /** Store names, fetched at most once a day; an old list is kept when a refresh fails. */
  async function storeNames(signal: AbortSignal): Promise<Map<string, string>> {
    if (stores && opts.clock.now() - stores.at < STORES_TTL_MS) return stores.names;
    storesLoading ??= (async () => {
      try {
        const list = parseAs(storeList, await get('/stores', {}, signal), 'cheapshark', 'stores');
        const names = new Map(list.map((s) => [s.storeID, s.storeName]));
        stores = { names, at: opts.clock.now() };
        return names;
      } catch (err) {
        if (stores) return stores.names;
        throw err;
      } finally {
        storesLoading = undefined;
      }
    })();
    return storesLoading;
  }

  async function metacritic(dealID: string | null, signal: AbortSignal): Promise<number | null> {
    if (!dealID) return null;
    try {
      // The id is already URL-encoded; setting it through searchParams would encode it twice.
      const url = endpoint(opts.baseUrl, '/deals');
      url.search = `id=${dealID}`;
      const json = await requestJson(opts.http, 'cheapshark', url, { signal, notFoundStatuses: [404] });
      if (json === null) return null;
      return parseAs(dealDetail, json, 'cheapshark', 'deal').gameInfo.metacriticScore ?? null;
    } catch (err) {
      // The score is an extra; only a "slow down" must reach the service (so it backs off).
      if (err instanceof SourceFailure && err.kind === 'rate_limited') throw err;
      return null;
    }
  }

  return {
    name: 'cheapshark',
    supportsRegion: () => true,
    async lookup(appid, _region, signal) {
      const namesPromise = storeNames(signal);
      // Awaited below; until then a rejection must not count as unhandled.
      namesPromise.catch(() => {});
      let known = ids.get(appid);
      if (!known) {
        const list = parseAs(gamesList, await get('/games', { steamAppID: String(appid) }, signal), 'cheapshark', 'games list');
        const match = list.find((g) => g.steamAppID === String(appid));
        if (!match) return null;
        known = { gameID: match.gameID, dealID: match.cheapestDealID ?? null };
        ids.set(appid, known);
      }
      const [names, detailJson, score] = await Promise.all([
        namesPromise,
        requestJson(opts.http, 'cheapshark', endpoint(opts.baseUrl, '/games', { id: known.gameID }), {
          signal,
          notFoundStatuses: [404],
        }),
        metacritic(known.dealID, signal),
      ]);
      if (detailJson === null || (Array.isArray(detailJson) && detailJson.length === 0)) return null;
      const detail = parseAs(gameDetail, detailJson, 'cheapshark', 'game');
      // Next refresh asks about a deal that exists today.
      if (detail.deals[0]) known.dealID = detail.deals[0].dealID;
      return toReport(detail, names, score);
    },
    // `games?ids=` takes up to 25 CheapShark ids; it carries no Metacritic score (a background check needs none).
    batchSize: 25,
    async lookupMany(appids, _region, signal) {
      const namesPromise = storeNames(signal);
      namesPromise.catch(() => {});
      const out = new Map<number, SourceReport | null>();
      for (const appid of appids) {
        if (ids.get(appid)) continue;
        const list = parseAs(gamesList, await get('/games', { steamAppID: String(appid) }, signal), 'cheapshark', 'games list');
        const match = list.find((g) => g.steamAppID === String(appid));
        if (match) ids.set(appid, { gameID: match.gameID, dealID: match.cheapestDealID ?? null });
      }
      const known = appids.flatMap((appid) => {
        const entry = ids.get(appid);
        if (!entry) out.set(appid, null);
        return entry ? [{ appid, gameID: entry.gameID }] : [];
      });
      if (known.length === 0) return out;
      const [names, json] = await Promise.all([namesPromise, get('/games', { ids: known.map((k) => k.gameID).join(',') }, signal)]);
      const details = parseAs(z.record(z.string(), gameDetail.nullable()), json, 'cheapshark', 'games by ids');
      for (const { appid, gameID } of known) {
        const detail = Object.hasOwn(details, gameID) ? details[gameID] : null;
        out.set(appid, detail ? toReport(detail, names, null) : null);
      }
      return out;
    },
    async search(title, signal): Promise<SearchCandidate[]> {
      const json = await get('/games', { title, limit: '10' }, signal);
      return parseAs(gamesList, json, 'cheapshark', 'games list')
        .filter((g) => g.steamAppID && /^\d{1,10}$/.test(g.steamAppID))
        .map((g) => ({ title: g.external, appid: Number(g.steamAppID) }))
        .filter((c) => c.appid > 0 && c.appid <= MAX_APPID);
    },
  };
}

function toReport(detail: z.output<typeof gameDetail>, names: Map<string, string>, score: number | null): SourceReport {
  const offers: SourceOffer[] = detail.deals.map((d) => ({
    store: names.get(d.storeID) ?? `CheapShark store ${d.storeID}`,
    price: d.price,
    regular: d.retailPrice,
    cut: d.savings,
    url: REDIRECT + d.dealID,
  }));
  const low = detail.cheapestPriceEver;
  return {
    source: 'cheapshark',
    title: detail.info.title,
    currency: 'USD',
    offers,
    historicalLow: low ? { price: low.price, store: null, date: utcDate(low.date * 1000) } : null,
    metacritic: score,
  };
}
