import { GrammyError, type Api } from 'grammy';
import type { DealMessenger, DealView } from '../../core/deals/deal.ports.js';
import type { Follow } from '../../core/deals/deal.types.js';
import { dealPostText } from './deal-format.js';
import { isDeadChatError } from './delivery.js';
import type { Translator } from '../../core/i18n.ports.js';

/**
 * A bot may send about 30 messages a second across all chats (Bot FAQ). Posts start a little under that, since
 * each reaches Telegram a few milliseconds late by a varying amount, which can bunch evenly spaced starts; grammY's
 * auto-retry waits out a 429's retry_after should one come anyway.
 */
export const TELEGRAM_GLOBAL_PER_SECOND = 27;

/** Deal posts as Telegram HTML messages; the game's image rides as the link preview, so an edit is a text edit. */
export function telegramDealMessenger(api: Api, wordsFor: (follow: Follow) => Promise<Translator>): DealMessenger {
  const chatOf = (follow: Follow) => {
    if (follow.chat.platform !== 'telegram') throw new Error(`follow ${follow.id} has no Telegram chat`);
    return follow.chat.chatId;
  };
  const options = (view: DealView) => ({
    parse_mode: 'HTML' as const,
    link_preview_options: view.deal.image && view.deal.endedAt === null ? { url: view.deal.image, show_above_text: true } : { is_disabled: true },
  });
  return {
    perSecond: TELEGRAM_GLOBAL_PER_SECOND,
    // A group takes 20 messages a minute; one gap for every chat keeps the rule simple and groups safe.
    chatGapMs: 3000,
    async post(follow, view) {
      const msg = await api.sendMessage(chatOf(follow), dealPostText(view.deal, await wordsFor(follow)), options(view));
      return String(msg.message_id);
    },
    async edit(follow, messageId, view) {
      try {
        await api.editMessageText(chatOf(follow), Number(messageId), dealPostText(view.deal, await wordsFor(follow)), options(view));
      } catch (err) {
        if (err instanceof GrammyError && /message is not modified/i.test(err.description)) return;
        throw err;
      }
    },
    isDeadChat: isDeadChatError,
  };
}
