import { startDiscordBot } from './bot.js';
import type { DiscordDeps, DiscordSettings } from './deps.js';

/** A setting the bot cannot start without; no further attempt can mend it. */
export class DiscordSettingsError extends Error {
  override name = 'DiscordSettingsError';
}

/** Whether Discord refused the token itself (a new attempt would be refused again). */
export function discordTokenRefused(err: unknown): boolean {
  const e = err as { code?: unknown; status?: unknown } | null;
  return err instanceof DiscordSettingsError || e?.code === 'TokenInvalid' || e?.status === 401;
}

/** Starts the Discord bot when its token is set; returns a stop function, or null when off. */
export async function startDiscord(deps: DiscordDeps, config: DiscordSettings, signal?: AbortSignal): Promise<(() => Promise<void>) | null> {
  const { DISCORD_TOKEN, DISCORD_APPLICATION_ID, DISCORD_API_URL } = config;
  if (!DISCORD_TOKEN) return null;
  if (!DISCORD_APPLICATION_ID) {
    throw new DiscordSettingsError('DISCORD_APPLICATION_ID must be set with DISCORD_TOKEN (the application id from the developer portal)');
  }
  const bot = await startDiscordBot(deps, {
    token: DISCORD_TOKEN,
    applicationId: DISCORD_APPLICATION_ID,
    apiUrl: DISCORD_API_URL,
    shards: discordShards(config.DISCORD_SHARDS, config.DISCORD_SHARD_IDS),
    componentsV2: config.DISCORD_COMPONENTS_V2 ?? true,
    signal,
  });
  return () => bot.stop();
}

/** DISCORD_SHARDS / DISCORD_SHARD_IDS as discord.js wants them: all shards of the count unless ids are named. */
function discordShards(count: 'auto' | number | undefined, ids: number[] | undefined) {
  if (count === undefined) return undefined;
  if (count === 'auto') return { ids: 'auto' as const };
  return { ids: ids ?? Array.from({ length: count }, (_, i) => i), count };
}

export type { DiscordDeps, DiscordSettings } from './deps.js';
