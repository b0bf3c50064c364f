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
}

/** The documented error body (`status_code`, `reason_phrase`). */
const error = (status: number, reason: string) => json({ status_code: status, reason_phrase: reason }, status);

/**
 * IsThereAnyDeal v2: `games/lookup/v1`, `games/search/v1`, `games/prices/v3`, `games/overview/v2`,
 * `games/history/v2` and `lookup/shop/61/id/v1`. Requires the key (query `key` or header `ITAD-API-Key`).
 */
export async function startItadFake(apiKey: string, games: ItadGame[]): Promise<FakeServer> {
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
      case 'POST /lookup/shop/61/id/v1':
        return json(Object.fromEntries(ids.map((id) => [id, games.find((g) => g.id === id)?.steamIds ?? null])));
      default:
        return error(404, 'Not Found');
    }
  });
}
