import { z } from 'zod';

const price = z.object({ amount: z.number().min(0), currency: z.string().regex(/^[A-Z]{3}$/) });

/** A stored bundle as read back from a file or a database. */
export const bundleSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  store: z.string(),
  title: z.string(),
  price: price.nullable(),
  games: z.number().int().min(0),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  url: z.string(),
  firstSeenAt: z.number(),
  seenAt: z.number(),
  version: z.number().int(),
});

export const bundleFilterSchema = z.object({ store: z.string().nullable() });
