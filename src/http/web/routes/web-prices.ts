import Router from '@koa/router';
import type Koa from 'koa';
import type { HttpDeps } from '../../deps.js';
import { AppError } from '../../../core/errors.js';
import { regionRefusal } from '../../../core/prices/region.js';
import { WebPriceQuery, WebSearchQuery } from '../openapi/schemas.js';
import { parseWith } from '../validate.js';

const TIMEOUT_MS = 15_000;

/**
 * The price page's lookups. The browser never holds a key: these routes call this server's own price API
 * over loopback with WEB_PRICE_KEY, so the page is charged and limited exactly like any API caller, and each
 * visitor address is limited as well before its request reaches the shared key.
 */
export function createWebPricesRouter(services: HttpDeps): Router {
  const router = new Router();
  const key = services.config.WEB_PRICE_KEY;

  const forward = async (ctx: Koa.Context, path: string, query: Record<string, string | undefined>) => {
    await services.limiter.take(`ip:${ctx.ip}`);
    if (!key) throw new AppError('upstream_unavailable', 'Price lookups are not set up on this server.');
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
    const socket = ctx.req.socket;
    const host = socket.localAddress?.includes(':') ? `[${socket.localAddress}]` : socket.localAddress;
    let res: Response;
    try {
      res = await fetch(`http://${host}:${socket.localPort}${path}?${params}`, {
        headers: { 'x-api-key': key, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new AppError('upstream_unavailable', 'The price service did not answer in time. Try again.');
    }
    if (res.status === 401) {
      // Our own key was refused: a setup fault, not something the visitor can fix.
      services.log.error({ path }, 'WEB_PRICE_KEY is not accepted by the price API');
      throw new AppError('upstream_unavailable', 'Price lookups are not set up correctly on this server.');
    }
    const body = (await res.json().catch(() => null)) as unknown;
    if (body === null || typeof body !== 'object') {
      throw new AppError('upstream_unavailable', 'The price service gave an unreadable answer.');
    }
    const retryAfter = res.headers.get('retry-after');
    if (retryAfter) ctx.set('Retry-After', retryAfter);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.status = res.status;
    ctx.body = body;
  };

  router.get('/api/web/prices', async (ctx) => {
    const parsed = WebPriceQuery.safeParse(ctx.query);
    if (!parsed.success) {
      if (parsed.error.issues[0]?.path[0] === 'region') throw regionRefusal();
      throw new AppError('invalid_appid', 'appid: must be a whole number such as 620', { field: 'appid' });
    }
    const { appid, region } = parsed.data;
    await forward(ctx, '/api/prices', { appid, region });
  });

  router.get('/api/web/prices/search', async (ctx) => {
    const { q } = parseWith(WebSearchQuery, ctx.query);
    await forward(ctx, '/api/prices/search', { q });
  });
  return router;
}
