import type { Lows } from '../prices/history/history.types.js';
import type { Game } from '../prices/price.types.js';
import { bestCurrentPrice } from './best-price.js';
import { AppError } from '../errors.js';
import type { AlertReason } from './watch.types.js';
import type { PriceOffer } from '../prices/price.types.js';

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

/** What the rules remember between checks (stored with the watch as `ruleState`). */
export interface RuleState {
  /** True while the cut is under the rule's percentage: the next cut at or above it alerts. */
  cutArmed: boolean;
  /** The low (official-only when the rule says so) seen at the last check; a lower one is a new low. */
  knownLow: number | null;
  /** The low since the last increase seen at the last check, with that increase's day. */
  sinceLow: { since: string | null; price: number } | null;
}

export interface RuleMemory extends RuleState {
  rules: WatchRules;
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

/** Whether a watch holds any rule beside its target. */
export function hasRules(rules: WatchRules | null | undefined): rules is WatchRules {
  return !!rules && (rules.new_low === true || typeof rules.cut === 'number' || rules.official_only === true || rules.since_increase === true);
}

/** Whether judging the rules needs the game's lows from the price history. */
export function needsLows(rules: WatchRules | null | undefined): boolean {
  return hasRules(rules) && (rules.new_low === true || rules.since_increase === true);
}

/** A watch's memory with its rules, as stored: the target may be absent when rules say what to wait for. */
export interface RuledMemory {
  target: number | null;
  armed: boolean;
  knownLow: number | null;
  rules?: WatchRules | null;
  ruleState?: RuleState | null;
}

export interface RuledVerdict extends WatchVerdict {
  ruleState: RuleState | null;
}

const FRESH_RULES: RuleState = { cutArmed: true, knownLow: null, sinceLow: null };

/**
 * The whole judgement of a watch. Without rules it is `judgeWatch` (target, and any new all-time low). With
 * rules, the target (if any) is judged on the offers the rules allow, and only the rules say when a low is news:
 * each fires once per crossing, the first check after the watch is made being the baseline.
 */
export function judgeRuledWatch(memory: RuledMemory, game: Game, lows: Lows | null): RuledVerdict {
  if (!hasRules(memory.rules)) {
    if (memory.target === null) throw new Error('a watch without rules needs a target');
    return { ...judgeWatch({ target: memory.target, armed: memory.armed, knownLow: memory.knownLow }, game), ruleState: null };
  }
  const plain = judgeWatch({ target: memory.target ?? 0, armed: memory.armed, knownLow: memory.knownLow }, game);
  const best = memory.rules.official_only ? offerOf(game.best_official, 'official') : { price: plain.price, offer: plain.offer };
  const atTarget = memory.target !== null && best.price !== null && best.price <= memory.target;
  const reasons: AlertReason[] = atTarget && memory.armed ? ['target'] : [];
  const ruled = judgeRules({ rules: memory.rules, ...(memory.ruleState ?? FRESH_RULES) }, game, lows);
  reasons.push(...ruled.reasons);
  const { rules: _rules, ...ruleState } = ruled.memory;
  return { reasons, armed: !atTarget, knownLow: plain.knownLow, price: best.price, offer: best.offer, ruleState };
}

function offerOf(offer: PriceOffer | null, kind: 'official' | 'keyshop'): { price: number | null; offer: 'official' | 'keyshop' | null } {
  return offer ? { price: offer.price, offer: kind } : { price: null, offer: null };
}

/** The largest discount a `cut>=N` rule may ask for. */
export const MAX_RULE_CUT = 99;

/** Throws invalid_params (naming `field`) for a cut outside 1–99 %. */
export function checkRules(rules: WatchRules | null, field: string): void {
  const cut = rules?.cut;
  if (cut === undefined || cut === null) return;
  if (!Number.isInteger(cut) || cut < 1 || cut > MAX_RULE_CUT) {
    throw new AppError('invalid_params', `${field}: a cut must be a whole percentage from 1 to ${MAX_RULE_CUT}`, { field });
  }
}

/** One rule word, added to `rules`; false when the word is none. */
function readRuleWord(word: string, rules: WatchRules): boolean {
  const w = word.toLowerCase();
  const cut = /^cut(?:>=|≥|=)?(\d{1,3})%?$/.exec(w);
  if (cut) rules.cut = Number(cut[1]);
  else if (w === 'low' || w === 'new_low') rules.new_low = true;
  else if (w === 'official' || w === 'official_only') rules.official_only = true;
  else if (w === 'since' || w === 'since_increase') rules.since_increase = true;
  else return false;
  return true;
}

/** Reads a line of rule words (`cut>=75 low official`); throws invalid_params naming the first word that is no rule. */
export function parseRuleWords(text: string): WatchRules | null {
  const rules: WatchRules = {};
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    if (!readRuleWord(word, rules)) {
      throw new AppError('invalid_params', `rules: "${word.slice(0, 20)}" is not a rule; use cut>=75, low, official or since`, { field: 'rules' });
    }
  }
  return hasRules(rules) ? rules : null;
}

/**
 * Reads the rule words a chat may put after the game (`cut>=75`, `low`, `official`, `since`), last words first,
 * and answers the rules with the words left over; a word that is no rule ends the reading.
 */
export function takeRuleWords(words: readonly string[]): { rules: WatchRules | null; rest: string[] } {
  const rest = [...words];
  const rules: WatchRules = {};
  while (rest.length > 1 && readRuleWord(rest[rest.length - 1], rules)) rest.pop();
  return { rules: hasRules(rules) ? rules : null, rest };
}
