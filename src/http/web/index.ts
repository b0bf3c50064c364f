import { createRecipePageRouter } from './routes/recipe-page.js';
import { createUploadPageRouter } from './routes/upload-page.js';
import { readFileSync } from 'node:fs';
import type { HttpDeps } from '../deps.js';
import { buildOpenApi } from './openapi/document.js';
import type { PriceCacheView } from '../../core/admin/price-cache.ports.js';
import { createAdminRouter } from './routes/admin.js';
import { createNextToolsRouter } from './routes/next-tools.js';
import { createPagesRouter, notFoundPage } from './routes/pages.js';
import type { HttpMount } from '../app.js';
import { createSessionJobsRouter } from './routes/session-jobs.js';
import { createThumbnailRouter } from './routes/thumbnail.js';
import { createWebPricesRouter } from './routes/web-prices.js';
import { createStaticAssets } from './static.js';
import { createLanguageRouter } from './language.js';

export { createOriginCheck } from './origin-check.js';

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export interface WebOptions {
  /** Overrides what the admin panel reads of the price cache (default: services.priceCache, if it can tell). */
  priceCache?: PriceCacheView;
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
    createNextToolsRouter(services),
    createAdminRouter({ services, priceCache: options.priceCache ?? services.priceCache }),
    ...(services.translations ? [createLanguageRouter(services.translations)] : []),
    ...(services.recipes ? [createRecipePageRouter(services.recipes, assets.version, services.translations)] : []),
    ...(services.uploadLinks ? [createUploadPageRouter({ ...services, uploadLinks: services.uploadLinks }, assets.version)] : []),
    // Last: it answers only what no router above matched.
    notFoundPage(assets.version, services.translations),
  ];
}
