import type { Game } from '../prices/price.types.js';
import { bestCurrentPrice } from './best-price.js';
import type { AlertReason } from './watch.types.js';

/** What a watch remembers between checks (chat watches and API watches alike). */
export interface WatchMemory {
  target: number;
  /** True while the price is above the target: the next drop to or below it alerts. */
  armed: boolean;
  /** The all-time low seen at the last check; a lower one alerts. */
  knownLow: number | null;
}

export interface WatchVerdict {
  /** Empty when nothing is news. */
  reasons: AlertReason[];
  /** The memory after this check. */
  armed: boolean;
  knownLow: number | null;
  price: number | null;
  offer: 'official' | 'keyshop' | null;
}

/**
 * The alert rule of every price watch: fire once when the best price reaches the target, and again only after
 * it has risen above the target; a new all-time low fires once per new low (the first low seen is a baseline).
 */
export function judgeWatch(memory: WatchMemory, game: Game): WatchVerdict {
  const best = bestCurrentPrice(game);
  const low = game.all_time_low?.price ?? null;
  const reasons: AlertReason[] = [];
  const atTarget = best !== null && best.price <= memory.target;
  if (atTarget && memory.armed) reasons.push('target');
  if (low !== null && memory.knownLow !== null && low < memory.knownLow) reasons.push('all_time_low');
  return {
    reasons,
    armed: !atTarget,
    knownLow: lowest(memory.knownLow, low),
    price: best?.price ?? null,
    offer: best?.offer ?? null,
  };
}

function lowest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}
