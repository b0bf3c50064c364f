import type { ChatServices } from '../../compose-chat.js';
import type { Services } from '../../compose.js';
import { randomId } from '../../core/ids.js';
import { createTelegramBot } from './bot.js';
import type { TelegramWebhook } from './webhook.js';

/**
 * Starts the Telegram bot when TELEGRAM_BOT_TOKEN is set; returns a stop function, or null when off.
 * Throws TelegramTokenError when the Bot API refuses the token (the caller logs it; HTTP stays up).
 * With a webhook (TELEGRAM_WEBHOOK_URL, see webhook.ts, mounted by the composition root) updates arrive
 * through its route; otherwise the bot long-polls.
 */
export async function startTelegram(
  services: Services,
  chat: ChatServices,
  webhook: TelegramWebhook | null,
): Promise<(() => Promise<void>) | null> {
  const { config } = services;
  if (!config.TELEGRAM_BOT_TOKEN) return null;
  const handle = createTelegramBot(services, chat, {
    token: config.TELEGRAM_BOT_TOKEN,
    apiRoot: config.TELEGRAM_API_ROOT,
    watchIntervalMs: config.WATCH_INTERVAL_MIN * 60_000,
    webhook: config.TELEGRAM_WEBHOOK_URL
      ? { url: config.TELEGRAM_WEBHOOK_URL, secret: webhook?.secret ?? config.TELEGRAM_WEBHOOK_SECRET ?? randomId(32) }
      : null,
  });
  await handle.start();
  if (handle.webhook) webhook?.setHandler(handle.webhook);
  return async () => {
    webhook?.setHandler(null);
    await handle.stop();
  };
}

export { createTelegramWebhook } from './webhook.js';
