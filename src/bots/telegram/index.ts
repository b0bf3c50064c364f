import type { Services } from '../../compose.js';

/** Starts the Telegram bot when its token is set; returns a stop function, or null when off. */
export async function startTelegram(_services: Services): Promise<(() => Promise<void>) | null> {
  return null;
}
