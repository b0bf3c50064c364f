import type { Client } from 'discord.js';
import type { DealMessenger } from '../../core/deals/deal.ports.js';
import type { Follow } from '../../core/deals/deal.types.js';
import { dealCardV2, dealEmbed } from './format/deal-message.js';
import { sendWithFallback } from './format/components-v2.js';
import type { Translator } from '../../core/i18n.ports.js';

/** The server's preferred language (its community setting), when the channel is in a server. */
export function guildLocaleOf(channel: object): string | null {
  return 'guild' in channel && channel.guild && typeof channel.guild === 'object' && 'preferredLocale' in channel.guild ? String(channel.guild.preferredLocale) : null;
}

/**
 * Discord's global limit is 50 requests a second per bot; discord.js keeps it and the per-route buckets itself
 * (and waits out a 429's retry_after), so this is the pace deal posts are handed to it at.
 */
export const DISCORD_GLOBAL_PER_SECOND = 50;

/** The channel a follow posts in, fetched afresh (it may have been removed or closed to the bot since). */
export async function followChannel(client: Client<true>, follow: Follow) {
  if (follow.chat.platform !== 'discord') throw new Error(`follow ${follow.id} has no Discord channel`);
  const channel = await client.channels.fetch(follow.chat.channelId, { allowUnknownGuild: true });
  if (!channel?.isSendable()) throw new Error(`channel ${follow.chat.channelId} cannot hold messages`);
  return channel;
}

/** Deal posts as channel messages; the role is pinged on the first post only, and no one else ever. */
export function discordDealMessenger(
  client: Client<true>,
  isDeadChat: (err: unknown) => boolean,
  /** Posts as Components V2 layouts first, falling back to the embed where Discord refuses them. */
  layouts: boolean,
  wordsFor: (follow: Follow, guildLocale: string | null) => Promise<Translator>,
): DealMessenger {
  const channelOf = (follow: Follow) => followChannel(client, follow);
  return {
    perSecond: DISCORD_GLOBAL_PER_SECOND,
    // A channel's message bucket is about 5 per 5 s.
    chatGapMs: 1000,
    async post(follow, view) {
      const channel = await channelOf(follow);
      const tr = await wordsFor(follow, guildLocaleOf(channel));
      const allowedMentions = { parse: [], roles: view.roleId ? [view.roleId] : [] };
      const sent = await sendWithFallback(
        async (m) => (await channel.send({ ...m, content: m.content ?? undefined, allowedMentions })).id,
        layouts ? dealCardV2(view.deal, tr, view.roleId) : null,
        { content: view.roleId ? `<@&${view.roleId}>` : undefined, embeds: [dealEmbed(view.deal, tr)] },
      );
      return sent;
    },
    async edit(follow, messageId, view) {
      const channel = await channelOf(follow);
      const tr = await wordsFor(follow, guildLocaleOf(channel));
      // The ping went with the post: an edit mentions no one again.
      await sendWithFallback(
        async (m) => void (await channel.messages.edit(messageId, { ...m, allowedMentions: { parse: [], roles: [] } })),
        layouts ? dealCardV2(view.deal, tr) : null,
        { embeds: [dealEmbed(view.deal, tr)] },
      );
    },
    isDeadChat,
  };
}
