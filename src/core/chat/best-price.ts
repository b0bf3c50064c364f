import type { Game } from '../prices/price.types.js';

/** The cheapest current offer of a game, official store or key reseller; null when none is known. */
export function bestCurrentPrice(game: Game): { price: number; offer: 'official' | 'keyshop' } | null {
  const official = game.best_official?.price ?? null;
  const keyshop = game.best_keyshop?.price ?? null;
  if (official === null && keyshop === null) return null;
  if (keyshop !== null && (official === null || keyshop < official)) return { price: keyshop, offer: 'keyshop' };
  return { price: official as number, offer: 'official' };
}
