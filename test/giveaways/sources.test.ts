import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SourceFailure } from '../../src/core/prices/source-failure.js';
import { createEpicPromotions } from '../../src/giveaways/epic.js';
import { createGamerPower } from '../../src/giveaways/gamerpower.js';
import { createItadGiveaways } from '../../src/giveaways/itad.js';
import { createItadBundles } from '../../src/giveaways/itad-bundles.js';
import type { HttpClient } from '../../src/prices/sources/http.js';
import { rejection } from '../helpers/errors.js';
import { epicElement, gamerPowerItem, ITAD_KEY, itadBundle, itadGiveaway, startGiveawayWorld, type GiveawayWorld } from './fakes.js';

const http: HttpClient = { fetch: globalThis.fetch, userAgent: 'gametools-test/1 (tests@example.test)' };
const signal = () => AbortSignal.timeout(5000);
const T = Date.UTC(2026, 11, 4, 16, 0, 0);

let world: GiveawayWorld;
beforeAll(async () => {
  world = await startGiveawayWorld();
});
afterAll(() => world?.close());
beforeEach(() => {
  world.gamerpower = [];
  world.epic = [];
  world.itad = [];
  world.bundles = [];
  world.broken = {};
  world.gamerpowerEmpty = false;
});

describe('GamerPower client', () => {
  const client = () => createGamerPower({ baseUrl: world.env.GAMERPOWER_API_URL, http });

  it('reads store, kind, worth, end and the claim link; strips the store and "Giveaway" from titles', async () => {
    world.gamerpower = [
      gamerPowerItem({ id: 3001, title: 'Hades (Epic Games) Giveaway', platforms: 'PC, Epic Games Store', worth: '$24.99', endsAt: T }),
      gamerPowerItem({ id: 3002, title: 'Warframe Starter Pack Key Giveaway', platforms: 'PC, Steam', type: 'DLC' }),
      gamerPowerItem({ id: 3003, title: 'Some Beta Key Giveaway', platforms: 'PC', type: 'Early Access' }),
    ];
    const { items, skipped } = await client().list(signal());
    expect(skipped).toBe(1); // "PC" alone names no store
    expect(items).toEqual([
      {
        source: 'gamerpower',
        sourceId: '3001',
        store: 'epic',
        title: 'Hades',
        kind: 'game',
        worth: { amount: 24.99, currency: 'USD' },
        startsAt: Date.UTC(2026, 10, 1),
        endsAt: T,
        url: 'https://www.gamerpower.com/open/3001',
        image: 'https://www.gamerpower.com/offers/1b/3001.jpg',
      },
      expect.objectContaining({ store: 'steam', title: 'Warframe Starter Pack', kind: 'dlc', worth: null, endsAt: null }),
    ]);
    expect(world.server.requests.at(-1)!.headers['user-agent']).toBe(http.userAgent);
  });

  it('one bad item is skipped and counted; the rest still count', async () => {
    world.gamerpower = [
      gamerPowerItem({ id: 1, title: 'Good One Giveaway', platforms: 'PC, GOG' }),
      { id: 2, title: 42, platforms: null },
      { ...gamerPowerItem({ id: 3, title: 'Sneaky Giveaway', platforms: 'PC, Steam' }), open_giveaway_url: 'javascript:alert(1)' },
      gamerPowerItem({ id: 4, title: 'Good Two Giveaway', platforms: 'PC, Itch.io' }),
    ];
    const { items, skipped } = await client().list(signal());
    expect(items.map((i) => `${i.store}:${i.title}`)).toEqual(['gog:Good One', 'itch:Good Two']);
    expect(skipped).toBe(2);
  });

  it('"no active giveaways" (HTTP 201, status 0) is an empty list; a body of another shape is malformed', async () => {
    world.gamerpowerEmpty = true;
    expect(await client().list(signal())).toEqual({ items: [], skipped: 0 });
    world.gamerpowerEmpty = false;
    world.broken.gamerpower = 'shape';
    expect((await rejection(client().list(signal()), SourceFailure)).kind).toBe('malformed');
    world.broken.gamerpower = 'error';
    expect((await rejection(client().list(signal()), SourceFailure)).kind).toBe('http');
  });
});

describe('Epic promotions client', () => {
  const client = () => createEpicPromotions({ url: world.env.EPIC_PROMOTIONS_URL, http });

  it('reads free-to-keep offers (0 % of the price) with their window, store page and wide image; a plain sale is not one', async () => {
    const start = Date.UTC(2026, 10, 27, 16);
    world.epic = [
      epicElement({ title: 'Hades™', slug: 'hades', startsAt: start, endsAt: T }),
      epicElement({ title: 'On Sale', slug: 'on-sale', startsAt: start, endsAt: T, percentage: 50 }),
      epicElement({ title: 'Next Week', slug: 'next-week', startsAt: T, endsAt: T + 7 * 86_400_000, upcoming: true, offerType: 'DLC' }),
    ];
    const { items, skipped } = await client().list(signal());
    expect(skipped).toBe(0);
    expect(items).toEqual([
      {
        source: 'epic',
        sourceId: 'offer-hades',
        store: 'epic',
        title: 'Hades™',
        kind: 'game',
        worth: { amount: 24.99, currency: 'USD' },
        startsAt: start,
        endsAt: T,
        url: 'https://store.epicgames.com/p/hades',
        image: 'https://cdn1.epicgames.com/hades/wide.jpg',
      },
      expect.objectContaining({ title: 'Next Week', kind: 'dlc', startsAt: T, url: 'https://store.epicgames.com/p/next-week' }),
    ]);
    const asked = world.server.requests.at(-1)!;
    expect(Object.fromEntries(asked.query)).toEqual({ locale: 'en-US', country: 'US', allowCountries: 'US' });
  });

  it('an element without a usable store page is skipped; the others count', async () => {
    const bad = { ...epicElement({ title: 'Broken', slug: 'x', startsAt: 0, endsAt: T }), catalogNs: { mappings: [] }, urlSlug: '../../evil', productSlug: null };
    world.epic = [bad, 'not an object', epicElement({ title: 'Fine', slug: 'fine', startsAt: 0, endsAt: T })];
    const { items, skipped } = await client().list(signal());
    expect(items.map((i) => i.title)).toEqual(['Fine']);
    expect(skipped).toBe(2);
  });
});

describe('IsThereAnyDeal giveaways client', () => {
  const client = (key = ITAD_KEY) => createItadGiveaways({ baseUrl: world.env.ITAD_API_URL, apiKey: key, http });

  it('reads shop, game title, kind and expiry, sending the key in the ITAD-API-Key header only', async () => {
    world.itad = [
      itadGiveaway({ id: 16541, shop: 'GOG', shopId: 35, title: 'State of Mind', endsAt: T }),
      itadGiveaway({ id: 16542, shop: 'Steam', shopId: 61, title: 'Some DLC', endsAt: null, type: 'dlc' }),
      { ...itadGiveaway({ id: 16543, shop: 'Steam', shopId: 61, title: 'No Shop', endsAt: null }), shop: null },
    ];
    const { items, skipped } = await client().list(signal());
    expect(items).toEqual([
      {
        source: 'itad',
        sourceId: '16541',
        store: 'gog',
        title: 'State of Mind',
        kind: 'game',
        worth: null,
        startsAt: Date.parse('2026-11-01T10:00:00+01:00'),
        endsAt: T,
        url: 'https://itad.link/giveaway/16541',
        image: 'https://assets.isthereanydeal.com/16541/banner400.jpg',
      },
      expect.objectContaining({ store: 'steam', title: 'Some DLC', kind: 'dlc', endsAt: null }),
    ]);
    expect(skipped).toBe(1);
    const asked = world.server.requests.at(-1)!;
    expect(asked.path).toBe('/itad/giveaways/v1');
    expect(asked.rawQuery).not.toContain(ITAD_KEY);
    expect(Object.fromEntries(asked.query)).toEqual({ limit: '50', sort: '-publish' });
  });

  it('a wrong key is an http failure', async () => {
    expect((await rejection(client('wrong').list(signal()), SourceFailure)).kind).toBe('http');
  });
});

describe('IsThereAnyDeal bundle list client', () => {
  const client = (key = ITAD_KEY) => createItadBundles({ baseUrl: world.env.ITAD_API_URL, apiKey: key, http });

  it('reads site, title, the cheapest tier’s price, game count, publish and expiry; a row that does not fit is skipped', async () => {
    world.bundles = [
      itadBundle({ id: 501, title: 'Humble Indie Bundle 99', site: 'Humble Bundle', publish: Date.UTC(2026, 10, 20, 18), expiry: T, price: 1 }),
      { ...itadBundle({ id: 502, title: 'Priceless', site: 'Fanatical', publish: Date.UTC(2026, 10, 21), expiry: null, price: 3 }), tiers: [{ price: null, games: [] }] },
      { ...itadBundle({ id: 503, title: 'Bad link', site: 'IndieGala', publish: Date.UTC(2026, 10, 21), expiry: null, price: 3 }), url: 'javascript:alert(1)' },
    ];
    const { items, skipped } = await client().list(signal());
    expect(items).toEqual([
      {
        sourceId: '501',
        store: 'Humble Bundle',
        title: 'Humble Indie Bundle 99',
        price: { amount: 1, currency: 'USD' },
        games: 3,
        startsAt: Date.UTC(2026, 10, 20, 18),
        endsAt: T,
        url: 'https://itad.link/bundle/501',
      },
      expect.objectContaining({ sourceId: '502', store: 'Fanatical', price: null, endsAt: null }),
    ]);
    expect(skipped).toBe(1);
    const asked = world.server.requests.at(-1)!;
    expect(asked.path).toBe('/itad/bundles/v1');
    expect(asked.headers['itad-api-key']).toBe(ITAD_KEY);
    expect(Object.fromEntries(asked.query)).toEqual({ country: 'US', limit: '50', sort: '-publish' });
  });

  it('a refused key is a failure of the whole list', async () => {
    expect((await rejection(client('wrong').list(signal()), SourceFailure)).kind).toBe('http');
  });
});
