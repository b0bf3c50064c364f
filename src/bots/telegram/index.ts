import { chatServices } from '../../../commands/services.js';
import type { Services } from '../../compose.js';
import { createTelegramBot } from './bot.js';
import { setWebhookHandler, webhookSecret } from './webhook.js';

/**
 * Starts the Telegram bot when TELEGRAM_BOT_TOKEN is set; returns a stop function, or null when off.
 * Throws TelegramTokenError when the Bot API refuses the token (the caller logs it; HTTP stays up).
 * With TELEGRAM_WEBHOOK_URL set, updates arrive through the router of `createTelegramWebhookRouter`
 * (src/bots/telegram/webhook.ts), which the composition root mounts; otherwise the bot long-polls.
 */
export async function startTelegram(services: Services): Promise<(() => Promise<void>) | null> {
  const { config } = services;
  if (!config.TELEGRAM_BOT_TOKEN) return null;
  const chat = await chatServices(services);
  const handle = createTelegramBot(services, chat, {
    token: config.TELEGRAM_BOT_TOKEN,
    apiRoot: config.TELEGRAM_API_ROOT,
    watchIntervalMs: config.WATCH_INTERVAL_MIN * 60_000,
    webhook: config.TELEGRAM_WEBHOOK_URL ? { url: config.TELEGRAM_WEBHOOK_URL, secret: webhookSecret(services) } : null,
  });
  await handle.start();
  if (handle.webhook) setWebhookHandler(services, handle.webhook);
  return async () => {
    setWebhookHandler(services, null);
    await handle.stop();
  };
}

export { createTelegramWebhookRouter } from './webhook.js';
