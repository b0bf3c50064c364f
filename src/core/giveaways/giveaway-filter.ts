import { AppError } from '../errors.js';
import { isKnownStore, storeKey } from './giveaway-keys.js';
import { GIVEAWAY_KINDS, type Giveaway, type GiveawayFilter, type GiveawayKind } from './giveaway.types.js';

export const NO_FILTER: GiveawayFilter = { store: null, kinds: [], gamesOnly: false };

const refuse = (field: string, problem: string) => new AppError('invalid_params', `${field}: ${problem}`, { field });

/** Separate filter fields (HTTP query, web form); every refusal is `invalid_params` naming the field. */
export function giveawayFilterFromFields(f: { store?: string | null; kind?: string | null; gamesOnly?: boolean | null }): GiveawayFilter {
  const store = f.store ? storeKey(f.store) : null;
  if (f.store && !store) throw refuse('store', 'must name a store, such as epic or steam');
  const kinds: GiveawayKind[] = [];
  for (const word of (f.kind ?? '').split(',').map((w) => w.trim().toLowerCase()).filter(Boolean)) {
    if (!(GIVEAWAY_KINDS as readonly string[]).includes(word)) throw refuse('kind', `must be one of ${GIVEAWAY_KINDS.join(', ')}`);
    if (!kinds.includes(word as GiveawayKind)) kinds.push(word as GiveawayKind);
  }
  return { store, kinds: kinds.sort(), gamesOnly: f.gamesOnly ?? false };
}

/**
 * A filter as typed in chat: `games` (games only), a kind (`dlc`, `loot`, `beta`, `game`), and any other word names
 * the store (`epic`, `steam`, `prime gaming`).
 */
export function parseGiveawayFilterText(text: string): GiveawayFilter {
  let storeWords: string[] = [];
  const kinds: string[] = [];
  let gamesOnly = false;
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const w = word.toLowerCase();
    if (w === 'games-only' || w === 'games_only') gamesOnly = true;
    else if ((GIVEAWAY_KINDS as readonly string[]).includes(w)) kinds.push(w);
    else storeWords.push(word);
  }
  // "games" is part of "Epic Games Store", and otherwise means games only.
  const isGames = (w: string) => w.toLowerCase() === 'games';
  if (storeWords.some(isGames) && !isKnownStore(storeKey(storeWords.join(' ')))) {
    gamesOnly = true;
    storeWords = storeWords.filter((w) => !isGames(w));
  }
  return giveawayFilterFromFields({ store: storeWords.join(' ') || null, kind: kinds.join(','), gamesOnly });
}

export function matchesGiveaway(g: Pick<Giveaway, 'store' | 'kind'>, f: GiveawayFilter): boolean {
  if (f.store !== null && g.store !== f.store) return false;
  if (f.gamesOnly && g.kind !== 'game') return false;
  return f.kinds.length === 0 || f.kinds.includes(g.kind);
}

/**
 * The filter as one stable key (`epic games only`, `every store dlc, loot`): the giveaway feed's id and a follow's
 * identity are built on it, so it never changes with the reader's language (the words are src/i18n/giveaway-words.ts).
 */
export function giveawayFilterKey(f: GiveawayFilter): string {
  const parts = [f.store ?? 'every store'];
  if (f.gamesOnly) parts.push('games only');
  if (f.kinds.length > 0) parts.push(f.kinds.join(', '));
  return parts.join(' ');
}
