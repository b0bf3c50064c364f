import { z } from 'zod';
import { parsePrice } from '../src/core/chat/parse-price.js';
import type { AddWatchResult } from '../src/core/chat/watch.service.js';
import { isKnownRegion } from '../src/core/prices/region.js';
import { defineCommand, words } from './command.js';

/**
 * `/watch <appid or title> <price> [region]`: a price alert in this chat. Returns
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
    game: z.string().trim().min(1).max(100).describe('Store app id or game title'),
    price: z.coerce.number().positive().max(100_000).describe('Target price in the region currency, e.g. 9.99'),
    region: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code such as us, de or gb')
      .optional()
      .describe('Two-letter country code, e.g. us, de, gb'),
  }),
  fromText(text) {
    const parts = words(text);
    let region: string | undefined;
    const last = parts.at(-1)?.toLowerCase();
    if (parts.length > 2 && last && /^[a-z]{2}$/.test(last) && isKnownRegion(last) && parsePrice(parts.at(-2)!) !== null) {
      region = last;
      parts.pop();
    }
    const price = parts.length > 1 ? parsePrice(parts.at(-1)!) : null;
    if (price === null) return { game: parts.join(' ') || undefined, price: undefined, region };
    return { game: parts.slice(0, -1).join(' ') || undefined, price, region };
  },
  run: ({ services, caller }, args): Promise<AddWatchResult> =>
    services.watches.add(caller, args.game, args.price, args.region?.toLowerCase()),
});
