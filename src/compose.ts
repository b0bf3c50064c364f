import type { Server } from 'node:http';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { Config } from './config.js';
import { systemClock, type Clock } from './core/clock.js';
import { sha256Hex } from './core/ids.js';
import { JobService } from './core/jobs/job.service.js';
import { alwaysRun, type PeriodGate } from './core/period-gate.js';
import { RequestLimiter } from './core/limits/rate-limiter.js';
import { createRateLimit } from './limits/rate-limit.js';
import { SessionService } from './core/sessions/session.service.js';
import { FlagService } from './core/tools/flags.service.js';
import type { ToolRegistry } from './core/tools/tool.registry.js';
import type { ToolDefinition, ToolEnv } from './core/tools/tool.types.js';
import { createHttpApp } from './http/app.js';
import { createHttpServer } from './http/server.js';
import { AdminService } from './core/admin/admin.service.js';
import { signedDownloadUrl as signedUrl } from './http/job-wire.js';
import type { HttpDeps, Uploads } from './http/deps.js';
import { createLogger, type Logger } from './logger.js';
import { BetterJobQueue } from './queue/better-queue.js';
import { AppDb } from './storage/app-db.js';
import type { AppStore } from './storage/app-store.js';
import { Fleet } from './fleet/fleet.js';
import type { RequestLimiter as RequestLimiterPort } from './limits/request-limits.js';
import { DiskJobFiles } from './storage/job-files.js';
import { LowdbJobStore } from './storage/job-store.js';
import { MemoryJobEventBus } from './queue/memory-event-bus.js';
import { createToolRegistry } from './tools/index.js';
import { createPrices, PriceLookupLimiter, type PriceCharts, type PriceHistory, type PriceService } from './prices/index.js';
import { LowdbPriceCache } from './storage/price-cache.js';
import { LowdbPriceHistory } from './storage/price-history.js';
import { PgPriceHistory } from './storage/pg/price-history.js';
import { ObservedPriceCache } from './core/admin/observed-price-cache.js';
import { createPricesRouter } from './http/routes/prices.js';
import { requireApiKey } from './http/identity.js';
import { detectFile } from './tools/shared/detect.js';
import { DEFAULT_TOOL_LIMITS } from './tools/shared/limits.js';
import { createWebhooks, type Webhooks } from './webhooks/index.js';
import type { ResolveHost } from './webhooks/http-sender.js';
import { createWatchesRouter } from './http/routes/watches.js';
import { createMetrics, instrument, metricsEnabled, type Metrics } from './metrics/index.js';
import { createMetricsRouter, startMetricsServer } from './metrics/http.js';

/** Side effects a test may replace. */
export interface Overrides {
  clock?: Clock;
  fetch?: typeof fetch;
  tools?: readonly ToolDefinition[];
  logger?: Logger;
  /** Name resolution for webhook deliveries (tests play a DNS server with it). */
  resolveHost?: ResolveHost;
}

/**
 * Every store and service, built once. Only the composition root and tests hold this; each adapter gets its
 * own narrow view (HttpDeps, DiscordDeps, TelegramDeps, CommandServices), and no adapter gets a store.
 */
export interface Services {
  config: Config;
  clock: Clock;
  log: Logger;
  jobs: JobService;
  sessions: SessionService;
  flags: FlagService;
  admin: AdminService;
  tools: ToolRegistry;
  limiter: RequestLimiterPort;
  toolEnv: ToolEnv;
  /** Where adapters stream incoming files before a job adopts them. */
  uploads: Uploads;
  prices: PriceService;
  /** Price history recorded from every computed answer, and the charts drawn from it. */
  priceHistory: PriceHistory;
  priceCharts: PriceCharts;
  /** The lowdb price cache, wrapped to count hits for the admin panel. */
  priceCache: ObservedPriceCache;
  /** Per-key price lookup budget (PRICE_RATE_LIMIT_PER_MIN); throws rate_limited. */
  priceRateLimit: (key: string, cost: number) => Promise<void>;
  /** An absolute link that serves a job's result to whoever holds it (results too large for a chat). */
  signedDownloadUrl: (jobId: string) => Promise<string>;
  /** Callbacks of API callers: job ends and price alerts, signed and retried. */
  webhooks: Webhooks;
  /** Waits for every store write asked so far (shutdown). */
  flushStores: () => Promise<void>;
  /** Prometheus metrics, when METRICS_TOKEN or METRICS_PORT is set. */
  metrics: Metrics | null;
  /** The scaled deployment's engines (DATABASE_URL, REDIS_URL); null for one process on DATA_DIR files. */
  fleet: Fleet | null;
  /** Whose turn periodic checks are (price alerts): one process per period in a fleet, always when alone. */
  periodGate: PeriodGate;
}

/** Builds every service from the configuration; nothing runs until `start`. */
export async function createServices(config: Config, overrides: Overrides = {}): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.logger ?? createLogger(config.LOG_LEVEL);
  // PostgreSQL and Redis when configured (one fleet), else lowdb files and in-process queue and events.
  const fleet = await Fleet.open(config, clock, log);
  const appDb = fleet ? null : await AppDb.open(config.DATA_DIR, clock);
  const db: AppStore = fleet?.state ?? appDb!;
  const files = new DiskJobFiles(config.DATA_DIR);
  await files.init({ shared: Boolean(fleet) });
  const flags = new FlagService(db, config.FEATURE_URL_TOOLS);
  const tools = createToolRegistry(overrides.tools);
  const toolEnv: ToolEnv = {
    limits: {
      ...DEFAULT_TOOL_LIMITS,
      jobTimeoutMs: config.JOB_TIMEOUT_S * 1000,
      pdfWorkerMemoryMb: config.PDF_WORKER_MEMORY_MB,
      pdfKeepSpareWorker: config.PDF_WORKER_SPARE,
      maxFrames: config.MAX_FRAMES,
      maxTotalPixels: config.MAX_TOTAL_MEGAPIXELS * 1_000_000,
      maxVideoFrames: config.MAX_VIDEO_FRAMES,
    },
    videoThumbnailUrl: config.VIDEO_THUMBNAIL_URL,
    videoOembedUrl: config.VIDEO_OEMBED_URL,
    urlToolsEnabled: () => flags.urlToolsOn(),
    fetch: overrides.fetch ?? globalThis.fetch,
  };
  const store =
    fleet?.jobStore ??
    (await LowdbJobStore.open(files.jobsDir, clock, (id, err) => log.warn({ id, err }, 'unreadable job record removed')));
  const events = fleet?.events ?? new MemoryJobEventBus((err) => log.error({ err }, 'job event listener failed'));
  const queue = fleet?.queue ?? new BetterJobQueue(config.WORKER_CONCURRENCY);
  const priceCache = new ObservedPriceCache(fleet?.priceCache ?? (await LowdbPriceCache.open(config.DATA_DIR, { clock })));
  const metrics = metricsEnabled(config)
    ? createMetrics({ queueCounts: () => queue.counts(), priceCacheStats: () => priceCache.stats() })
    : null;
  // Counted where this process acts (what it publishes, takes in, refuses), so each process reports its own.
  const seen = instrument(metrics, (slug) => tools.get(slug)?.category ?? 'unknown');
  const jobs = new JobService(
    {
      tools,
      store,
      files: seen.files(files),
      queue,
      events: seen.events(events),
      activity: seen.activity(db),
      // In a fleet the job rules read the flags table afresh, so a switch on one process holds on all at once.
      flags: fleet
        ? { toolDisabled: async (slug, category, kind) => (await fleet.state.refreshFlags(), flags.toolDisabled(slug, category, kind)) }
        : flags,
      clock,
      toolEnv,
      detect: detectFile,
      log: (level, msg, meta) => log[level](meta ?? {}, msg),
    },
    {
      ttlMs: config.JOB_TTL_S * 1000,
      timeoutMs: config.JOB_TIMEOUT_S * 1000,
      maxActivePerOwner: config.MAX_ACTIVE_JOBS_PER_SESSION,
      maxQueue: config.MAX_QUEUE,
      maxUploadBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
      linkSecret: fleet?.linkSecret ?? (await appDb!.secret('download-links')),
      sharedQueue: Boolean(fleet?.queue),
    },
  );
  const sessions = new SessionService(db, config.API_KEYS, clock, {
    // Every process of a fleet must accept the others' cookies: derived from the shared link secret there.
    sidSecret:
      config.SESSION_SECRET ??
      (fleet ? sha256Hex(`session-ids:${fleet.linkSecret}`) : await appDb!.secret('session-ids')),
  });
  // One behaviour for both deployments; a fleet spends from counters in Redis, which let a request through
  // (and say so) when they cannot answer.
  const rateLimit = (name: string, perMinute: number) =>
    createRateLimit({
      name,
      perMinute,
      redis: fleet?.redis?.cmd,
      onStoreError: (err) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'rate limit store unreachable; request let through'),
    });
  const limiter = seen.limiter(new RequestLimiter(rateLimit('requests', config.RATE_LIMIT_PER_MIN), config.RATE_LIMIT_PER_MIN));
  const onHistoryWriteError = (err: unknown) => log.warn({ err }, 'price history not written; retried with the next batch');
  const historyStore = fleet
    ? new PgPriceHistory({ pool: fleet.pool, onWriteError: onHistoryWriteError })
    : await LowdbPriceHistory.open(config.DATA_DIR, { onWriteError: onHistoryWriteError, onUnreadable: (key) => log.warn({ key }, 'unreadable price history skipped') });
  const { prices, history: priceHistory, charts: priceCharts } = createPrices(config, {
    cache: priceCache,
    clock,
    fetch: overrides.fetch,
    userAgent: `gametools/0.1 (+${config.BASE_URL})`,
    onEvent: (event) => log.warn(event, 'price source'),
    onSourceResult: seen.priceSource,
    historyStore,
    onHistoryEvent: (event) => log.warn(event, 'price history'),
  });
  const priceLimiter = new PriceLookupLimiter(rateLimit('prices', config.PRICE_RATE_LIMIT_PER_MIN), config.PRICE_RATE_LIMIT_PER_MIN);
  const priceRateLimit = seen.priceLimit((key: string, cost: number) => priceLimiter.take(key, cost));
  const signedDownloadUrl = async (jobId: string) => signedUrl(config.BASE_URL, jobId, await jobs.downloadToken(jobId));
  const periodGate: PeriodGate = fleet ? (name, periodMs) => fleet.claimPeriod(name, periodMs) : alwaysRun;
  const webhooks = await createWebhooks(config, { clock, events, jobs, prices, log, resolve: overrides.resolveHost, pool: fleet?.pool, gate: periodGate });
  if (metrics) webhooks.setObserver((type, outcome) => metrics.webhookDelivery(type, outcome));
  const admin = new AdminService({ activity: db, flags, clock });
  const uploads: Uploads = {
    tmpDir: files.tmpDir,
    discard: (path) => files.discardTemp(path),
    sweepStale: (maxAgeMs) => files.sweepTemp(maxAgeMs),
  };
  const flushStores = async () => {
    await priceHistory!.settled();
    await Promise.all([store.flush(), db.flush(), priceCache.flush(), historyStore.flush()]);
  };
  return {
    config,
    clock,
    log,
    jobs,
    sessions,
    flags,
    admin,
    tools,
    limiter,
    toolEnv,
    uploads,
    prices,
    priceHistory: priceHistory!,
    priceCharts: priceCharts!,
    priceCache,
    priceRateLimit,
    signedDownloadUrl,
    flushStores,
    metrics,
    fleet,
    periodGate,
    webhooks,
  };
}

/** The HTTP adapter's view: services only, never a store. */
export function httpDeps(s: Services): HttpDeps {
  const { config, clock, log, jobs, sessions, tools, flags, admin, limiter, uploads, toolEnv, prices, priceRateLimit } = s;
  const health = s.fleet ? () => s.fleet!.health() : undefined;
  return { config, clock, log, jobs, sessions, tools, flags, admin, limiter, uploads, toolEnv, prices, priceRateLimit, priceCache: s.priceCache, health, webhooks: s.webhooks, priceHistory: s.priceHistory, priceCharts: s.priceCharts };
}

export interface RunningApp {
  services: Services;
  /** The HTTP app and server; absent (and `url` empty) in a process without the `api` role. */
  app: Koa;
  server: Server;
  /** Base URL the server actually listens on (useful with PORT=0). */
  url: string;
  /** Where /metrics answers, or null when it is off. */
  metricsUrl: string | null;
  stop(): Promise<void>;
}

/** How often price history is thinned (each series at most once an hour). */
const HISTORY_COMPACT_MS = 3_600_000;

/** Temp files this old belong to no live request (uploads are bounded by the request timeout). */
const STALE_TEMP_MS = 3_600_000;

/**
 * Starts the job service, the sweeper and, for the `api` role, the HTTP server. In a fleet the sweep (and the
 * passes that bring back ids Redis lost, queued or running) runs in one process per period, not in each.
 */
export async function startApp(services: Services, extraRouters: readonly Router[] = []): Promise<RunningApp> {
  const { config, jobs, log, fleet } = services;
  await jobs.start();
  await services.webhooks.start();
  const sweepMs = config.SWEEP_INTERVAL_S * 1000;
  const sweeper = setInterval(() => {
    const sweep = async () => {
      await jobs.sweep();
      await fleet?.requeue(sweepMs, services.clock.now());
      await fleet?.handBackOrphans();
    };
    (fleet ? fleet.oncePerFleet('sweep', sweepMs, sweep) : sweep()).catch((err: unknown) => log.error({ err }, 'sweep failed'));
    // Each process has its own temp folder.
    services.uploads.sweepStale(STALE_TEMP_MS).catch((err: unknown) => log.error({ err }, 'temp sweep failed'));
  }, sweepMs);
  sweeper.unref();
  // Price history thinning and retention: one process of a fleet per hour.
  const compactor = setInterval(() => {
    const compact = async () => void (await services.priceHistory.compact());
    (fleet ? fleet.oncePerFleet('price-history-compact', HISTORY_COMPACT_MS, compact) : compact()).catch((err: unknown) =>
      log.error({ err }, 'price history compaction failed'),
    );
  }, HISTORY_COMPACT_MS);
  compactor.unref();
  // Redis back after an outage: ids it lost (or never got) are pushed again from PostgreSQL at once.
  const onRedisBack = () => {
    fleet?.requeue(0, services.clock.now()).catch((err: unknown) => log.warn({ err }, 're-queue after reconnect failed'));
  };
  fleet?.redis?.cmd.on('ready', onRedisBack);
  const { metrics } = services;
  let server: Server | null = null;
  let app: Koa | null = null;
  let url = '';
  if (config.ROLES.includes('api')) {
    const pricesRouter = createPricesRouter({
      prices: services.prices,
      history: services.priceHistory,
      charts: services.priceCharts,
      authenticate: async (ctx) => requireApiKey(ctx, services.sessions, true),
      rateLimit: services.priceRateLimit,
    });
    const metricsRouters = metrics && config.METRICS_PORT === undefined ? [createMetricsRouter(metrics, config.METRICS_TOKEN)] : [];
    const watchesRouter = createWatchesRouter(httpDeps(services));
    app = createHttpApp(httpDeps(services), [pricesRouter, watchesRouter, ...metricsRouters, ...extraRouters]);
    const listening = createHttpServer(app, config).listen(config.PORT, config.HOST);
    server = listening;
    await new Promise<void>((resolve, reject) => {
      listening.once('listening', resolve);
      listening.once('error', reject);
    });
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  }
  const metricsServer =
    metrics && config.METRICS_PORT !== undefined
      ? await startMetricsServer(metrics, { port: config.METRICS_PORT, host: config.HOST, token: config.METRICS_TOKEN })
      : null;
  const metricsUrl = !metrics ? null : metricsServer ? `${metricsServer.url}/metrics` : url ? `${url}/metrics` : null;
  return {
    services,
    app: app as Koa,
    server: server as Server,
    url,
    metricsUrl,
    async stop() {
      clearInterval(sweeper);
      clearInterval(compactor);
      fleet?.redis?.cmd.off('ready', onRedisBack);
      await metricsServer?.close();
      const listening = server;
      if (listening) {
        await new Promise<void>((resolve) => {
          listening.close(() => resolve());
          listening.closeAllConnections();
        });
      }
      await services.webhooks.stop();
      await jobs.stop();
      await services.flushStores();
      await fleet?.close();
    },
  };
}
