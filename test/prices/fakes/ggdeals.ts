import { json, startFakeServer, type FakeServer } from './server.js';

/** The documented 429 body of the Prices API. */
export const GG_RATE_LIMIT_BODY = {
  success: false,
  data: {
    name: 'Too Many Requests',
    message: 'You can fetch prices info only for 100 games per minute. Try again later.',
    code: 429,
    status: 429,
  },
};

/**
 * `GET /v1/prices/by-steam-app-id/?ids=&key=&region=`: `data` keyed by the requested id string, `null` for a game
 * GG.deals does not know; prices as two-decimal strings. `byRegion[region][appid]` holds each game's entry.
 */
export async function startGgDealsFake(
  apiKey: string,
  byRegion: Record<string, Record<string, unknown>>,
  /**
   * The Bundles API (gg.deals/api/bundles/): `GET /v1/bundles/by-steam-app-id/` answers `data` keyed the same way, each
   * a GameBundles `{title, url, bundles: [{title, url, dateFrom, dateTo, tiers}]}` or null. `bundles[region][appid]`.
   */
  bundles: Record<string, Record<string, unknown>> = {},
): Promise<FakeServer> {
  const fake = await startFakeServer((req) => {
    if (req.path === '/v1/bundles/by-steam-app-id/') {
      if (req.query.get('key') !== apiKey) return json({ success: false, data: { message: 'Invalid API key' } }, 400);
      const ids = (req.query.get('ids') ?? '').split(',').filter(Boolean);
      const table = bundles[req.query.get('region') ?? 'us'] ?? {};
      return json({ success: true, data: Object.fromEntries(ids.map((id) => [id, table[id] ?? null])) });
    }
    if (req.path !== '/v1/prices/by-steam-app-id/') return json({ success: false, data: { message: 'Not found' } }, 404);
    if (req.query.get('key') !== apiKey) return json({ success: false, data: { message: 'Invalid API key' } }, 400);
    const region = req.query.get('region') ?? 'us';
    const ids = (req.query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length > 100) return json({ success: false, data: { message: 'Too many ids' } }, 400);
    const table = byRegion[region] ?? {};
    return json({ success: true, data: Object.fromEntries(ids.map((id) => [id, table[id] ?? null])) });
  });
  fake.rateLimitBody = GG_RATE_LIMIT_BODY;
  return fake;
}
