// Words both bots show alike; each bot adds its own markup around them.
import type { Game } from '../prices/price.types.js';

/** An amount in a game's currency, written the en-US way (`$19.99`, `€19.99`) on every platform. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still shows the number.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Cuts text to a platform's length limit, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The name a chat shows for a game: its title, or `App <id>` when no source gave one. */
export function gameName(title: string | null | undefined, appid: number): string {
  return title ?? `App ${appid}`;
}

/**
 * Key-reseller offers come from GG.deals alone, which answers only with an API key; without its answer an empty
 * offer would read as "no reseller sells it", so the card says why it is empty instead (each bot words it through
 * the catalogue's price-keyshop-gap).
 */
export function keyshopGap(game: Pick<Game, 'best_keyshop' | 'sources'>): boolean {
  return !game.best_keyshop && !game.sources.includes('ggdeals');
}
