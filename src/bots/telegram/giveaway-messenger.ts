import { GrammyError, type Api } from 'grammy';
import type { Follow } from '../../core/deals/deal.types.js';
import type { GiveawayMessenger } from '../../core/giveaways/giveaway.ports.js';
import type { Giveaway } from '../../core/giveaways/giveaway.types.js';
import { TELEGRAM_GLOBAL_PER_SECOND } from './deal-messenger.js';
import { isDeadChatError } from './delivery.js';
import { giveawayPostText } from './giveaway-format.js';
import type { Translator } from '../../core/i18n.ports.js';

/**
 * Giveaway posts as Telegram HTML messages in the chat's language (`wordsFor`, as deal posts), paced as deal posts;
 * the image rides as the link preview while open.
 */
export function telegramGiveawayMessenger(api: Api, wordsFor: (follow: Follow) => Promise<Translator>): GiveawayMessenger {
  const chatOf = (follow: Follow) => {
    if (follow.chat.platform !== 'telegram') throw new Error(`follow ${follow.id} has no Telegram chat`);
    return follow.chat.chatId;
  };
  const options = (g: Giveaway, now: number) => ({
    parse_mode: 'HTML' as const,
    link_preview_options: g.image && g.endedAt === null && (g.endsAt === null || g.endsAt > now) ? { url: g.image, show_above_text: true } : { is_disabled: true },
  });
  return {
    perSecond: TELEGRAM_GLOBAL_PER_SECOND,
    chatGapMs: 3000,
    async post(follow, giveaway, now) {
      const msg = await api.sendMessage(chatOf(follow), giveawayPostText(giveaway, now, await wordsFor(follow)), options(giveaway, now));
      return String(msg.message_id);
    },
    async edit(follow, messageId, giveaway, now) {
      try {
        await api.editMessageText(chatOf(follow), Number(messageId), giveawayPostText(giveaway, now, await wordsFor(follow)), options(giveaway, now));
      } catch (err) {
        if (err instanceof GrammyError && /message is not modified/i.test(err.description)) return;
        throw err;
      }
    },
    isDeadChat: isDeadChatError,
  };
}
