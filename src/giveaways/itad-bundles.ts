import { z } from 'zod';
import type { BundleSource } from '../core/bundles/bundle.ports.js';
import type { ListedBundle } from '../core/bundles/bundle.types.js';
import { SourceFailure } from '../core/prices/source-failure.js';
import { endpoint, requestJson, type HttpClient } from '../prices/sources/http.js';
import { cleanTitle, httpsUrl, readItems } from './wire.js';

/*
 * IsThereAnyDeal's bundle list (docs: IsThereAnyDeal/API docs/routes/bundles/bundles.v1.yaml, schemas/obj.bundle.yaml):
 * `GET /bundles/v1?country=US&limit=50&sort=-publish` (expired and mature bundles left out by default) with the key
 * in the `ITAD-API-Key` header answers an array of
 *   {id: integer, title, page: {id, name, shopId | null}, url, details, isMature, publish: ISO date-time,
 *    expiry: ISO date-time | null, note: string | null, counts: {games, media},
 *    tiers: [{price: {amount, amountInt, currency} | null, games: [{id, slug, title, type, mature}]}]}
 */
const price = z.object({ amount: z.number().nonnegative().max(100_000), currency: z.string().regex(/^[A-Z]{3}$/) });
const row = z.object({
  id: z.number().int(),
  title: z.string().min(1).max(500),
  page: z.object({ name: z.string().min(1).max(100) }),
  url: httpsUrl,
  publish: z.string().max(40),
  expiry: z.string().max(40).nullable(),
  counts: z.object({ games: z.number().int().min(0).max(100_000) }),
  tiers: z.array(z.object({ price: price.nullable() }).loose()).max(50),
});
/** The newest 50 (the endpoint's largest page) once a period: a new bundle is on it for days. */
const PAGE_SIZE = 50;

export function createItadBundles(opts: { baseUrl: string; apiKey: string; http: HttpClient }): BundleSource {
  return {
    name: 'itad',
    async list(signal) {
      const url = endpoint(opts.baseUrl, '/bundles/v1', { country: 'US', limit: String(PAGE_SIZE), sort: '-publish' });
      const json = await requestJson(opts.http, 'isthereanydeal', url, { signal, headers: { 'ITAD-API-Key': opts.apiKey } });
      if (!Array.isArray(json)) throw new SourceFailure('isthereanydeal', 'malformed', 'malformed bundle list (root)');
      return readItems(json, (raw): ListedBundle | null => {
        const parsed = row.safeParse(raw);
        if (!parsed.success) return null;
        const b = parsed.data;
        const prices = b.tiers.flatMap((t) => (t.price ? [t.price] : []));
        // The entry price: the cheapest tier (tiers may list other currencies only when the store does).
        const cheapest = prices.reduce<(typeof prices)[number] | null>((low, p) => (low === null || p.amount < low.amount ? p : low), null);
        const publish = Date.parse(b.publish);
        const expiry = b.expiry ? Date.parse(b.expiry) : NaN;
        return {
          sourceId: String(b.id),
          store: cleanTitle(b.page.name),
          title: cleanTitle(b.title),
          price: cheapest ? { amount: cheapest.amount, currency: cheapest.currency } : null,
          games: b.counts.games,
          startsAt: Number.isFinite(publish) ? publish : null,
          endsAt: Number.isFinite(expiry) ? expiry : null,
          url: b.url,
        };
      });
    },
  };
}
