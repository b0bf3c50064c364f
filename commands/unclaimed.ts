import { z } from 'zod';
import type { Giveaway } from '../src/core/giveaways/giveaway.types.js';
import { AppError } from '../src/core/errors.js';
import { defineCommand } from './command.js';

export interface UnclaimedResult {
  giveaways: Giveaway[];
  /** When the list was read: the bots word "ends in 2 days" against it. */
  now: number;
}

/** At most this many in one reply (the soonest to end), as `/giveaways`. */
const SHOWN = 10;

/**
 * `/unclaimed`: the open giveaways the caller has not marked "Claimed", the soonest to end first.
 * Throws AppError unavailable when giveaway reminders are not wired.
 */
export default defineCommand({
  name: 'unclaimed',
  description: 'Open giveaways you have not marked as claimed',
  usage: '/unclaimed',
  args: z.object({}),
  fromText: () => ({}),
  async run({ services, caller }): Promise<UnclaimedResult> {
    if (!services.reminders) throw new AppError('service_unavailable', 'Giveaway reminders are not available here.');
    const { giveaways, now } = await services.reminders.unclaimed(caller.platform, caller.userId);
    return { giveaways: giveaways.slice(0, SHOWN), now };
  },
});
