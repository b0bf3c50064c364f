import type { ClientOptions } from 'discord.js';

/**
 * The client's sharding from DISCORD_SHARDS and DISCORD_SHARD_IDS. Unset: one gateway connection (enough
 * below 2,500 servers, where Discord starts to require shards). `auto`: as many shards as Discord's
 * `/gateway/bot` recommends, all in this process. A number: that many shards in all, of which this process
 * runs DISCORD_SHARD_IDS (every one when unset), so several processes can split one large bot.
 */
export function shardOptions(shards: 'auto' | number | undefined, ids?: number[]): Pick<ClientOptions, 'shards' | 'shardCount'> {
  if (shards === undefined) return {};
  if (shards === 'auto') return { shards: 'auto' };
  return { shardCount: shards, shards: ids ?? Array.from({ length: shards }, (_, i) => i) };
}
