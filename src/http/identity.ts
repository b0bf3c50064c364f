import type Koa from 'koa';
import type { RouterMiddleware } from '@koa/router';
import { AppError } from '../core/errors.js';
import type { KeyPrincipal, Principal, SessionService } from '../core/sessions/session.service.js';
import type { RequestLimiter } from '../core/limits/rate-limit.ports.js';
import type { Identified, KeyIdentified } from './app-state.js';

export const SID_COOKIE = 'sid';
/** The Telegram Mini App's session (see SessionService.openTelegramSession). */
export const TELEGRAM_COOKIE = 'tgs';

/**
 * The client address as a cap counts it: an IPv4 address as it is, an IPv6 one by its /64 (the block one
 * subscriber is given: every address in it is the same client). IPv4-mapped IPv6 is the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // Only the first four groups matter; '::' stands for the zero groups between the two sides.
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => (g.replace(/^0+/, '') || '0')).join(':')}::/64`;
}

/** Reads a developer key from X-API-Key or Authorization: Bearer (and optionally the `key` query parameter). */
export function readApiKey(ctx: Koa.Context, allowQuery = false): string | null {
  const header = ctx.get('x-api-key');
  if (header) return header.trim();
  const auth = ctx.get('authorization');
  const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
  if (m) return m[1];
  if (allowQuery && typeof ctx.query.key === 'string' && ctx.query.key) return ctx.query.key;
  return null;
}

/** Whether the request carries a credential header of any scheme (a browser may add Basic on its own). */
export function hasCredentialHeader(ctx: Koa.Context): boolean {
  return ctx.get('x-api-key') !== '' || ctx.get('authorization') !== '';
}

/** Throws missing_api_key / invalid_api_key (also for a credential header that is not a key, such as Basic). */
export async function requireApiKey(ctx: Koa.Context, sessions: SessionService, allowQuery = false): Promise<KeyPrincipal> {
  const key = readApiKey(ctx, allowQuery);
  if (!key && hasCredentialHeader(ctx)) {
    throw new AppError('invalid_api_key', 'The credentials are not an API key: send X-API-Key: <key> or Authorization: Bearer <key>.');
  }
  return sessions.authenticateKey(key);
}

/**
 * The caller's owner hash: from an API key when a credential header is sent (an unknown key or another scheme
 * is refused, never downgraded to a cookie session), else from a valid Telegram Mini App session, else from the
 * `sid` cookie, issuing a fresh one when it is missing or not one this server signed.
 */
export async function resolveOwner(ctx: Koa.Context, sessions: SessionService, secureCookies: boolean): Promise<Principal> {
  // Any credential header means "not the cookie": an unknown or non-key credential is refused, never downgraded.
  if (hasCredentialHeader(ctx)) return requireApiKey(ctx, sessions);
  // Inside Telegram the page is its user's: jobs made there belong to the chat. A stale or foreign token is no
  // identity at all, and the page goes on as an ordinary one.
  const telegram = sessions.telegramSessionPrincipal(ctx.cookies.get(TELEGRAM_COOKIE));
  if (telegram) return telegram;
  let sid = ctx.cookies.get(SID_COOKIE);
  if (!sessions.isValidSid(sid)) {
    sid = sessions.newSid();
    ctx.cookies.set(SID_COOKIE, sid, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: '/',
      maxAge: 365 * 86_400_000,
      overwrite: true,
    });
  }
  return sessions.sessionPrincipal(sid);
}

/**
 * The Mini App session's cookie. Telegram's web client shows the app in a frame of web.telegram.org, where only a
 * `SameSite=None; Secure` cookie (partitioned, for browsers that block third-party cookies) is sent; over plain
 * HTTP (a local run) it is a `Lax` one.
 */
export function setTelegramCookie(ctx: Koa.Context, token: string, expiresAt: number, secure: boolean): void {
  ctx.cookies.set(TELEGRAM_COOKIE, token, {
    httpOnly: true,
    path: '/',
    expires: new Date(expiresAt),
    overwrite: true,
    ...(secure ? { sameSite: 'none' as const, secure: true, partitioned: true } : { sameSite: 'lax' as const }),
  });
}

/** What `identify` reads of the HTTP dependencies. */
export interface IdentifyDeps {
  limiter: RequestLimiter;
  sessions: SessionService;
  config: { BASE_URL: string };
}

/**
 * The one identify middleware: rate limits per client address (before any body is read), then the caller as
 * `ctx.state.principal` — a key when `who` is 'key', else a key or the cookie session — then the limit per owner.
 */
export function identify(deps: IdentifyDeps, who: 'key'): RouterMiddleware<KeyIdentified>;
export function identify(deps: IdentifyDeps, who?: 'key-or-session'): RouterMiddleware<Identified>;
export function identify(
  deps: IdentifyDeps,
  who: 'key' | 'key-or-session' = 'key-or-session',
): RouterMiddleware<Identified> | RouterMiddleware<KeyIdentified> {
  const secure = deps.config.BASE_URL.startsWith('https:');
  const middleware: RouterMiddleware<Identified> = async (ctx, next) => {
    // A budget in memory answers at once; only a shared one (Redis) is waited for.
    const byAddress = deps.limiter.take(`ip:${ctx.ip}`);
    if (byAddress) await byAddress;
    const principal = who === 'key' ? await requireApiKey(ctx, deps.sessions) : await resolveOwner(ctx, deps.sessions, secure);
    const byOwner = deps.limiter.take(`owner:${principal.owner}`);
    if (byOwner) await byOwner;
    ctx.state.principal = principal;
    await next();
  };
  return middleware;
}
