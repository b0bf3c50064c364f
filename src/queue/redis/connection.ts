import { Redis } from 'ioredis';

export interface RedisConnectionOptions {
  /** Who uses it, for the log. */
  name: string;
  /**
   * Blocking users (BullMQ workers, subscribers) wait for Redis to come back; request paths fail fast instead,
   * so an HTTP request never hangs on a Redis outage.
   */
  failFast?: boolean;
  onError?: (name: string, err: Error) => void;
}

/**
 * One ioredis connection that reconnects for ever with a capped back-off: a Redis restart is a pause, not an
 * end. Errors while disconnected are reported once per outage, not once per retry.
 */
export function createRedis(url: string, opts: RedisConnectionOptions): Redis {
  const redis = new Redis(url, {
    connectionName: `gametools:${opts.name}`,
    maxRetriesPerRequest: opts.failFast ? 1 : null,
    enableOfflineQueue: !opts.failFast,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (err: Error) => {
    if (reported) return;
    reported = true;
    opts.onError?.(opts.name, err);
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/** True when Redis answers PING within `timeoutMs` (for /healthz). */
export async function redisAlive(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      redis.ping().then((r) => r === 'PONG'),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once the connection is ready (start-up waits for it, so the first request does not fail fast). */
export function redisReady(redis: Redis, timeoutMs = 30_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`Redis not reachable within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}
