import { AppError } from '../errors.js';
import type { Game, SearchCandidate } from '../prices/price.types.js';
import type { PriceLookup } from './chat.types.js';

/** How many candidates a chat offers when a title is ambiguous. */
export const MAX_CHOICES = 5;

export type ResolvedGame = { kind: 'game'; game: Game } | { kind: 'choices'; query: string; choices: SearchCandidate[] };

/**
 * Turns what a user typed (an appid or a title) into one game. A title with a single match, or exactly one
 * match whose title equals the query (ignoring case), is looked up; otherwise up to 5 candidates come back.
 * Throws AppError not_found when nothing matches, plus whatever the price service throws.
 */
export async function resolveGame(prices: PriceLookup, query: string, region?: string): Promise<ResolvedGame> {
  const text = query.trim();
  if (/^\d{1,10}$/.test(text)) return { kind: 'game', game: await prices.lookup(text, region) };
  const candidates = await prices.search(text);
  const exact = candidates.filter((c) => c.title.toLowerCase() === text.toLowerCase());
  const pick = candidates.length === 1 ? candidates[0] : exact.length === 1 ? exact[0] : null;
  if (pick) return { kind: 'game', game: await prices.lookup(pick.appid, region) };
  if (candidates.length === 0) throw new AppError('not_found', `No game matches "${text.slice(0, 100)}".`);
  return { kind: 'choices', query: text, choices: candidates.slice(0, MAX_CHOICES) };
}
