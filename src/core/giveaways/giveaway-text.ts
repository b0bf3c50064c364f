import type { Giveaway } from './giveaway.types.js';

/** How much time a giveaway has left, as data: the adapters word it in the reader's language. */
export type TimeLeft = { unit: 'day' | 'hour' | 'minute'; count: number };

const UNITS: ReadonlyArray<[TimeLeft['unit'], number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** True once the giveaway ended, or its end date is past. */
export function giveawayEnded(g: Pick<Giveaway, 'endsAt' | 'endedAt'>, now: number): boolean {
  return g.endedAt !== null || (g.endsAt !== null && g.endsAt <= now);
}

/**
 * How long a giveaway has left in its largest whole unit (2 days, 5 hours, at least 1 minute), 'ended', or null
 * when the source gives no end. Rounded down, so a post never promises more time than is left.
 */
export function timeLeft(g: Pick<Giveaway, 'endsAt' | 'endedAt'>, now: number): TimeLeft | 'ended' | null {
  if (giveawayEnded(g, now)) return 'ended';
  if (g.endsAt === null) return null;
  const left = g.endsAt - now;
  for (const [unit, ms] of UNITS) {
    if (left >= ms) return { unit, count: Math.floor(left / ms) };
  }
  return { unit: 'minute', count: 1 };
}
