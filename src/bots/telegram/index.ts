import { createTelegramBot } from './bot.js';
import type { TelegramDeps, TelegramSettings } from './deps.js';
import type { TelegramWebhook } from './webhook.js';

/**
 * Starts the Telegram bot when TELEGRAM_BOT_TOKEN is set; returns a stop function, or null when off.
 * Throws TelegramTokenError when the Bot API refuses the token (the caller logs it; HTTP stays up).
 * With a webhook (TELEGRAM_WEBHOOK_URL, see webhook.ts, mounted by the composition root) updates arrive
 * through its route; otherwise the bot long-polls, unless `poll: false` leaves that to `poll()` (in a fleet only
 * the holder of a lease polls, while every bot process delivers).
 */
export async function startTelegram(
  deps: TelegramDeps,
  config: TelegramSettings,
  webhook: TelegramWebhook | null,
  opts: { poll?: boolean; signal?: AbortSignal } = {},
): Promise<RunningTelegram | null> {
  if (!config.TELEGRAM_BOT_TOKEN) return null;
  // The secret Telegram is told is the one the route checks: the root makes both, the same in every process.
  if (config.TELEGRAM_WEBHOOK_URL && !webhook) throw new Error('TELEGRAM_WEBHOOK_URL is set but this process has no webhook route');
  const handle = createTelegramBot(deps, {
    token: config.TELEGRAM_BOT_TOKEN,
    apiRoot: config.TELEGRAM_API_ROOT,
    webhook: config.TELEGRAM_WEBHOOK_URL && webhook ? { url: config.TELEGRAM_WEBHOOK_URL, secret: webhook.secret } : null,
    poll: opts.poll,
  });
  // A start given up (a stop, or no answer in time) ends the bot's calls under way, so `start` settles.
  const abandon = () => void handle.stop().catch(() => undefined);
  opts.signal?.addEventListener('abort', abandon, { once: true });
  try {
    if (opts.signal?.aborted) throw opts.signal.reason;
    await handle.start();
  } finally {
    opts.signal?.removeEventListener('abort', abandon);
  }
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
export { TelegramTokenError } from './bot.js';
export type { TelegramDeps, TelegramSettings } from './deps.js';
