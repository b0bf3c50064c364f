import type Koa from 'koa';
import type { TelegramWebhook } from '../bots/telegram/webhook.js';
import { PerMinuteLimiter } from '../core/limits/rate-limiter.js';
import { createHealthRouter } from '../health/routes.js';
import { createHttpApp, type HttpMount } from '../http/app.js';
import type { AppState } from '../http/app-state.js';
import type { HttpDeps } from '../http/deps.js';
import { requireApiKey } from '../http/identity.js';
import { createEventsRouter } from '../http/routes/events.js';
import { createFeedsRouter } from '../http/routes/feeds.js';
import { createImagesRouter } from '../http/routes/images.js';
import { createFilesRouter } from '../http/routes/files.js';
import { createFollowsRouter } from '../http/routes/follows.js';
import { mcpMounts } from './mcp.js';
import { createGiveawaysRouter } from '../http/routes/giveaways.js';
import { createJobsRouter } from '../http/routes/jobs.js';
import { createTelegramSessionRouter } from '../http/routes/telegram-session.js';
import { createPipelinesRouter } from '../http/routes/pipelines.js';
import { createPricesRouter } from '../http/routes/prices.js';
import { createRecipesRouter } from '../http/routes/recipes.js';
import { createToolsRouter } from '../http/routes/tools.js';
import { createWatchesRouter } from '../http/routes/watches.js';
import { createUploadLinksRouter } from '../http/routes/upload-links.js';
import { createWebRouters, type WebOptions } from '../http/web/index.js';
import { createMetricsRouter } from '../metrics/http.js';
import { renderPdfPages } from '../tools/pdf/render.js';
import type { Services } from './services.js';

/** What an api process serves besides the API itself. */
export interface HttpOptions {
  /** The web page, the admin panel and the API documentation; `false` (the default): the API alone. */
  web?: WebOptions | false;
  /** Routers mounted after the API's and before the web page's (tests mount fakes and probes here). */
  mounts?: readonly HttpMount[];
  /** Telegram's update route, when this process takes the bot's updates by webhook. */
  telegramHook?: TelegramWebhook | null;
}

/** Image proxy requests per client address and minute: a few pages of cards. */
const IMAGES_PER_MIN = 600;

/** The HTTP adapter's view of the services, built once per app: services only, never a store. */
export function httpDeps(s: Services): HttpDeps {
  const { config, clock, log, jobs, sessions, tools, flags, admin, limiter, authFailures, adminFailures, uploads, prices, priceRateLimit } = s;
  const pdfThumbnail = async (pdfPath: string, outDir: string, signal: AbortSignal) => {
    const [png] = await renderPdfPages(pdfPath, {
      pages: [0],
      dpi: 60,
      format: 'png',
      outDir,
      signal,
      limits: { ...s.toolEnv.limits, jobTimeoutMs: 20_000 },
      workers: s.toolEnv.pdf,
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
    pdfThumbnail,
    prices,
    priceRateLimit,
    priceCache: s.priceCache,
    health: s.engines.health,
    webhooks: s.webhooks,
    recipes: s.recipes,
    translations: s.translations,
    uploadLinks: s.uploadLinks,
    logScope: s.logScope,
    priceHistory: s.priceHistory,
    priceCharts: s.priceCharts,
    readiness: s.serviceHealth.readiness,
    version: s.serviceHealth.version,
    observeRequest: s.metrics ? (...a) => s.metrics!.httpRequest(...a) : undefined,
  };
}

/**
 * The one route table: every router the HTTP app mounts, in the order a request tries them, each given only
 * the part of the services it uses. The web routers come last: their not-found page answers what no router
 * before it matched.
 */
export function httpRoutes(s: Services, deps: HttpDeps, opts: HttpOptions = {}): HttpMount[] {
  const { config, metrics } = s;
  return [
    createHealthRouter<AppState>(deps),
    createToolsRouter(deps),
    createJobsRouter(deps),
    createTelegramSessionRouter(deps),
    createFilesRouter(deps),
    createPricesRouter({
      prices: s.prices,
      history: s.priceHistory,
      charts: s.priceCharts,
      regional: s.regionalPrices,
      authenticate: async (ctx) => requireApiKey(ctx, s.sessions, true),
      rateLimit: s.priceRateLimit,
    }),
    createWatchesRouter(deps),
    createEventsRouter(deps, s.timers),
    createPipelinesRouter(deps, { maxFiles: config.MAX_FILES_PER_JOB }),
    createRecipesRouter(deps, s.recipes),
    // One-time upload links (issue 40): the upload itself; the page at GET /u/{token} is one of the web routers.
    createUploadLinksRouter({ ...deps, uploadLinks: s.uploadLinks }),
    createFeedsRouter({
      deals: s.deals,
      limiter: new PerMinuteLimiter(
        s.engines.rateLimit({ name: 'feeds', perMinute: config.DEALS_FEED_RATE_PER_MIN, onStoreError: () => undefined }),
        config.DEALS_FEED_RATE_PER_MIN,
      ),
      baseUrl: config.BASE_URL,
      translations: s.translations,
      images: s.images,
    }),
    createFollowsRouter({ http: deps, follows: s.dealFollows, defaultRegion: config.PRICE_REGION }),
    createGiveawaysRouter({
      giveaways: s.giveaways,
      authenticate: async (ctx) => requireApiKey(ctx, s.sessions, true),
      rateLimit: s.priceRateLimit,
      feedLimiter: new PerMinuteLimiter(
        s.engines.rateLimit({ name: 'feeds', perMinute: config.DEALS_FEED_RATE_PER_MIN, onStoreError: () => undefined }),
        config.DEALS_FEED_RATE_PER_MIN,
      ),
      baseUrl: config.BASE_URL,
      translations: s.translations,
      images: s.images,
      clock: s.clock,
    }),
    // Source images of the web cards through our origin (issue 41); a page of 50 cards asks 50 at once.
    createImagesRouter({
      images: s.images,
      limiter: new PerMinuteLimiter(s.engines.rateLimit({ name: 'images', perMinute: IMAGES_PER_MIN, onStoreError: () => undefined }), IMAGES_PER_MIN),
    }),
    // The MCP door (src/mcp): off with MCP_ENABLED=false.
    ...mcpMounts(s),
    // On the main port unless METRICS_PORT gives /metrics a listener of its own (src/app/run.ts).
    ...(metrics && config.METRICS_PORT === undefined ? [createMetricsRouter(metrics, config.METRICS_TOKEN)] : []),
    ...(opts.mounts ?? []),
    ...(opts.web === undefined || opts.web === false ? [] : createWebRouters(deps, opts.web)),
    ...(opts.telegramHook ? [opts.telegramHook.router] : []),
  ];
}

/** The HTTP app of an api process: its deps built once, its routes from the one table. */
export function createHttp(s: Services, opts: HttpOptions = {}): Koa<AppState> {
  const deps = httpDeps(s);
  return createHttpApp(deps, httpRoutes(s, deps, opts));
}
