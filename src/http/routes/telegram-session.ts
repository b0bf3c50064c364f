import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { AppState } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { setTelegramCookie } from '../identity.js';
import { TelegramSessionBody } from '../web/openapi/telegram-schemas.js';
import { parseWith } from '../web/validate.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type TelegramSessionRouterDeps = Pick<HttpDeps, 'config' | 'limiter' | 'sessions'>;

/**
 * `POST /api/telegram/session`: the Mini App hands over Telegram's signed launch data; when it checks out, the page
 * becomes that Telegram user's (a `tgs` cookie until a day after Telegram signed it), so what it starts is owned as
 * the chat's jobs and its results come back to the chat. A refusal (401 `unauthorized`) leaves the caller an
 * ordinary web session; 404 when the Telegram bot is not configured.
 */
export function createTelegramSessionRouter(deps: TelegramSessionRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const json = koaBody({ json: true, urlencoded: true, text: false, multipart: false, jsonLimit: '16kb', formLimit: '16kb' });
  const secure = deps.config.BASE_URL.startsWith('https:');

  router.post('/api/telegram/session', async (ctx, next) => {
    // Counted by address before the body is read, as every other route.
    const byAddress = deps.limiter.take(`ip:${ctx.ip}`);
    if (byAddress) await byAddress;
    await next();
  }, json, async (ctx) => {
    const body = parseWith(TelegramSessionBody, ctx.request.body ?? {});
    const { token, principal, expiresAt } = deps.sessions.openTelegramSession(body.init_data);
    setTelegramCookie(ctx, token, expiresAt, secure);
    ctx.body = { ok: true, telegram: { user_id: principal.userId }, expires_at: new Date(expiresAt).toISOString() };
  });

  return router;
}
