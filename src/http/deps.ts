import type { UploadSink } from './mirrored-file-stream.js';
import type { Translations } from '../core/i18n.ports.js';
import type { UploadLinks } from '../core/uploads/upload-link.service.js';
import type { AdminService } from '../core/admin/admin.service.js';
import type { PriceCacheView } from '../core/admin/price-cache.ports.js';
import type { Clock } from '../core/clock.ports.js';
import type { JobService } from '../core/jobs/job.service.js';
import type { RequestLimiter } from '../core/limits/rate-limit.ports.js';
import type { FailureLock } from '../core/limits/failure-lock.ports.js';
import type { SessionService } from '../core/sessions/session.service.js';
import type { FlagService } from '../core/tools/flags.service.js';
import type { ToolRegistry } from '../core/tools/tool.registry.js';
import type { PriceService } from '../core/prices/price.service.js';
import type { RecipeService } from '../core/pipelines/recipe.service.js';
import type { ApiWatchService } from '../core/webhooks/api-watch.service.js';
import type { WebhookService } from '../core/webhooks/webhook.service.js';
import type { PriceCharts } from '../core/prices/history/chart.js';
import type { PriceHistory } from '../core/prices/history/history.service.js';
import type { LogScope } from '../logging/log-scope.js';
import type { Readiness } from '../health/readiness.js';
import type { VersionInfo } from '../health/version-info.js';

/** Where incoming files are streamed before a job adopts them, and how a left-over one is removed. */
export interface Uploads {
  tmpDir: string;
  discard(path: string): Promise<void>;
  /** Removes entries not touched for `maxAgeMs` (left by a crash or a lost request). */
  sweepStale(maxAgeMs: number): Promise<number>;
  /** Where an upload is sent on while it arrives (the bucket of an S3 deployment); absent on local disk. */
  mirror?: ((path: string) => UploadSink | null) | undefined;
}

/** The settings the HTTP adapter reads; the root hands the parsed configuration, which has them all. */
export interface HttpSettings {
  BASE_URL: string;
  TRUST_PROXY: boolean;
  TRUST_PROXY_HOPS: number;
  MAX_UPLOAD_MB: number;
  MAX_FORM_FIELDS: number;
  /** Files one job may take (the tools that take many, and pipelines). */
  MAX_FILES_PER_JOB: number;
  ADMIN_TOKEN?: string;
  ADMIN_MAX_FAILURES: number;
  ADMIN_LOCKOUT_S: number;
  AUTH_MAX_FAILURES: number;
  AUTH_LOCKOUT_S: number;
  /** Seconds an event stream stays open before it ends with a retry hint. */
  MAX_STREAM_S: number;
}

/** What the HTTP adapter calls of the webhooks (src/webhooks, wired by the root). */
export interface HttpWebhooks {
  service: WebhookService;
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
  /** Failed authentications counted per address toward a lock-out. */
  authFailures: FailureLock;
  /** Wrong admin tokens counted per address (ADMIN_MAX_FAILURES within ADMIN_LOCKOUT_S), fleet-wide in a fleet. */
  adminFailures: FailureLock;
  uploads: Uploads;
  /** Draws the first page of a PDF as a small PNG into `outDir` (in a PDF worker) and answers its path. */
  pdfThumbnail(pdfPath: string, outDir: string, signal: AbortSignal): Promise<string>;
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
  webhooks?: HttpWebhooks;
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
  /** Saved pipelines (issue 26); the recipe routes and page are absent without it. */
  recipes?: RecipeService;
  /** The message catalogue (issue 36): the web pages' language and picker; absent: English. */
  translations?: Translations;
  /** One-time upload links (issue 40): `/u/{token}`'s page and upload; absent: those paths answer 404. */
  uploadLinks?: Pick<UploadLinks, 'inspect' | 'redeem' | 'ttlMs'>;
}
