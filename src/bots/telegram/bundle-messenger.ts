import type { Api } from 'grammy';
import type { BundleMessenger } from '../../core/bundles/bundle.ports.js';
import type { Bundle } from '../../core/bundles/bundle.types.js';
import type { Follow } from '../../core/deals/deal.types.js';
import type { Translator } from '../../core/i18n.ports.js';
import { bundleDetailWords } from '../../i18n/bundle-words.js';
import { TELEGRAM_GLOBAL_PER_SECOND } from './deal-messenger.js';
import { isDeadChatError } from './delivery.js';
import { esc } from './html.js';

/** "📦 New bundle at Humble Bundle / <b>Title</b> / from $12.00, 7 games, ends in 2 weeks / Get it at Humble Bundle". */
export function bundlePostText(b: Bundle, now: number, tr: Translator): string {
  const href = esc(b.url).replace(/"/g, '&quot;');
  return [
    `📦 ${esc(tr.t('bundle-new', { store: b.store }))}`,
    `<b>${esc(b.title)}</b>`,
    esc(bundleDetailWords(b, now, tr)),
    `<a href="${href}">${esc(tr.t('bundle-open', { store: b.store }))}</a>`,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** Bundle posts as Telegram HTML messages in the chat's language (`wordsFor`, as deal posts), paced as deal posts. */
export function telegramBundleMessenger(api: Api, wordsFor: (follow: Follow) => Promise<Translator>): BundleMessenger {
  return {
    perSecond: TELEGRAM_GLOBAL_PER_SECOND,
    chatGapMs: 3000,
    async post(follow, bundle, now) {
      if (follow.chat.platform !== 'telegram') throw new Error(`follow ${follow.id} has no Telegram chat`);
      const tr = await wordsFor(follow);
      const msg = await api.sendMessage(follow.chat.chatId, bundlePostText(bundle, now, tr), { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
      return String(msg.message_id);
    },
    isDeadChat: isDeadChatError,
  };
}
