import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitAnswer } from '../../../src/core/limits/rate-limit.ports.js';
import { createRateLimit, type RateLimitPort } from '../../../src/limits/rate-limit.js';
import { createRedis, redisReady } from '../../../src/queue/redis/connection.js';
import { ManualClock } from '../../helpers/clock.js';
import { startRedis, type Engine } from '../../helpers/engines.js';

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
    // 6 a minute: a point every 10 s, a window no burst here can outlast however loaded the machine (a 0.5-s step
    // could refill in the middle of one). Time is moved on, not waited for: in memory by the limiter's clock, in
    // Redis by ending the steady window's key as its expiry would.
    const shared = await fleetLimits('refill', 6);
    const clock = new ManualClock();
    const embedded = [createRateLimit({ perMinute: 6, name: 'embedded', clock })];
    const first = await Promise.all([burst(shared, 'client', 24), burst(embedded, 'client', 24)]);
    expect(first.map(allowed)).toEqual([6, 6]);
    expect(retryAfters(first[1])).toEqual([10]);
    // Redis's window ends within the Retry-After it answered (a later reading can only be nearer its end).
    const waitInRedis = Math.max(...retryAfters(first[0]));
    expect(waitInRedis).toBeLessThanOrEqual(10);
    const steadyKey = 'gametools:rl:refill:steady:client';
    const left = await conns[0].pttl(steadyKey);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(waitInRedis * 1000);

    clock.advance(10_000);
    await conns[0].pexpire(steadyKey, 0);
    const again = await Promise.all([burst(shared, 'client', 20), burst(embedded, 'client', 20)]);
    expect(again.map(allowed)).toEqual([1, 1]);
    // The burst's minute is still spent: the next point is the next steady one, 10 s on.
    expect(retryAfters(again[1])).toEqual([10]);
    expect(Math.max(...retryAfters(again[0]))).toBeLessThanOrEqual(10);
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
