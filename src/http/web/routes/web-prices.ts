import Router from '@koa/router';
import type { AppState } from '../../app-state.js';
import type Koa from 'koa';
import type { HttpDeps } from '../../deps.js';
import { AppError } from '../../../core/errors.js';
import { regionRefusal } from '../../../core/prices/region.js';
import { resolveOwner } from '../../identity.js';
import { WebPriceQuery, WebSearchQuery } from '../openapi/schemas.js';
import { parseWith } from '../validate.js';

export type WebPriceServices = Pick<HttpDeps, 'config' | 'prices' | 'sessions' | 'limiter' | 'priceRateLimit' | 'priceHistory'>;

/**
 * Charges one price lookup of the web page: the general per-address limit, then the price budget of the
 * visitor's address and of their session (the page's chart costs the same).
 */
export async function chargeWebLookup(services: Pick<HttpDeps, 'config' | 'sessions' | 'limiter' | 'priceRateLimit'>, ctx: Koa.Context): Promise<void> {
  await services.limiter.take(`ip:${ctx.ip}`);
  const { owner } = await resolveOwner(ctx, services.sessions, services.config.BASE_URL.startsWith('https:'));
  await services.priceRateLimit(`web-ip:${ctx.ip}`, 1);
  await services.priceRateLimit(`web-owner:${owner}`, 1);
}

/**
 * The price page's lookups, answered by the price service in this process (no key, no loopback request).
 * A visitor has no key, so the per-key price budget (PRICE_RATE_LIMIT_PER_MIN) is charged to the visitor's
 * address and to their session instead, besides the general per-address request limit: a visitor who drops
 * the cookie is still held by the address, and many visitors behind one address each keep a session budget.
 */
export function createWebPricesRouter(services: WebPriceServices): Router<AppState> {
  const router = new Router<AppState>();

  const charge = async (ctx: Koa.Context) => {
    await chargeWebLookup(services, ctx);
    ctx.set('Cache-Control', 'private, no-store');
  };

  router.get('/api/web/prices', async (ctx) => {
    await charge(ctx);
    const parsed = WebPriceQuery.safeParse(ctx.query);
    if (!parsed.success) {
      if (parsed.error.issues[0]?.path[0] === 'region') throw regionRefusal();
      throw new AppError('invalid_appid', 'appid: must be a whole number such as 620', { field: 'appid' });
    }
    const { appid, region } = parsed.data;
    ctx.body = { game: services.priceHistory ? await services.priceHistory.lookupWithLows(appid, region) : await services.prices.lookup(appid, region) };
  });

  router.get('/api/web/prices/search', async (ctx) => {
    await charge(ctx);
    const { q } = parseWith(WebSearchQuery, ctx.query);
    ctx.body = { results: await services.prices.search(q) };
  });
  return router;
}
