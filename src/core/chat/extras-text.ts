// The bundles and subscriptions of a price card (issue 41), in the reader's words; each bot adds its own markup.
import type { Translator } from '../i18n.ports.js';
import type { Game } from '../prices/price.types.js';

/** Cards stay short: the API answers the whole list. */
const CARD_BUNDLES = 3;

export interface BundleLine {
  /** Upstream text: each bot escapes it. */
  title: string;
  /** Shop, price and end, already in the reader's words (upstream shop name inside: escape it too). */
  detail: string;
  url: string | null;
}

export function bundleLines(game: Pick<Game, 'bundles'>, tr: Translator): BundleLine[] {
  return (game.bundles ?? []).slice(0, CARD_BUNDLES).map((b) => ({
    title: b.title,
    detail: [
      b.store,
      b.price !== null && b.currency ? tr.t('price-bundle-from', { price: tr.money(b.price, b.currency) }) : null,
      b.ends_at ? tr.t('price-bundle-ends', { date: tr.date(b.ends_at) }) : null,
    ]
      .filter((s): s is string => Boolean(s))
      .join(' · '),
    url: b.url && /^https?:\/\//i.test(b.url) ? b.url : null,
  }));
}

/** "Game Pass, EA Play (leaves 1 Mar 2027)"; null when the game is in none (or nobody could say). */
export function subscriptionText(game: Pick<Game, 'subscriptions'>, tr: Translator): string | null {
  const subs = game.subscriptions ?? [];
  if (subs.length === 0) return null;
  return subs.map((s) => (s.leaving_at ? `${s.name} (${tr.t('price-subscription-leaves', { date: tr.date(s.leaving_at) })})` : s.name)).join(', ');
}
