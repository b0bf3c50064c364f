import type { Client } from 'discord.js';
import type { Follow } from '../../core/deals/deal.types.js';
import type { GiveawayMessenger } from '../../core/giveaways/giveaway.ports.js';
import type { Translator } from '../../core/i18n.ports.js';
import { DISCORD_GLOBAL_PER_SECOND, followChannel, guildLocaleOf } from './deal-messenger.js';
import { giveawayEmbed } from './format/giveaway-message.js';

/**
 * Giveaway posts as channel messages in the channel's language (`wordsFor`, as deal posts), paced as deal posts;
 * the follow's role is pinged on the first post only.
 */
export function discordGiveawayMessenger(
  client: Client<true>,
  isDeadChat: (err: unknown) => boolean,
  wordsFor: (follow: Follow, guildLocale: string | null) => Promise<Translator>,
): GiveawayMessenger {
  const channelOf = (follow: Follow) => followChannel(client, follow);
  return {
    perSecond: DISCORD_GLOBAL_PER_SECOND,
    chatGapMs: 1000,
    async post(follow, giveaway, now, roleId) {
      const channel = await channelOf(follow);
      const sent = await channel.send({
        content: roleId ? `<@&${roleId}>` : undefined,
        embeds: [giveawayEmbed(giveaway, now, await wordsFor(follow, guildLocaleOf(channel)))],
        allowedMentions: { parse: [], roles: roleId ? [roleId] : [] },
      });
      return sent.id;
    },
    async edit(follow, messageId, giveaway, now) {
      const channel = await channelOf(follow);
      await channel.messages.edit(messageId, { embeds: [giveawayEmbed(giveaway, now, await wordsFor(follow, guildLocaleOf(channel)))], allowedMentions: { parse: [], roles: [] } });
    },
    isDeadChat,
  };
}
