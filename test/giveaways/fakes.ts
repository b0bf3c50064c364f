import { json, startFakeServer, type FakeServer } from '../prices/fakes/server.js';

/*
 * The three giveaway sources on one loopback server, each under its own prefix and in its own wire format:
 *
 * - GamerPower (`/gamerpower/api/giveaways`), from its documentation (https://www.gamerpower.com/api-read) and
 *   public clients: an array of {id, title: "X (Epic Games) Giveaway", worth: "$19.99" | "N/A", thumbnail, image,
 *   description, instructions, open_giveaway_url, published_date: "YYYY-MM-DD HH:MM:SS", type: "Game" | "DLC" |
 *   "Early Access", platforms: "PC, Epic Games Store", end_date: "YYYY-MM-DD HH:MM:SS" | "N/A", users, status,
 *   gamerpower_url, open_giveaway}; HTTP 201 {status: 0, status_message} when nothing is live.
 * - Epic (`/epic/freeGamesPromotions`), the store page's own request: {data: {Catalog: {searchStore: {elements:
 *   [{title, id, namespace, offerType, productSlug, urlSlug, catalogNs: {mappings: [{pageSlug, pageType}]},
 *   offerMappings, keyImages: [{type, url}], price: {totalPrice: {discountPrice, originalPrice, currencyCode,
 *   currencyInfo: {decimals}}}, promotions: {promotionalOffers: [{promotionalOffers: [{startDate, endDate,
 *   discountSetting: {discountType, discountPercentage}}]}], upcomingPromotionalOffers: [...]}}]}}}}.
 * - IsThereAnyDeal (`/itad/giveaways/v1`), from IsThereAnyDeal/API docs/routes/giveaways: an array of {id, title,
 *   shop: {id, name} | null, url, details, isMature, publish, expiry, note, games: [{id, slug, title, type, mature,
 *   assets, drmFree, keys, platforms}]}; the key in the ITAD-API-Key header (401 without it).
 * - IsThereAnyDeal's bundle list (`/itad/bundles/v1`), from IsThereAnyDeal/API docs/routes/bundles: an array of {id,
 *   title, page: {id, name, shopId}, url, details, isMature, publish, expiry, note, counts: {games, media},
 *   tiers: [{price: {amount, amountInt, currency} | null, games: [{id, slug, title, type, mature}]}]}.
 */
export interface GiveawayWorld {
  server: FakeServer;
  gamerpower: unknown[];
  /** Replaced by the 201 "no active giveaways" answer when true. */
  gamerpowerEmpty: boolean;
  epic: unknown[];
  itad: unknown[];
  /** IsThereAnyDeal's bundle list. */
  bundles: unknown[];
  /** Per-source failure: answered 500, or with a body that is not the list's shape. */
  broken: Partial<Record<'gamerpower' | 'epic' | 'itad', 'error' | 'shape'>>;
  env: Record<string, string>;
  close(): Promise<void>;
}

export const ITAD_KEY = 'itad-test-key';

export async function startGiveawayWorld(): Promise<GiveawayWorld> {
  const world = { gamerpower: [], gamerpowerEmpty: false, epic: [], itad: [], bundles: [], broken: {} } as unknown as GiveawayWorld;
  const fail = (which: 'gamerpower' | 'epic' | 'itad') =>
    world.broken[which] === 'error' ? { status: 500, json: { error: 'boom' } } : world.broken[which] === 'shape' ? json({ unexpected: true }) : null;
  world.server = await startFakeServer((req) => {
    if (req.path === '/gamerpower/api/giveaways') {
      if (world.gamerpowerEmpty) return json({ status: 0, status_message: 'No active giveaways available at the moment, please try again later.' }, 201);
      return fail('gamerpower') ?? json(world.gamerpower);
    }
    if (req.path === '/epic/freeGamesPromotions') {
      return fail('epic') ?? json({ data: { Catalog: { searchStore: { elements: world.epic, paging: { count: 1000, total: world.epic.length } } } }, extensions: {} });
    }
    if (req.path === '/itad/giveaways/v1') {
      if (req.headers['itad-api-key'] !== ITAD_KEY) return json({ status_code: 401, reason_phrase: 'Unauthorized' }, 401);
      return fail('itad') ?? json(world.itad);
    }
    if (req.path === '/itad/bundles/v1') {
      if (req.headers['itad-api-key'] !== ITAD_KEY) return json({ status_code: 401, reason_phrase: 'Unauthorized' }, 401);
      return json(world.bundles);
    }
    return json({ error: 'not found' }, 404);
  });
  world.env = {
    GAMERPOWER_API_URL: `${world.server.url}/gamerpower/api`,
    EPIC_PROMOTIONS_URL: `${world.server.url}/epic/freeGamesPromotions?locale=en-US&country=US&allowCountries=US`,
    ITAD_API_URL: `${world.server.url}/itad`,
    ITAD_API_KEY: ITAD_KEY,
  };
  world.close = () => world.server.close();
  return world;
}

const gpDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** One GamerPower item as the API writes it. */
export function gamerPowerItem(o: { id: number; title: string; platforms: string; type?: string; worth?: string; endsAt?: number | null; publishedAt?: number }) {
  return {
    id: o.id,
    title: o.title,
    worth: o.worth ?? 'N/A',
    thumbnail: `https://www.gamerpower.com/offers/1/${o.id}.jpg`,
    image: `https://www.gamerpower.com/offers/1b/${o.id}.jpg`,
    description: 'Grab it for free!',
    instructions: '1. Click the button 2. Claim',
    open_giveaway_url: `https://www.gamerpower.com/open/${o.id}`,
    published_date: gpDate(o.publishedAt ?? Date.UTC(2026, 10, 1)),
    type: o.type ?? 'Game',
    platforms: o.platforms,
    end_date: o.endsAt === undefined || o.endsAt === null ? 'N/A' : gpDate(o.endsAt),
    users: 1200,
    status: 'Active',
    gamerpower_url: `https://www.gamerpower.com/${o.id}`,
    open_giveaway: `https://www.gamerpower.com/open/${o.id}`,
  };
}

/** One Epic catalogue element with a 100 % promotion (percentage 0 = free), current or upcoming. */
export function epicElement(o: { title: string; slug: string; startsAt: number; endsAt: number; offerType?: string; originalCents?: number; percentage?: number; upcoming?: boolean }) {
  const window = [{ startDate: new Date(o.startsAt).toISOString(), endDate: new Date(o.endsAt).toISOString(), discountSetting: { discountType: 'PERCENTAGE', discountPercentage: o.percentage ?? 0 } }];
  return {
    title: o.title,
    id: `offer-${o.slug}`,
    namespace: `ns-${o.slug}`,
    description: o.title,
    effectiveDate: new Date(o.startsAt).toISOString(),
    offerType: o.offerType ?? 'BASE_GAME',
    isCodeRedemptionOnly: false,
    keyImages: [
      { type: 'OfferImageTall', url: `https://cdn1.epicgames.com/${o.slug}/tall.jpg` },
      { type: 'OfferImageWide', url: `https://cdn1.epicgames.com/${o.slug}/wide.jpg` },
      { type: 'Thumbnail', url: `https://cdn1.epicgames.com/${o.slug}/thumb.jpg` },
    ],
    seller: { id: 'o-1', name: 'Publisher' },
    productSlug: null,
    urlSlug: `${o.slug}-0a1b2c`,
    items: [{ id: 'item-1', namespace: `ns-${o.slug}` }],
    catalogNs: { mappings: [{ pageSlug: o.slug, pageType: 'productHome' }] },
    offerMappings: [],
    price: {
      totalPrice: {
        discountPrice: 0,
        originalPrice: o.originalCents ?? 2499,
        voucherDiscount: 0,
        discount: o.originalCents ?? 2499,
        currencyCode: 'USD',
        currencyInfo: { decimals: 2 },
        fmtPrice: { originalPrice: '$24.99', discountPrice: '0', intermediatePrice: '0' },
      },
    },
    promotions: o.upcoming
      ? { promotionalOffers: [], upcomingPromotionalOffers: [{ promotionalOffers: window }] }
      : { promotionalOffers: [{ promotionalOffers: window }], upcomingPromotionalOffers: [] },
  };
}

/** One ITAD giveaway holding one game. */
export function itadGiveaway(o: { id: number; shop: string; shopId: number; title: string; endsAt: number | null; type?: string }) {
  return {
    id: o.id,
    title: `${o.title} - Free on ${o.shop}`,
    shop: { id: o.shopId, name: o.shop },
    url: `https://itad.link/giveaway/${o.id}`,
    details: `https://isthereanydeal.com/giveaways/${o.id}/`,
    isMature: false,
    publish: '2026-11-01T10:00:00+01:00',
    expiry: o.endsAt === null ? null : new Date(o.endsAt).toISOString().replace('Z', '+00:00'),
    note: null,
    games: [
      {
        id: '018d937f-3807-7238-b56e-d219b2c2da64',
        slug: o.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        title: o.title,
        type: o.type ?? 'game',
        mature: false,
        assets: { banner400: `https://assets.isthereanydeal.com/${o.id}/banner400.jpg`, boxart: `https://assets.isthereanydeal.com/${o.id}/boxart.jpg` },
        drmFree: false,
        keys: [{ id: o.shopId, name: o.shop }],
        platforms: [{ id: 1, name: 'Windows' }],
      },
    ],
  };
}

/** One bundle of IsThereAnyDeal's bundle list as the API writes it: two tiers, the first the entry price. */
export function itadBundle(o: { id: number; title: string; site: string; publish: number; expiry: number | null; price: number }) {
  const game = (n: number) => ({ id: `018d937f-0000-7000-8000-${String(o.id * 10 + n).padStart(12, '0')}`, slug: `game-${n}`, title: `Game ${n}`, type: 'game', mature: false });
  return {
    id: o.id,
    title: o.title,
    page: { id: 4, name: o.site, shopId: null },
    url: `https://itad.link/bundle/${o.id}`,
    details: `https://isthereanydeal.com/bundles/${o.id}/`,
    isMature: false,
    publish: new Date(o.publish).toISOString().replace('Z', '+00:00'),
    expiry: o.expiry === null ? null : new Date(o.expiry).toISOString().replace('Z', '+00:00'),
    note: null,
    counts: { games: 3, media: 0 },
    tiers: [
      { price: { amount: o.price, amountInt: Math.round(o.price * 100), currency: 'USD' }, games: [game(1)] },
      { price: { amount: o.price + 10, amountInt: Math.round((o.price + 10) * 100), currency: 'USD' }, games: [game(2), game(3)] },
    ],
  };
}
