import { json, startFakeServer, type FakeReply, type FakeServer } from './server.js';

export interface CheapSharkStore {
  storeID: string;
  storeName: string;
  isActive: number;
}

export interface CheapSharkGame {
  gameID: string;
  steamAppID: string | null;
  external: string;
  cheapest: string;
  cheapestDealID: string;
  /** The body of `games?id=<gameID>`. */
  detail: unknown;
  /** The body of `deals?id=<any of its deal ids>` (carries metacriticScore). */
  deal: unknown;
}

/** One item of the `deals?...` list, in CheapShark's real shape (numbers as strings, unix-second dates). */
export interface CheapSharkListItem {
  internalName: string;
  title: string;
  metacriticLink: string | null;
  dealID: string;
  storeID: string;
  gameID: string;
  salePrice: string;
  normalPrice: string;
  isOnSale: '0' | '1';
  savings: string;
  metacriticScore: string;
  steamRatingText: string | null;
  steamRatingPercent: string;
  steamRatingCount: string;
  steamAppID: string | null;
  releaseDate: number;
  lastChange: number;
  dealRating: string;
  thumb: string;
}

/**
 * CheapShark under `/api/1.0`: `stores`, `games?steamAppID=`, `games?title=`, `games?id=`, `deals?id=`.
 * Numbers as strings, unix-second dates, `[]` when nothing matches. Base URL: `${fake.url}/api/1.0`.
 */
export async function startCheapSharkFake(
  stores: CheapSharkStore[],
  games: CheapSharkGame[],
  /** The deals list (`deals?` without `id`): read at each request, so a test changes it between polls. */
  dealList: CheapSharkListItem[] = [],
): Promise<FakeServer> {
  const listItem = (g: CheapSharkGame) => ({
    gameID: g.gameID,
    steamAppID: g.steamAppID,
    cheapest: g.cheapest,
    cheapestDealID: g.cheapestDealID,
    external: g.external,
    internalName: g.external.toUpperCase().replace(/[^A-Z0-9]/g, ''),
    thumb: `https://example.invalid/${g.gameID}.jpg`,
  });
  return startFakeServer((req) => {
    const q = req.query;
    switch (req.path) {
      case '/api/1.0/stores':
        return json(stores.map((s) => ({ ...s, images: { banner: '/b.png', logo: '/l.png', icon: '/i.png' } })));
      case '/api/1.0/games': {
        if (q.has('steamAppID')) return json(games.filter((g) => g.steamAppID === q.get('steamAppID')).map(listItem));
        if (q.has('title')) {
          const needle = (q.get('title') ?? '').toLowerCase();
          const limit = Number(q.get('limit') ?? 60);
          return json(games.filter((g) => g.external.toLowerCase().includes(needle)).slice(0, limit).map(listItem));
        }
        if (q.has('ids')) {
          // Multiple lookup: an object keyed by CheapShark game id (at most 25 ids).
          const wanted = (q.get('ids') ?? '').split(',').filter(Boolean);
          if (wanted.length > 25) return json({ error: 'too many ids' }, 400);
          return json(Object.fromEntries(wanted.flatMap((id) => {
            const g = games.find((x) => x.gameID === id);
            return g ? [[id, g.detail]] : [];
          })));
        }
        const game = games.find((g) => g.gameID === q.get('id'));
        return json(game ? game.detail : []);
      }
      case '/api/1.0/deals': {
        if (!q.has('id')) return listPage(dealList, q);
        // The id arrives still URL-encoded, exactly as the list gave it.
        const rawId = /(?:^|&)id=([^&]*)/.exec(req.rawQuery)?.[1] ?? '';
        const game = games.find((g) => dealIds(g).includes(rawId));
        return json(game ? game.deal : []);
      }
      default:
        return json({ error: 'not found' }, 404);
    }
  });
}

/** The list as CheapShark filters, sorts and pages it (`X-Total-Page-Count` says how many pages there are). */
function listPage(all: CheapSharkListItem[], q: URLSearchParams): FakeReply {
  const upper = q.has('upperPrice') ? Number(q.get('upperPrice')) : Infinity;
  const lower = Number(q.get('lowerPrice') ?? 0);
  const size = Math.min(60, Number(q.get('pageSize') ?? 60));
  const page = Number(q.get('pageNumber') ?? 0);
  let list = all.filter(
    (d) =>
      Number(d.salePrice) <= upper &&
      Number(d.salePrice) >= lower &&
      (!q.has('storeID') || q.get('storeID')!.split(',').includes(d.storeID)) &&
      (q.get('onSale') !== '1' || d.isOnSale === '1'),
  );
  if (q.get('sortBy') === 'Savings') list = [...list].sort((a, b) => Number(b.savings) - Number(a.savings));
  if (q.get('sortBy') === 'Recent') list = [...list].sort((a, b) => b.lastChange - a.lastChange);
  const pages = Math.max(1, Math.ceil(list.length / size));
  return { status: 200, json: list.slice(page * size, (page + 1) * size), headers: { 'x-total-page-count': String(pages) } };
}

function dealIds(g: CheapSharkGame): string[] {
  const deals = (g.detail as { deals?: { dealID: string }[] }).deals ?? [];
  return [g.cheapestDealID, ...deals.map((d) => d.dealID)];
}
