import { z } from 'zod';
import { resolveGame, type ResolvedGame } from '../src/core/chat/resolve-game.js';
import { defineCommand, words } from './command.js';
import { gameArg, regionArg, regionWord } from './game-args.js';

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
  args: z.object({ game: gameArg, region: regionArg }),
  fromText(text) {
    const parts = words(text);
    // A trailing country code is a region only when something precedes it ("/price portal de").
    const region = parts.length > 1 ? regionWord(parts.at(-1)) : undefined;
    if (region) return { game: parts.slice(0, -1).join(' '), region };
    return { game: parts.join(' ') || undefined };
  },
  run: ({ services }, args): Promise<ResolvedGame> =>
    resolveGame(services.prices, args.game, args.region?.toLowerCase()),
});
