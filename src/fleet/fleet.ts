import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Clock } from '../core/clock.js';
import type { JobEventBus } from '../core/jobs/job.events.js';
import type { JobQueue } from '../core/jobs/job.ports.js';
import type { Logger } from '../logger.js';
import { BullJobQueue } from '../queue/redis/bull-queue.js';
import { createRedis, redisAlive, redisReady } from '../queue/redis/connection.js';
import { RedisJobEventBus } from '../queue/redis/event-bus.js';
import { PgAppState } from '../storage/pg/app-state.js';
import { PgJobStore } from '../storage/pg/job-store.js';
import { migrate } from '../storage/pg/migrate.js';
import { createPgPool, pgAlive } from '../storage/pg/pool.js';
import { SharedPriceCache } from '../storage/pg/price-cache.js';
import { pgSecret } from '../storage/pg/secrets.js';
import { claimPeriod, runAsLeader } from './lease.js';

/** What the Redis side of a fleet gives the composition root. */
export interface FleetRedis {
  /** Commands (fail fast while Redis is away); the shared rate limits count here too. */
  cmd: Redis;
  queue: BullJobQueue;
  events: RedisJobEventBus;
}

/**
 * The engines of the scaled deployment, opened once by the composition root: PostgreSQL (DATABASE_URL) for
 * every record and, with REDIS_URL, BullMQ, pub/sub events, shared limits and leases.
 */
export class Fleet {
  private constructor(
    readonly pool: pg.Pool,
    readonly jobStore: PgJobStore,
    readonly state: PgAppState,
    readonly priceCache: SharedPriceCache,
    readonly linkSecret: string,
    readonly redis: FleetRedis | null,
    readonly config: Config,
    readonly log: Logger,
    readonly closers: Array<() => Promise<void> | void>,
  ) {}

  static async open(config: Config, clock: Clock, log: Logger): Promise<Fleet | null> {
    if (!config.DATABASE_URL) return null;
    const closers: Array<() => Promise<void> | void> = [];
    const pool = createPgPool(config.DATABASE_URL, {
      max: 10,
      onError: (err) => log.warn({ err: err.message }, 'PostgreSQL connection lost; reconnecting on next use'),
    });
    closers.push(() => pool.end());
    const applied = await migrate(pool);
    if (applied.length) log.info({ applied }, 'database schema updated');
    const jobStore = new PgJobStore(pool, (id, err) => log.warn({ id, err }, 'unreadable job record skipped'));

    let redis: FleetRedis | null = null;
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

    const state = await PgAppState.open({
      pool,
      clock,
      publisher: redis?.cmd,
      subscriber: sub,
      onError: (err) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'shared state not refreshed'),
    });
    closers.unshift(() => state.close());
    const priceCache = new SharedPriceCache({
      pool,
      redis: redis?.cmd,
      clock,
      gameTtlMs: config.PRICE_CACHE_TTL_S * 1000,
      searchTtlMs: 3_600_000,
    });
    return new Fleet(pool, jobStore, state, priceCache, await pgSecret(pool, 'download-links'), redis, config, log, closers);
  }

  get queue(): JobQueue | null {
    return this.redis?.queue ?? null;
  }

  get events(): JobEventBus | null {
    return this.redis?.events ?? null;
  }

  /** Which engines answer right now (for /healthz). */
  async health(): Promise<Record<string, boolean>> {
    const [postgres, redis] = await Promise.all([pgAlive(this.pool), this.redis ? redisAlive(this.redis.cmd) : Promise.resolve(true)]);
    return this.redis ? { postgres, redis } : { postgres };
  }

  /** Runs `work` in one process of the fleet per period (or always, without Redis: then there is one process). */
  async oncePerFleet(name: string, periodMs: number, work: () => Promise<void>): Promise<void> {
    if (await this.claimPeriod(name, periodMs)) await work();
  }

  /** The fleet's `PeriodGate`: true in one process per period (always, without Redis: then there is one process). */
  async claimPeriod(name: string, periodMs: number): Promise<boolean> {
    return this.redis ? claimPeriod(this.redis.cmd, name, periodMs) : true;
  }

  /**
   * Pushes queued jobs again (a no-op for ids BullMQ still holds): an id whose push failed while Redis was
   * away, or that Redis lost in a restart, reaches a worker once Redis is back.
   */
  async requeue(olderThanMs: number, now: number): Promise<number> {
    if (!this.redis) return 0;
    const queued = await this.jobStore.listByStatus(['queued'], 10_000);
    const ids = queued.filter((j) => j.createdAt <= now - olderThanMs).map((j) => j.id);
    await this.redis.queue.pushMany(ids);
    return ids.length;
  }

  /**
   * Hands back `processing` jobs that no worker holds: the worker running one has not written its heartbeat
   * (PostgreSQL, every half WORKER_LEASE_MS) for a whole lease, and BullMQ no longer holds the id. That is a
   * job whose worker died while Redis restarted without its data: BullMQ's stalled check cannot find what
   * Redis forgot, and without this it would stay `processing` for ever. It takes the stalled path (retried
   * once, then failed as interrupted). A live worker keeps its jobs' heartbeat fresh, Redis or not, so a job
   * it runs is never handed back; one BullMQ still holds is left to BullMQ.
   */
  async handBackOrphans(): Promise<number> {
    if (!this.redis) return 0;
    const silent = await this.jobStore.listSilent(this.config.WORKER_LEASE_MS, 10_000);
    const handed = await this.redis.queue.handBack(silent.map((j) => j.id));
    if (handed.length) this.log.warn({ jobs: handed }, 'running jobs no worker holds were handed back for their retry');
    return handed.length;
  }

  /** Runs `lead` in exactly one process of the fleet (Telegram long polling); in every process without Redis. */
  leader(name: string, lead: () => Promise<() => Promise<void>>): { stop(): Promise<void> } {
    if (!this.redis) {
      const started = lead();
      return { stop: async () => (await started)() };
    }
    return runAsLeader({
      redis: this.redis.cmd,
      name,
      ttlMs: 15_000,
      lead,
      log: (level, msg, meta) => this.log[level](meta, msg),
    });
  }

  async close(): Promise<void> {
    for (const close of this.closers) await close();
  }
}
