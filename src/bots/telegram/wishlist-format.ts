import { InlineKeyboard } from 'grammy';
import { clip, gameName } from '../../core/chat/chat-text.js';
import type { Translator } from '../../core/i18n.ports.js';
import type { WishlistAlert, WishlistAnswer, WishlistEntry, WishlistMember } from '../../core/chat/wishlist.types.js';
import { wishlistAlertLines, wishlistAlertTitle, wishlistAnswerLines } from '../../core/chat/wishlist-text.js';
import { esc, link, upstreamText } from './html.js';

/** Button payloads: `wl:on:<entry id>` ("Notify me") and `wl:off:<entry id>` ("Stop"), per member who presses. */
export const WISHLIST_CALLBACK = /^wl:(on|off):([a-z0-9]{6})$/;

/** "Notify me" and "Stop" for one game. */
export function wishlistKeyboard(entryId: string, tr: Translator): InlineKeyboard {
  return new InlineKeyboard().text(tr.t('wishlist-button-on'), `wl:on:${entryId}`).text(tr.t('wishlist-button-off'), `wl:off:${entryId}`);
}

/** One row per listed game: "🔔 <title>" opts in, "🔕" opts out (Telegram allows 100 buttons: 50 games). */
function listKeyboard(entries: readonly WishlistEntry[], tr: Translator): InlineKeyboard | undefined {
  if (entries.length === 0) return undefined;
  const kb = new InlineKeyboard();
  entries.slice(0, 50).forEach((e, i) => {
    if (i > 0) kb.row();
    kb.text(`🔔 ${clip(gameName(e.title, e.appid), 40)}`, `wl:on:${e.id}`).text(tr.t('wishlist-button-off'), `wl:off:${e.id}`);
  });
  return kb;
}

/** A `/wishlist` answer: the text, and the buttons it carries (an added game's, or the list's). */
export function wishlistReply(answer: WishlistAnswer, tr: Translator): { text: string; keyboard?: InlineKeyboard } {
  const text = wishlistAnswerLines(answer, tr).map((l) => esc(upstreamText(l))).join('\n');
  if (answer.kind === 'added') return { text, keyboard: wishlistKeyboard(answer.entry.id, tr) };
  if (answer.kind === 'list') return { text, keyboard: listKeyboard(answer.entries.map((e) => e.entry), tr) };
  return { text };
}

/** A member named by user id: Telegram pings them without a username. */
export function mention(member: Pick<WishlistMember, 'userId' | 'name'>): string {
  // Ids are the platform's numbers; anything else is never put into a link.
  if (!/^\d{1,20}$/.test(member.userId)) return esc(clip(upstreamText(member.name), 24));
  return `<a href="tg://user?id=${member.userId}">${esc(clip(upstreamText(member.name), 24) || member.userId)}</a>`;
}

/** The alert: its title and lines, the store link, then the members who asked, each mentioned once. */
export function wishlistAlertText(alert: WishlistAlert, tr: Translator): string {
  const lines = [`🛒 <b>${esc(upstreamText(wishlistAlertTitle(alert, tr)))}</b>`, ...wishlistAlertLines(alert, tr).map((l) => esc(upstreamText(l)))];
  const more = link('Steam', alert.game.urls.steam) ?? link(tr.t('price-best-deal-link'), alert.game.urls.deal);
  if (more) lines.push(more);
  lines.push(alert.members.map(mention).join(', '));
  return lines.join('\n');
}
