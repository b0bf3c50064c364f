import { z } from 'zod';
import { parseGiveawayFilterText } from '../src/core/giveaways/giveaway-filter.js';
import type { Giveaway, GiveawayFilter } from '../src/core/giveaways/giveaway.types.js';
import { AppError } from '../src/core/errors.js';
import { defineCommand } from './command.js';

export interface GiveawaysResult {
  giveaways: Giveaway[];
  filter: GiveawayFilter;
  /** When the list was read: the bots word "ends in 2 days" against it. */
  now: number;
}

/** At most this many in one reply (the soonest to end). */
const SHOWN = 10;

/**
 * `/giveaways [store] [game|dlc|loot|beta] [games]`: the free-to-keep giveaways open now, the soonest to end first.
 * Throws AppError invalid_params (filter), unavailable when giveaways are not wired.
 */
export default defineCommand({
  name: 'giveaways',
  description: 'Free-to-keep games and loot open now, with their end dates',
  usage: '/giveaways [store] [game | dlc | loot | beta] [games]',
  args: z.object({
    filter: z.string().max(200).optional().describe('a store (epic, steam, gog…), a kind (dlc, loot, beta), or games'),
  }),
  fromText: (text) => ({ filter: text.trim() || undefined }),
  async run({ services }, args): Promise<GiveawaysResult> {
    if (!services.giveaways) throw new AppError('service_unavailable', 'Giveaways are not available here.');
    const filter = parseGiveawayFilterText(args.filter ?? '');
    const { giveaways, now } = await services.giveaways.open(filter);
    return { giveaways: giveaways.slice(0, SHOWN), filter, now };
  },
});
