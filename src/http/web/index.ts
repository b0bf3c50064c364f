import { createRecipePageRouter } from './routes/recipe-page.js';
import { readFileSync } from 'node:fs';
import type { HttpDeps } from '../deps.js';
import { buildOpenApi } from './openapi/document.js';
import { createAdminRouter, type PriceCacheAdmin } from './routes/admin.js';
import { createPagesRouter, notFoundPage } from './routes/pages.js';
import type { HttpMount } from '../app.js';
import { createSessionJobsRouter } from './routes/session-jobs.js';
import { createThumbnailRouter } from './routes/thumbnail.js';
import { createWebPricesRouter } from './routes/web-prices.js';
import { createStaticAssets } from './static.js';

export { createOriginCheck } from './origin-check.js';
export type { PriceCacheAdmin } from './routes/admin.js';

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The price cache as the admin panel needs it, when the cache offers stats and clear (ObservedPriceCache does). */
function priceCacheAdmin(cache: unknown): PriceCacheAdmin | undefined {
  const c = cache as Partial<PriceCacheAdmin> | undefined;
  return c && typeof c.stats === 'function' && typeof c.clear === 'function' ? (c as PriceCacheAdmin) : undefined;
}

export interface WebOptions {
  /** Overrides what the admin panel reads of the price cache (default: services.priceCache, if it can tell). */
  priceCache?: PriceCacheAdmin;
}

/** Routers for the web page, the admin panel and the API documentation. */
export function createWebRouters(services: HttpDeps, options: WebOptions = {}): HttpMount[] {
  const assets = createStaticAssets();
  let doc: Record<string, unknown> | undefined;
  const openapi = () =>
    (doc ??= buildOpenApi({ tools: services.tools, baseUrl: services.config.BASE_URL, version: packageVersion() }));
  return [
    createPagesRouter({ services, assetsVersion: assets.version, openapi }),
    assets.router,
    createSessionJobsRouter(services),
    createThumbnailRouter(services),
    createWebPricesRouter(services),
    createAdminRouter({ services, priceCache: options.priceCache ?? priceCacheAdmin(services.priceCache) }),
    ...(services.recipes ? [createRecipePageRouter(services.recipes, assets.version)] : []),
    // Last: it answers only what no router above matched.
    notFoundPage(assets.version),
  ];
}
