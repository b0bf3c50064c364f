import { z } from 'zod';
import { GIVEAWAY_KINDS } from './giveaway.types.js';

const worth = z.object({ amount: z.number().min(0), currency: z.string().regex(/^[A-Z]{3}$/) });

/** A stored giveaway as read back from a file or a database. */
export const giveawaySchema = z.object({
  id: z.string(),
  store: z.string(),
  title: z.string(),
  kind: z.enum(GIVEAWAY_KINDS),
  worth: worth.nullable(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  url: z.string(),
  image: z.string().nullable(),
  sources: z.array(z.enum(['gamerpower', 'epic', 'itad'])),
  firstSeenAt: z.number(),
  updatedAt: z.number(),
  seenAt: z.number(),
  endedAt: z.number().nullable(),
  version: z.number().int(),
});

export const giveawayFilterSchema = z.object({
  store: z.string().nullable(),
  kinds: z.array(z.enum(GIVEAWAY_KINDS)),
  gamesOnly: z.boolean(),
});
