import { z } from 'zod';
import { parsePrice } from '../src/core/chat/parse-price.js';
import { MAX_TARGET_PRICE, type AddWatchResult } from '../src/core/chat/watch.service.js';
import { parseRuleWords, takeRuleWords } from '../src/core/chat/watch-rule.js';
import { defineCommand, words } from './command.js';
import { gameArg, regionArg, regionWord } from './game-args.js';

/** A word that can only be meant as a rule: a cut (`cut>=abc`, `cut>>75`) or a comparison. */
const RULE_ATTEMPT = /^cut\b|[<>=]/i;

const isRuleWord = (word: string) => takeRuleWords(['_', word]).rules !== null;

/**
 * A line that will be refused for lacking both a price and rules, where the user meant rules: a last word written
 * as a rule, or a rule word followed by a stranger (`620 low cheapest`). Answers the words to read as rules, so the
 * refusal names the word that is no rule instead of asking for a price.
 */
function meantRules(parts: readonly string[]): number | null {
  if (parts.length > 1 && RULE_ATTEMPT.test(parts.at(-1)!)) return parts.length - 1;
  const first = parts.findIndex((w, i) => i > 0 && isRuleWord(w));
  return first > 0 ? first : null;
}

/** A word that can only be meant as a price: signed, a number form, or NaN / Infinity. */
const PRICE_ATTEMPT = /^(?:[-+]\S|[$€£¥₽₹]?\d[\d.,]*(?:e[-+]?\d+)?[$€£¥₽₹]?$|nan$|[-+]?inf(?:inity)?$)/i;

/**
 * `/watch <appid or title> <price> [region] [rules]`: a price alert in this chat. Rules are words after the rest
 * (`cut>=75`, `low`, `official`, `since`); with rules the price may be left out (`/watch 620 low official`). Returns
 * `{kind:'created'|'updated', watch, game, alreadyBelow}` or `{kind:'choices', query, choices}` when a title
 * matches several games (the user repeats the command with an appid). `alreadyBelow` means the price is
 * already at or under the target: no alert follows until it rises above and drops again.
 * Throws AppError invalid_params (price), not_found, limit_reached, upstream_unavailable.
 */
export default defineCommand({
  name: 'watch',
  description: 'Alert me when a game drops to a price',
  usage: '/watch <appid or title> <price> [region]',
  args: z.object({
    game: gameArg,
    price: z.coerce
      .number({ error: 'is not a number; write it like 9.99' })
      .positive({ error: 'must be more than 0' })
      .max(MAX_TARGET_PRICE, { error: `must be at most ${MAX_TARGET_PRICE}` })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'has more than two decimals' })
      .describe('Target price in the region currency, e.g. 9.99')
      .optional(),
    region: regionArg,
    rules: z.string().max(100).optional().describe('Also alert on: cut>=75, low, official, since (words, any order)'),
  }).superRefine((args, ctx) => {
    // Without rules the target is what the watch waits for.
    if (args.price === undefined && !args.rules?.trim()) ctx.addIssue({ code: 'custom', path: ['price'], message: 'is required' });
  }),
  fromText(text) {
    const taken = takeRuleWords(words(text));
    const rules = taken.rules ? words(text).slice(taken.rest.length).join(' ') : undefined;
    const parts = taken.rest;
    let region: string | undefined;
    if (parts.length > 2 && parsePrice(parts.at(-2)!) !== null) region = regionWord(parts.at(-1));
    if (region) parts.pop();
    const last = parts.length > 1 ? parts.at(-1)! : '';
    // With rules the price is optional, so a bare whole number ends a title ("portal 2 cut>=75") unless the game
    // before it is an app id ("620 5 cut>=50").
    if (rules && /^\d+$/.test(last) && !/^\d+$/.test(parts.slice(0, -1).join(' '))) return { game: parts.join(' '), price: undefined, region, rules };
    const price = last ? parsePrice(last) : null;
    // A last word meant as a price but not one (-5, 1e308, NaN) goes to the check as typed, which says what is
    // wrong with it, rather than joining the title and leaving the price "required".
    if (price === null && !PRICE_ATTEMPT.test(last)) {
      const from = rules ? null : meantRules(parts);
      if (from !== null) return { game: parts.slice(0, from).join(' '), price: undefined, region, rules: parts.slice(from).join(' ') };
      return { game: parts.join(' ') || undefined, price: undefined, region, rules };
    }
    return { game: parts.slice(0, -1).join(' ') || undefined, price: price ?? last, region, rules };
  },
  run: ({ services, caller }, args): Promise<AddWatchResult> =>
    services.watches.add(caller, args.game, args.price ?? null, args.region?.toLowerCase(), args.rules ? parseRuleWords(args.rules) : null),
});
