import { z } from 'zod';
import type { PriceSource } from '../../core/prices/price.ports.js';
import type { SourceReport } from '../../core/prices/price.types.js';
import { SourceFailure } from '../../core/prices/source-failure.js';
import type { WindowLimiter } from '../../core/prices/window-limiter.js';
import { endpoint, parseAs, requestJson, type HttpClient } from './http.js';

/** Links point at the public store whatever STEAM_STORE_URL says (that may be a proxy or a test fake). */
const PUBLIC_STORE = 'https://store.steampowered.com';

const priceOverview = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  // Minor units for every currency, JPY included (observed: 550000 → ¥5,500).
  initial: z.number().int().nonnegative(),
  final: z.number().int().nonnegative(),
  discount_percent: z.number().min(0).max(100),
});

const appData = z.object({
  name: z.string(),
  is_free: z.boolean().optional(),
  price_overview: priceOverview.optional(),
  metacritic: z.object({ score: z.number() }).optional(),
});

// `{success:false}` for unknown, delisted or region-locked apps; `data` may be `[]` when Steam has nothing to say.
const appEntry = z.object({ success: z.boolean(), data: z.union([appData, z.array(z.unknown())]).optional() });

export interface SteamSourceOptions {
  baseUrl: string;
  http: HttpClient;
  /** Client-side budget (about 200 requests per 5 minutes per IP). */
  limiter: WindowLimiter;
}

export function createSteamSource(opts: SteamSourceOptions): PriceSource {
  return {
    name: 'steam',
    supportsRegion: () => true,
    async lookup(appid, region, signal) {
      const slot = opts.limiter.tryTake();
      if (!slot.ok) {
        throw new SourceFailure(
          'steam',
          'rate_limited',
          'client-side request budget used up',
          Math.ceil(slot.waitMs / 1000),
        );
      }
      const url = endpoint(opts.baseUrl, '/api/appdetails', { appids: String(appid), cc: region, l: 'english' });
      const json = await requestJson(opts.http, 'steam', url, { signal, rateLimitStatuses: [429, 403] });
      const body = parseAs(z.record(z.string(), appEntry.nullable()), json, 'steam', 'appdetails');
      const entry = body[String(appid)];
      if (entry === undefined) throw new SourceFailure('steam', 'malformed', 'malformed appdetails (app missing)');
      if (entry === null || !entry.success || entry.data === undefined || Array.isArray(entry.data)) return null;
      return toReport(appid, entry.data);
    },
  };
}

function toReport(appid: number, data: z.output<typeof appData>): SourceReport {
  const page = `${PUBLIC_STORE}/app/${appid}/`;
  const price = data.price_overview;
  const report: SourceReport = {
    source: 'steam',
    title: data.name,
    currency: price?.currency ?? null,
    offers: null,
    metacritic: data.metacritic?.score ?? null,
    urls: { steam: page },
  };
  if (price) {
    report.offers = [
      { store: 'Steam', price: price.final / 100, regular: price.initial / 100, cut: price.discount_percent, url: page },
    ];
  } else if (data.is_free) {
    // Free to play: no price_overview at all. Zero is zero in any currency.
    report.offers = [{ store: 'Steam', price: 0, regular: 0, cut: 0, url: page }];
  }
  return report;
}
