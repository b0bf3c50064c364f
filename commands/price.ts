import { z } from 'zod';
import { resolveGame, type ResolvedGame } from '../src/core/chat/resolve-game.js';
import { isKnownRegion } from '../src/core/prices/region.js';
import { defineCommand, words } from './command.js';

/**
 * `/price <appid or title> [region]`. Returns `{kind:'game', game}` (the full price record: title, regular
 * price, best official and key-reseller offers, all-time low, active deals, critic score, urls) or
 * `{kind:'choices', query, choices}` with up to 5 `{title, appid}` when a title matches several games.
 * Throws AppError not_found, invalid_appid, invalid_request (region), upstream_unavailable.
 */
export default defineCommand({
  name: 'price',
  description: 'Game prices: best official and key-reseller offer, all-time low, deals',
  usage: '/price <appid or title> [region]',
  args: z.object({
    game: z.string().trim().min(1).max(100).describe('Store app id or game title'),
    region: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code such as us, de or gb')
      .optional()
      .describe('Two-letter country code, e.g. us, de, gb'),
  }),
  fromText(text) {
    const parts = words(text);
    const last = parts.at(-1)?.toLowerCase();
    // A trailing country code is a region only when something precedes it ("/price portal de").
    if (parts.length > 1 && last && /^[a-z]{2}$/.test(last) && isKnownRegion(last)) {
      return { game: parts.slice(0, -1).join(' '), region: last };
    }
    return { game: parts.join(' ') || undefined };
  },
  run: ({ services }, args): Promise<ResolvedGame> =>
    resolveGame(services.prices, args.game, args.region?.toLowerCase()),
});
