/**
 * The games the fake upstreams know. Payloads follow the official examples in shared/reference/prices.md:
 * values marked "verbatim" are copied from them; the rest are invented in the same shapes.
 */
import type { CheapSharkGame, CheapSharkStore } from './cheapshark.js';
import type { ItadGame } from './itad.js';
import type { SteamApp } from './steam.js';

export const APP = {
  legoBatman: 21000, // known to all four sources, priced in us and de
  witcher3: 292030, // Steam only (the reference's appdetails example, EUR)
  dota2: 570, // free on Steam, no price_overview
  hl2ep2: 420, // GG.deals only (the official Prices API example, PLN)
  eu4: 236850, // IsThereAnyDeal only (official lookup and prices examples)
  bioshock: 8870, // CheapShark only (official deals?id example)
  unknown: 999999, // nobody knows it
} as const;

export const ITAD_KEY = 'itad-test-key';
export const GG_KEY = 'gg-test-key';

/** CheapShark `/stores` (the official example's ids, names and isActive flags). */
export const CHEAPSHARK_STORES: CheapSharkStore[] = (
  [
    [1, 'Steam', 1], [2, 'GamersGate', 1], [3, 'GreenManGaming', 1], [4, 'Amazon', 0], [5, 'GameStop', 0],
    [6, 'Direct2Drive', 0], [7, 'GOG', 1], [8, 'Origin', 1], [9, 'Get Games', 0], [10, 'Shiny Loot', 0],
    [11, 'Humble Store', 1], [12, 'Desura', 0], [13, 'Uplay', 1], [14, 'IndieGameStand', 0], [15, 'Fanatical', 1],
    [16, 'Gamesrocket', 0], [17, 'Games Republic', 0], [18, 'SilaGames', 0], [19, 'Playfield', 0],
    [20, 'ImperialGames', 0], [21, 'WinGameStore', 1], [22, 'FunStockDigital', 0], [23, 'GameBillet', 1],
    [24, 'Voidu', 1], [25, 'Epic Games Store', 1], [26, 'Razer Game Store', 0], [27, 'Gamesplanet', 1],
    [28, 'Gamesload', 1], [29, '2Game', 1], [30, 'IndieGala', 1], [31, 'Blizzard Shop', 1], [32, 'AllYouPlay', 0],
    [33, 'DLGamer', 1], [34, 'Noctre', 1], [35, 'DreamGame', 1],
  ] as const
).map(([id, storeName, isActive]) => ({ storeID: String(id), storeName, isActive }));

export const STEAM_APPS: Record<number, SteamApp> = {
  [APP.legoBatman]: {
    name: 'LEGO® Batman™: The Videogame',
    metacritic: 80,
    prices: {
      us: { currency: 'USD', initial: 1999, final: 1999, discount_percent: 0 },
      de: { currency: 'EUR', initial: 1999, final: 499, discount_percent: 75 },
    },
  },
  // Verbatim: the reference's appdetails example (EUR prices whatever cc is asked).
  [APP.witcher3]: {
    name: 'The Witcher 3: Wild Hunt',
    rawData: {
      type: 'game',
      name: 'The Witcher 3: Wild Hunt',
      steam_appid: 292030,
      is_free: false,
      price_overview: {
        currency: 'EUR',
        initial: 2999,
        final: 599,
        discount_percent: 80,
        initial_formatted: '29,99€',
        final_formatted: '5,99€',
      },
      metacritic: { score: 93, url: 'https://www.metacritic.com/game/pc/the-witcher-3-wild-hunt' },
    },
  },
  [APP.dota2]: { name: 'Dota 2', is_free: true },
};

const LEGO_DEAL_GAMEBILLET = 'tyTH88J0PXRvYALBjV3cNHd5Juq1qKcu4tG4lBiUCt4%3D';

export const CHEAPSHARK_GAMES: CheapSharkGame[] = [
  {
    // Verbatim: the games?steamAppID list item and the games?id=612 example (its Steam row is illustrative).
    gameID: '612',
    steamAppID: '21000',
    external: 'LEGO Batman',
    cheapest: '4.18',
    cheapestDealID: LEGO_DEAL_GAMEBILLET,
    detail: {
      info: {
        title: 'LEGO Batman',
        steamAppID: '21000',
        thumb: 'https://originassets.akamaized.net/origin-com-store-final-assets-prod/195763/142.0x200.0/1040463_MB_142x200_en_US_^_2017-09-08-15-21-36_d7034d41216b6dc201fb20e0cee37c1e66190a11.jpg',
      },
      cheapestPriceEver: { price: '3.99', date: 1543028665 },
      deals: [
        { storeID: '23', dealID: LEGO_DEAL_GAMEBILLET, price: '4.23', retailPrice: '19.99', savings: '78.839420' },
        { storeID: '21', dealID: 'Dtzv5PHBf71720cIYjxx3oHvvZK3iHUbQjv6fWLVpd8%3D', price: '4.59', retailPrice: '19.99', savings: '77.038519' },
        { storeID: '1', dealID: 'illustrative-steam-deal-id%3D', price: '19.99', retailPrice: '19.99', savings: '0.000000' },
      ],
    },
    deal: dealInfo('LEGO Batman', '612', '21000', '75'),
  },
  {
    gameID: '93503',
    steamAppID: '8870',
    external: 'BioShock Infinite',
    cheapest: '5.89',
    cheapestDealID: 'vb3EqB4KpKbSyV83DXQYAZCSBS60LaOMgLCXSt8pQxw%3D',
    detail: {
      info: { title: 'BioShock Infinite', steamAppID: '8870', thumb: 'https://example.invalid/8870.jpg' },
      cheapestPriceEver: { price: '4.49', date: 1682548425 },
      deals: [
        { storeID: '23', dealID: 'vb3EqB4KpKbSyV83DXQYAZCSBS60LaOMgLCXSt8pQxw%3D', price: '5.89', retailPrice: '29.99', savings: '80.360120' },
        { storeID: '21', dealID: 'boC2N0Q7SMCKxv6UKjRw%2BLFY6%2BNLEeWM2Bf1i80clx0%3D', price: '5.99', retailPrice: '29.99', savings: '80.026675' },
        { storeID: '1', dealID: 'bioshock-steam-deal%3D', price: '29.99', retailPrice: '29.99', savings: '0.000000' },
      ],
    },
    // Verbatim: the official deals?id example (abridged to two cheaperStores).
    deal: {
      gameInfo: {
        storeID: '1', gameID: '93503', name: 'BioShock Infinite', steamAppID: '8870',
        salePrice: '29.99', retailPrice: '29.99',
        steamRatingText: 'Very Positive', steamRatingPercent: '93', steamRatingCount: '98477',
        metacriticScore: '94', metacriticLink: '/game/pc/bioshock-infinite',
        releaseDate: 1364169600, publisher: 'N/A', steamworks: '1',
        thumb: 'https://cdn.cloudflare.steamstatic.com/steam/apps/8870/capsule_sm_120.jpg?t=1602794480',
      },
      cheaperStores: [
        { dealID: 'vb3EqB4KpKbSyV83DXQYAZCSBS60LaOMgLCXSt8pQxw%3D', storeID: '23', salePrice: '5.89', retailPrice: '29.99' },
        { dealID: 'boC2N0Q7SMCKxv6UKjRw%2BLFY6%2BNLEeWM2Bf1i80clx0%3D', storeID: '21', salePrice: '5.99', retailPrice: '29.99' },
      ],
      cheapestPrice: { price: '4.49', date: 1682548425 },
    },
  },
  {
    // A title-search hit without a Steam app: must not become a candidate.
    gameID: '7777',
    steamAppID: null,
    external: 'LEGO Batman (Retail Box)',
    cheapest: '9.99',
    cheapestDealID: 'retail-box%3D',
    detail: { info: { title: 'LEGO Batman (Retail Box)' }, cheapestPriceEver: null, deals: [] },
    deal: dealInfo('LEGO Batman (Retail Box)', '7777', null, '0'),
  },
];

function dealInfo(name: string, gameID: string, steamAppID: string | null, metacriticScore: string) {
  return {
    gameInfo: {
      storeID: '23', gameID, name, steamAppID, salePrice: '4.23', retailPrice: '19.99',
      steamRatingText: null, steamRatingPercent: '0', steamRatingCount: '0',
      metacriticScore, metacriticLink: null, releaseDate: 1222732800, publisher: 'N/A', steamworks: '1',
      thumb: 'https://example.invalid/thumb.jpg',
    },
    cheaperStores: [],
    cheapestPrice: { price: '3.99', date: 1543028665 },
  };
}

const usd = (amount: number) => ({ amount, amountInt: Math.round(amount * 100), currency: 'USD' });
const eur = (amount: number) => ({ amount, amountInt: Math.round(amount * 100), currency: 'EUR' });
const platforms = [{ id: 1, name: 'Windows' }, { id: 2, name: 'Mac' }, { id: 3, name: 'Linux' }];

function itadDeal(shop: { id: number; name: string }, price: object, regular: object, cut: number, link: string) {
  return {
    shop, price, regular, cut, voucher: null, storeLow: null, flag: null, drm: [], platforms,
    timestamp: '2026-11-20T10:00:00+01:00', expiry: null, url: `https://itad.link/${link}/`,
  };
}

const LEGO_ITAD_ID = '018d937f-3a0c-7000-8000-00000000b47a';
const EU4_ITAD_ID = '018d937f-07fc-72ed-8517-d8e24cb1eb22';

export const ITAD_GAMES: ItadGame[] = [
  {
    appid: APP.legoBatman,
    id: LEGO_ITAD_ID,
    slug: 'lego-batman-the-videogame',
    title: 'LEGO Batman: The Videogame',
    steamIds: ['sub/1234', 'app/21000'],
    // Shapes of IsThereAnyDeal/API resp.bundles.v2.success.yaml and resp.games.subs.v1.success.yaml; one row of each
    // list is broken on purpose (a source's bad row must cost only itself) and one bundle has ended.
    bundles: [
      {
        id: 11631,
        title: 'Caped Crusaders Bundle',
        page: { id: 8, name: 'Fanatical', shopId: 6 },
        url: 'https://www.fanatical.com/en/bundle/caped-crusaders',
        details: 'https://isthereanydeal.com/bundles/11631/',
        isMature: false,
        publish: '2026-11-01T19:00:00+01:00',
        expiry: '2099-03-22T00:59:46+01:00',
        counts: { games: 3, media: 0 },
        tiers: [
          { price: usd(1), games: [{ id: '018d937f-0000-7000-8000-000000000001', slug: 'other', title: 'Other', type: 'game', mature: false, assets: {} }] },
          { price: usd(5.99), games: [{ id: LEGO_ITAD_ID, slug: 'lego-batman-the-videogame', title: 'LEGO Batman: The Videogame', type: 'game', mature: false, assets: {} }] },
        ],
      },
      { id: 11632, title: 42, page: null },
      {
        id: 9000,
        title: 'Old Heroes Bundle',
        page: { id: 1, name: 'Humble Bundle', shopId: 37 },
        url: 'https://www.humblebundle.com/games/old-heroes',
        isMature: false,
        publish: '2020-01-01T00:00:00+00:00',
        expiry: '2020-01-15T00:00:00+00:00',
        counts: { games: 1, media: 0 },
        tiers: [{ price: usd(1), games: [{ id: LEGO_ITAD_ID }] }],
      },
    ],
    subs: [{ id: 6, name: 'Game Pass', leaving: null }, { id: 'x', name: null }],
    prices: {
      US: {
        id: LEGO_ITAD_ID,
        historyLow: { all: usd(3.49), y1: usd(4.1), m3: usd(4.1) },
        deals: [
          itadDeal({ id: 61, name: 'Steam' }, usd(19.99), usd(19.99), 0, 'lego-steam'),
          itadDeal({ id: 30, name: 'GameBillet' }, usd(4.1), usd(19.99), 79, 'lego-gamebillet'),
          itadDeal({ id: 6, name: 'Fanatical' }, usd(4.99), usd(19.99), 75, 'lego-fanatical'),
        ],
      },
      DE: {
        id: LEGO_ITAD_ID,
        historyLow: { all: eur(2.99), y1: eur(4.99), m3: eur(4.99) },
        deals: [
          itadDeal({ id: 61, name: 'Steam' }, eur(4.99), eur(19.99), 75, 'lego-steam-de'),
          itadDeal({ id: 27, name: 'Gamesplanet DE' }, eur(5.49), eur(19.99), 73, 'lego-gp-de'),
          itadDeal({ id: 35, name: 'GOG' }, eur(19.99), eur(19.99), 0, 'lego-gog-de'),
        ],
      },
    },
    overview: {
      US: {
        id: LEGO_ITAD_ID,
        current: itadDeal({ id: 30, name: 'GameBillet' }, usd(4.1), usd(19.99), 79, 'lego-gamebillet'),
        lowest: { shop: { id: 6, name: 'Fanatical' }, price: usd(3.49), regular: usd(19.99), cut: 83, timestamp: '2023-03-01T23:30:00-02:00' },
        bundled: 0,
        urls: { game: `https://isthereanydeal.com/game/id:${LEGO_ITAD_ID}/` },
      },
      DE: {
        id: LEGO_ITAD_ID,
        current: itadDeal({ id: 61, name: 'Steam' }, eur(4.99), eur(19.99), 75, 'lego-steam-de'),
        lowest: { shop: { id: 61, name: 'Steam' }, price: eur(2.99), regular: eur(19.99), cut: 85, timestamp: '2024-06-27T19:00:00+02:00' },
        bundled: 0,
        urls: { game: `https://isthereanydeal.com/game/id:${LEGO_ITAD_ID}/` },
      },
    },
  },
  {
    // Verbatim: the official lookup example; prices v3 is the official example (its id set to this game's).
    appid: APP.eu4,
    id: EU4_ITAD_ID,
    slug: 'europa-universalis-iv',
    title: 'Europa Universalis IV',
    steamIds: ['app/236850'],
    prices: {
      US: {
        id: EU4_ITAD_ID,
        historyLow: {
          all: { amount: 0.99, amountInt: 99, currency: 'USD' },
          y1: { amount: 0.99, amountInt: 99, currency: 'USD' },
          m3: { amount: 9.99, amountInt: 999, currency: 'USD' },
        },
        deals: [
          {
            shop: { id: 61, name: 'Steam' },
            price: { amount: 9.99, amountInt: 999, currency: 'USD' },
            regular: { amount: 9.99, amountInt: 999, currency: 'USD' },
            cut: 0,
            voucher: null,
            storeLow: { amount: 0.99, amountInt: 99, currency: 'USD' },
            flag: null,
            drm: [],
            platforms,
            timestamp: '2024-02-11T01:47:46+01:00',
            expiry: null,
            url: 'https://next.isthereanydeal.com/link/018d9386-7132-719b-89e1-e11b8c591ee7/',
          },
        ],
      },
      DE: {
        id: EU4_ITAD_ID,
        historyLow: { all: eur(22.07), y1: null, m3: null },
        deals: [itadDeal({ id: 61, name: 'Steam' }, eur(31.99), eur(31.99), 0, 'eu4-steam-de')],
      },
    },
    overview: {
      // No lowest in the US overview: the all-time low then comes from prices' historyLow (no shop, no date).
      US: { id: EU4_ITAD_ID, current: null, lowest: null, bundled: 0, urls: { game: `https://isthereanydeal.com/game/id:${EU4_ITAD_ID}/` } },
      // Verbatim values: the official overview example (EUR).
      DE: {
        id: EU4_ITAD_ID,
        current: {
          shop: { id: 61, name: 'Steam' },
          price: { amount: 31.99, amountInt: 3199, currency: 'EUR' },
          regular: { amount: 31.99, amountInt: 3199, currency: 'EUR' },
          cut: 0, voucher: null, flag: null, drm: [], platforms,
          timestamp: '2025-02-06T19:21:30+01:00', expiry: null,
          url: 'https://itad.link/018d9386-b9c8-71ea-8724-47f829db21bd/',
        },
        lowest: {
          shop: { id: 6, name: 'Fanatical' },
          price: { amount: 22.07, amountInt: 2207, currency: 'EUR' },
          regular: { amount: 31.99, amountInt: 3199, currency: 'EUR' },
          cut: 31,
          timestamp: '2024-07-01T17:15:49+02:00',
        },
        bundled: 1,
        urls: { game: 'https://isthereanydeal.com/game/id:018d937f-12e9-71ca-a5d5-f31985870694/' },
      },
    },
  },
];

/** GG.deals entries per region, keyed by the appid string (as the API keys `data`). */
/**
 * GG.deals bundles per region (gg.deals/api/bundles/ GameBundles objects). The Caped Crusaders bundle is the one
 * IsThereAnyDeal lists too: the card shows it once.
 */
export const GG_BUNDLES: Record<string, Record<string, unknown>> = {
  us: {
    [APP.legoBatman]: {
      title: 'LEGO Batman: The Videogame',
      url: 'https://gg.deals/game/lego-batman-the-videogame/',
      bundles: [
        { title: 'Caped Crusaders Bundle', url: null, dateFrom: '2026-11-01 18:00:00', dateTo: '2099-03-21 23:59:46', tiers: [{ price: '1.00', currency: 'USD' }] },
        { title: 'Brick Builders Bundle', url: 'https://gg.deals/news/brick-builders-bundle/', dateFrom: '2026-11-10 18:00:00', dateTo: null, tiers: [{ price: '3.49', currency: 'USD' }, { price: '9.99', currency: 'USD' }] },
      ],
    },
  },
};

export const GG_ENTRIES: Record<string, Record<string, unknown>> = {
  us: {
    [APP.legoBatman]: {
      title: 'LEGO Batman: The Videogame',
      url: 'https://gg.deals/game/lego-batman-the-videogame/',
      prices: { currentRetail: '4.10', currentKeyshops: '3.05', historicalRetail: '3.49', historicalKeyshops: '1.50', currency: 'USD' },
    },
  },
  de: {
    [APP.legoBatman]: {
      title: 'LEGO Batman: The Videogame',
      url: 'https://gg.deals/game/lego-batman-the-videogame/',
      prices: { currentRetail: '4.99', currentKeyshops: '2.65', historicalRetail: '2.99', historicalKeyshops: '1.20', currency: 'EUR' },
    },
  },
  // Verbatim: the official Prices API example.
  pl: {
    [APP.hl2ep2]: {
      title: 'Half-Life 2: Episode Two',
      url: 'https://gg.deals/game/half-life-2-episode-two/',
      prices: { currentRetail: '91.99', currentKeyshops: '24.30', historicalRetail: '2.89', historicalKeyshops: '5.61', currency: 'PLN' },
    },
  },
};
