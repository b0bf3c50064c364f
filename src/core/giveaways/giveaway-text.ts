import { formatMoney } from '../chat/chat-text.js';
import type { Giveaway } from './giveaway.types.js';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long a giveaway has left, in words both bots and the feed use: "ends in 2 days", "ends in 5 hours",
 * "ended"; null when the source gives no end. Rounded down, so a post never promises more time than is left.
 */
export function endsInText(g: Pick<Giveaway, 'endsAt' | 'endedAt'>, now: number): string | null {
  if (g.endedAt !== null || (g.endsAt !== null && g.endsAt <= now)) return 'ended';
  if (g.endsAt === null) return null;
  const left = g.endsAt - now;
  for (const [unit, ms] of UNITS) {
    if (left >= ms) return `ends ${relative.format(Math.floor(left / ms), unit)}`;
  }
  return `ends ${relative.format(1, 'minute')}`;
}

/** "worth $19.99", or null when the source does not say. */
export function worthText(g: Pick<Giveaway, 'worth'>): string | null {
  return g.worth ? `worth ${formatMoney(g.worth.amount, g.worth.currency)}` : null;
}

const KIND_WORDS: Record<Giveaway['kind'], string> = { game: 'game', dlc: 'DLC', loot: 'in-game loot', beta: 'beta access' };
export const kindText = (g: Pick<Giveaway, 'kind'>) => KIND_WORDS[g.kind];
