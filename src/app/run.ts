import type { Server } from 'node:http';
import { constants as osConstants } from 'node:os';
import type Koa from 'koa';
import { createTelegramWebhook } from '../bots/telegram/webhook.js';
import { createHttpServer, drainable } from '../http/server.js';
import type { Logger } from '../logger.js';
import { startMetricsServer } from '../metrics/http.js';
import { botStates, startBots, telegramWebhookSecret } from './bots.js';
import type { BotRunner } from './bot-runner.js';
import { createChatServices, startChat, type ChatServices } from './chat.js';
import { createHttp, type HttpOptions } from './http-routes.js';
import { Lifecycle, type StopReport } from './lifecycle.js';
import type { Services } from './services.js';
import { startupLines, startupSummary } from './startup-summary.js';

export interface RunningApp {
  services: Services;
  /** The HTTP app and server; absent (and `url` empty) in a process without the `api` role. */
  app: Koa;
  server: Server;
  /** Base URL the server actually listens on (useful with PORT=0). */
  url: string;
  /** Where /metrics answers, or null when it is off. */
  metricsUrl: string | null;
  /** Everything started for this app, in the order it stops; `startService` adds the bots and the chat passes. */
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
export async function startApp(services: Services, http: HttpOptions = {}): Promise<RunningApp> {
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
  services.giveaways.start();
  lifecycle.add('giveaways', 'background', () => services.giveaways.stop());
  services.bundles.start();
  lifecycle.add('bundles', 'background', () => services.bundles.stop());
  services.giveawayReminders.start();
  lifecycle.add('giveaway reminders', 'background', () => services.giveawayReminders.stop());
  const sweepMs = config.SWEEP_INTERVAL_S * 1000;
  const sweeper = setInterval(() => {
    const sweep = async () => {
      if (!(await engines.periodGate('sweep', sweepMs))) return;
      await jobs.sweep();
      await services.recipes.sweep();
      // A day past its expiry a link is forgotten: until then it still answers "expired" rather than "not valid".
      await services.uploadLinks.purge(86_400_000);
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
    app = createHttp(services, http);
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

export interface RunningService extends RunningApp {
  chat: ChatServices;
  /** Each bot of this process, starting, retrying or running on its own. */
  bots: readonly BotRunner[];
}

/**
 * The whole process as `npm start` runs it: the app with the web page (and Telegram's webhook route in an api
 * process), the chat passes, then the bots, each started on its own while HTTP already serves. The start-up
 * summary is logged once HTTP is up, with each bot's state at that moment; each bot logs its own changes.
 */
export async function startService(services: Services, opts: { format?: 'json' | 'pretty' } = {}): Promise<RunningService> {
  const { config, log } = services;
  const roles = new Set(config.ROLES);
  // Built once and shared by both bots: one outbox, one watch store, one delivery service.
  const chat = await createChatServices(services);
  // Null unless TELEGRAM_WEBHOOK_URL and the token are set; the bot attaches to it once started.
  const telegramHook = roles.has('api') ? createTelegramWebhook(config, telegramWebhookSecret(services)) : null;
  const running = await startApp(services, { web: roles.has('api') ? {} : false, telegramHook });
  const { lifecycle } = running;
  startChat(chat, { watchesMs: config.WATCH_INTERVAL_MIN * 60_000, retriesMs: config.CHAT_DELIVERY_RETRY_S * 1000 }, lifecycle);
  // The first PDF job should not pay for starting Node, tsx and mupdf.
  if (roles.has('worker')) services.toolEnv.pdf.prewarm(services.toolEnv.limits);
  const bots = startBots(services, chat, telegramHook, lifecycle, services.serviceHealth.readiness);
  const facts = {
    config,
    listen: running.url,
    tools: services.tools.all().length,
    families: services.engineStatus,
    bots: botStates(bots),
    priceSources: services.prices.sourceNames,
    metrics: running.metricsUrl,
  };
  if (opts.format === 'pretty') log.info(startupLines(facts));
  else log.info(startupSummary(facts), 'started');
  return { ...running, chat, bots };
}

/**
 * The first SIGTERM or SIGINT stops everything within the deadline and exits (1 when a part overran or failed);
 * a second one exits at once. The deadline also holds when a stop hangs outside any part's reach.
 */
export function stopOnSignals(running: RunningApp, deadlineMs: number, log: Logger): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(128 + (osConstants.signals[signal] ?? 15));
    }
    stopping = true;
    log.info({ signal, deadlineS: deadlineMs / 1000 }, 'stopping');
    setTimeout(() => {
      log.error({}, 'stop overran its deadline; exiting');
      process.exit(1);
    }, deadlineMs + 1_000);
    running
      .stop(deadlineMs)
      .then((report) => {
        if (report.late.length || report.failed.length) {
          log.warn({ late: report.late, failed: report.failed.map((f) => ({ part: f.name, err: f.err })) }, 'stopped; some parts did not stop cleanly');
          process.exit(1);
        }
        log.info({}, 'stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        log.error({ err }, 'stop failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
