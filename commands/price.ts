import { z } from 'zod';
import { chartForCard, type ChartImage } from '../src/core/chat/price-chart.js';
import { resolveGame, type ResolvedGame } from '../src/core/chat/resolve-game.js';
import { CHAT_REGIONS } from '../src/core/chat/regions-text.js';
import { AppError } from '../src/core/errors.js';
import { DEFAULT_COMPARE_CURRENCY, parseRegions, type RegionalComparison } from '../src/core/prices/regional-prices.js';
import { defineCommand, words } from './command.js';
import { gameArg, regionArg, regionWord } from './game-args.js';

/** A `/price` answer: the game card with its year's chart (null when none could be drawn), or the choices. */
export type PriceAnswer =
  | (Extract<ResolvedGame, { kind: 'game' }> & { chart: ChartImage | null })
  | Extract<ResolvedGame, { kind: 'choices' }>
  | { kind: 'regions'; comparison: RegionalComparison };

/** The word that asks for the regional comparison ("/price portal regions"), also accepted as the option's value. */
const REGIONS_WORD = 'regions';

/** The period a card's chart covers. */
export const CARD_CHART_DAYS = 365;

/**
 * `/price <appid or title> [region]`; `/price <game> regions` (or the `regions` option with a list) answers
 * `{kind:'regions', comparison}`, the game's Steam price across regions (see RegionalPrices). Returns `{kind:'game', game, chart}` (the full price record: title, regular
 * price, best official and key-reseller offers, all-time low, active deals, critic score, urls; and the last
 * year's price chart, `chart.enough` false while there is too little history) or `{kind:'choices', query,
 * choices}` with up to 5 `{title, appid}` when a title matches several games.
 * Throws AppError not_found, invalid_appid, invalid_request (region), upstream_unavailable.
 */
export default defineCommand({
  name: 'price',
  description: 'Game prices: best official and key-reseller offer, all-time low, deals, price chart',
  usage: '/price <appid or title> [region | regions]',
  args: z.object({
    game: gameArg,
    region: regionArg,
    regions: z.string().trim().min(2).max(60).optional().describe('Compare Steam prices in these regions, e.g. us,de,br (or: regions)'),
  }),
  fromText(text) {
    const parts = words(text);
    if (parts.length > 1 && parts.at(-1)!.toLowerCase() === REGIONS_WORD) return { game: parts.slice(0, -1).join(' '), regions: REGIONS_WORD };
    // A trailing country code is a region only when something precedes it ("/price portal de").
    const region = parts.length > 1 ? regionWord(parts.at(-1)) : undefined;
    if (region) return { game: parts.slice(0, -1).join(' '), region };
    return { game: parts.join(' ') || undefined };
  },
  run: async ({ services, caller }, args): Promise<PriceAnswer> => {
    if (args.regions !== undefined) {
      if (!services.regional) throw new AppError('service_unavailable', 'Regional prices are not available here.');
      const regions = args.regions.toLowerCase() === REGIONS_WORD ? [...CHAT_REGIONS] : parseRegions(args.regions);
      const found = await resolveGame(services.prices, args.game);
      if (found.kind === 'choices') return found;
      const comparison = await services.regional.compare(found.game.platform_appid, regions, DEFAULT_COMPARE_CURRENCY);
      return { kind: 'regions', comparison };
    }
    const resolved = await resolveGame(services.prices, args.game, args.region?.toLowerCase());
    if (resolved.kind === 'choices') return resolved;
    return { ...resolved, chart: await chartForCard(services.charts, resolved.game, CARD_CHART_DAYS, caller.platform, caller.chat.locale) };
  },
});
