import { z } from 'zod';
import { ruleStateSchema, watchRulesSchema } from '../chat/watch.schema.js';

/** A price watch made through the API: alerts go to a callback URL of the key that made it. */
export const apiWatchSchema = z.object({
  id: z.string(),
  keyId: z.string(),
  appid: z.number().int(),
  region: z.string(),
  currency: z.string(),
  title: z.string().nullable(),
  target: z.number(),
  // Watches made before rules existed have none.
  rules: watchRulesSchema.nullable().optional(),
  ruleState: ruleStateSchema.nullable().optional(),
  callbackUrl: z.string(),
  armed: z.boolean(),
  knownLow: z.number().nullable(),
  lastPrice: z.number().nullable(),
  /** Alerts raised so far; the next alert's event id is derived from it, so two checkers raise it once. */
  alerts: z.number().int().min(0),
  createdAt: z.number(),
  lastCheckedAt: z.number().nullable(),
  lastAlertAt: z.number().nullable(),
});

export type ApiWatch = z.infer<typeof apiWatchSchema>;

