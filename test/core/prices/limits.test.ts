import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/core/errors.js';
import { SourceBackoff } from '../../../src/core/prices/backoff.js';
import { PriceLookupLimiter } from '../../../src/core/prices/key-rate-limiter.js';
import { createRateLimit } from '../../../src/limits/rate-limit.js';
import { SingleFlight } from '../../../src/core/prices/single-flight.js';
import { WindowLimiter } from '../../../src/core/prices/window-limiter.js';
import { TestClock } from '../../prices/fakes/harness.js';

describe('per-key rate limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const refused = (work: Promise<void>) => work.then(() => { throw new Error('expected a refusal'); }, (err: unknown) => {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  });

  it('allows PRICE_RATE_LIMIT_PER_MIN lookups a minute per key, then says when to retry', async () => {
    vi.useFakeTimers();
    const limit = new PriceLookupLimiter(createRateLimit({ perMinute: 60, name: 'test' }), 60);
    for (let i = 0; i < 60; i++) await limit.take('key-a', 1);
    const err = await refused(limit.take('key-a', 1));
    expect(err.code).toBe('rate_limited');
    expect(err.details.retryAfter).toBe(1);
    await limit.take('key-b', 1); // another key has its own budget
    await vi.advanceTimersByTimeAsync(1000);
    await limit.take('key-a', 1);
    expect((await refused(limit.take('key-a', 1))).code).toBe('rate_limited');
  });

  it('counts each id of a batch, and refuses a batch larger than the whole budget', async () => {
    vi.useFakeTimers();
    const limit = new PriceLookupLimiter(createRateLimit({ perMinute: 60, name: 'test' }), 60);
    await limit.take('k', 50);
    expect((await refused(limit.take('k', 20))).details.retryAfter).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await limit.take('k', 20);
    // A batch of exactly the whole budget fits; one more lookup that minute does not.
    await limit.take('whole', 60);
    expect((await refused(limit.take('whole', 1))).code).toBe('rate_limited');
    const tooBig = await refused(limit.take('other', 61));
    expect(tooBig.details.retryAfter).toBe(60);
    expect(tooBig.message).toContain('61');
  });
});

describe('Steam request window', () => {
  it('gives out `limit` slots per window and tells how long until the oldest expires', () => {
    const clock = new TestClock();
    const window = new WindowLimiter(3, 10_000, clock);
    expect([window.tryTake().ok, window.tryTake().ok]).toEqual([true, true]);
    clock.advance(4_000);
    expect(window.tryTake().ok).toBe(true);
    expect(window.tryTake()).toEqual({ ok: false, waitMs: 6_000 });
    clock.advance(6_000);
    // Both slots taken at 0 have expired; the one from 4 s has not.
    expect([window.tryTake().ok, window.tryTake().ok, window.tryTake().ok]).toEqual([true, true, false]);
  });
});

describe('source backoff', () => {
  it('pauses a source, never shortens a pause, and caps it at an hour', () => {
    const clock = new TestClock();
    const backoff = new SourceBackoff(clock);
    backoff.pause('steam', 30);
    backoff.pause('steam', 5);
    expect(backoff.remainingS('steam')).toBe(30);
    expect(backoff.remainingS('cheapshark')).toBe(0);
    clock.advance(30_000);
    expect(backoff.remainingS('steam')).toBe(0);
    backoff.pause('steam', 999_999);
    expect(backoff.remainingS('steam')).toBe(3600);
  });
});

describe('single flight', () => {
  it('shares one run per key, failures included, and frees the key afterwards', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const work = () =>
      new Promise<number>((_, reject) => {
        runs++;
        setTimeout(() => reject(new Error('boom')), 10);
      });
    const results = await Promise.allSettled([flight.run('a', work), flight.run('a', work), flight.run('b', work)]);
    expect(runs).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(flight.size).toBe(0);
    expect(await flight.run('a', async () => 7)).toBe(7);
  });
});
