import type Koa from 'koa';
import type { Clock } from '../core/clock.js';
import { LoginGuard } from '../core/admin/login-guard.js';
import { AppError } from '../core/errors.js';
import { hasCredentialHeader } from './identity.js';

export interface AuthLockoutOptions {
  maxFailures: number;
  lockS: number;
  clock: Clock;
}

// The admin routes count their own failures (core/admin/admin-auth.ts), with their own limits.
const OWN_GUARD = /^\/(?:api\/)?admin(?:\/|$)/;

/** Whether the request presented a credential that can be wrong (not merely none at all). */
function presented(ctx: Koa.Context): boolean {
  return hasCredentialHeader(ctx) || (typeof ctx.query.key === 'string' && ctx.query.key !== '') || ctx.get('x-telegram-bot-api-secret-token') !== '';
}

/**
 * Failed authentications (a wrong API key in a header or `?key=`, a wrong /metrics token, a wrong bot webhook
 * secret: any 401 answer to a request that presented a credential) count per client address; past `maxFailures`
 * within the lock time the address's wrong tries answer `429 rate_limited` with Retry-After instead of 401. As
 * with the admin token, a right credential is never refused, so failing from a shared address locks nobody out.
 */
export function authLockout(opts: AuthLockoutOptions): Koa.Middleware {
  const guard = new LoginGuard({ maxFailures: opts.maxFailures, windowMs: opts.lockS * 1000, lockMs: opts.lockS * 1000, clock: opts.clock });
  const refusal = (wait: number) =>
    new AppError('rate_limited', `Too many failed authentications from your address. Try again in ${wait} s.`, { retryAfter: wait });
  /** Counts one failure; answers the error to send instead of the 401, if any. */
  const failed = (ip: string): AppError | null => {
    const wait = guard.lockedFor(ip);
    if (wait > 0) return refusal(wait);
    const locked = guard.fail(ip);
    return locked > 0 ? refusal(locked) : null;
  };
  return async (ctx, next) => {
    if (OWN_GUARD.test(ctx.path) || !presented(ctx)) return next();
    try {
      await next();
    } catch (err) {
      if (err instanceof AppError && (err.code === 'invalid_api_key' || err.code === 'unauthorized')) throw failed(ctx.ip) ?? err;
      throw err;
    }
    // Routes that answer their own 401 (the /metrics exposition) rather than throwing.
    if (ctx.status === 401) {
      const instead = failed(ctx.ip);
      if (instead) throw instead;
    }
  };
}
