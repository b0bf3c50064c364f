import type { Translator } from '../i18n.ports.js';
import { gameName } from './chat-text.js';
import type { WishlistAlert, WishlistAnswer } from './wishlist.types.js';

/** The lines a wishlist alert says, plain text in the reader's language (each bot escapes them its own way). */
export function wishlistAlertLines(alert: WishlistAlert, tr: Translator): string[] {
  const { game } = alert;
  // The wishlist's rules judge official stores only, so the official offer is the one that fired them.
  const offer = game.best_official;
  const lines: string[] = [];
  if (alert.reasons.includes('cut') && offer) {
    const args = { price: tr.money(offer.price, game.currency), cut: tr.percent(offer.cut ?? 0) };
    lines.push(offer.store ? tr.t('wishlist-alert-cut', { ...args, store: offer.store }) : tr.t('wishlist-alert-cut-nostore', args));
  }
  if (alert.reasons.includes('new_low')) {
    const low = offer?.price ?? game.all_time_low?.price ?? alert.price;
    if (low !== null && low !== undefined) lines.push(tr.t('wishlist-alert-low', { price: tr.money(low, game.currency) }));
  }
  return lines;
}

/** The title line of a wishlist alert; `escape` readies the game's name for the chat's markup. */
export function wishlistAlertTitle(alert: WishlistAlert, tr: Translator, escape: (name: string) => string = (n) => n): string {
  return tr.t('wishlist-alert-title', { game: escape(gameName(alert.game.title ?? alert.entry.title, alert.entry.appid)) });
}

/** A `/wishlist` answer in words (plain lines; the game names are the only text from outside). */
export function wishlistAnswerLines(answer: WishlistAnswer, tr: Translator): string[] {
  switch (answer.kind) {
    case 'added': {
      const game = gameName(answer.game.title, answer.game.platform_appid);
      return [tr.t(answer.already ? 'wishlist-already' : 'wishlist-added', { game })];
    }
    case 'removed':
      return answer.removed.length === 0
        ? [tr.t('wishlist-removed-none', { which: answer.which.slice(0, 100) })]
        : [tr.t('wishlist-removed', { games: new Intl.ListFormat(tr.locale, { type: 'conjunction' }).format(answer.removed.map((e) => gameName(e.title, e.appid))) })];
    case 'list':
      if (answer.entries.length === 0) return [tr.t('wishlist-empty')];
      return [
        tr.t('wishlist-title'),
        ...answer.entries.map(({ entry, members }) => tr.t('wishlist-line', { game: gameName(entry.title, entry.appid), appid: String(entry.appid), members })),
        tr.t('wishlist-list-hint'),
      ];
    case 'choices':
      return [tr.t('wishlist-choices', { query: answer.query.slice(0, 100) }), ...answer.choices.map((c) => `${c.title} (${c.appid})`)];
    case 'admins_only':
      return [tr.t('wishlist-admins-only')];
    case 'groups_only':
      return [tr.t('wishlist-groups-only')];
    case 'full':
      return [tr.t('wishlist-full', { max: answer.max })];
  }
}
