import { z } from 'zod';
import type { ExtrasSource } from '../../core/prices/extras.ports.js';
import { isoUtc } from '../../core/prices/extras-merge.js';
import type { BundleOffer } from '../../core/prices/extras.types.js';
import { SourceFailure } from '../../core/prices/source-failure.js';
import { endpoint, parseAs, requestJson, type HttpClient } from './http.js';
import { GG_REGIONS } from './ggdeals.js';

/*
 * Wire shape (gg.deals/api/bundles/, "Retrieve Game Bundles by Steam App ID"):
 * GET /v1/bundles/by-steam-app-id/?ids=<appids>&key=<key>&region=<region> →
 * {success: true, data: {"<appid>": null | {title, url, bundles: [{title, url|null, dateFrom, dateTo|null, tiers: [BundleTier]}]}}}.
 * Dates are UTC ("YYYY-MM-DD HH:MM:SS"). The page names the tier list but this adapter relies only on a tier's
 * `price` (a two-decimal string, as in the Prices API) and `currency`, both optional: a tier without them names no
 * price. The API does not name the bundle's shop.
 */
const money = z.union([z.string().regex(/^\d+(\.\d+)?$/).transform(Number), z.number().nonnegative()]);
const tier = z.object({ price: money.nullable().optional(), currency: z.string().regex(/^[A-Z]{3}$/).nullable().optional() }).loose();
const bundleRow = z.object({
  title: z.string().min(1).max(300),
  url: z.string().max(2000).nullable().optional(),
  dateTo: z.string().nullable().optional(),
  tiers: z.array(z.unknown()).optional(),
});
const response = z.union([
  z.object({ success: z.literal(true), data: z.record(z.string(), z.object({ bundles: z.array(z.unknown()) }).loose().nullable()) }),
  z.object({ success: z.literal(false) }).loose(),
]);

export interface GgDealsExtrasOptions {
  baseUrl: string;
  apiKey: string;
  http: HttpClient;
}

/** GG.deals' bundles API: the bundles holding a game (no subscriptions there). */
export function createGgDealsExtrasSource(opts: GgDealsExtrasOptions): ExtrasSource {
  return {
    name: 'ggdeals',
    supportsRegion: (region) => GG_REGIONS.has(region),
    async extras(appid, region, signal) {
      const url = endpoint(opts.baseUrl, '/v1/bundles/by-steam-app-id/', { ids: String(appid), key: opts.apiKey, region });
      const body = parseAs(response, await requestJson(opts.http, 'ggdeals', url, { signal }), 'ggdeals', 'bundles');
      if (!body.success) throw new SourceFailure('ggdeals', 'http', 'refused the request');
      const game = Object.hasOwn(body.data, String(appid)) ? body.data[String(appid)] : null;
      if (!game) return null;
      return { source: 'ggdeals', bundles: readBundles(game.bundles), subscriptions: null };
    },
  };
}

function readBundles(rows: readonly unknown[]): BundleOffer[] {
  const out: BundleOffer[] = [];
  for (const raw of rows) {
    const row = bundleRow.safeParse(raw);
    if (!row.success) continue;
    const b = row.data;
    const priced = (b.tiers ?? []).flatMap((t) => {
      const parsed = tier.safeParse(t);
      return parsed.success && parsed.data.price != null && parsed.data.currency ? [{ price: parsed.data.price, currency: parsed.data.currency }] : [];
    });
    const cheapest = priced.sort((x, y) => x.price - y.price)[0] ?? null;
    out.push({
      store: null,
      title: b.title,
      price: cheapest?.price ?? null,
      currency: cheapest?.currency ?? null,
      // The API writes UTC without a zone.
      ends_at: isoUtc(b.dateTo && !/[zZ]|[+-]\d\d:?\d\d$/.test(b.dateTo) ? `${b.dateTo.replace(' ', 'T')}Z` : b.dateTo),
      url: b.url && /^https?:\/\//i.test(b.url) ? b.url : null,
      source: 'ggdeals',
    });
  }
  return out;
}
