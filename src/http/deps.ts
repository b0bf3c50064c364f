import type { AdminService } from '../core/admin/admin.service.js';
import type { PriceCacheStats } from '../core/admin/observed-price-cache.js';
import type { Clock } from '../core/clock.js';
import type { JobService } from '../core/jobs/job.service.js';
import type { RequestLimiter } from '../core/limits/rate-limit.ports.js';
import type { SessionService } from '../core/sessions/session.service.js';
import type { FlagService } from '../core/tools/flags.service.js';
import type { ToolRegistry } from '../core/tools/tool.registry.js';
import type { ToolEnv } from '../core/tools/tool.types.js';
import type { PriceService } from '../core/prices/price.service.js';
import type { ApiWatchService } from '../core/webhooks/api-watch.service.js';
import type { JobCallbacks } from '../core/webhooks/job-callbacks.js';
import type { WebhookService } from '../core/webhooks/webhook.service.js';

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

/** The settings the HTTP adapter reads; the root hands the parsed configuration, which has them all. */
export interface HttpSettings {
  BASE_URL: string;
  TRUST_PROXY: boolean;
  TRUST_PROXY_HOPS: number;
  MAX_UPLOAD_MB: number;
  MAX_FORM_FIELDS: number;
  ADMIN_TOKEN?: string;
  ADMIN_MAX_FAILURES: number;
  ADMIN_LOCKOUT_S: number;
}

/** What the HTTP adapter calls of the webhooks (src/webhooks, wired by the root). */
export interface HttpWebhooks {
  service: WebhookService;
  callbacks: JobCallbacks;
  watches: ApiWatchService;
  /** Checks a caller's callback URL; throws invalid_callback_url. */
  checkUrl(raw: unknown): string;
  /** Makes a key's signing secret (at key creation) and answers it. */
  newSecret(keyId: string): Promise<string>;
}

/** What the HTTP adapter (API, web page, admin panel) needs from the composition root: services, never stores. */
export interface HttpDeps {
  config: HttpSettings;
  clock: Clock;
  jobs: JobService;
  sessions: SessionService;
  tools: ToolRegistry;
  flags: FlagService;
  admin: AdminService;
  limiter: RequestLimiter;
  uploads: Uploads;
  /** Limits and hosts the tools run with. */
  toolEnv: ToolEnv;
  /** Draws the first page of a PDF as a small PNG into `outDir` (in a PDF worker) and answers its path. */
  pdfThumbnail(pdfPath: string, outDir: string, signal: AbortSignal): Promise<string>;
  priceCache?: PriceCacheView;
  /** Game prices for the web page (answered in this process). */
  prices: Pick<PriceService, 'lookup' | 'search'>;
  /** The per-key price budget, charged to a visitor's address and session on the web page. */
  priceRateLimit: (key: string, cost: number) => Promise<void>;
  /** Which engines answer (PostgreSQL, Redis) when the service depends on any; /healthz reports it. */
  health?: () => Promise<Record<string, boolean>>;
  /** Callback URLs of key-authenticated callers; absent where webhooks are not wired. */
  webhooks?: HttpWebhooks;
  log: {
    error(obj: unknown, msg?: string): void;
    info(obj: unknown, msg?: string): void;
  };
}
