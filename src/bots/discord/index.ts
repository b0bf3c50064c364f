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
    shards: discordShards(services.config.DISCORD_SHARDS, services.config.DISCORD_SHARD_IDS),
  });
  return () => bot.stop();
}

/** DISCORD_SHARDS / DISCORD_SHARD_IDS as discord.js wants them: all shards of the count unless ids are named. */
function discordShards(count: 'auto' | number | undefined, ids: number[] | undefined) {
  if (count === undefined) return undefined;
  if (count === 'auto') return { ids: 'auto' as const };
  return { ids: ids ?? Array.from({ length: count }, (_, i) => i), count };
}
