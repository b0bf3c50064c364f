import type { Redis } from 'ioredis';
import type pg from 'pg';
import { sha256Hex } from '../core/ids.js';
import type { JobLane } from '../core/jobs/job-lane.js';
import type { LanedId, Redelivery } from '../core/jobs/recovery.ports.js';
import { claimPeriod, runAsLeader } from '../fleet/lease.js';
import { createRateLimit } from '../limits/rate-limit.js';
import { createFailureLock } from '../limits/failure-lock.js';
import { BetterJobQueue } from '../queue/better-queue.js';
import { MemoryJobEventBus } from '../queue/memory-event-bus.js';
import { BullJobQueue } from '../queue/redis/bull-queue.js';
import { createRedis, redisAlive, redisReady } from '../queue/redis/connection.js';
import { RedisJobEventBus } from '../queue/redis/event-bus.js';
import { PgAppStore } from '../storage/pg/app-state.js';
import { PgJobStore } from '../storage/pg/job-store.js';
import { migrate } from '../storage/pg/migrate.js';
import { PgOutboxStore } from '../storage/pg/outbox.js';
import { createPgPool, pgAlive } from '../storage/pg/pool.js';
import { PgPriceCache } from '../storage/pg/price-cache.js';
import { PgPriceHistory } from '../storage/pg/price-history.js';
import { pgSecret } from '../storage/pg/secrets.js';
import { PgWatchStore } from '../storage/pg/watches.js';
import { PgApiFollowStore, PgDealPostStore, PgDealStore, PgFollowStore } from '../storage/pg/deals.js';
import { PgGiveawayStore } from '../storage/pg/giveaways.js';
import { PgBundleStore } from '../storage/pg/bundles.js';
import { PgGiveawayReminderStore } from '../storage/pg/giveaway-reminders.js';
import { PgRecipeStore } from '../storage/pg/recipes.js';
import { PgUploadLinkStore } from '../storage/pg/upload-links.js';
import { PgLanguageStore } from '../storage/pg/languages.js';
import { PgWishlistStore } from '../storage/pg/wishlists.js';
import { PgStreamEventLog } from '../storage/pg/stream-events.js';
import { PgApiWatches, PgJobCallbacks, PgWebhookKeys, PgWebhookOutbox } from '../storage/pg/webhooks.js';
import type { EngineContext, Engines } from './engines.js';
import { openJobFiles } from './job-files.js';

/** The scaled engines, with the pool for the tests that build a store of their own on it. */
export interface ScaledEngines extends Engines {
  pool: pg.Pool;
}

/**
 * One process of a fleet: PostgreSQL (DATABASE_URL, migrated here) for every record and, with REDIS_URL,
 * BullMQ, pub/sub events, shared rate limits, leases and period turns. Without REDIS_URL the queue and events
 * stay in the process (then there is one process: config refuses partial roles without both engines).
 */
export async function openScaledEngines({ config, clock, log }: EngineContext): Promise<ScaledEngines> {
  if (!config.DATABASE_URL) throw new Error('the scaled engines need DATABASE_URL');
  const closers: Array<() => Promise<void> | void> = [];
  const pool = createPgPool(config.DATABASE_URL, {
    max: 10,
    onError: (err) => log.warn({ err: err.message }, 'PostgreSQL connection lost; reconnecting on next use'),
  });
  closers.push(() => pool.end());
  const applied = await migrate(pool);
  if (applied.length) log.info({ applied }, 'database schema updated');
  const jobStore = new PgJobStore(pool, (id, err) => log.warn({ id, err }, 'unreadable job record skipped'));

  let redis: { cmd: Redis; queue: BullJobQueue; events: RedisJobEventBus } | null = null;
  let sub: Redis | undefined;
  if (config.REDIS_URL) {
    const url = config.REDIS_URL;
    const onError = (name: string, err: Error) => log.warn({ connection: name, err: err.message }, 'Redis unreachable; reconnecting');
    const cmd = createRedis(url, { name: 'cmd', failFast: true, onError });
    sub = createRedis(url, { name: 'sub', onError });
    await Promise.all([redisReady(cmd), redisReady(sub)]);
    const logTo = (level: 'warn' | 'error', msg: string, meta: Record<string, unknown>) => log[level](meta, msg);
    const queue = new BullJobQueue({
      connection: cmd,
      workerConnection: () => createRedis(url, { name: 'worker', onError }),
      concurrency: config.WORKER_CONCURRENCY,
      lightConcurrency: config.LIGHT_JOB_CONCURRENCY,
      leaseMs: config.WORKER_LEASE_MS,
      consume: config.ROLES.includes('worker'),
      alive: (ids) => jobStore.touch(ids),
      log: logTo,
    });
    const events = new RedisJobEventBus(cmd, sub, logTo);
    await events.ready();
    redis = { cmd, queue, events };
    closers.push(async () => {
      await events.close();
      cmd.disconnect();
      sub?.disconnect();
    });
  }

  const appStore = await PgAppStore.open({
    pool,
    clock,
    publisher: redis?.cmd,
    subscriber: sub,
    onError: (err) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'shared state not refreshed'),
  });
  closers.unshift(() => appStore.close());
  const priceCache = new PgPriceCache({
    pool,
    redis: redis?.cmd,
    clock,
    gameTtlMs: config.PRICE_CACHE_TTL_S * 1000,
    searchTtlMs: 3_600_000,
  });
  const priceHistory = new PgPriceHistory({ pool, onWriteError: (err) => log.warn({ err }, 'price history not written') });
  // Batched history writes land before the pool closes.
  closers.unshift(() => priceHistory.flush());
  // On a shared DATA_DIR, other processes' uploads under way live in the temp folder: left to the stale sweep.
  const { files, reachable, close: closeFiles } = await openJobFiles(config, { sharedDisk: true, log });
  closers.push(async () => closeFiles());
  const onBad = (table: string, id: string) => log.warn({ table, id }, 'unreadable webhook record skipped');
  const linkSecret = await pgSecret(pool, 'download-links');
  const shared = redis;
  const redelivery: Redelivery | null = shared && {
    listQueued: (limit) => jobStore.listByStatus(['queued'], limit),
    listSilent: (silentMs, limit) => jobStore.listSilent(silentMs, limit),
    pushMany: (jobs) => shared.queue.pushMany(jobs.map((j) => j.id), laneOfIn(jobs)),
    handBack: (jobs) => shared.queue.handBack(jobs.map((j) => j.id), laneOfIn(jobs)),
  };
  return {
    pool,
    jobStore,
    appStore,
    priceCache,
    priceHistory,
    chatOutbox: new PgOutboxStore(pool, clock, (id) => log.warn({ job: id }, 'unreadable outbox entry skipped')),
    chatWatches: new PgWatchStore(pool, (which) => log.warn({ watch: which }, 'unreadable watch skipped')),
    recipes: new PgRecipeStore(pool, (id) => log.warn({ recipe: id }, 'unreadable recipe skipped')),
    languages: new PgLanguageStore(pool),
    chatWishlists: new PgWishlistStore(pool, (id) => log.warn({ entry: id }, 'unreadable wishlist entry skipped')),
    streamEvents: new PgStreamEventLog(pool, clock),
    uploadLinks: new PgUploadLinkStore(pool, (id) => log.warn({ link: id }, 'unreadable upload link skipped')),
    webhookStores: {
      outbox: new PgWebhookOutbox(pool, onBad),
      keys: new PgWebhookKeys(pool, onBad),
      callbacks: new PgJobCallbacks(pool, onBad),
      watches: new PgApiWatches(pool, onBad),
    },
    dealStores: {
      deals: new PgDealStore(pool, (id) => log.warn({ deal: id }, 'unreadable deal skipped')),
      follows: new PgFollowStore(pool, (id) => log.warn({ follow: id }, 'unreadable deal follow skipped')),
      posts: new PgDealPostStore(pool),
      apiFollows: new PgApiFollowStore(pool, (id) => log.warn({ follow: id }, 'unreadable API deal follow skipped')),
    },
    giveaways: new PgGiveawayStore(pool, (id) => log.warn({ giveaway: id }, 'unreadable giveaway skipped')),
    giveawayReminders: new PgGiveawayReminderStore(pool, (key) => log.warn({ reminder: key }, 'unreadable giveaway reminder skipped')),
    bundles: new PgBundleStore(pool, (id) => log.warn({ bundle: id }, 'unreadable bundle skipped')),
    queue: shared?.queue ?? new BetterJobQueue(config.WORKER_CONCURRENCY, config.LIGHT_JOB_CONCURRENCY),
    sharedQueue: Boolean(shared),
    events: shared?.events ?? new MemoryJobEventBus((err) => log.error({ err }, 'job event listener failed')),
    // Every process spends from the same counters in Redis; without it there is one process to count in.
    rateLimit: ({ name, perMinute, onStoreError }) => createRateLimit({ name, perMinute, onStoreError, redis: shared?.cmd }),
    failureLock: (spec) => createFailureLock({ ...spec, clock, redis: shared?.cmd }),
    files,
    redelivery,
    onQueueBack(listener) {
      shared?.cmd.on('ready', listener);
      return () => shared?.cmd.off('ready', listener);
    },
    leader(name, lead) {
      if (!shared) {
        const started = lead();
        return { stop: async () => (await started)() };
      }
      return runAsLeader({ redis: shared.cmd, name, ttlMs: 15_000, lead, log: (level, msg, meta) => log[level](meta, msg) });
    },
    periodGate: async (name, periodMs) => (shared ? claimPeriod(shared.cmd, name, periodMs) : true),
    refreshFlags: () => appStore.refreshFlags(),
    async health(): Promise<Record<string, boolean>> {
      const [postgres, up, s3] = await Promise.all([
        pgAlive(pool),
        shared ? redisAlive(shared.cmd) : Promise.resolve(true),
        reachable ? reachable() : Promise.resolve(true),
      ]);
      return { postgres, ...(shared ? { redis: up } : {}), ...(reachable ? { s3 } : {}) };
    },
    linkSecret,
    // Every process must accept the others' cookies: one stored secret, as the embedded deployment keeps it, so
    // cookies survive npm run migrate-data. A fleet that never had one stores the value it used to derive.
    sessionSecret: await pgSecret(pool, 'session-ids', sha256Hex(`session-ids:${linkSecret}`)),
    flush: () => priceHistory.flush(),
    async close() {
      for (const close of closers) await close();
    },
  };
}

/** Each id's lane, as the core decided it from the record. */
function laneOfIn(jobs: readonly LanedId[]): (id: string) => JobLane {
  const lanes = new Map(jobs.map((j) => [j.id, j.lane]));
  return (id) => lanes.get(id) ?? 'heavy';
}
