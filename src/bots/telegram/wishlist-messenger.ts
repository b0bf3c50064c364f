import { InputFile, type Api } from 'grammy';
import type { ChatTarget } from '../../core/chat/chat-target.js';
import type { Translator } from '../../core/i18n.ports.js';
import type { WishlistMessenger } from '../../core/chat/wishlist.types.js';
import { isDeadChatError } from './delivery.js';
import { MAX_CAPTION } from './html.js';
import { wishlistAlertText, wishlistKeyboard } from './wishlist-format.js';

/**
 * Wishlist alerts in a group: the chart as a photo captioned with the alert and its mentions, as the watch alerts
 * carry it, with the "Notify me" / "Stop" buttons. Mentions are never cut off: when they do not fit a caption
 * (a game many members wait for), the alert goes as a text message instead, without the chart.
 */
export function telegramWishlistMessenger(api: Api, wordsFor: (chat: ChatTarget) => Promise<Translator>): WishlistMessenger {
  return {
    async alert(alert) {
      const target = alert.entry.chat;
      if (target.platform !== 'telegram') throw new Error(`wishlist entry ${alert.entry.id} has no Telegram chat`);
      const tr = await wordsFor(target);
      const text = wishlistAlertText(alert, tr);
      const options = { parse_mode: 'HTML' as const, reply_markup: wishlistKeyboard(alert.entry.id, tr) };
      if (alert.chart?.enough && text.length <= MAX_CAPTION) {
        await api.sendPhoto(target.chatId, new InputFile(Buffer.from(alert.chart.png), 'price-history.png'), { ...options, caption: text });
        return;
      }
      await api.sendMessage(target.chatId, text, { ...options, link_preview_options: { is_disabled: true } });
    },
    isDeadChat: isDeadChatError,
  };
}
