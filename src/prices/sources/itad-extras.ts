import { z } from 'zod';
import type { ExtrasSource } from '../../core/prices/extras.ports.js';
import { isoUtc } from '../../core/prices/extras-merge.js';
import type { BundleOffer, SubscriptionOffer } from '../../core/prices/extras.types.js';
import { SourceFailure } from '../../core/prices/source-failure.js';
import { endpoint, parseAs, requestJson, type HttpClient } from './http.js';
import { createItadGameIds, itadGameOf, type ItadGameIds } from './itad.js';

/*
 * Wire shapes (IsThereAnyDeal/API docs/routes/games/bundles.v2.yaml with schemas/obj.bundle.yaml, and
 * docs/routes/games/subscriptions.v1.yaml with its example resp.games.subs.v1.success.yaml):
 * - GET /games/bundles/v2?id=<gid>&country=XX → [{id, title, page: {id, name, shopId|null}, url, details?, isMature,
 *   publish, expiry|null, counts: {games, media}, tiers: [{price: {amount, amountInt, currency}|null, games: [{id, …}]}]}]
 * - POST /games/subs/v1?country=XX, body [gid] → [{id: gid, subs: [{id, name, leaving|null}]}]
 */
const price = z.object({ amount: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) });
const bundleRow = z.object({
  title: z.string().min(1).max(300),
  page: z.object({ name: z.string().max(100) }),
  url: z.string().max(2000),
  expiry: z.string().nullable().optional(),
  tiers: z.array(z.object({ price: price.nullable().optional(), games: z.array(z.object({ id: z.string() }).loose()) })),
});
const subsRow = z.object({
  id: z.string(),
  subs: z.array(z.unknown()),
});
const subRow = z.object({ name: z.string().min(1).max(100), leaving: z.string().nullable().optional() });

export interface ItadExtrasOptions {
  baseUrl: string;
  apiKey: string;
  http: HttpClient;
  games?: ItadGameIds;
}

/**
 * IsThereAnyDeal's bundles holding a game and the subscriptions it is in. The two lists are read on their own: one
 * failing leaves the other, and a row that does not fit the shape is dropped alone.
 */
export function createItadExtrasSource(opts: ItadExtrasOptions): ExtrasSource {
  const games = opts.games ?? createItadGameIds();
  const headers = { 'itad-api-key': opts.apiKey };
  const call = (method: 'GET' | 'POST', path: string, query: Record<string, string>, signal: AbortSignal, body?: unknown) =>
    requestJson(opts.http, 'isthereanydeal', endpoint(opts.baseUrl, path, query), { method, headers, body, signal });

  return {
    name: 'isthereanydeal',
    supportsRegion: () => true,
    async extras(appid, region, signal) {
      const game = await itadGameOf(games, call, appid, signal);
      if (!game) return null;
      const gid = game.id;
      const country = region.toUpperCase();
      const [bundles, subs] = await Promise.allSettled([
        call('GET', '/games/bundles/v2', { id: gid, country }, signal).then((json) => readBundles(json, gid)),
        call('POST', '/games/subs/v1', { country }, signal, [gid]).then((json) => readSubs(json, gid)),
      ]);
      if (bundles.status === 'rejected' && subs.status === 'rejected') {
        throw bundles.reason instanceof SourceFailure ? bundles.reason : new SourceFailure('isthereanydeal', 'malformed', 'malformed bundles');
      }
      return {
        source: 'isthereanydeal',
        bundles: bundles.status === 'fulfilled' ? bundles.value : null,
        subscriptions: subs.status === 'fulfilled' ? subs.value : null,
      };
    },
  };
}

function readBundles(json: unknown, gid: string): BundleOffer[] {
  const rows = parseAs(z.array(z.unknown()), json, 'isthereanydeal', 'bundles');
  const out: BundleOffer[] = [];
  for (const raw of rows) {
    const row = bundleRow.safeParse(raw);
    if (!row.success || !/^https?:\/\//i.test(row.data.url)) continue;
    const b = row.data;
    // Tiers are cumulative: the first one listing the game is what it costs to get it.
    const tier = b.tiers.find((t) => t.price && t.games.some((g) => g.id === gid)) ?? null;
    out.push({
      store: b.page.name || null,
      title: b.title,
      price: tier?.price?.amount ?? null,
      currency: tier?.price?.currency ?? null,
      ends_at: isoUtc(b.expiry),
      url: b.url,
      source: 'isthereanydeal',
    });
  }
  return out;
}

function readSubs(json: unknown, gid: string): SubscriptionOffer[] {
  const rows = parseAs(z.array(z.unknown()), json, 'isthereanydeal', 'subscriptions');
  const out: SubscriptionOffer[] = [];
  for (const raw of rows) {
    const row = subsRow.safeParse(raw);
    if (!row.success || row.data.id !== gid) continue;
    for (const s of row.data.subs) {
      const sub = subRow.safeParse(s);
      if (sub.success) out.push({ name: sub.data.name, leaving_at: isoUtc(sub.data.leaving), source: 'isthereanydeal' });
    }
  }
  return out;
}
