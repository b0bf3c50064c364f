import type { Redis } from 'ioredis';
import type { Clock } from '../core/clock.ports.js';
import { LoginGuard } from '../core/admin/login-guard.js';
import type { FailureLock, FailureLockSpec } from '../core/limits/failure-lock.ports.js';

/**
 * LoginGuard's rule as one atomic step in Redis, so every api process of a fleet counts an address's failures
 * together. Times come from the service's clock (ARGV), not Redis's, so both deployments follow the same clock;
 * Redis's own expiry only lets go of a key nobody failed with for a window and a lock-out.
 * KEYS[1]: the client's hash. ARGV: now, maxFailures, windowMs, lockMs. Answers the lock-out left, in ms.
 */
const FAIL_SCRIPT = `local now = tonumber(ARGV[1])
local locked = tonumber(redis.call('hget', KEYS[1], 'locked') or '0')
if locked > now then return locked - now end
local first = tonumber(redis.call('hget', KEYS[1], 'first') or '-1')
local failures = tonumber(redis.call('hget', KEYS[1], 'failures') or '0')
if first < 0 or now - first > tonumber(ARGV[3]) then
  failures = 0
  first = now
end
failures = failures + 1
locked = 0
if failures >= tonumber(ARGV[2]) then
  locked = now + tonumber(ARGV[4])
  failures = 0
  first = locked
end
redis.call('hset', KEYS[1], 'failures', failures, 'first', first, 'locked', locked)
redis.call('pexpire', KEYS[1], tonumber(ARGV[3]) + tonumber(ARGV[4]))
if locked > now then return locked - now end
return 0`;

export interface FailureLockOptions extends FailureLockSpec {
  clock: Clock;
  /** Shared across the fleet when given; in this process's memory otherwise. */
  redis?: Redis;
}

export function createFailureLock(opts: FailureLockOptions): FailureLock {
  if (!opts.redis) {
    const guard = new LoginGuard({ maxFailures: opts.maxFailures, windowMs: opts.windowMs, lockMs: opts.lockMs, clock: opts.clock });
    return {
      fail: (client) => Promise.resolve(guard.lockedFor(client) || guard.fail(client)),
      lockedFor: (client) => Promise.resolve(guard.lockedFor(client)),
    };
  }
  const redis = opts.redis;
  const prefix = `gametools:lock:${opts.name}:`;
  return {
    async fail(client) {
      try {
        const leftMs = Number(await redis.eval(FAIL_SCRIPT, 1, prefix + client, opts.clock.now(), opts.maxFailures, opts.windowMs, opts.lockMs));
        return leftMs > 0 ? Math.max(1, Math.ceil(leftMs / 1000)) : 0;
      } catch (err) {
        opts.onStoreError(err);
        return 0;
      }
    },
    async lockedFor(client) {
      try {
        const lockedUntil = Number((await redis.hget(prefix + client, 'locked')) ?? 0);
        const leftMs = lockedUntil - opts.clock.now();
        return leftMs > 0 ? Math.max(1, Math.ceil(leftMs / 1000)) : 0;
      } catch (err) {
        opts.onStoreError(err);
        return 0;
      }
    },
  };
}
