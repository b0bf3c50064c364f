import Router from '@koa/router';
import type { AppState } from '../app-state.js';
import type Koa from 'koa';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import type { PriceCharts } from '../../core/prices/history/chart.js';
import type { PriceHistory } from '../../core/prices/history/history.service.js';
import type { PriceService } from '../../core/prices/price.service.js';
import { MAX_BATCH } from '../../core/prices/price.service.js';
import { MAX_APPID } from '../../core/prices/region.js';
import { parseCurrency, parseRegions, type RegionalPrices } from '../../core/prices/regional-prices.js';
import { jsonBytes, sendJsonBytes } from '../json-bytes.js';

export interface PricesRouterDeps {
  prices: Pick<PriceService, 'lookup' | 'lookupMany' | 'search'>;
  history: Pick<PriceHistory, 'lookupWithLows' | 'history'>;
  charts: Pick<PriceCharts, 'chart'>;
  /** `/api/prices/regions` is mounted only with it. */
  regional?: Pick<RegionalPrices, 'compare'>;
  /** Throws AppError missing_api_key / invalid_api_key; reads the `key` query, X-API-Key or Bearer. */
  authenticate: (ctx: Koa.Context) => Promise<{ owner: string; keyId: string }>;
  /** Throws AppError rate_limited (details.retryAfter) when the key has no budget left for `cost` lookups. */
  rateLimit: (key: string, cost: number) => Promise<void>;
}

const appid = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_APPID);
// Membership in the country list is checked by the service; this only keeps the shape.
const region = z.string().regex(/^[A-Za-z]{2}$/).optional();

const lookupQuery = z.object({ appid, region });
const DIGITS = /^\d{1,10}$/;
const TWO_LETTERS = /^[A-Za-z]{2}$/;
const batchQuery = z.object({ appids: z.string().max(MAX_BATCH * 11), region });
const searchQuery = z.object({ q: z.string().trim().min(1).max(100) });
// Ranges and the theme's values are checked by the core (one wording for every door).
const historyQuery = z.object({ appid, region, days: z.string().max(10).optional() });
const chartQuery = historyQuery.extend({ theme: z.string().max(10).optional() });

type Parsed<T> = { ok: true; value: T; cost: number } | { ok: false; error: AppError };

/**
 * `/api/prices`, `/api/prices/batch`, `/api/prices/search`. Order per request: authenticate, read the query,
 * charge the key (invalid requests cost one lookup too), then ask the service. Errors are AppErrors for the
 * app's error middleware to turn into statuses.
 */
export function createPricesRouter(deps: PricesRouterDeps): Router<AppState> {
  const router = new Router<AppState>();

  // The body made of each frozen answer, kept with it: a cached answer is the same frozen object until its cache
  // entry or its lows change, so it is serialised once per change instead of once per request (a tenth of a cached
  // lookup's CPU). The bytes are the ones Koa would write for { game }, kept as bytes (src/http/json-bytes.ts).
  const bodies = new WeakMap<object, Buffer>();
  router.get('/api/prices', async (ctx) => {
    const { keyId } = await deps.authenticate(ctx);
    const query = await charge(deps, keyId, parseLookup(ctx.query));
    const game = await deps.history.lookupWithLows(query.appid, query.region);
    if (!Object.isFrozen(game)) {
      ctx.body = { game };
      return;
    }
    let body = bodies.get(game);
    if (body === undefined) bodies.set(game, (body = jsonBytes({ game })));
    sendJsonBytes(ctx, body);
  });

  router.get('/api/prices/history', async (ctx) => {
    const { keyId } = await deps.authenticate(ctx);
    const query = await charge(deps, keyId, parseHistory(ctx.query));
    const h = await deps.history.history(query.appid, query.region, query.days);
    ctx.body = {
      history: {
        appid: h.appid,
        region: h.region,
        currency: h.currency,
        points: h.points.map((p) => ({ at: new Date(p.at).toISOString().replace(/\.\d{3}Z$/, 'Z'), kind: p.kind, price: p.price, regular: p.regular, cut: p.cut, shop: p.shop })),
        lows: h.lows,
        sources: h.sources,
      },
    };
  });

  for (const format of ['svg', 'png'] as const) {
    router.get(`/api/prices/chart.${format}`, async (ctx) => {
      const { keyId } = await deps.authenticate(ctx);
      const query = await charge(deps, keyId, parseChart(ctx.query));
      const chart = await deps.charts.chart(query.appid, query.region, query.days, query.theme, format);
      ctx.type = chart.type;
      ctx.set('Cache-Control', 'private, max-age=300');
      ctx.set('X-Content-Type-Options', 'nosniff');
      // The SVG is a document of its own: nothing in it may run or load.
      if (format === 'svg') ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      ctx.body = typeof chart.body === 'string' ? chart.body : Buffer.from(chart.body);
    });
  }

  // Each region is one lookup against the key's budget (one Steam request when not cached).
  const regional = deps.regional;
  if (regional) {
    router.get('/api/prices/regions', async (ctx) => {
      const { keyId } = await deps.authenticate(ctx);
      const query = await charge(deps, keyId, parseRegional(ctx.query));
      ctx.body = { ok: true, ...(await regional.compare(query.appid, query.regions, query.currency)) };
    });
  }

  router.get('/api/prices/batch', async (ctx) => {
    const { keyId } = await deps.authenticate(ctx);
    const query = await charge(deps, keyId, parseBatch(ctx.query));
    ctx.body = { games: await deps.prices.lookupMany(query.appids, query.region) };
  });

  router.get('/api/prices/search', async (ctx) => {
    const { keyId } = await deps.authenticate(ctx);
    const query = await charge(deps, keyId, parseSearch(ctx.query));
    ctx.body = { results: await deps.prices.search(query.q) };
  });

  return router;
}

async function charge<T>(deps: PricesRouterDeps, keyId: string, parsed: Parsed<T>): Promise<T> {
  await deps.rateLimit(keyId, parsed.ok ? parsed.cost : 1);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
}

function parseLookup(query: Koa.Context['query']): Parsed<{ appid: number; region?: string }> {
  // The usual request, checked by the same rules without building a zod result (a tenth of a cached lookup's
  // cost); anything else goes through the schema, which words the error.
  const { appid: a, region: r } = query;
  if (typeof a === 'string' && DIGITS.test(a) && (r === undefined || (typeof r === 'string' && TWO_LETTERS.test(r)))) {
    const n = Number(a);
    if (n >= 1 && n <= MAX_APPID) return { ok: true, value: r === undefined ? { appid: n } : { appid: n, region: r }, cost: 1 };
  }
  const parsed = lookupQuery.safeParse(query);
  if (parsed.success) return { ok: true, value: parsed.data, cost: 1 };
  const field = String(parsed.error.issues[0]?.path[0] ?? 'appid');
  return { ok: false, error: field === 'region' ? regionError() : appidError('appid') };
}

function parseBatch(query: Koa.Context['query']): Parsed<{ appids: number[]; region?: string }> {
  const parsed = batchQuery.safeParse(query);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'appids');
    return { ok: false, error: field === 'region' ? regionError() : appidError('appids') };
  }
  const parts = parsed.data.appids.split(',').map((s) => s.trim());
  if (parts.length > MAX_BATCH) {
    return {
      ok: false,
      error: new AppError('invalid_request', `appids: at most ${MAX_BATCH} ids per request`, { field: 'appids' }),
    };
  }
  const ids: number[] = [];
  for (const part of parts) {
    const one = appid.safeParse(part);
    if (!one.success) return { ok: false, error: appidError('appids') };
    ids.push(one.data);
  }
  const unique = [...new Set(ids)];
  // Each distinct id is one lookup against the key's budget.
  return { ok: true, value: { appids: unique, region: parsed.data.region }, cost: unique.length };
}

function parseRegional(query: Koa.Context['query']): Parsed<{ appid: number; regions: string[]; currency: string }> {
  const id = appid.safeParse(query.appid);
  if (!id.success) return { ok: false, error: appidError('appid') };
  try {
    const regions = parseRegions(query.regions);
    return { ok: true, value: { appid: id.data, regions, currency: parseCurrency(query.currency) }, cost: regions.length };
  } catch (err) {
    return { ok: false, error: err as AppError };
  }
}

function parseHistory(query: Koa.Context['query']): Parsed<{ appid: number; region?: string; days?: string }> {
  const parsed = historyQuery.safeParse(query);
  if (parsed.success) return { ok: true, value: parsed.data, cost: 1 };
  return { ok: false, error: queryError(String(parsed.error.issues[0]?.path[0] ?? 'appid')) };
}

function parseChart(query: Koa.Context['query']): Parsed<{ appid: number; region?: string; days?: string; theme?: string }> {
  const parsed = chartQuery.safeParse(query);
  if (parsed.success) return { ok: true, value: parsed.data, cost: 1 };
  return { ok: false, error: queryError(String(parsed.error.issues[0]?.path[0] ?? 'appid')) };
}

function queryError(field: string): AppError {
  if (field === 'region') return regionError();
  if (field === 'days') return new AppError('invalid_request', 'days: must be an integer from 1 to 3650', { field: 'days' });
  if (field === 'theme') return new AppError('invalid_request', 'theme: must be light or dark', { field: 'theme' });
  return appidError('appid');
}

function parseSearch(query: Koa.Context['query']): Parsed<{ q: string }> {
  const parsed = searchQuery.safeParse(query);
  if (parsed.success) return { ok: true, value: parsed.data, cost: 1 };
  return {
    ok: false,
    error: new AppError('invalid_request', 'q: give a title of 1 to 100 characters', { field: 'q' }),
  };
}

function appidError(field: 'appid' | 'appids'): AppError {
  const what = field === 'appid' ? 'appid: must be an integer' : 'appids: must be a comma-separated list of integers';
  return new AppError('invalid_appid', `${what} from 1 to ${MAX_APPID}`, { field });
}

function regionError(): AppError {
  return new AppError('invalid_request', 'region: must be a two-letter country code such as us, de or gb', {
    field: 'region',
  });
}
