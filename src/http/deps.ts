import type { Config } from '../config.js';
import type { AdminService } from '../core/admin/admin.service.js';
import type { PriceCacheStats } from '../core/admin/observed-price-cache.js';
import type { Clock } from '../core/clock.js';
import type { JobService } from '../core/jobs/job.service.js';
import type { RequestLimiter } from '../limits/request-limits.js';
import type { SessionService } from '../core/sessions/session.service.js';
import type { FlagService } from '../core/tools/flags.service.js';
import type { ToolRegistry } from '../core/tools/tool.registry.js';
import type { ToolEnv } from '../core/tools/tool.types.js';
import type { PriceService } from '../core/prices/price.service.js';
import type { PriceCharts } from '../core/prices/history/chart.js';
import type { PriceHistory } from '../core/prices/history/history.service.js';
import type { Webhooks } from '../webhooks/index.js';
import type { LogScope } from '../logging/log-scope.js';
import type { Readiness } from '../health/readiness.js';
import type { VersionInfo } from '../health/version-info.js';

/** Where incoming files are streamed before a job adopts them, and how a left-over one is removed. */
export interface Uploads {
  tmpDir: string;
  discard(path: string): Promise<void>;
  /** Removes entries not touched for `maxAgeMs` (left by a crash or a lost request). */
  sweepStale(maxAgeMs: number): Promise<number>;
}

/** What the admin panel reads of the price cache. */
export interface PriceCacheView {
  stats(): PriceCacheStats;
  clear(): Promise<boolean>;
}

/** What the HTTP adapter (API, web page, admin panel) needs from the composition root: services, never stores. */
export interface HttpDeps {
  config: Config;
  clock: Clock;
  jobs: JobService;
  sessions: SessionService;
  tools: ToolRegistry;
  flags: FlagService;
  admin: AdminService;
  limiter: RequestLimiter;
  uploads: Uploads;
  /** Limits and hosts the thumbnail route runs a renderer with. */
  toolEnv: ToolEnv;
  priceCache?: PriceCacheView;
  /** Game prices for the web page (answered in this process). */
  prices: Pick<PriceService, 'lookup' | 'search'>;
  /** Lows beside a lookup and the history chart, for the web page (absent: the page shows prices only). */
  priceHistory?: Pick<PriceHistory, 'lookupWithLows'>;
  priceCharts?: Pick<PriceCharts, 'chart'>;
  /** The per-key price budget, charged to a visitor's address and session on the web page. */
  priceRateLimit: (key: string, cost: number) => Promise<void>;
  /** Which engines answer (PostgreSQL, Redis) when the service depends on any; /healthz reports it. */
  health?: () => Promise<Record<string, boolean>>;
  /** Callback URLs of key-authenticated callers; absent where webhooks are not wired. */
  webhooks?: Webhooks;
  log: {
    error(obj: unknown, msg?: string): void;
    info(obj: unknown, msg?: string): void;
    warn(obj: unknown, msg?: string): void;
  };
  /** Counts an answered request in the metrics, when they are on. */
  observeRequest?: (route: string, method: string, status: number, seconds: number) => void;
  /** The checks /readyz runs, and what /version reports. */
  readiness?: Readiness;
  version?: () => Promise<VersionInfo>;
  /** Carries the request id onto every line logged while a request is handled. */
  logScope?: LogScope;
}
