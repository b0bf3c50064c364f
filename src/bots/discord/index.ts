import type { Services } from '../../compose.js';

/** Starts the Discord bot when its token is set; returns a stop function, or null when off. */
export async function startDiscord(_services: Services): Promise<(() => Promise<void>) | null> {
  return null;
}
