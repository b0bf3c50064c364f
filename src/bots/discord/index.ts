import type { ChatServices } from '../../compose-chat.js';
import type { Services } from '../../compose.js';
import { startDiscordBot } from './bot.js';

/** Starts the Discord bot when its token is set; returns a stop function, or null when off. */
export async function startDiscord(services: Services, chat: ChatServices): Promise<(() => Promise<void>) | null> {
  const { DISCORD_TOKEN, DISCORD_APPLICATION_ID, DISCORD_API_URL } = services.config;
  if (!DISCORD_TOKEN) return null;
  if (!DISCORD_APPLICATION_ID) {
    throw new Error('DISCORD_APPLICATION_ID must be set with DISCORD_TOKEN (the application id from the developer portal)');
  }
  const bot = await startDiscordBot(services, chat, {
    token: DISCORD_TOKEN,
    applicationId: DISCORD_APPLICATION_ID,
    apiUrl: DISCORD_API_URL,
  });
  return () => bot.stop();
}
