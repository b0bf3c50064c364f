import { z } from 'zod';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Deal announcement settings; merged into the one config schema in src/config.ts. */
export const envShape = {
  // One poll of each distinct filter class per fleet per interval; 0 turns polling off.
  DEALS_INTERVAL_MIN: z.preprocess(blank, z.coerce.number().int().min(0).max(1440).default(15)),
  // Requests a minute one address may make to the Atom feed (it needs no key).
  DEALS_FEED_RATE_PER_MIN: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(30)),
};
