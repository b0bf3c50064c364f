import { describe, expect, it } from 'vitest';
import { watch } from '../../../commands/index.js';
import { judgeRules, parseRuleWords, type RuleMemory, type WatchRules } from '../../../src/core/chat/watch-rule.js';
import { isAppError } from '../../../src/core/errors.js';
import type { Lows } from '../../../src/core/prices/history/history.types.js';
import type { Game } from '../../../src/core/prices/price.types.js';
import { makeGame } from '../../helpers/game-factory.js';

/** A game whose best official and key-reseller offers are as given. */
const game = (official: [number, number] | null, keyshop: [number, number] | null = null): Game =>
  makeGame({
    title: 'Rule Test',
    platform_appid: 620,
    best_official: official ? { price: official[0], store: 'Steam', cut: official[1] } : null,
    best_keyshop: keyshop ? { price: keyshop[0], store: 'Keys', cut: keyshop[1] } : null,
    active_deals: null,
    updated_at: '2026-11-25T00:00:00Z',
    sources: [],
  });
const lows = (allTime: number, official: number, since: { price: number; since: string | null } | null = null): Lows => ({
  all_time: { price: allTime, shop: null, date: null },
  official: { price: official, shop: null, date: null },
  keyshop: null,
  steam: null,
  since_increase: since ? { price: since.price, shop: null, date: null, since: since.since } : null,
});
const start = (rules: WatchRules): RuleMemory => ({ rules, cutArmed: true, knownLow: null, sinceLow: null });

/** Runs the judge over a sequence of checks, answering the reasons of each. */
function run(memory: RuleMemory, checks: Array<[Game, Lows | null]>): string[][] {
  const out: string[][] = [];
  for (const [g, l] of checks) {
    const v = judgeRules(memory, g, l);
    out.push(v.reasons);
    memory = v.memory;
  }
  return out;
}

describe('watch rules (the shared judge)', () => {
  it('cut>=N fires once per crossing', () => {
    expect(
      run(start({ cut: 75 }), [
        [game([10, 50]), null],
        [game([5, 75]), null], // reaches 75 %: fires
        [game([4, 80]), null], // still at or above: no second alert
        [game([15, 25]), null], // back under
        [game([3, 85]), null], // crosses again: fires
      ]),
    ).toEqual([[], ['cut'], [], [], ['cut']]);
  });

  it('official_only ignores key resellers for the cut and the lows', () => {
    const memory = start({ cut: 50, official_only: true, new_low: true });
    expect(
      run(memory, [
        [game([20, 0], [5, 75]), lows(5, 12)], // a key reseller at 75 %: ignored; the official low 12 is the baseline
        [game([20, 0], [4, 80]), lows(4, 12)], // a new key-reseller low: ignored
        [game([9, 55], [4, 80]), lows(4, 9)], // official 55 % and a new official low: both fire
      ]),
    ).toEqual([[], [], ['cut', 'new_low']]);
  });

  it('new_low fires once per new all-time low, the first low seen being the baseline', () => {
    expect(
      run(start({ new_low: true }), [
        [game([10, 50]), lows(6, 6)],
        [game([10, 50]), lows(6, 6)],
        [game([5, 75]), lows(5, 5)],
        [game([5, 75]), lows(5, 5)],
      ]),
    ).toEqual([[], [], ['new_low'], []]);
  });

  it('since_increase fires on a new low since the increase, and a new increase starts a silent baseline', () => {
    expect(
      run(start({ since_increase: true }), [
        [game([30, 0]), lows(5, 5, { price: 30, since: '2026-10-01' })],
        [game([24, 20]), lows(5, 5, { price: 24, since: '2026-10-01' })], // lower since the rise: fires
        [game([24, 20]), lows(5, 5, { price: 24, since: '2026-10-01' })], // unchanged: nothing
        [game([40, 0]), lows(5, 5, { price: 40, since: '2026-11-20' })], // the regular price rose again: new baseline
        [game([36, 10]), lows(5, 5, { price: 36, since: '2026-11-20' })], // lower since the new rise: fires
      ]),
    ).toEqual([[], ['since_increase'], [], [], ['since_increase']]);
  });
});

/** `/watch` as typed in chat: the command's own reading of the text, its argument check, then the rule words. */
function readWatch(text: string): { game?: unknown; price?: unknown; region?: unknown; rules: WatchRules | null } | string {
  const raw = watch.fromText(text);
  const parsed = watch.args.safeParse(raw);
  if (!parsed.success) return `${String(parsed.error.issues[0].path[0])}: ${parsed.error.issues[0].message}`;
  try {
    const { game, price, region } = parsed.data;
    return { game, price, region, rules: parsed.data.rules ? parseRuleWords(parsed.data.rules) : null };
  } catch (err) {
    if (isAppError(err)) return err.message;
    throw err;
  }
}

describe('the chat syntax of /watch with rules (commands/watch.ts)', () => {
  it('reads rule words after a title or an app id, with or without a price and region', () => {
    expect(readWatch('portal 2 cut>=75')).toEqual({ game: 'portal 2', price: undefined, region: undefined, rules: { cut: 75 } });
    expect(readWatch('620 low official')).toEqual({ game: '620', price: undefined, region: undefined, rules: { new_low: true, official_only: true } });
    expect(readWatch('620 5 cut>=50')).toEqual({ game: '620', price: 5, region: undefined, rules: { cut: 50 } });
    expect(readWatch('620 9.99 de since')).toEqual({ game: '620', price: 9.99, region: 'de', rules: { since_increase: true } });
    expect(readWatch('half life 2 official low since cut=80%')).toEqual({
      game: 'half life 2',
      price: undefined,
      region: undefined,
      rules: { official_only: true, new_low: true, since_increase: true, cut: 80 },
    });
    expect(readWatch('elden ring 19,99')).toEqual({ game: 'elden ring', price: 19.99, region: undefined, rules: null });
  });

  it('refuses what it cannot read as a rule, naming the word; no price and no rule at all is a missing price', () => {
    // A rule word followed by a stranger, or a last word written as a rule: the refusal names the word.
    expect(readWatch('620 low cheapest')).toBe('rules: "cheapest" is not a rule; use cut>=75, low, official or since');
    expect(readWatch('620 cut>=abc')).toBe('rules: "cut>=abc" is not a rule; use cut>=75, low, official or since');
    expect(readWatch('portal 2 official cheapest')).toBe('rules: "cheapest" is not a rule; use cut>=75, low, official or since');
    // A title alone still asks for the price.
    expect(readWatch('elden ring')).toBe('price: is required');
    // The rules option (Discord, the API) names the word.
    expect(() => parseRuleWords('low cheapest')).toThrow('rules: "cheapest" is not a rule; use cut>=75, low, official or since');
    expect(() => parseRuleWords('cut>>75')).toThrow('"cut>>75" is not a rule');
  });
});
