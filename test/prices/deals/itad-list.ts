import type { ItadDealsItem, ItadGame, ItadPrice } from '../fakes/itad.js';

export const ITAD_KEY = 'itad-deals-key';

export const SHOPS = {
  steam: { id: 61, name: 'Steam' },
  gog: { id: 35, name: 'GOG' },
  fanatical: { id: 6, name: 'Fanatical' },
} as const;

const CURRENCY: Record<string, string> = { US: 'USD', DE: 'EUR', GB: 'GBP' };

export function itadPrice(amount: number, currency: string): ItadPrice {
  return { amount, amountInt: Math.round(amount * 100), currency };
}

/** A game id in ITAD's form (a UUID) from a short number, so tests name games by number. */
export const itadId = (n: number) => `018d937f-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** One `/deals/v2` list item: game `n` at `shop` for `price` (regular `regular`) in `country`'s currency. */
export function itadItem(
  n: number,
  shop: { id: number; name: string },
  price: number,
  regular: number,
  country = 'US',
  over: { expiry?: string | null; timestamp?: string } = {},
): ItadDealsItem {
  const currency = CURRENCY[country];
  const id = itadId(n);
  return {
    id,
    slug: `itad-game-${n}`,
    title: `Itad Game ${n}`,
    type: 'game',
    mature: false,
    assets: {
      boxart: `https://assets.isthereanydeal.com/${id}/boxart.jpg?t=1732868120`,
      banner300: `https://assets.isthereanydeal.com/${id}/banner300.jpg?t=1732868120`,
    },
    deal: {
      shop: { ...shop },
      price: itadPrice(price, currency),
      regular: itadPrice(regular, currency),
      cut: Math.round((1 - price / regular) * 100),
      voucher: null,
      storeLow: itadPrice(price, currency),
      historyLow: itadPrice(price, currency),
      historyLow_1y: itadPrice(price, currency),
      historyLow_3m: null,
      flag: 'H',
      drm: [{ id: 61, name: 'Steam' }],
      platforms: [{ id: 1, name: 'Windows' }],
      timestamp: over.timestamp ?? '2026-11-20T18:00:00+01:00',
      expiry: over.expiry === undefined ? '2026-12-05T18:00:00+01:00' : over.expiry,
      url: `https://itad.link/${id.slice(-6)}-${shop.id}/`,
    },
  };
}

/**
 * Game `n` as `games/prices/v3` answers for `country`: each shop's current price (regular `regular`), the cut
 * computed; the direct lookup that confirms whether a deal that left the list has ended.
 */
export function itadGame(n: number, country: string, shops: Array<[{ id: number; name: string }, number, number]>): ItadGame {
  const currency = CURRENCY[country];
  const id = itadId(n);
  return {
    appid: 900_000 + n,
    id,
    slug: `itad-game-${n}`,
    title: `Itad Game ${n}`,
    overview: {},
    prices: {
      [country]: {
        id,
        historyLow: { all: itadPrice(0.99, currency), y1: null, m3: null },
        deals: shops.map(([shop, price, regular]) => ({
          shop: { ...shop },
          price: itadPrice(price, currency),
          regular: itadPrice(regular, currency),
          cut: Math.round((1 - price / regular) * 100),
          voucher: null,
          storeLow: null,
          flag: null,
          drm: [],
          platforms: [],
          timestamp: '2026-11-20T18:00:00+01:00',
          expiry: null,
          url: `https://itad.link/${id.slice(-6)}-${shop.id}/`,
        })),
      },
    },
  };
}
