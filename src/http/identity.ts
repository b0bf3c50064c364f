import type Koa from 'koa';
import type { Principal, SessionService } from '../core/sessions/session.service.js';

export const SID_COOKIE = 'sid';

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

/** Throws missing_api_key / invalid_api_key. */
export function requireApiKey(ctx: Koa.Context, sessions: SessionService, allowQuery = false): Promise<Principal> {
  return sessions.authenticateKey(readApiKey(ctx, allowQuery));
}

/**
 * The caller's owner hash: from an API key when one is sent (an unknown key is refused, never downgraded to
 * a cookie session), else from the `sid` cookie, issuing a fresh one when missing or malformed.
 */
export async function resolveOwner(ctx: Koa.Context, sessions: SessionService, secureCookies: boolean): Promise<Principal> {
  const key = readApiKey(ctx);
  if (key !== null) return sessions.authenticateKey(key);
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
  return { owner: sessions.ownerForSid(sid), keyId: `sid:${sessions.ownerForSid(sid).slice(0, 16)}` };
}
