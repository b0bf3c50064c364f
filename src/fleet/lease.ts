import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

// Renew / release only while the key still holds our token: a lease that expired and was taken by another
// process is never extended or deleted by the old holder.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * A named lease in Redis held by at most one process of the fleet at a time (SET NX PX with a random token).
 * A holder that dies simply stops renewing; the lease runs out and another process takes it.
 */
export class RedisLease {
  readonly #token = randomBytes(12).toString('hex');
  readonly #key: string;

  constructor(
    private readonly redis: Redis,
    name: string,
    private readonly ttlMs: number,
  ) {
    this.#key = `gametools:lease:${name}`;
  }

  async acquire(): Promise<boolean> {
    return (await this.redis.set(this.#key, this.#token, 'PX', this.ttlMs, 'NX')) === 'OK';
  }

  async renew(): Promise<boolean> {
    return Number(await this.redis.eval(RENEW, 1, this.#key, this.#token, String(this.ttlMs))) === 1;
  }

  async release(): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.#key, this.#token);
  }
}

export interface LeaderOptions {
  redis: Redis;
  name: string;
  /** How long the lease lasts without renewal: the longest a dead leader keeps the role. */
  ttlMs: number;
  /** Called when this process becomes the leader; answers how to step down. */
  lead: () => Promise<() => Promise<void>>;
  log?: (level: 'info' | 'warn', msg: string, meta: Record<string, unknown>) => void;
}

/**
 * Keeps trying to be the one process doing `lead` (Telegram long polling): whoever holds the lease runs it and
 * renews it; the others try again every third of the lease. A leader that cannot renew (Redis away, lease
 * taken) steps down before another can have started.
 */
export function runAsLeader(opts: LeaderOptions): { stop(): Promise<void>; isLeader(): boolean } {
  const lease = new RedisLease(opts.redis, opts.name, opts.ttlMs);
  let stepDown: (() => Promise<void>) | null = null;
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    try {
      if (stepDown) {
        if (!(await lease.renew())) {
          opts.log?.('warn', 'lost the lead', { role: opts.name });
          const down = stepDown;
          stepDown = null;
          await down();
        }
      } else if (await lease.acquire()) {
        opts.log?.('info', 'took the lead', { role: opts.name });
        try {
          stepDown = await opts.lead();
        } catch (err) {
          await lease.release().catch(() => undefined);
          throw err;
        }
      }
    } catch (err) {
      opts.log?.('warn', 'lead check failed', { role: opts.name, err: err instanceof Error ? err.message : String(err) });
    }
  };
  const run = () => {
    busy = busy.then(tick);
  };
  run();
  const timer = setInterval(run, Math.max(100, Math.floor(opts.ttlMs / 3)));
  timer.unref();
  return {
    isLeader: () => stepDown !== null,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
      const down = stepDown;
      stepDown = null;
      if (down) {
        await down();
        await lease.release().catch(() => undefined);
      }
    },
  };
}

/**
 * Takes the period of `name` for this process when no other process of the fleet took it in the last
 * 0.9 × `periodMs` (the margin lets timers that drift a little still find the period free). The lease is not
 * released, so the period is not repeated by another process (the expiry sweep, the price checks).
 */
export async function claimPeriod(redis: Redis, name: string, periodMs: number): Promise<boolean> {
  return new RedisLease(redis, name, Math.max(100, Math.floor(periodMs * 0.9))).acquire();
}
