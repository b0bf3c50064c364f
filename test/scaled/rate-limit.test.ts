import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitAnswer } from '../../src/core/limits/rate-limit.ports.js';
import { createRateLimit, type RateLimitPort } from '../../src/limits/rate-limit.js';
import { createRedis, redisReady } from '../../src/queue/redis/connection.js';
import { startRedis, type Engine } from '../helpers/engines.js';

/**
 * The one rate limit of both deployments: in Redis, spent by two "processes" (two limiter instances, each with
 * its own connection) at once, it lets through exactly what the embedded limiter lets through and words its
 * refusals with the same Retry-After.
 */
describe('rate limit shared in Redis behaves as the embedded one', () => {
  let redis: Engine;
  const conns: Redis[] = [];
  const storeErrors: unknown[] = [];

  /** Two processes' limiters of one budget, each over its own connection. */
  const fleetLimits = async (name: string, perMinute: number): Promise<RateLimitPort[]> => {
    const pair = [0, 1].map(() => createRedis(redis.url, { name: 'test', failFast: true }));
    conns.push(...pair);
    await Promise.all(pair.map((r) => redisReady(r)));
    return pair.map((r) => createRateLimit({ perMinute, name, redis: r, onStoreError: (e) => storeErrors.push(e) }));
  };
  const burst = (limits: RateLimitPort[], key: string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => limits[i % limits.length].consume(key)));
  const allowed = (answers: LimitAnswer[]) => answers.filter((a) => a.allowed).length;
  const retryAfters = (answers: LimitAnswer[]) => [...new Set(answers.flatMap((a) => (a.allowed ? [] : [a.retryAfterS])))];

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    conns.forEach((c) => c.disconnect());
    await redis?.stop();
  });

  // 10 a minute: a point every 6 s. 7: every 8.571 s (Redis would floor it to 8 s). 120: every 0.5 s (Redis
  // would floor it to 0, a counter that never expires).
  it.each([10, 7, 120])('%i a minute: 4× the budget at once over two processes, exactly the budget passes', async (perMinute) => {
    const shared = await fleetLimits(`race-${perMinute}`, perMinute);
    const embedded = [createRateLimit({ perMinute, name: 'embedded' })];
    const [inRedis, inMemory] = await Promise.all([burst(shared, 'client', perMinute * 4), burst(embedded, 'client', perMinute * 4)]);
    expect(allowed(inRedis)).toBe(perMinute);
    expect(allowed(inMemory)).toBe(perMinute);
    expect(retryAfters(inRedis)).toEqual([Math.ceil(60 / perMinute)]);
    expect(retryAfters(inRedis)).toEqual(retryAfters(inMemory));
    // Each key has its own budget, in the fleet as in one process.
    expect((await shared[1].consume('another-client')).allowed).toBe(true);
    expect(storeErrors).toEqual([]);
  });

  it('after Retry-After the next point is due: exactly one of a concurrent burst passes, in Redis as in memory', async () => {
    const shared = await fleetLimits('refill', 120);
    const embedded = [createRateLimit({ perMinute: 120, name: 'embedded' })];
    const first = await Promise.all([burst(shared, 'client', 200), burst(embedded, 'client', 200)]);
    expect(first.map(allowed)).toEqual([120, 120]);
    const wait = Math.max(...first.flatMap(retryAfters));
    expect(wait).toBe(1);
    await new Promise((r) => setTimeout(r, wait * 1000));
    const again = await Promise.all([burst(shared, 'client', 20), burst(embedded, 'client', 20)]);
    expect(again.map(allowed)).toEqual([1, 1]);
    expect(again.map(retryAfters)).toEqual([[1], [1]]);
    expect(storeErrors).toEqual([]);
  });

  it('a cost of exactly the budget passes, in Redis as in memory, and nothing more that minute', async () => {
    const shared = await fleetLimits('whole', 60);
    const embedded = createRateLimit({ perMinute: 60, name: 'embedded-whole' });
    expect((await shared[0].consume('batch', 60)).allowed).toBe(true);
    expect((await embedded.consume('batch', 60)).allowed).toBe(true);
    expect((await shared[1].consume('batch', 1)).allowed).toBe(false);
    expect((await embedded.consume('batch', 1)).allowed).toBe(false);
    expect(storeErrors).toEqual([]);
  });

  it('a request that finds Redis away is let through and the store error is reported', async () => {
    const [limit] = await fleetLimits('outage', 1);
    expect((await limit.consume('client')).allowed).toBe(true);
    expect((await limit.consume('client')).allowed).toBe(false);
    await redis.halt();
    const during = await Promise.all(Array.from({ length: 5 }, () => limit.consume('client')));
    expect(during.every((a) => a.allowed)).toBe(true);
    expect(storeErrors).toHaveLength(5);
  });
});
