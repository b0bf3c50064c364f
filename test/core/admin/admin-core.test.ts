import { describe, expect, it } from 'vitest';
import { AdminAuth } from '../../../src/core/admin/admin-auth.js';
import { LoginGuard } from '../../../src/core/admin/login-guard.js';
import { ObservedPriceCache } from '../../../src/core/admin/observed-price-cache.js';
import { summariseActivity } from '../../../src/core/admin/tool-activity.js';
import { AppError } from '../../../src/core/errors.js';
import { MemoryPriceCache } from '../../../src/core/prices/memory-cache.js';
import { createFailureLock } from '../../../src/limits/failure-lock.js';

function clockAt(start: number) {
  const clock = { t: start, now: () => clock.t };
  return clock;
}

async function codeOf(fn: () => Promise<void>): Promise<string | null> {
  try {
    await fn();
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : 'other';
  }
}

describe('LoginGuard', () => {
  it('locks a client out after the allowed failures and lets it in again after the lock', () => {
    const clock = clockAt(1_000_000);
    const guard = new LoginGuard({ maxFailures: 3, windowMs: 60_000, lockMs: 120_000, clock });
    expect(guard.fail('a')).toBe(0);
    expect(guard.fail('a')).toBe(0);
    expect(guard.fail('a')).toBe(120);
    expect(guard.lockedFor('a')).toBe(120);
    expect(guard.lockedFor('b')).toBe(0);
    clock.t += 119_500;
    expect(guard.lockedFor('a')).toBe(1);
    clock.t += 600;
    expect(guard.lockedFor('a')).toBe(0);
    // The count started again after the lock: one failure does not lock at once.
    expect(guard.fail('a')).toBe(0);
  });

  it('forgets failures outside the window and after a success', () => {
    const clock = clockAt(0);
    const guard = new LoginGuard({ maxFailures: 2, windowMs: 10_000, lockMs: 50_000, clock });
    guard.fail('a');
    clock.t += 10_001;
    expect(guard.fail('a')).toBe(0);
    guard.succeed('a');
    expect(guard.fail('a')).toBe(0);
    expect(guard.fail('a')).toBe(50);
  });

  it('keeps memory bounded when many addresses fail', () => {
    const clock = clockAt(0);
    const guard = new LoginGuard({ maxFailures: 2, windowMs: 1000, lockMs: 1000, clock, maxClients: 100 });
    for (let i = 0; i < 1000; i++) guard.fail(`ip${i}`);
    expect(guard.size).toBeLessThanOrEqual(100);
    // The most recent failures are kept: the last address still counts its failure.
    expect(guard.fail('ip999')).toBe(1);
  });
});

describe('AdminAuth', () => {
  const lock = () =>
    createFailureLock({ name: 'admin', maxFailures: 2, windowMs: 60_000, lockMs: 60_000, clock: clockAt(0), onStoreError: () => undefined });

  it('is off without a token, whatever is presented', async () => {
    const auth = new AdminAuth(undefined, lock());
    expect(auth.enabled).toBe(false);
    expect(await codeOf(() => auth.check('ip', 'anything'))).toBe('unauthorized');
  });

  it('accepts the token, refuses others, and locks out wrong tries but never the right token', async () => {
    const auth = new AdminAuth('s3cret-token', lock());
    expect(await codeOf(() => auth.check('ip', 's3cret-token'))).toBeNull();
    expect(await codeOf(() => auth.check('ip', null))).toBe('unauthorized');
    expect(await codeOf(() => auth.check('ip', 's3cret-tokeN'))).toBe('unauthorized');
    expect(await codeOf(() => auth.check('ip', 'short'))).toBe('unauthorized');
    // Locked: wrong or missing tokens are refused without a look, the right one still gets in.
    expect(await codeOf(() => auth.check('ip', 'another-guess'))).toBe('rate_limited');
    expect(await codeOf(() => auth.check('ip', null))).toBe('rate_limited');
    expect(await codeOf(() => auth.check('ip', 's3cret-token'))).toBeNull();
    // Signing in does not lift the lock for the guesses that follow.
    expect(await codeOf(() => auth.check('ip', 'yet-another'))).toBe('rate_limited');
    // Another address is not affected.
    expect(await codeOf(() => auth.check('other', 'wrong'))).toBe('unauthorized');
  });
});

describe('summariseActivity', () => {
  it('sums the days in the period per tool and per day, ignoring older days', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const events = {
      '2026-03-01': { 'image-resize': { tool_start: 50, error: 0 } },
      '2026-03-09': { 'image-resize': { tool_start: 2, error: 0 }, 'video-thumbnail': { tool_start: 1, error: 3 } },
      '2026-03-10': { 'image-resize': { tool_start: 5, error: 1 }, 'pdf-to-png': { tool_start: 0, error: 0 } },
    };
    const report = summariseActivity(events, now, 3);
    expect(report.days).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(report.tools['image-resize']).toEqual({
      tool_start: 7,
      error: 1,
      daily: { '2026-03-09': { tool_start: 2, error: 0 }, '2026-03-10': { tool_start: 5, error: 1 } },
    });
    expect(report.tools['video-thumbnail'].error).toBe(3);
    expect(report.tools['pdf-to-png']).toBeUndefined();
    expect(report.totals).toEqual([
      { day: '2026-03-08', tool_start: 0, error: 0 },
      { day: '2026-03-09', tool_start: 3, error: 3 },
      { day: '2026-03-10', tool_start: 5, error: 1 },
    ]);
  });
});

describe('ObservedPriceCache', () => {
  class SizedCache extends MemoryPriceCache {
    size() {
      return this.games.size + this.searches.size;
    }
    async clear() {
      this.games.clear();
      this.searches.clear();
    }
  }

  it('counts hits and misses, reports entries, and clears', async () => {
    const cache = new ObservedPriceCache(new SizedCache());
    expect(cache.stats()).toMatchObject({ entries: 0, hits: 0, misses: 0, hit_rate: null, clearable: true });
    expect(await cache.getGame('us:1')).toBeUndefined();
    await cache.setGame('us:1', { game: null, fetchedAt: 1 });
    expect(await cache.getGame('us:1')).toEqual({ game: null, fetchedAt: 1 });
    expect(await cache.getGame('us:1')).toBeDefined();
    await cache.setSearch('q:x', { results: [], fetchedAt: 1 });
    expect(cache.stats()).toMatchObject({ entries: 2, hits: 2, misses: 1 });
    expect(cache.stats().hit_rate).toBeCloseTo(2 / 3);
    expect(await cache.clear()).toBe(true);
    expect(await cache.getGame('us:1')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, hits: 0, misses: 1 });
  });

  it('says so when the inner cache can neither count nor clear', async () => {
    const cache = new ObservedPriceCache(new MemoryPriceCache());
    expect(cache.stats()).toMatchObject({ entries: null, clearable: false });
    expect(await cache.clear()).toBe(false);
  });
});
