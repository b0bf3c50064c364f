import type { Clock } from '../core/clock.ports.js';
import type { PriceLookup } from '../core/chat/chat.types.js';
import { alwaysRun } from '../core/period-gate.js';
import type { PeriodGate } from '../core/period-gate.ports.js';
import { ApiWatchService, type ApiWatchServiceDeps } from '../core/webhooks/api-watch.service.js';
import { JobCallbacks, type WebhookNotifyJobs } from '../core/webhooks/job-callbacks.js';
import { WebhookService, type DeliveryObserver } from '../core/webhooks/webhook.service.js';
import type { WebhookStores } from '../core/webhooks/webhook.ports.js';
import type { envShape } from './env.js';
import { createHttpSender, type ResolveHost } from './http-sender.js';
import { encodeDelivery, jobEventData, priceAlertData } from './payload.js';
import { checkCallbackUrl, type UrlPolicy } from './url-policy.js';

/** How often settled deliveries past their retention are deleted. */
const PURGE_EVERY_MS = 3_600_000;

type WebhookEnv = { [K in keyof typeof envShape]: import('zod').output<(typeof envShape)[K]> };

export interface WebhookConfig extends WebhookEnv {
  DATA_DIR: string;
  BASE_URL: string;
  WATCH_INTERVAL_MIN: number;
}

export interface WebhookDeps {
  clock: Clock;
  jobs: WebhookNotifyJobs;
  prices: Pick<PriceLookup, 'lookup'>;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
  /** Tests replace name resolution to play a DNS server. */
  resolve?: ResolveHost;
  /** Counts each attempt by event type and outcome (the /metrics counter). */
  observe?: DeliveryObserver;
  /** Where deliveries, signing keys, job callbacks and API watches are kept (the engines open them). */
  stores: WebhookStores;
  /** Whose turn the periodic work is (price alerts, purge): in a fleet one process per period. Default: always. */
  gate?: PeriodGate;
  /** The game's lows from the price history, for watch rules such as since_increase. */
  lows?: ApiWatchServiceDeps['lows'];
}

/** Everything of the webhooks, built once by the composition root. */
export interface Webhooks {
  service: WebhookService;
  callbacks: JobCallbacks;
  watches: ApiWatchService;
  /** Checks a caller's callback URL; throws invalid_callback_url. */
  checkUrl(raw: unknown): string;
  /** Makes a key's signing secret (at key creation) and answers it. */
  newSecret(keyId: string): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createWebhooks(config: WebhookConfig, deps: WebhookDeps): Webhooks {
  const policy: UrlPolicy = { allowInsecure: config.WEBHOOK_ALLOW_INSECURE };
  const { stores } = deps;
  const { outbox, keys } = stores;
  const log = (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => deps.log[level](meta, msg);
  const service = new WebhookService(
    {
      outbox,
      keys,
      send: createHttpSender({ policy, timeoutMs: config.WEBHOOK_TIMEOUT_MS, userAgent: 'gametools-webhooks/0.1', resolve: deps.resolve }),
      encode: encodeDelivery,
      clock: deps.clock,
      log,
      observe: deps.observe,
    },
    {
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: config.WEBHOOK_RETRY_MAX_MS,
      maxAgeMs: config.WEBHOOK_MAX_AGE_S * 1000,
      pauseAfter: config.WEBHOOK_PAUSE_AFTER,
      pollMs: config.WEBHOOK_POLL_MS,
      concurrency: config.WEBHOOK_CONCURRENCY,
      slotsPerKey: Math.min(config.WEBHOOK_SLOTS_PER_KEY, config.WEBHOOK_CONCURRENCY),
      retentionMs: 7 * 86_400_000,
    },
  );
  const publish = (event: Parameters<WebhookService['publish']>[0]) => service.publish(event);
  const callbacks = new JobCallbacks({
    legacy: stores.callbacks,
    publish,
    jobs: deps.jobs,
    render: (job) => jobEventData(config.BASE_URL, job),
    clock: deps.clock,
    log,
  });
  const watches = new ApiWatchService({
    store: stores.watches,
    prices: deps.prices,
    publish,
    render: priceAlertData,
    clock: deps.clock,
    maxPerKey: config.MAX_WATCHES_PER_KEY,
    gate: deps.gate,
    lows: deps.lows,
    log,
  });
  const gate = deps.gate ?? alwaysRun;
  let purge: ReturnType<typeof setInterval> | null = null;
  return {
    service,
    callbacks,
    watches,
    checkUrl: (raw) => checkCallbackUrl(raw, policy).href,
    newSecret: (keyId) => service.newSecret(keyId),
    async start() {
      if (policy.allowInsecure) deps.log.warn({}, 'WEBHOOK_ALLOW_INSECURE is on: callback URLs may use http: and loopback (tests and development only)');
      await callbacks.start();
      service.start();
      watches.start(config.WATCH_INTERVAL_MIN * 60_000);
      // One shared outbox in a fleet: one process's purge per hour deletes what every process's would.
      purge = setInterval(() => {
        const run = async () => {
          if (await gate('webhook-purge', PURGE_EVERY_MS)) await service.purge();
        };
        run().catch((err: unknown) => deps.log.error({ err }, 'webhook purge failed'));
      }, PURGE_EVERY_MS);
      purge.unref();
    },
    async stop() {
      if (purge) clearInterval(purge);
      callbacks.stop();
      await watches.stop();
      await service.stop();
    },
  };
}
