import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices, startApp, type Overrides, type RunningApp, type Services } from '../../../src/compose.js';
import { loadConfig } from '../../../src/config.js';
import { createWebRouters, type PriceCacheAdmin } from '../../../src/http/web/index.js';
import type Router from '@koa/router';

export interface WebTestApp extends RunningApp {
  dataDir: string;
  /** Stops the server and keeps the data folder. */
  close(): Promise<void>;
  /** Stops the server and deletes the data folder. */
  destroy(): Promise<void>;
}

export interface WebAppOptions {
  env?: Record<string, string>;
  overrides?: Overrides;
  priceCache?: PriceCacheAdmin;
  /** Routers the composition root would add beside the web routers (e.g. the price API). */
  extraRouters?: (services: Services) => Router[];
  /** Reuse a data folder (restart tests); by default a new temporary one. */
  dataDir?: string;
}

/**
 * The real service as src/main.ts composes it (services, job routes, web routers) on 127.0.0.1 with a random
 * port and its own data folder, plus the Origin check mounted right after the error middleware, where
 * src/http/app.ts is asked to mount it.
 */
export async function startWebApp(opts: WebAppOptions = {}): Promise<WebTestApp> {
  const dir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'gt-web-')));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MIN: '100000',
    WORKER_CONCURRENCY: '2',
    ...opts.env,
  });
  const services = await createServices(config, opts.overrides);
  const routers = [
    ...(opts.extraRouters?.(services) ?? []),
    ...createWebRouters(services, { priceCache: opts.priceCache }),
  ];
  const running = await startApp(services, routers);
  let stopped = false;
  const close = async () => {
    if (stopped) return;
    stopped = true;
    await running.stop();
  };
  return {
    ...running,
    dataDir: dir,
    close,
    async destroy() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
