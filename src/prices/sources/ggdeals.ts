import { z } from 'zod';
import type { PriceSource } from '../../core/prices/price.ports.js';
import type { SourceReport } from '../../core/prices/price.types.js';
import { SourceFailure } from '../../core/prices/source-failure.js';
import { endpoint, parseAs, requestJson, type HttpClient } from './http.js';

/** Regions the Prices API accepts (its doc); for any other the source is not asked. */
export const GG_REGIONS = new Set(['au', 'be', 'br', 'ca', 'ch', 'de', 'dk', 'es', 'fi', 'fr', 'gb', 'ie', 'it', 'nl', 'no', 'pl', 'se', 'us']);

/** Prices are strings with two decimals, or null. */
const money = z.string().regex(/^\d+(\.\d+)?$/).transform(Number).nullable();

const gameEntry = z.object({
  title: z.string(),
  url: z.string(),
  prices: z.object({
    currentRetail: money,
    currentKeyshops: money,
    historicalRetail: money,
    historicalKeyshops: money.optional(),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});

const response = z.union([
  z.object({ success: z.literal(true), data: z.record(z.string(), gameEntry.nullable()) }),
  z.object({ success: z.literal(false), data: z.object({ message: z.string().optional() }).optional() }),
]);

export interface GgDealsSourceOptions {
  baseUrl: string;
  apiKey: string;
  http: HttpClient;
}

/** GG.deals: the one source of key-reseller prices. It names no stores, discounts or dates. */
export function createGgDealsSource(opts: GgDealsSourceOptions): PriceSource {
  return {
    name: 'ggdeals',
    supportsRegion: (region) => GG_REGIONS.has(region),
    async lookup(appid, region, signal) {
      // The API takes its key only as a query parameter.
      const url = endpoint(opts.baseUrl, '/v1/prices/by-steam-app-id/', { ids: String(appid), key: opts.apiKey, region });
      const body = parseAs(response, await requestJson(opts.http, 'ggdeals', url, { signal }), 'ggdeals', 'prices');
      if (!body.success) throw new SourceFailure('ggdeals', 'http', 'refused the request');
      if (!Object.hasOwn(body.data, String(appid))) {
        throw new SourceFailure('ggdeals', 'malformed', 'malformed prices (app missing)');
      }
      const game = body.data[String(appid)];
      return game ? toReport(game) : null;
    },
    // The prices endpoint takes up to 100 ids a request.
    batchSize: 100,
    async lookupMany(appids, region, signal) {
      const url = endpoint(opts.baseUrl, '/v1/prices/by-steam-app-id/', { ids: appids.join(','), key: opts.apiKey, region });
      const body = parseAs(response, await requestJson(opts.http, 'ggdeals', url, { signal }), 'ggdeals', 'prices');
      if (!body.success) throw new SourceFailure('ggdeals', 'http', 'refused the request');
      const out = new Map<number, SourceReport | null>();
      for (const appid of appids) {
        const game = Object.hasOwn(body.data, String(appid)) ? body.data[String(appid)] : null;
        out.set(appid, game ? toReport(game) : null);
      }
      return out;
    },
  };
}

function toReport(game: z.output<typeof gameEntry>): SourceReport {
  const p = game.prices;
  return {
    source: 'ggdeals',
    title: game.title,
    currency: p.currency,
    offers: null,
    unnamedOfficial: p.currentRetail,
    keyshop: p.currentKeyshops === null ? null : { price: p.currentKeyshops, store: null },
    historicalLow: p.historicalRetail === null ? null : { price: p.historicalRetail, store: null, date: null },
    historicalKeyshopLow: p.historicalKeyshops == null ? null : { price: p.historicalKeyshops },
    urls: { ggdeals: game.url },
  };
}
