import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type Koa from 'koa';
import type { Services } from '../../compose.js';
import { randomId, safeEqual } from '../../core/ids.js';
import { RecentUpdates } from './recent-updates.js';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

interface WebhookSlot {
  secret: string;
  handle: Koa.Middleware | null;
  recent: RecentUpdates;
}

/** Filled by `startTelegram` once the bot runs; the router is built earlier, with the HTTP app. */
const slots = new WeakMap<Services, WebhookSlot>();

/** The secret the webhook checks: TELEGRAM_WEBHOOK_SECRET, or one made at random for this process. */
export function webhookSecret(services: Services): string {
  let slot = slots.get(services);
  if (!slot) {
    slot = { secret: services.config.TELEGRAM_WEBHOOK_SECRET ?? randomId(32), handle: null, recent: new RecentUpdates() };
    slots.set(services, slot);
  }
  return slot.secret;
}

export function setWebhookHandler(services: Services, handle: Koa.Middleware | null): void {
  webhookSecret(services);
  slots.get(services)!.handle = handle;
}

/**
 * The route Telegram posts updates to: POST <path of TELEGRAM_WEBHOOK_URL>. A request without the right
 * X-Telegram-Bot-Api-Secret-Token is refused with 401 before its body is read; until the bot has started
 * the route answers 503 (Telegram retries). An update_id seen before is acknowledged and not handled again. Returns null when no webhook URL or token is configured.
 */
export function createTelegramWebhookRouter(services: Services): Router | null {
  const { TELEGRAM_WEBHOOK_URL: url, TELEGRAM_BOT_TOKEN: token } = services.config;
  if (!url || !token) return null;
  const secret = webhookSecret(services);
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
      const slot = slots.get(services);
      if (!slot?.handle) {
        ctx.status = 503;
        ctx.body = { ok: false, error: 'unavailable', message: 'The bot is starting.' };
        return;
      }
      // Telegram posts an update again when our answer was late; the first delivery already handled it.
      const updateId = (ctx.request.body as { update_id?: unknown } | undefined)?.update_id;
      if (typeof updateId === 'number' && !slot.recent.firstTime(updateId)) {
        ctx.status = 200;
        ctx.body = '';
        return;
      }
      await slot.handle(ctx, next);
    },
  );
  return router;
}
