import type { Server } from 'node:http';
import type Koa from 'koa';
import type { Config } from './config.js';
import { systemClock } from './core/clock.js';
import type { Clock } from './core/clock.ports.js';
import { systemTimers } from './core/timers.js';
import type { Timers } from './core/timers.ports.js';
import { createEventsRouter } from './http/routes/events.js';
import { JobService } from './core/jobs/job.service.js';
import type { PeriodGate } from './core/period-gate.ports.js';
import { JobRecovery } from './core/jobs/recovery.js';
import { PerMinuteLimiter } from './core/limits/rate-limiter.js';
import { SessionService } from './core/sessions/session.service.js';
import { FlagService } from './core/tools/flags.service.js';
import type { ToolRegistry } from './core/tools/tool.registry.js';
import type { ToolDefinition, ToolEnv, ToolLimits } from './core/tools/tool.types.js';
import { createHttpApp, type HttpMount } from './http/app.js';
import { createHttpServer, drainable } from './http/server.js';
import { Lifecycle, type StopReport } from './lifecycle.js';
import { AdminService } from './core/admin/admin.service.js';
import { signedDownloadUrl as signedUrl } from './wire/job-wire.js';
import type { HttpDeps, Uploads } from './http/deps.js';
import { createLogger, type Logger } from './logger.js';
import type { LogScope } from './logging/log-scope.js';
import { scopeJobQueue } from './logging/job-scope.js';
import { createWarnLimiter } from './logging/warn-limit.js';
import { createServiceHealth, type ServiceHealth } from './health/index.js';
import { openEngines, type Engines } from './engines/index.js';
import type { RequestLimiter } from './core/limits/rate-limit.ports.js';
import type { FailureLock } from './core/limits/failure-lock.ports.js';
import { createToolRegistry } from './tools/index.js';
import { PdfWorkerPool } from './tools/pdf/engine/pool.js';
import { setUpToolLibraries } from './tools/setup.js';
import { createPrices, PriceLookupLimiter, type PriceCharts, type PriceHistory, type PriceService } from './prices/index.js';
import { ObservedPriceCache } from './core/admin/observed-price-cache.js';
import { createPricesRouter } from './http/routes/prices.js';
import { requireApiKey } from './http/identity.js';
import { detectFile } from './tools/shared/detect.js';
import { renderPdfPages } from './tools/pdf/render.js';
import { DEFAULT_TOOL_LIMITS } from './tools/shared/limits.js';
import { createPipelineFiles } from './tools/shared/pipeline-files.js';
import { createWebhooks, type Webhooks } from './webhooks/index.js';
import type { ResolveHost } from './webhooks/http-sender.js';
import { createWatchesRouter } from './http/routes/watches.js';
import { createPipelinesRouter } from './http/routes/pipelines.js';
import { createRecipesRouter } from './http/routes/recipes.js';
import { RecipeService } from './core/pipelines/recipe.service.js';
import { createMetrics, instrument, metricsEnabled, type Metrics } from './metrics/index.js';
import { keepFilesPrivate } from './storage/private-files.js';
import { createMetricsRouter, startMetricsServer } from './metrics/http.js';
import { freeBytes } from './storage/free-space.js';
import { createFeedsRouter } from './http/routes/feeds.js';
import { createFollowsRouter } from './http/routes/follows.js';
import { ApiDealFollows } from './core/deals/api-follows.js';
import { dealEventData } from './wire/deal-wire.js';
import { hostname } from 'node:os';
import { randomId } from './core/ids.js';
import { DealService } from './core/deals/deal.service.js';
import { createDealSources } from './prices/deals/index.js';
import { loadCatalogue } from './i18n/catalogue.js';
import type { Translations } from './core/i18n.ports.js';

/** Side effects a test may replace. */
export interface Overrides {
  clock?: Clock;
  /** Deadlines and keep-alives (long polls, event streams) a test fires itself. */
  timers?: Timers;
  fetch?: typeof fetch;
  tools?: readonly ToolDefinition[];
  logger?: Logger;
  /** The scope the logger reads per-request fields from (main.ts builds both). */
  logScope?: LogScope;
  /** Name resolution for webhook deliveries (tests play a DNS server with it). */
  resolveHost?: ResolveHost;
  /** Folders of message catalogue files (src/i18n/locales when omitted; tests add their own locales). */
  localeDirs?: readonly string[];
}

/**
 * Every store and service, built once. Only the composition root and tests hold this; each adapter gets its
 * own narrow view (HttpDeps, DiscordDeps, TelegramDeps, CommandServices), and no adapter gets a store.
 */
export interface Services {
  config: Config;
  clock: Clock;
  timers: Timers;
  log: Logger;
  logScope?: LogScope;
  /** /readyz's checks and /version's facts. */
  serviceHealth: ServiceHealth;
  jobs: JobService;
  sessions: SessionService;
  flags: FlagService;
  admin: AdminService;
  tools: ToolRegistry;
  limiter: RequestLimiter;
  /** Wrong API keys, metrics tokens and bot secrets counted per address toward a lock-out (fleet-wide in a fleet). */
  authFailures: FailureLock;
  /** Wrong admin tokens counted per address toward the admin lock-out, with its own limits (fleet-wide in a fleet). */
  adminFailures: FailureLock;
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
  /** Stores, queue, events, leases: the one record where the two deployments differ (src/engines). */
  engines: Engines;
  /** The rules that bring back jobs a shared queue lost; the sweep and a reconnect run them. */
  recovery: JobRecovery;
  /** Saved pipelines (issue 26). */
  recipes: RecipeService;
  /** Whose turn periodic checks are (price alerts): one process per period in a fleet, always when alone. */
  periodGate: PeriodGate;
  /** Deal announcements: the polled deal lists, chats' follows and their posts (issue 29). */
  deals: DealService;
  /** API keys' deal follows (signed deal.new / deal.ended webhooks). */
  dealFollows: ApiDealFollows;
  /** Every language the bots and pages speak (issue 36), read once from the message catalogue. */
  translations: Translations;
}

/** Builds every service from the configuration; nothing runs until `start`. */
export async function createServices(config: Config, overrides: Overrides = {}): Promise<Services> {
  keepFilesPrivate();
  const clock = overrides.clock ?? systemClock;
  const timers = overrides.timers ?? systemTimers;
  const log = overrides.logger ?? createLogger(config.LOG_LEVEL);
  const engines = await openEngines({ config, clock, log });
  const { files, appStore: db, jobStore: store, events } = engines;
  const queue = overrides.logScope ? scopeJobQueue(engines.queue, overrides.logScope, { local: !engines.sharedQueue }) : engines.queue;
  const flags = new FlagService(db, config.FEATURE_URL_TOOLS);
  const toolLimits: ToolLimits = {
    ...DEFAULT_TOOL_LIMITS,
    jobTimeoutMs: config.JOB_TIMEOUT_S * 1000,
    pdfWorkerMemoryMb: config.PDF_WORKER_MEMORY_MB,
    pdfKeepSpareWorker: config.PDF_WORKER_SPARE,
    maxFrames: config.MAX_FRAMES,
    maxTotalPixels: config.MAX_TOTAL_MEGAPIXELS * 1_000_000,
    maxVideoFrames: config.MAX_VIDEO_FRAMES,
  };
  // The listing shows each tool's caps as this server configures them.
  const tools = createToolRegistry(overrides.tools, toolLimits);
  await setUpToolLibraries();
  const toolEnv: ToolEnv = {
    limits: toolLimits,
    videoThumbnailUrl: config.VIDEO_THUMBNAIL_URL,
    videoOembedUrl: config.VIDEO_OEMBED_URL,
    urlToolsEnabled: () => flags.urlToolsOn(),
    fetch: overrides.fetch ?? globalThis.fetch,
    pdf: new PdfWorkerPool(),
  };
  const priceCache = new ObservedPriceCache(engines.priceCache);
  const metrics = metricsEnabled(config)
    ? createMetrics({
        queueCounts: () => queue.counts(),
        priceCacheStats: () => priceCache.stats(),
        webhookBacklog: () => engines.webhookStores.outbox.countPending(),
      })
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
      // The job rules read the flags afresh, so in a fleet a switch on one process holds on all at once.
      flags: { toolDisabled: async (slug, category, kind) => (await engines.refreshFlags(), flags.toolDisabled(slug, category, kind)) },
      clock,
      toolEnv,
      detect: detectFile,
      freeSpace: () => freeBytes(config.DATA_DIR),
      pipelineFiles: createPipelineFiles(),
      log: (level, msg, meta) => log[level](meta ?? {}, msg),
      timers,
    },
    {
      ttlMs: config.JOB_TTL_S * 1000,
      timeoutMs: config.JOB_TIMEOUT_S * 1000,
      maxActivePerOwner: config.MAX_ACTIVE_JOBS_PER_SESSION,
      maxQueue: config.MAX_QUEUE,
      maxActivePerAddress: config.MAX_ACTIVE_JOBS_PER_ADDRESS,
      maxActiveWithoutKey: Math.max(1, Math.floor((config.MAX_QUEUE * config.QUEUE_SHARE_WITHOUT_KEY_PCT) / 100)),
      maxUploadBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
      maxStoredBytesPerOwner: config.MAX_STORED_MB_PER_OWNER * 1_048_576,
      minFreeBytes: config.MIN_FREE_DISK_MB * 1_048_576,
      linkSecret: engines.linkSecret,
      sharedQueue: engines.sharedQueue,
      maxStreamsPerOwner: config.MAX_STREAMS_PER_OWNER,
      maxStreams: config.MAX_STREAMS,
      pipelineLimits: { maxSteps: config.MAX_PIPELINE_STEPS, maxFiles: config.MAX_FILES_PER_JOB, maxFanout: config.MAX_FANOUT, parallel: config.WORKER_CONCURRENCY },
    },
  );
  const sessions = new SessionService(db, config.API_KEYS, clock, {
    sidSecret: config.SESSION_SECRET ?? engines.sessionSecret,
  });
  // One behaviour for both deployments; a fleet spends from counters in Redis, which let a request through
  // (and say so) when they cannot answer.
  const rateLimit = (name: string, perMinute: number) =>
    engines.rateLimit({
      name,
      perMinute,
      onStoreError: (err) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'rate limit store unreachable; request let through'),
    });
  const limiter = seen.limiter(new PerMinuteLimiter(rateLimit('requests', config.RATE_LIMIT_PER_MIN), config.RATE_LIMIT_PER_MIN));
  const { prices, history: priceHistory, charts: priceCharts } = createPrices(config, {
    cache: priceCache,
    clock,
    fetch: overrides.fetch,
    userAgent: `gametools/0.1 (+${config.BASE_URL})`,
    onEvent: (event) => log.warn(event, 'price source'),
    onSourceResult: seen.priceSource,
    historyStore: engines.priceHistory,
    onHistoryEvent: (event) => log.warn(event, 'price history'),
  });
  const priceLimiter = new PriceLookupLimiter(rateLimit('prices', config.PRICE_RATE_LIMIT_PER_MIN), config.PRICE_RATE_LIMIT_PER_MIN);
  const priceRateLimit = seen.priceLimit((key: string, cost: number) => priceLimiter.take(key, cost));
  const signedDownloadUrl = async (jobId: string) => signedUrl(config.BASE_URL, jobId, await jobs.downloadToken(jobId));
  const { periodGate } = engines;
  const webhooks = createWebhooks(config, {
    clock,
    jobs,
    prices,
    log,
    resolve: overrides.resolveHost,
    stores: engines.webhookStores,
    gate: periodGate,
    lows: (game) => priceHistory!.lows(game),
    observe: metrics ? (type, outcome) => metrics.webhookDelivery(type, outcome) : undefined,
  });
  const recovery = new JobRecovery({
    redelivery: engines.redelivery,
    clock,
    leaseMs: config.WORKER_LEASE_MS,
    log: (level, msg, meta) => log[level](meta, msg),
  });
  const { apiFollows: apiFollowStore, ...dealStores } = engines.dealStores;
  const dealFollows = new ApiDealFollows({
    store: apiFollowStore,
    clock,
    publish: (delivery) => webhooks.service.publish(delivery),
    render: dealEventData,
    maxPerKey: config.MAX_WATCHES_PER_KEY,
  });
  const deals = new DealService({
    ...dealStores,
    sources: createDealSources(config, { http: { fetch: overrides.fetch ?? globalThis.fetch, userAgent: `gametools/0.1 (+${config.BASE_URL})` }, clock }),
    clock,
    gate: periodGate,
    holder: `${hostname()}:${process.pid}:${randomId(6)}`,
    leaseMs: config.CHAT_DELIVERY_LEASE_S * 1000,
    intervalMs: config.DEALS_INTERVAL_MIN * 60_000,
    deliverMs: config.CHAT_DELIVERY_RETRY_S * 1000,
    defaultRegion: config.PRICE_REGION,
    log: (level, msg, meta) => log[level](meta, msg),
    onChange: (event) => {
      dealFollows.onEvent(event).catch((err: unknown) => log.error({ err }, 'deal webhook events not stored'));
    },
  });
  const recipes = new RecipeService(engines.recipes, jobs.pipelines, clock);
  const admin = new AdminService({ activity: db, flags, clock });
  const uploads: Uploads = {
    tmpDir: files.tmpDir,
    discard: (path) => files.discardTemp(path),
    sweepStale: (maxAgeMs) => files.sweepTemp(maxAgeMs),
  };
  // Every wrong try during a Redis outage would write this warning: a flood of them must not flood the log.
  const lockStoreWarn = createWarnLimiter((obj, msg) => log.warn(obj, msg), () => clock.now());
  const lockStoreDown = (lock: string) => (err: unknown) =>
    lockStoreWarn(`failure-lock-${lock}`, { lock, err: err instanceof Error ? err.message : String(err) }, 'failed-authentication count unreachable; the try is not counted');
  /** Failures counted per address toward a lock-out that lasts as long as the window it counts in. */
  const failureLock = (name: string, maxFailures: number, lockS: number) =>
    engines.failureLock({ name, maxFailures, windowMs: lockS * 1000, lockMs: lockS * 1000, onStoreError: lockStoreDown(name) });
  const flushStores = async () => {
    await priceHistory!.settled();
    await engines.flush();
  };
  const translations = await loadCatalogue(overrides.localeDirs);
  return {
    translations,
    config,
    clock,
    timers,
    log,
    jobs,
    sessions,
    flags,
    admin,
    tools,
    limiter,
    authFailures: failureLock('auth', config.AUTH_MAX_FAILURES, config.AUTH_LOCKOUT_S),
    adminFailures: failureLock('admin', config.ADMIN_MAX_FAILURES, config.ADMIN_LOCKOUT_S),
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
    engines,
    recovery,
    periodGate,
    recipes,
    webhooks,
    deals,
    dealFollows,
    logScope: overrides.logScope,
    serviceHealth: createServiceHealth({
      dataDir: config.DATA_DIR,
      commit: config.GIT_COMMIT,
      engines: engines.health,
      minFreeDiskMb: () => config.MIN_FREE_DISK_MB,
    }),
  };
}

/** The HTTP adapter's view: services only, never a store. */
export function httpDeps(s: Services): HttpDeps {
  const { config, clock, log, jobs, sessions, tools, flags, admin, limiter, authFailures, adminFailures, uploads, toolEnv, prices, priceRateLimit } = s;
  const health = s.engines.health;
  const pdfThumbnail = async (pdfPath: string, outDir: string, signal: AbortSignal) => {
    const [png] = await renderPdfPages(pdfPath, {
      pages: [0],
      dpi: 60,
      format: 'png',
      outDir,
      signal,
      limits: { ...toolEnv.limits, jobTimeoutMs: 20_000 },
      workers: toolEnv.pdf,
    });
    return png;
  };
  return {
    config,
    clock,
    log,
    jobs,
    sessions,
    tools,
    flags,
    admin,
    limiter,
    authFailures,
    adminFailures,
    uploads,
    toolEnv,
    pdfThumbnail,
    prices,
    priceRateLimit,
    priceCache: s.priceCache,
    health,
    webhooks: s.webhooks,
    recipes: s.recipes,
    translations: s.translations,
    logScope: s.logScope,
    priceHistory: s.priceHistory,
    priceCharts: s.priceCharts,
    readiness: s.serviceHealth.readiness,
    version: s.serviceHealth.version,
    observeRequest: s.metrics ? (...a) => s.metrics!.httpRequest(...a) : undefined,
  };
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
  /** Everything started for this app, in the order it stops; the root adds the bots and the chat passes. */
  lifecycle: Lifecycle;
  /** Stops everything within SHUTDOWN_TIMEOUT_S (`deadlineMs` replaces it); answers what overran or failed. */
  stop(deadlineMs?: number): Promise<StopReport>;
}

/** How often price history is thinned (each series at most once an hour). */
const HISTORY_COMPACT_MS = 3_600_000;

/** Temp files this old belong to no live request (uploads are bounded by the request timeout). */
const STALE_TEMP_MS = 3_600_000;

/**
 * Starts the job service, the sweeper, the webhooks, metrics and, for the `api` role, the HTTP server, each
 * registered in one lifecycle. In a fleet the sweep (and the recovery passes that bring back ids the shared
 * queue lost) runs in one process per period, not in each.
 */
export async function startApp(services: Services, extraRouters: readonly HttpMount[] = []): Promise<RunningApp> {
  const { config, jobs, log, engines, recovery } = services;
  const lifecycle = new Lifecycle();
  // Registered first so a failed start below still lets go of every connection.
  // /readyz answers 503 from the first moment of a stop, so a balancer stops sending before the server closes.
  lifecycle.add('readiness', 'intake', () => services.serviceHealth.stopping());
  lifecycle.add('engines', 'engines', async () => {
    await services.flushStores();
    await engines.close();
  });
  await jobs.start();
  lifecycle.add('jobs', 'work', () => jobs.stop());
  // The warm spare MuPDF worker ends with the jobs; a running job's worker ends with its job.
  lifecycle.add('pdf workers', 'work', () => services.toolEnv.pdf.close());
  await services.webhooks.start();
  lifecycle.add('webhooks', 'background', () => services.webhooks.stop());
  // Polls once per fleet per DEALS_INTERVAL_MIN (the period gate); posts wherever a bot has attached.
  services.deals.start();
  lifecycle.add('deals', 'background', () => services.deals.stop());
  const sweepMs = config.SWEEP_INTERVAL_S * 1000;
  const sweeper = setInterval(() => {
    const sweep = async () => {
      if (!(await engines.periodGate('sweep', sweepMs))) return;
      await jobs.sweep();
      await recovery.requeue(sweepMs);
      await recovery.handBackOrphans();
    };
    sweep().catch((err: unknown) => log.error({ err }, 'sweep failed'));
    // Each process has its own temp folder.
    services.uploads.sweepStale(STALE_TEMP_MS).catch((err: unknown) => log.error({ err }, 'temp sweep failed'));
  }, sweepMs);
  sweeper.unref();
  // Price history thinning and retention: one process of a fleet per hour.
  const compactor = setInterval(() => {
    const compact = async () => {
      if (await engines.periodGate('price-history-compact', HISTORY_COMPACT_MS)) await services.priceHistory.compact();
    };
    compact().catch((err: unknown) => log.error({ err }, 'price history compaction failed'));
  }, HISTORY_COMPACT_MS);
  compactor.unref();
  lifecycle.add('sweep', 'background', () => clearInterval(sweeper));
  lifecycle.add('price-history-compaction', 'background', () => clearInterval(compactor));
  // The queue's engine back after an outage: ids it lost (or never got) are pushed again from the records at once.
  const offQueueBack = engines.onQueueBack(() => {
    recovery.requeue(0).catch((err: unknown) => log.warn({ err }, 're-queue after reconnect failed'));
  });
  lifecycle.add('re-queue on reconnect', 'background', offQueueBack);
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
    const feedsRouter = createFeedsRouter({
      deals: services.deals,
      limiter: new PerMinuteLimiter(
        engines.rateLimit({ name: 'feeds', perMinute: config.DEALS_FEED_RATE_PER_MIN, onStoreError: () => undefined }),
        config.DEALS_FEED_RATE_PER_MIN,
      ),
      baseUrl: config.BASE_URL,
    });
    const followsRouter = createFollowsRouter({ http: httpDeps(services), follows: services.dealFollows, defaultRegion: config.PRICE_REGION });
    const eventsRouter = createEventsRouter(httpDeps(services), services.timers);
    const pipelinesRouter = createPipelinesRouter(httpDeps(services), { maxFiles: config.MAX_FILES_PER_JOB });
    const recipesRouter = createRecipesRouter(httpDeps(services), services.recipes);
    app = createHttpApp(httpDeps(services), [pricesRouter, watchesRouter, eventsRouter, pipelinesRouter, recipesRouter, feedsRouter, followsRouter, ...metricsRouters, ...extraRouters]);
    const listening = createHttpServer(app, config);
    const requests = drainable(listening);
    listening.listen(config.PORT, config.HOST);
    server = listening;
    await new Promise<void>((resolve, reject) => {
      listening.once('listening', resolve);
      listening.once('error', reject);
    });
    // Stops accepting at once; requests under way get most of the time before what is left is closed.
    lifecycle.add('http', 'intake', (budgetMs) => requests.drain(budgetMs * 0.9));
    // Open event streams and waits end at once (a stream with a retry hint), so the drain is not held by them.
    lifecycle.add('job streams', 'intake', () => jobs.feed.stop());
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  }
  const metricsServer =
    metrics && config.METRICS_PORT !== undefined
      ? await startMetricsServer(metrics, {
          port: config.METRICS_PORT,
          host: config.HOST,
          token: config.METRICS_TOKEN,
          authFailures: services.authFailures,
          // A worker-only process has no HTTP port: an orchestrator asks these here.
          health: { health: services.engines.health, readiness: services.serviceHealth.readiness },
        })
      : null;
  if (metricsServer) lifecycle.add('metrics', 'background', () => metricsServer.close());
  const metricsUrl = !metrics ? null : metricsServer ? `${metricsServer.url}/metrics` : url ? `${url}/metrics` : null;
  return {
    services,
    app: app as Koa,
    server: server as Server,
    url,
    metricsUrl,
    lifecycle,
    stop: (deadlineMs = config.SHUTDOWN_TIMEOUT_S * 1000) => lifecycle.stop(deadlineMs),
  };
}
