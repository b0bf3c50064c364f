import { z } from 'zod';
import type { Clock } from '../../core/clock.ports.js';
import { shopKey } from '../../core/deals/deal-filter.js';
import type { DealCheck, DealListSource, ListedDeal } from '../../core/deals/deal.ports.js';
import type { Deal, DealQuery } from '../../core/deals/deal.types.js';
import { roundMoney } from '../../core/prices/money.js';
import { endpoint, parseAs, requestJson, type HttpClient } from '../sources/http.js';

/** CheapShark sends most numbers as strings ("4.23", "78.839420"). */
const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const dealId = z.string().regex(/^[A-Za-z0-9%+/=._-]{1,200}$/);
const id = z.union([z.string().regex(/^\d{1,12}$/), z.number().int().transform(String)]);

const listItem = z.object({
  dealID: dealId,
  gameID: id,
  storeID: id,
  // A real title is far shorter; a longer one is not a game's (the item is dropped, not the list).
  title: z.string().min(1).max(300),
  salePrice: num,
  normalPrice: num,
  savings: num,
  isOnSale: z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)]).optional(),
  thumb: z.string().max(2000).nullable().optional(),
});

const gameDetail = z.object({
  deals: z.array(z.object({ storeID: id, price: num, retailPrice: num, savings: num })),
});

const storeList = z.array(z.object({ storeID: id, storeName: z.string() }));

/** One page: CheapShark's largest. The deal list is read one page per query a period, never walked. */
const PAGE_SIZE = 60;
/** `games?ids=` takes at most 25 ids. */
const IDS_PER_LOOKUP = 25;
const STORES_TTL_MS = 86_400_000;
/** CheapShark asks apps to send users through this page (it also credits the store). */
export const CHEAPSHARK_REDIRECT = 'https://www.cheapshark.com/redirect?dealID=';

export interface CheapSharkDealsOptions {
  baseUrl: string;
  http: HttpClient;
  clock: Clock;
  /** Told how many items of a list were dropped as unreadable (a metric counts them). */
  onDropped?: (count: number) => void;
}

/**
 * CheapShark's deals list (no key; US dollars): free games are `upperPrice=0`, "under" an upper price, big cuts
 * sorted by savings; newest first otherwise. An end is confirmed with one `games?ids=` lookup for up to 25 games.
 */
export function createCheapSharkDeals(opts: CheapSharkDealsOptions): DealListSource {
  let stores: { byKey: Map<string, string>; names: Map<string, string>; at: number } | undefined;
  const get = (path: string, query: Record<string, string>, signal: AbortSignal) =>
    requestJson(opts.http, 'cheapshark', endpoint(opts.baseUrl, path, query), { signal });

  async function storeIndex(signal: AbortSignal) {
    if (stores && opts.clock.now() - stores.at < STORES_TTL_MS) return stores;
    try {
      const list = parseAs(storeList, await get('/stores', {}, signal), 'cheapshark', 'stores');
      stores = {
        byKey: new Map(list.map((s) => [shopKey(s.storeName), s.storeID])),
        names: new Map(list.map((s) => [s.storeID, s.storeName])),
        at: opts.clock.now(),
      };
    } catch (err) {
      if (!stores) throw err;
    }
    return stores;
  }

  return {
    name: 'cheapshark',
    serves: (q: DealQuery) => q.region === 'us',
    async list(q, signal) {
      const index = await storeIndex(signal);
      const query: Record<string, string> = { pageSize: String(PAGE_SIZE), onSale: '1' };
      if (q.kind === 'cut') query.sortBy = 'Savings';
      else {
        query.sortBy = 'Recent';
        query.upperPrice = String(q.upper ?? 0);
      }
      if (q.store) {
        const storeID = index.byKey.get(q.store);
        // A shop CheapShark does not know has no deals here.
        if (!storeID) return [];
        query.storeID = storeID;
      }
      // Each item on its own: one bad item (a quote in its dealID, a 500-character title) once discarded the whole
      // list for the period (issue 37); now it alone goes, and is counted.
      const raw = parseAs(z.array(z.unknown()), await get('/deals', query, signal), 'cheapshark', 'deals list');
      const items = raw.flatMap((item) => {
        const parsed = listItem.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
      if (items.length < raw.length) opts.onDropped?.(raw.length - items.length);
      return items
        .filter((d) => d.normalPrice > 0 && d.salePrice < d.normalPrice)
        .map(
          (d): ListedDeal => ({
            id: '',
            source: 'cheapshark',
            gameId: d.gameID,
            shopId: d.storeID,
            title: d.title,
            shop: index.names.get(d.storeID) ?? `Store ${d.storeID}`,
            price: roundMoney(d.salePrice),
            regular: roundMoney(d.normalPrice),
            cut: Math.round(d.savings),
            currency: 'USD',
            region: 'us',
            url: CHEAPSHARK_REDIRECT + d.dealID,
            image: d.thumb && /^https:\/\//.test(d.thumb) ? d.thumb : null,
            expiresAt: null,
          }),
        );
    },
    async check(deals: readonly Deal[], signal) {
      const out = new Map<string, DealCheck>();
      const gameIds = [...new Set(deals.map((d) => d.gameId))];
      for (let at = 0; at < gameIds.length; at += IDS_PER_LOOKUP) {
        const part = gameIds.slice(at, at + IDS_PER_LOOKUP);
        const json = await get('/games', { ids: part.join(',') }, signal);
        const details = parseAs(z.record(z.string(), gameDetail.nullable()), json, 'cheapshark', 'games by ids');
        for (const deal of deals) {
          if (!part.includes(deal.gameId)) continue;
          const detail = Object.hasOwn(details, deal.gameId) ? details[deal.gameId] : null;
          if (!detail) continue;
          const row = detail.deals.find((d) => d.storeID === deal.shopId);
          if (!row || row.price >= row.retailPrice) out.set(deal.id, { state: 'ended' });
          else out.set(deal.id, { state: 'on', price: roundMoney(row.price), regular: roundMoney(row.retailPrice), cut: Math.round(row.savings) });
        }
      }
      return out;
    },
  };
}
