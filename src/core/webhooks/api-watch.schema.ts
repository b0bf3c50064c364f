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

/** API watches (lowdb file embedded). Async, plain copies. */
export interface ApiWatchStore {
  /** Every watch, or one key's, oldest first. */
  list(keyId?: string): Promise<ApiWatch[]>;
  get(id: string): Promise<ApiWatch | null>;
  /**
   * Inserts `watch` unless the key already holds `max` watches (one atomic step); answers whether it was
   * stored and how many the key holds.
   */
  insert(watch: ApiWatch, max: number): Promise<{ inserted: boolean; count: number }>;
  /** Replaces a stored watch; false when it is gone (removed meanwhile). */
  replace(watch: ApiWatch): Promise<boolean>;
  delete(id: string): Promise<boolean>;
}
