import type { Lows } from '../prices/history/history.types.js';
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

/**
 * Rules a watch may hold beside its target (issue 28): `new_low` (any new all-time low), `cut` (a discount of at
 * least N %), `official_only` (key resellers ignored), `since_increase` (a new low since the last regular-price
 * increase).
 */
export interface WatchRules {
  new_low?: boolean;
  cut?: number | null;
  official_only?: boolean;
  since_increase?: boolean;
}

/** What the rules remember between checks. */
export interface RuleMemory {
  rules: WatchRules;
  /** True while the cut is under the rule's percentage: the next cut at or above it alerts. */
  cutArmed: boolean;
  /** The low (official-only when the rule says so) seen at the last check; a lower one is a new low. */
  knownLow: number | null;
  /** The low since the last increase seen at the last check, with that increase's day. */
  sinceLow: { since: string | null; price: number } | null;
}

export type RuleReason = 'new_low' | 'cut' | 'since_increase';

export interface RuleVerdict {
  reasons: RuleReason[];
  memory: RuleMemory;
}

/**
 * The rules' alert logic, once per crossing like the target: a cut alerts when it reaches the percentage and
 * again only after it fell under it; a new low (all-time, or since the increase) alerts once per lower price,
 * the first one seen being the baseline; a new regular-price increase starts a new "since" baseline silently.
 * With `official_only`, only official stores count (best offer and lows).
 */
export function judgeRules(memory: RuleMemory, game: Game, lows: Lows | null): RuleVerdict {
  const { rules } = memory;
  const reasons: RuleReason[] = [];
  const offer = rules.official_only ? game.best_official : cheaperOffer(game);
  let cutArmed = memory.cutArmed;
  if (typeof rules.cut === 'number') {
    const reached = offer !== null && offer.cut !== null && offer.cut >= rules.cut;
    if (reached && cutArmed) reasons.push('cut');
    cutArmed = !reached;
  }
  const lowNow = rules.official_only ? (lows?.official?.price ?? game.all_time_low?.price ?? null) : (lows?.all_time?.price ?? game.all_time_low?.price ?? null);
  if (rules.new_low && lowNow !== null && memory.knownLow !== null && lowNow < memory.knownLow) reasons.push('new_low');
  let sinceLow = memory.sinceLow;
  const since = lows?.since_increase ?? null;
  if (since) {
    if (rules.since_increase && sinceLow !== null && sinceLow.since === since.since && since.price < sinceLow.price) reasons.push('since_increase');
    sinceLow = sinceLow !== null && sinceLow.since === since.since ? { since: since.since, price: Math.min(sinceLow.price, since.price) } : { since: since.since, price: since.price };
  }
  return { reasons, memory: { rules, cutArmed, knownLow: lowest(memory.knownLow, lowNow), sinceLow } };
}

function cheaperOffer(game: Game): Game['best_official'] {
  const a = game.best_official;
  const b = game.best_keyshop;
  if (!a) return b;
  if (!b) return a;
  return b.price < a.price ? b : a;
}
