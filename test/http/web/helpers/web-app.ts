import type Router from '@koa/router';
import type { Overrides, Services } from '../../../../src/app/services.js';
import type { PriceCacheView } from '../../../../src/core/admin/price-cache.ports.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

export type WebTestApp = TestApp;

export interface WebAppOptions {
  env?: Record<string, string>;
  overrides?: Overrides;
  priceCache?: PriceCacheView;
  /** Routers the composition root would add beside the web routers (e.g. the price API). */
  extraRouters?: (services: Services) => Router[];
  /** Reuse a data folder (restart tests); by default a new temporary one. */
  dataDir?: string;
}

/**
 * The real service as src/main.ts composes it (services, job routes, web routers; src/http/app.ts mounts the
 * Origin check) on 127.0.0.1 with a random port and its own data folder.
 */
export function startWebApp(opts: WebAppOptions = {}): Promise<WebTestApp> {
  return startTestApp(opts.env, opts.overrides, opts.dataDir, (services) => ({
    mounts: opts.extraRouters?.(services) ?? [],
    web: { priceCache: opts.priceCache },
  }));
}
