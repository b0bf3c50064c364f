import { json, startFakeServer, type FakeServer } from './server.js';

export interface ItadGame {
  appid: number;
  id: string;
  slug: string;
  title: string;
  /** Country (upper case) → the `games/prices/v3` item for this game. */
  prices: Record<string, unknown>;
  /** Country (upper case) → the `games/overview/v2` `prices[]` item for this game. */
  overview: Record<string, unknown>;
  /** Steam shop ids for `lookup/shop/61/id/v1`, e.g. ["app/21000", "sub/123"]. */
  steamIds?: string[];
  /**
   * Country (upper case) → the `games/history/v2` log: `{timestamp, shop: {id, name}, deal: {price, regular, cut} | null}`
   * entries, newest first as ITAD sends them.
   */
  history?: Record<string, Array<{ timestamp: string; shop: { id: number; name: string }; deal: unknown }>>;
  /** `games/bundles/v2` items (schemas/obj.bundle.yaml: id, title, page, url, isMature, publish, expiry, counts, tiers). */
  bundles?: unknown[];
  /** `games/subs/v1` `subs` of this game: `{id, name, leaving}` (example resp.games.subs.v1.success.yaml). */
  subs?: unknown[];
}

/** A price as ITAD sends it: the amount, the same in minor units, and the currency. */
export interface ItadPrice {
  amount: number;
  amountInt: number;
  currency: string;
}

/**
 * One item of `GET /deals/v2`'s `list`, in the documented shape (docs/routes/deals/schemas/resp.deals.yaml and
 * schemas/obj.deal.json of IsThereAnyDeal/API 2.10): one game with its best current deal.
 */
export interface ItadDealsItem {
  id: string;
  slug: string;
  title: string;
  type: 'game' | 'dlc' | 'package' | null;
  mature: boolean;
  assets: Partial<Record<'boxart' | 'banner145' | 'banner300' | 'banner400' | 'banner600', string>>;
  deal: {
    shop: { id: number; name: string };
    price: ItadPrice;
    regular: ItadPrice;
    cut: number;
    voucher: string | null;
    storeLow: ItadPrice | null;
    historyLow: ItadPrice | null;
    historyLow_1y: ItadPrice | null;
    historyLow_3m: ItadPrice | null;
    flag: 'H' | 'N' | 'S' | null;
    drm: Array<{ id: number; name: string }>;
    platforms: Array<{ id: number; name: string }>;
    timestamp: string;
    expiry: string | null;
    url: string;
  };
}

/** How `/deals/v2` orders its list for the `sort` values the website uses (a leading `-` is descending). */
const DEAL_ORDER: Record<string, (item: ItadDealsItem) => number | string> = {
  cut: (i) => i.deal.cut,
  price: (i) => i.deal.price.amount,
  time: (i) => Date.parse(i.deal.timestamp),
  title: (i) => i.title.toLowerCase(),
};

/** The documented error body (`status_code`, `reason_phrase`). */
const error = (status: number, reason: string) => json({ status_code: status, reason_phrase: reason }, status);

/**
 * IsThereAnyDeal v2: `games/lookup/v1`, `games/search/v1`, `games/prices/v3`, `games/overview/v2`, `games/bundles/v2`, `games/subs/v1`,
 * `games/history/v2`, `lookup/shop/61/id/v1` and the deals list `deals/v2`. Requires the key (query `key` or header `ITAD-API-Key`).
 */
export async function startItadFake(
  apiKey: string,
  games: ItadGame[],
  /** Country (upper case) → the deals list `/deals/v2` pages through; read at each request, so a test changes it. */
  dealsList: Record<string, ItadDealsItem[]> = {},
): Promise<FakeServer> {
  return startFakeServer((req) => {
    const key = req.query.get('key') ?? req.headers['itad-api-key'];
    if (key !== apiKey) return error(403, 'Forbidden');
    const country = (req.query.get('country') ?? 'US').toUpperCase();
    const ids = Array.isArray(req.body) ? (req.body as string[]) : [];
    switch (`${req.method} ${req.path}`) {
      case 'GET /games/lookup/v1': {
        const game = games.find(
          (g) => String(g.appid) === req.query.get('appid') || g.title === req.query.get('title'),
        );
        if (!game) return json({ found: false });
        return json({ found: true, game: { id: game.id, slug: game.slug, title: game.title, type: 'game', mature: false, assets: {} } });
      }
      case 'GET /games/search/v1': {
        const needle = (req.query.get('title') ?? '').toLowerCase();
        const limit = Number(req.query.get('results') ?? 20);
        return json(
          games
            .filter((g) => g.title.toLowerCase().includes(needle))
            .slice(0, limit)
            .map((g) => ({ id: g.id, slug: g.slug, title: g.title, type: 'game', mature: false, assets: {} })),
        );
      }
      case 'POST /games/prices/v3':
        if (ids.length === 0) return error(400, 'Bad Request');
        return json(ids.map((id) => games.find((g) => g.id === id)?.prices[country]).filter(Boolean));
      case 'POST /games/overview/v2':
        if (ids.length === 0) return error(400, 'Bad Request');
        return json({
          prices: ids.map((id) => games.find((g) => g.id === id)?.overview[country]).filter(Boolean),
          bundles: [],
        });
      case 'GET /games/history/v2': {
        // `id` is required; `since` (date-time) limits the log, which otherwise covers the last 3 months.
        const game = games.find((g) => g.id === req.query.get('id'));
        if (!game) return error(400, 'Bad Request');
        const sinceText = req.query.get('since');
        const since = sinceText ? Date.parse(sinceText) : Date.now() - 90 * 86_400_000;
        if (Number.isNaN(since)) return error(400, 'Bad Request');
        return json((game.history?.[country] ?? []).filter((e) => Date.parse(e.timestamp) > since));
      }
      case 'GET /deals/v2': {
        // offset ≥ 0, limit 1–200 (default 20), sort as on the website; without `nondeals` only games on sale.
        const offset = Number(req.query.get('offset') ?? 0);
        const limit = Number(req.query.get('limit') ?? 20);
        if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 200) return error(400, 'Bad Request');
        const sort = req.query.get('sort') ?? '';
        const order = DEAL_ORDER[sort.replace(/^-/, '')];
        if (sort && !order) return error(400, 'Bad Request');
        const shops = req.query.get('shops')?.split(',').map(Number) ?? null;
        const nondeals = req.query.get('nondeals') === 'true';
        let items = (dealsList[country] ?? []).filter((i) => (nondeals || i.deal.cut > 0) && (shops === null || shops.includes(i.deal.shop.id)));
        if (order) {
          const sign = sort.startsWith('-') ? -1 : 1;
          items = [...items].sort((a, b) => (order(a) < order(b) ? -sign : order(a) > order(b) ? sign : 0));
        }
        const page = items.slice(offset, offset + limit);
        return json({ nextOffset: offset + page.length, hasMore: offset + page.length < items.length, list: page });
      }
      // games/bundles/v2.yaml: `id` (required) and `country`; expired bundles only with `expired=true`, which we never send.
      case 'GET /games/bundles/v2': {
        const game = games.find((g) => g.id === req.query.get('id'));
        if (!game) return error(400, 'Bad Request');
        return json(game.bundles ?? []);
      }
      // games/subscriptions.v1.yaml: a body of game ids (≤200), one item per id.
      case 'POST /games/subs/v1':
        if (ids.length === 0) return error(400, 'Bad Request');
        return json(ids.map((id) => ({ id, subs: games.find((g) => g.id === id)?.subs ?? [] })));
      case 'POST /lookup/shop/61/id/v1':
        return json(Object.fromEntries(ids.map((id) => [id, games.find((g) => g.id === id)?.steamIds ?? null])));
      default:
        return error(404, 'Not Found');
    }
  });
}
