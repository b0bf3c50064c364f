import { DiscordAPIError, RESTJSONErrorCodes, type Client } from 'discord.js';
import type { ReminderMessenger } from '../../core/giveaways/reminder.ports.js';
import type { Translations } from '../../core/i18n.ports.js';
import type { Follow } from '../../core/deals/deal.types.js';
import type { GiveawayMessenger } from '../../core/giveaways/giveaway.ports.js';
import type { Translator } from '../../core/i18n.ports.js';
import { DISCORD_GLOBAL_PER_SECOND, followChannel, guildLocaleOf } from './deal-messenger.js';
import { giveawayEmbed, giveawayPostButtons, reminderMessage } from './format/giveaway-message.js';

/**
 * Posts started 20 ms apart (50 a second) reached Discord up to 51 in one second in the giveaway benchmark: requests
 * bunch a little on the way, so posts keep the margin Telegram's 27 of 30 keeps.
 */
export const GIVEAWAY_POSTS_PER_SECOND = Math.floor(DISCORD_GLOBAL_PER_SECOND * 0.9);

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
    perSecond: GIVEAWAY_POSTS_PER_SECOND,
    chatGapMs: 1000,
    async post(follow, giveaway, now, roleId) {
      const channel = await channelOf(follow);
      const tr = await wordsFor(follow, guildLocaleOf(channel));
      const sent = await channel.send({
        content: roleId ? `<@&${roleId}>` : undefined,
        embeds: [giveawayEmbed(giveaway, now, tr)],
        components: giveawayPostButtons(giveaway, now, tr),
        allowedMentions: { parse: [], roles: roleId ? [roleId] : [] },
      });
      return sent.id;
    },
    async edit(follow, messageId, giveaway, now) {
      const channel = await channelOf(follow);
      const tr = await wordsFor(follow, guildLocaleOf(channel));
      await channel.messages.edit(messageId, { embeds: [giveawayEmbed(giveaway, now, tr)], components: giveawayPostButtons(giveaway, now, tr), allowedMentions: { parse: [], roles: [] } });
    },
    isDeadChat,
  };
}

/** Who will never take a direct message from the bot: DMs closed or the bot blocked (50007), or no such user. */
const UNREACHABLE = new Set<number | string>([RESTJSONErrorCodes.CannotSendMessagesToThisUser, RESTJSONErrorCodes.UnknownUser]);

/** Claim reminders as direct messages, in the language the user pressed "Remind me" in. */
export function discordReminderMessenger(client: Client<true>, translations: Pick<Translations, 'translator'>): ReminderMessenger {
  return {
    // Each reminder is two requests (open the DM channel, send), both within the bot's global limit.
    perSecond: Math.floor(GIVEAWAY_POSTS_PER_SECOND / 2),
    async remind(reminder, giveaway, now) {
      const dm = await client.users.createDM(reminder.userId);
      await dm.send({ content: reminderMessage(giveaway, now, translations.translator(reminder.locale)), allowedMentions: { parse: [] } });
    },
    isUnreachable: (err) => err instanceof DiscordAPIError && UNREACHABLE.has(err.code),
  };
}
