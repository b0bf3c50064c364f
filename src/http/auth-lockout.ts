import type Koa from 'koa';
import type { FailureLock } from '../core/limits/failure-lock.ports.js';
import { AppError } from '../core/errors.js';
import type { AppState } from './app-state.js';
import { hasCredentialHeader } from './identity.js';

// The admin routes count their own failures (core/admin/admin-auth.ts), with their own limits.
const OWN_GUARD = /^\/(?:api\/)?admin(?:\/|$)/;

/** Whether the request presented a credential that can be wrong (not merely none at all). */
function presented(ctx: Koa.Context): boolean {
  return hasCredentialHeader(ctx) || (typeof ctx.query.key === 'string' && ctx.query.key !== '') || ctx.get('x-telegram-bot-api-secret-token') !== '';
}

/** The answer instead of a 401 once an address is locked out. */
export function lockedOut(wait: number): AppError {
  return new AppError('rate_limited', `Too many failed authentications from your address. Try again in ${wait} s.`, { retryAfter: wait });
}

/**
 * Failed authentications (a wrong API key in a header or `?key=`, a wrong /metrics token, a wrong bot webhook
 * secret: any 401 answer to a request that presented a credential) count per client address; past the lock's
 * `maxFailures` within the lock time the address's wrong tries answer `429 rate_limited` with Retry-After instead
 * of 401. As with the admin token, a right credential is never refused, so failing from a shared address locks
 * nobody out. In a fleet every api process counts into the same lock.
 */
export function authLockout(lock: FailureLock): Koa.Middleware<AppState> {
  const failed = async (ctx: Koa.ParameterizedContext<AppState>): Promise<AppError | null> => {
    const wait = await lock.fail(ctx.ip);
    if (wait <= 0) return null;
    ctx.state.authLockedForS = wait;
    return lockedOut(wait);
  };
  return async (ctx, next) => {
    if (OWN_GUARD.test(ctx.path) || !presented(ctx)) return next();
    try {
      await next();
    } catch (err) {
      if (err instanceof AppError && (err.code === 'invalid_api_key' || err.code === 'unauthorized')) throw (await failed(ctx)) ?? err;
      throw err;
    }
    // Routes that answer their own 401 (the /metrics exposition) rather than throwing.
    if (ctx.status === 401) {
      const instead = await failed(ctx);
      if (instead) throw instead;
    }
  };
}
