import type { ChatServices } from '../../compose-chat.js';
import type { Services } from '../../compose.js';
import { randomId } from '../../core/ids.js';
import { createTelegramBot } from './bot.js';
import type { TelegramWebhook } from './webhook.js';

/**
 * Starts the Telegram bot when TELEGRAM_BOT_TOKEN is set; returns a stop function, or null when off.
 * Throws TelegramTokenError when the Bot API refuses the token (the caller logs it; HTTP stays up).
 * With a webhook (TELEGRAM_WEBHOOK_URL, see webhook.ts, mounted by the composition root) updates arrive
 * through its route; otherwise the bot long-polls, unless `poll: false` leaves that to `poll()` (in a fleet only
 * the holder of a lease polls, while every bot process delivers).
 */
export async function startTelegram(
  services: Services,
  chat: ChatServices,
  webhook: TelegramWebhook | null,
  opts: { poll?: boolean } = {},
): Promise<RunningTelegram | null> {
  const { config } = services;
  if (!config.TELEGRAM_BOT_TOKEN) return null;
  const handle = createTelegramBot(services, chat, {
    token: config.TELEGRAM_BOT_TOKEN,
    apiRoot: config.TELEGRAM_API_ROOT,
    webhook: config.TELEGRAM_WEBHOOK_URL
      ? { url: config.TELEGRAM_WEBHOOK_URL, secret: webhook?.secret ?? config.TELEGRAM_WEBHOOK_SECRET ?? randomId(32) }
      : null,
    poll: opts.poll,
  });
  await handle.start();
  if (handle.webhook) webhook?.setHandler(handle.webhook);
  return {
    async stop() {
      webhook?.setHandler(null);
      await handle.stop();
    },
    poll: () => handle.poll(),
    unpoll: () => handle.unpoll(),
  };
}

/** A started Telegram bot: it delivers; whether it takes updates by long polling can change (fleet leader). */
export interface RunningTelegram {
  stop(): Promise<void>;
  poll(): void;
  unpoll(): Promise<void>;
}

export { createTelegramWebhook } from './webhook.js';
