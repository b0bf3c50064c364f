import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type Koa from 'koa';
import { safeEqual } from '../../core/ids.js';
import { RecentUpdates } from './recent-updates.js';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/**
 * The route Telegram posts updates to, built with the HTTP app before the bot starts; the bot attaches its
 * handler once it runs. One per process, made by the composition root.
 */
export interface TelegramWebhook {
  router: Router;
  /** The secret the route checks: TELEGRAM_WEBHOOK_SECRET, or the one every process of the service derives alike. */
  secret: string;
  /** The bot's update handler, or null while the bot is off. */
  setHandler(handle: Koa.Middleware | null): void;
}

/**
 * POST <path of TELEGRAM_WEBHOOK_URL>. A request without the right X-Telegram-Bot-Api-Secret-Token is refused
 * with 401 before its body is read; until the bot has started the route answers 503 (Telegram retries).
 * Returns null when no webhook URL or token is configured. Without TELEGRAM_WEBHOOK_SECRET the route checks
 * `sharedSecret`, which the root derives the same in every process, so an update any api process of a fleet
 * receives is taken (a secret made per process would refuse those sent to the secret another one set).
 */
export function createTelegramWebhook(
  config: {
    TELEGRAM_WEBHOOK_URL?: string;
    TELEGRAM_BOT_TOKEN?: string;
    TELEGRAM_WEBHOOK_SECRET?: string;
  },
  sharedSecret: string,
): TelegramWebhook | null {
  const { TELEGRAM_WEBHOOK_URL: url, TELEGRAM_BOT_TOKEN: token } = config;
  if (!url || !token) return null;
  const secret = config.TELEGRAM_WEBHOOK_SECRET ?? sharedSecret;
  let handler: Koa.Middleware | null = null;
  const recent = new RecentUpdates();
  const router = new Router();
  const json = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: '1mb' });
  router.post(
    new URL(url).pathname,
    async (ctx, next) => {
      if (!safeEqual(ctx.get(SECRET_HEADER), secret)) {
        ctx.status = 401;
        ctx.body = { ok: false, error: 'unauthorized', message: 'Wrong secret token.' };
        return;
      }
      await next();
    },
    json,
    async (ctx, next) => {
      if (!handler) {
        ctx.status = 503;
        ctx.body = { ok: false, error: 'unavailable', message: 'The bot is starting.' };
        return;
      }
      // Telegram posts an update again when our answer was late; the first delivery already handled it.
      const updateId = (ctx.request.body as { update_id?: unknown } | undefined)?.update_id;
      if (typeof updateId === 'number' && !recent.firstTime(updateId)) {
        ctx.status = 200;
        ctx.body = '';
        return;
      }
      await handler(ctx, next);
    },
  );
  return {
    router,
    secret,
    setHandler(next) {
      handler = next;
    },
  };
}
