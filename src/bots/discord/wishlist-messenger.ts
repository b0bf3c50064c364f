import type { Client } from 'discord.js';
import type { ChatTarget } from '../../core/chat/chat-target.js';
import type { Translator } from '../../core/i18n.ports.js';
import type { WishlistMessenger } from '../../core/chat/wishlist.types.js';
import { guildLocaleOf } from './deal-messenger.js';
import { wishlistAlertMessage } from './format/wishlist-message.js';

/**
 * Wishlist alerts as channel messages in the channel's language. `allowed_mentions` names exactly the members who
 * opted in, so nothing else in the message (a role, @everyone in a title) can ping anyone.
 */
export function discordWishlistMessenger(
  client: Client<true>,
  isDeadChat: (err: unknown) => boolean,
  wordsFor: (chat: ChatTarget, guildLocale: string | null) => Promise<Translator>,
): WishlistMessenger {
  return {
    async alert(alert) {
      const target = alert.entry.chat;
      if (target.platform !== 'discord') throw new Error(`wishlist entry ${alert.entry.id} has no Discord channel`);
      const channel = await client.channels.fetch(target.channelId, { allowUnknownGuild: true });
      if (!channel?.isSendable()) throw new Error(`channel ${target.channelId} cannot hold messages`);
      const message = wishlistAlertMessage(alert, await wordsFor(target, guildLocaleOf(channel)));
      const users = alert.members.map((m) => m.userId).filter((id) => /^\d{1,25}$/.test(id));
      await channel.send({ ...message, allowedMentions: { parse: [], users } });
    },
    isDeadChat,
  };
}
