import type Koa from 'koa';
import { AppError } from '../../core/errors.js';
import { readApiKey } from '../identity.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site with our cookie (CSRF). Mount it
 * right after the error middleware, before any route. Only a request that a valid API key authenticates is
 * exempt (a cross-site page cannot set X-API-Key or a Bearer token); any other Authorization, such as Basic
 * credentials a browser replays on its own, is checked like a cookie. Clients that are not browsers send no
 * Origin and pass.
 */
export function createOriginCheck(baseUrl: string, isValidKey: (key: string) => boolean | Promise<boolean>): Koa.Middleware {
  const configured = new URL(baseUrl).origin;
  const check = async (ctx: Koa.Context, next: Koa.Next) => {
    const key = readApiKey(ctx);
    if (!key || !(await isValidKey(key))) {
      const verdict = judge(ctx, configured);
      if (verdict !== 'ok') throw new AppError('forbidden', `Request refused: ${verdict}.`);
    }
    await next();
  };
  // A safe method passes straight on: no async step of its own on every GET.
  return (ctx, next) => (SAFE_METHODS.has(ctx.method) ? next() : check(ctx, next));
}

function judge(ctx: Koa.Context, configured: string): 'ok' | string {
  const own = new Set([configured, `${ctx.protocol}://${ctx.host}`]);
  const origin = ctx.get('origin');
  if (origin && origin !== 'null') {
    return own.has(origin) ? 'ok' : `it comes from another site (${origin.slice(0, 100)})`;
  }
  // Fetch metadata, where the browser sends it, says the same thing without an Origin.
  const site = ctx.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none' ? 'ok' : 'it comes from another site';
  const referer = ctx.get('referer');
  if (referer) {
    let refOrigin: string | null;
    try {
      refOrigin = new URL(referer).origin;
    } catch {
      refOrigin = null;
    }
    return refOrigin !== null && own.has(refOrigin) ? 'ok' : 'it comes from another site';
  }
  // "null" is what sandboxed frames and privacy-stripped cross-site posts send: never ours.
  return origin === 'null' ? 'its origin is hidden (null)' : 'ok';
}
