import { z } from 'zod';
import { regionCurrency } from '../../core/prices/region.js';
import { shopKey } from '../../core/deals/deal-filter.js';
import type { DealCheck, DealListSource, ListedDeal } from '../../core/deals/deal.ports.js';
import type { Deal } from '../../core/deals/deal.types.js';
import { roundMoney } from '../../core/prices/money.js';
import { endpoint, parseAs, requestJson, type HttpClient } from '../sources/http.js';

const money = z.object({ amount: z.number().min(0), currency: z.string().regex(/^[A-Z]{3}$/) });
const shop = z.object({ id: z.number().int(), name: z.string() });
const itadDeal = z.object({
  shop,
  price: money,
  regular: money,
  cut: z.number().min(0).max(100),
  expiry: z.string().nullable().optional(),
  url: z.string().regex(/^https:\/\//),
});

const dealsList = z.object({
  list: z.array(
    z.object({
      id: z.string().max(100),
      title: z.string().max(500),
      // deals/v2 list item: `type` is "game", "dlc", "package"… or null (schemas/obj.deal.json).
      type: z.string().max(40).nullable().optional(),
      assets: z.object({ banner300: z.string().optional(), boxart: z.string().optional() }).partial().nullable().optional(),
      deal: itadDeal,
    }),
  ),
});

const pricesV3 = z.array(z.object({ id: z.string(), deals: z.array(itadDeal.pick({ shop: true, price: true, regular: true, cut: true })) }));

const PAGE_SIZE = 100;
/** The prices endpoint takes at most 200 game ids a request. */
const IDS_PER_LOOKUP = 200;

export interface ItadDealsOptions {
  baseUrl: string;
  apiKey: string;
  http: HttpClient;
}

/**
 * IsThereAnyDeal's deals list (`/deals/v2`, one page per query a period) in the region's currency; an end is
 * confirmed with `/games/prices/v3` for the deal's shop. The key goes in the `ITAD-API-Key` header, never a URL.
 */
export function createItadDeals(opts: ItadDealsOptions): DealListSource {
  const headers = { 'ITAD-API-Key': opts.apiKey };
  return {
    name: 'itad',
    serves: () => true,
    async list(q, signal) {
      const query: Record<string, string> = {
        country: q.region.toUpperCase(),
        limit: String(PAGE_SIZE),
        sort: q.kind === 'cut' ? '-cut' : q.kind === 'free' ? 'price' : '-time',
      };
      const json = await requestJson(opts.http, 'isthereanydeal', endpoint(opts.baseUrl, '/deals/v2', query), { signal, headers });
      const currency = regionCurrency(q.region);
      return parseAs(dealsList, json, 'isthereanydeal', 'deals list')
        .list.filter((g) => g.deal.regular.amount > 0 && g.deal.price.amount < g.deal.regular.amount)
        .filter((g) => q.store === null || shopKey(g.deal.shop.name) === q.store)
        .filter((g) => q.upper === null || g.deal.price.amount <= q.upper)
        .map(
          (g): ListedDeal => ({
            id: '',
            source: 'itad',
            gameId: g.id,
            shopId: String(g.deal.shop.id),
            title: g.title,
            shop: g.deal.shop.name,
            price: roundMoney(g.deal.price.amount),
            regular: roundMoney(g.deal.regular.amount),
            cut: Math.round(g.deal.cut),
            currency: g.deal.price.currency || currency,
            region: q.region,
            url: g.deal.url,
            image: g.assets?.banner300 ?? g.assets?.boxart ?? null,
            kind: itadKind(g.type),
            expiresAt: g.deal.expiry ? Date.parse(g.deal.expiry) || null : null,
          }),
        );
    },
    async check(deals: readonly Deal[], signal) {
      const out = new Map<string, DealCheck>();
      const byRegion = new Map<string, Deal[]>();
      for (const d of deals) byRegion.set(d.region, [...(byRegion.get(d.region) ?? []), d]);
      for (const [region, list] of byRegion) {
        const ids = [...new Set(list.map((d) => d.gameId))];
        for (let at = 0; at < ids.length; at += IDS_PER_LOOKUP) {
          const url = endpoint(opts.baseUrl, '/games/prices/v3', { country: region.toUpperCase() });
          const json = await requestJson(opts.http, 'isthereanydeal', url, { method: 'POST', body: ids.slice(at, at + IDS_PER_LOOKUP), signal, headers });
          for (const game of parseAs(pricesV3, json, 'isthereanydeal', 'prices')) {
            for (const deal of list.filter((d) => d.gameId === game.id)) {
              const row = game.deals.find((d) => String(d.shop.id) === deal.shopId);
              if (!row || row.cut === 0 || row.price.amount >= row.regular.amount) out.set(deal.id, { state: 'ended' });
              else out.set(deal.id, { state: 'on', price: roundMoney(row.price.amount), regular: roundMoney(row.regular.amount), cut: Math.round(row.cut) });
            }
          }
        }
      }
      return out;
    },
  };
}

/** ITAD's product type as a deal kind; anything it may add later and null stay unknown (judged by the title). */
function itadKind(type: string | null | undefined): Deal['kind'] {
  return type === 'game' || type === 'dlc' || type === 'package' ? type : null;
}
