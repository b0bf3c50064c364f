import { GrammyError, type Api } from 'grammy';
import type { Follow } from '../../core/deals/deal.types.js';
import type { GiveawayMessenger } from '../../core/giveaways/giveaway.ports.js';
import type { Giveaway } from '../../core/giveaways/giveaway.types.js';
import { TELEGRAM_GLOBAL_PER_SECOND } from './deal-messenger.js';
import { isDeadChatError } from './delivery.js';
import { giveawayKeyboard, giveawayPostText, reminderText } from './giveaway-format.js';
import type { ReminderMessenger } from '../../core/giveaways/reminder.ports.js';
import type { Translations } from '../../core/i18n.ports.js';
import { giveawayEnded } from '../../core/giveaways/giveaway-text.js';
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
  // While open the post carries "Remind me" and "Claimed"; the edit to "ended" takes them away.
  const options = (g: Giveaway, now: number, tr: Translator) => ({
    parse_mode: 'HTML' as const,
    link_preview_options: g.image && g.endedAt === null && (g.endsAt === null || g.endsAt > now) ? { url: g.image, show_above_text: true } : { is_disabled: true },
    reply_markup: giveawayEnded(g, now) ? { inline_keyboard: [] } : giveawayKeyboard(g, tr),
  });
  return {
    perSecond: TELEGRAM_GLOBAL_PER_SECOND,
    chatGapMs: 3000,
    async post(follow, giveaway, now) {
      const tr = await wordsFor(follow);
      const msg = await api.sendMessage(chatOf(follow), giveawayPostText(giveaway, now, tr), options(giveaway, now, tr));
      return String(msg.message_id);
    },
    async edit(follow, messageId, giveaway, now) {
      try {
        const tr = await wordsFor(follow);
        await api.editMessageText(chatOf(follow), Number(messageId), giveawayPostText(giveaway, now, tr), options(giveaway, now, tr));
      } catch (err) {
        if (err instanceof GrammyError && /message is not modified/i.test(err.description)) return;
        throw err;
      }
    },
    isDeadChat: isDeadChatError,
  };
}

/**
 * Claim reminders as private messages: the user's id is their private chat with the bot. A user who blocked the bot
 * or never opened a chat with it is answered 403 (and a deleted account 400 "chat not found"): unreachable.
 */
export function telegramReminderMessenger(api: Api, translations: Pick<Translations, 'translator'>): ReminderMessenger {
  return {
    perSecond: TELEGRAM_GLOBAL_PER_SECOND,
    async remind(reminder, giveaway, now) {
      await api.sendMessage(Number(reminder.userId), reminderText(giveaway, now, translations.translator(reminder.locale)), { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
    },
    isUnreachable: (err) => isDeadChatError(err) || (err instanceof GrammyError && err.error_code === 403),
  };
}
