import { z } from 'zod';
import { chartForCard, type ChartImage } from '../src/core/chat/price-chart.js';
import { resolveGame, type ResolvedGame } from '../src/core/chat/resolve-game.js';
import { AppError } from '../src/core/errors.js';
import { MAX_DAYS, MIN_DAYS } from '../src/core/prices/history/history.service.js';
import type { Game } from '../src/core/prices/price.types.js';
import { defineCommand, words } from './command.js';
import { gameArg } from './game-args.js';

export type HistoryAnswer = { kind: 'history'; game: Game; chart: ChartImage } | Extract<ResolvedGame, { kind: 'choices' }>;

/**
 * `/history <appid or title> [days]`: the price chart of the last `days` (365 by default, 1–3650) with every
 * kind of low. Returns `{kind:'history', game, chart}` (`chart.enough` false while there is too little history)
 * or `{kind:'choices', query, choices}`. Throws AppError not_found, invalid_params (days), upstream_unavailable,
 * invalid_request when this server keeps no history.
 */
export default defineCommand({
  name: 'history',
  description: 'Price chart of a game with every kind of low',
  usage: '/history <appid or title> [days]',
  args: z.object({
    game: gameArg,
    days: z.coerce.number().int().min(MIN_DAYS).max(MAX_DAYS).optional().describe('Days of history, 1 to 3650 (365 by default)'),
  }),
  fromText(text) {
    const parts = words(text);
    // A trailing number is the period only when a game precedes it ("/history portal 2 90"; "/history 620" is a game).
    if (parts.length > 1 && /^\d{1,4}$/.test(parts.at(-1)!)) return { game: parts.slice(0, -1).join(' '), days: parts.at(-1) };
    return { game: parts.join(' ') || undefined };
  },
  run: async ({ services, caller }, args): Promise<HistoryAnswer> => {
    if (!services.charts) throw new AppError('invalid_request', 'Price history is not kept on this server.');
    const resolved = await resolveGame(services.prices, args.game);
    if (resolved.kind === 'choices') return resolved;
    const chart = await chartForCard(services.charts, resolved.game, args.days ?? 365, caller.platform, caller.chat.locale);
    if (!chart) throw new AppError('upstream_unavailable', 'The price history could not be read just now. Try again in a minute.');
    return { kind: 'history', game: resolved.game, chart };
  },
});
