import type { Config } from '../config.js';
import { systemClock } from '../core/clock.js';
import type { Clock } from '../core/clock.ports.js';
import { systemTimers } from '../core/timers.js';
import type { Timers } from '../core/timers.ports.js';
import { JobService } from '../core/jobs/job.service.js';
import type { PeriodGate } from '../core/period-gate.ports.js';
import { JobRecovery } from '../core/jobs/recovery.js';
import { PerMinuteLimiter } from '../core/limits/rate-limiter.js';
import { SessionService } from '../core/sessions/session.service.js';
import { FlagService } from '../core/tools/flags.service.js';
import type { ToolRegistry } from '../core/tools/tool.registry.js';
import type { ToolDefinition, ToolEnv, ToolLimits } from '../core/tools/tool.types.js';
import { AdminService } from '../core/admin/admin.service.js';
import { signedDownloadUrl as signedUrl } from '../wire/job-wire.js';
import type { Uploads } from '../http/deps.js';
import { createLogger, type Logger } from '../logger.js';
import type { LogScope } from '../logging/log-scope.js';
import { scopeJobQueue } from '../logging/job-scope.js';
import { createWarnLimiter } from '../logging/warn-limit.js';
import { createServiceHealth, type ServiceHealth } from '../health/index.js';
import { openEngines, type Engines } from '../engines/index.js';
import type { RequestLimiter } from '../core/limits/rate-limit.ports.js';
import type { FailureLock } from '../core/limits/failure-lock.ports.js';
import { createToolRegistry } from '../tools/index.js';
import { PdfWorkerPool } from '../tools/pdf/engine/pool.js';
import { setUpToolLibraries } from '../tools/setup.js';
import { ProcCpuMeter } from '../tools/shared/cpu-meter.js';
import { findToolEngines, type FoundEngines } from '../tools/engines.js';
import { createPrices, DEFAULT_USER_AGENT, PriceLookupLimiter, type PriceCharts, type RegionalPrices, type PriceHistory, type PriceService } from '../prices/index.js';
import { ObservedPriceCache } from '../core/admin/observed-price-cache.js';
import { detectFile } from '../tools/shared/detect.js';
import { DEFAULT_TOOL_LIMITS } from '../tools/shared/limits.js';
import { createPipelineFiles } from '../tools/shared/pipeline-files.js';
import { createWebhooks, type Webhooks } from '../webhooks/index.js';
import type { ResolveHost } from '../webhooks/http-sender.js';
import { RecipeService } from '../core/pipelines/recipe.service.js';
import { createMetrics, instrument, metricsEnabled, type Metrics } from '../metrics/index.js';
import { keepFilesPrivate } from '../storage/private-files.js';
import { freeBytes } from '../storage/free-space.js';
import { ApiDealFollows } from '../core/deals/api-follows.js';
import { dealEventData } from '../wire/deal-wire.js';
import { hostname } from 'node:os';
import { randomId } from '../core/ids.js';
import { DealService } from '../core/deals/deal.service.js';
import { createDealSources } from '../prices/deals/index.js';
import { loadCatalogue } from '../i18n/catalogue.js';
import type { Translations } from '../core/i18n.ports.js';
import { giveawayEventData } from '../wire/giveaway-wire.js';
import { GiveawayService, GIVEAWAY_ENDED_KEPT_MS } from '../core/giveaways/giveaway.service.js';
import { GiveawayPosts } from '../core/giveaways/giveaway-posts.js';
import { createGiveawaySources } from '../giveaways/index.js';
import { GiveawayReminders } from '../core/giveaways/reminder.service.js';
import { BundleService, BUNDLE_NEWS_MS } from '../core/bundles/bundle.service.js';
import { BundlePosts } from '../core/bundles/bundle-posts.js';
import { createBundleSources } from '../giveaways/index.js';
import { UploadLinks } from '../core/uploads/upload-link.service.js';
import { uploadFiles } from './upload-files.js';
import { ImageProxy } from '../core/images/image-proxy.js';
import type { ImageFetcher } from '../core/images/image.ports.js';
import { createImageFetcher } from '../net/image-fetch.js';

/** Side effects a test may replace. */

export interface Overrides {
  clock?: Clock;
  /** Deadlines and keep-alives (long polls, event streams) a test fires itself. */
  timers?: Timers;
  fetch?: typeof fetch;
  tools?: readonly ToolDefinition[];
  /** The office, OCR and browser engines, instead of looking for them on this machine. */
  engines?: FoundEngines;
  logger?: Logger;
  /** The scope the logger reads per-request fields from (main.ts builds both). */
  logScope?: LogScope;
  /** Name resolution for webhook deliveries (tests play a DNS server with it). */
  resolveHost?: ResolveHost;
  /** Folders of message catalogue files (src/i18n/locales when omitted; tests add their own locales). */
  localeDirs?: readonly string[];
  /** How the image proxy fetches (tests widen its address rule to one fake server; never a setting). */
  imageFetcher?: ImageFetcher;
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
  /** What start-up found of each engine family (for the summary). */
  engineStatus: FoundEngines['status'];
  /** Where adapters stream incoming files before a job adopts them. */
  uploads: Uploads;
  prices: PriceService;
  /** Price history recorded from every computed answer, and the charts drawn from it. */
  priceHistory: PriceHistory;
  priceCharts: PriceCharts;
  /** One game's Steam price across regions in one currency (issue 41). */
  regionalPrices: RegionalPrices;
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
  /** The image proxy of the web cards (issue 41): signs source image URLs and serves them through our origin. */
  images: ImageProxy;
  /** Whose turn periodic checks are (price alerts): one process per period in a fleet, always when alone. */
  periodGate: PeriodGate;
  /** Deal announcements: the polled deal lists, chats' follows and their posts (issue 29). */
  deals: DealService;
  /** API keys' deal follows (signed deal.new / deal.ended webhooks). */
  dealFollows: ApiDealFollows;
  /** Free-to-keep giveaways merged from GamerPower, Epic and ITAD (issue 41). */
  giveaways: GiveawayService;
  /** New bundles from IsThereAnyDeal's bundle list, posted in chats that follow them (issue 41, part 4). */
  bundles: BundleService;
  /** Claim reminders: "Remind me" / "Claimed" on giveaway posts, one direct message before the end (issue 41). */
  giveawayReminders: GiveawayReminders;
  /** Every language the bots and pages speak (issue 36), read once from the message catalogue. */
  translations: Translations;
  /** One-time upload links (issue 40): big files from chat, and MCP's `request_upload_link`. */
  uploadLinks: UploadLinks;
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
    jobNice: config.JOB_NICE,
    maxFrames: config.MAX_FRAMES,
    maxTotalPixels: config.MAX_TOTAL_MEGAPIXELS * 1_000_000,
    maxVideoFrames: config.MAX_VIDEO_FRAMES,
  };
  // The listing shows each tool's caps as this server configures them.
  const found = overrides.engines ?? (await findToolEngines());
  const tools = createToolRegistry(overrides.tools, toolLimits, found.engines);
  await setUpToolLibraries();
  const translations = await loadCatalogue(overrides.localeDirs);
  const toolEnv: ToolEnv = {
    limits: toolLimits,
    videoThumbnailUrl: config.VIDEO_THUMBNAIL_URL,
    videoOembedUrl: config.VIDEO_OEMBED_URL,
    urlToolsEnabled: () => flags.urlToolsOn(),
    fetch: overrides.fetch ?? globalThis.fetch,
    pdf: new PdfWorkerPool(),
    engines: found.engines,
    capture: { allowInsecure: config.CAPTURE_ALLOW_INSECURE },
    translations,
  };
  if (config.CAPTURE_ALLOW_INSECURE) {
    log.warn({}, 'CAPTURE_ALLOW_INSECURE is on: web page captures may load pages on loopback (tests and development only)');
  }
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
      activity: db,
      admitted: seen.admitted,
      // The job rules read the flags afresh, so in a fleet a switch on one process holds on all at once.
      flags: { toolDisabled: async (slug, category, kind) => (await engines.refreshFlags(), flags.toolDisabled(slug, category, kind)) },
      clock,
      toolEnv,
      detect: detectFile,
      freeSpace: () => freeBytes(config.DATA_DIR),
      pipelineFiles: createPipelineFiles(),
      log: (level, msg, meta) => log[level](meta ?? {}, msg),
      timers,
      cpu: config.JOB_CPU_S > 0 ? { meter: () => new ProcCpuMeter(), budgetS: config.JOB_CPU_S } : undefined,
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
      maxStreamsPerAddress: config.MAX_STREAMS_PER_ADDRESS,
      maxStreamsWithoutKey: Math.max(1, Math.floor((config.MAX_STREAMS * config.STREAM_SHARE_WITHOUT_KEY_PCT) / 100)),
      maxLightInputBytes: config.LIGHT_JOB_MAX_KB * 1024,
      pipelineLimits: { maxSteps: config.MAX_PIPELINE_STEPS, maxFiles: config.MAX_FILES_PER_JOB, maxFanout: config.MAX_FANOUT, maxRuns: config.MAX_PIPELINE_RUNS, parallel: config.WORKER_CONCURRENCY },
    },
  );
  const sessions = new SessionService(db, config.API_KEYS, clock, {
    sidSecret: config.SESSION_SECRET ?? engines.sessionSecret,
    telegramBotToken: config.TELEGRAM_BOT_TOKEN,
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
  const { prices, history: priceHistory, charts: priceCharts, regional: regionalPrices } = createPrices(config, {
    cache: priceCache,
    clock,
    fetch: overrides.fetch,
    userAgent: `gametools/0.1 (+${config.BASE_URL})`,
    onEvent: (event) => log.warn(event, 'price source'),
    onSourceResult: seen.priceSource,
    historyStore: engines.priceHistory,
    onHistoryEvent: (event) => log.warn(event, 'price history'),
    translations,
    onRatesError: (err) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'ECB reference rates not read'),
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
    laneOf: (job) => jobs.laneOf(job),
    log: (level, msg, meta) => log[level](meta, msg),
  });
  const { apiFollows: apiFollowStore, ...dealStores } = engines.dealStores;
  const dealFollows = new ApiDealFollows({
    store: apiFollowStore,
    clock,
    publish: (delivery) => webhooks.service.publish(delivery),
    render: dealEventData,
    renderGiveaway: giveawayEventData,
    maxPerKey: config.MAX_WATCHES_PER_KEY,
  });
  const deals = new DealService({
    ...dealStores,
    sources: createDealSources(config, {
      http: { fetch: overrides.fetch ?? globalThis.fetch, userAgent: `gametools/0.1 (+${config.BASE_URL})` },
      clock,
      onDropped: (source, count) => {
        log.warn({ source, count }, 'unreadable deal list items dropped');
        metrics?.dealItemsDropped(source, count);
      },
    }),
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
  // Claim reminders (issue 41): sent by whichever bots process takes each one first (the store's atomic take).
  const giveawayReminders = new GiveawayReminders({
    store: engines.giveawayReminders,
    giveaways: engines.giveaways,
    clock,
    timers,
    beforeMs: config.REMIND_BEFORE_H * 3_600_000,
    everyMs: config.CHAT_DELIVERY_RETRY_S * 1000,
    holder: `${hostname()}:${process.pid}:${randomId(6)}`,
    leaseMs: config.CHAT_DELIVERY_LEASE_S * 1000,
    log: (level, msg, meta) => log[level](meta, msg),
  });
  // What giveaway and bundle posts share: the deal follows and their post claims, paced and claimed per process.
  const chatPosts = {
    follows: dealStores.follows,
    posts: dealStores.posts,
    clock,
    gate: periodGate,
    holder: `${hostname()}:${process.pid}:${randomId(6)}`,
    leaseMs: config.CHAT_DELIVERY_LEASE_S * 1000,
    deliverMs: config.CHAT_DELIVERY_RETRY_S * 1000,
    onChatGone: (key: string, reason: string) => deals.chatGone(key, reason),
    log: (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => log[level](meta, msg),
  };
  // Giveaways (issue 41): polled once per fleet per GIVEAWAYS_INTERVAL_MIN, and once soon after start.
  const giveaways = new GiveawayService({
    store: engines.giveaways,
    sources: createGiveawaySources(config, { http: { fetch: overrides.fetch ?? globalThis.fetch, userAgent: `gametools/0.1 (+${config.BASE_URL})` } }),
    clock,
    gate: periodGate,
    intervalMs: config.GIVEAWAYS_INTERVAL_MIN * 60_000,
    deliverMs: config.CHAT_DELIVERY_RETRY_S * 1000,
    posts: new GiveawayPosts({ ...chatPosts, store: engines.giveaways, keptMs: GIVEAWAY_ENDED_KEPT_MS }),
    onPruned: (ids) => giveawayReminders.forget(ids),
    log: (level, msg, meta) => log[level](meta, msg),
    onChange: (event) => {
      dealFollows.onGiveawayEvent(event).catch((err: unknown) => log.error({ err }, 'giveaway webhook events not stored'));
    },
  });
  // Bundles (issue 41, part 4): one list, polled with the giveaways' period (GIVEAWAYS_INTERVAL_MIN) once per fleet.
  const bundles = new BundleService({
    store: engines.bundles,
    sources: createBundleSources(config, { http: { fetch: overrides.fetch ?? globalThis.fetch, userAgent: `gametools/0.1 (+${config.BASE_URL})` } }),
    clock,
    gate: periodGate,
    intervalMs: config.GIVEAWAYS_INTERVAL_MIN * 60_000,
    deliverMs: config.CHAT_DELIVERY_RETRY_S * 1000,
    posts: new BundlePosts({ ...chatPosts, store: engines.bundles, newsMs: BUNDLE_NEWS_MS }),
    log: (level, msg, meta) => log[level](meta, msg),
  });
  const recipes = new RecipeService(engines.recipes, jobs.pipelines, clock, {
    ttlMs: config.RECIPE_TTL_DAYS * 86_400_000,
    maxPerAddress: config.MAX_RECIPES_PER_ADDRESS,
    hasJob: async (owner) => (await store.listByOwner(owner, clock.now(), 1)).length > 0,
  });
  const admin = new AdminService({ activity: db, flags, clock });
  const uploads: Uploads = {
    tmpDir: files.tmpDir,
    discard: (path) => files.discardTemp(path),
    sweepStale: (maxAgeMs) => files.sweepTemp(maxAgeMs),
    mirror: files.mirrorUpload ? (path) => files.mirrorUpload?.(path) ?? null : undefined,
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
  const uploadLinks = new UploadLinks({
    store: engines.uploadLinks,
    clock,
    secret: engines.linkSecret,
    ttlMs: config.UPLOAD_LINK_TTL_S * 1000,
    files: uploadFiles(files, files.tmpDir),
  });
  // Always the strict address rule: WEBHOOK_ALLOW_INSECURE is for callbacks, never for third-party image URLs.
  const images = new ImageProxy({
    secret: engines.linkSecret,
    fetcher: overrides.imageFetcher ?? createImageFetcher({ userAgent: DEFAULT_USER_AGENT, resolve: overrides.resolveHost }),
  });
  return {
    images,
    uploadLinks,
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
    engineStatus: found.status,
    uploads,
    prices,
    priceHistory: priceHistory!,
    priceCharts: priceCharts!,
    regionalPrices,
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
    giveaways,
    giveawayReminders,
    bundles,
    logScope: overrides.logScope,
    serviceHealth: createServiceHealth({
      dataDir: config.DATA_DIR,
      commit: config.GIT_COMMIT,
      engines: engines.health,
      minFreeDiskMb: () => config.MIN_FREE_DISK_MB,
    }),
  };
}
