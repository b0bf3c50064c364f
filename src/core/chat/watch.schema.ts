import { z } from 'zod';
import { chatTargetSchema } from './chat-target.js';

/** A watch's rules beside its target, as stored (chat and API watches alike). */
export const watchRulesSchema = z.object({
  new_low: z.boolean().optional(),
  cut: z.number().int().nullable().optional(),
  official_only: z.boolean().optional(),
  since_increase: z.boolean().optional(),
});

/** What the rules remember between checks, as stored. */
export const ruleStateSchema = z.object({
  cutArmed: z.boolean(),
  knownLow: z.number().nullable(),
  sinceLow: z.object({ since: z.string().nullable(), price: z.number() }).nullable(),
});

/** A stored watch as read back from disk or a database. */
export const watchSchema = z.object({
  id: z.string(),
  platform: z.enum(['telegram', 'discord']),
  owner: z.string(),
  chat: chatTargetSchema,
  appid: z.number().int(),
  title: z.string().nullable(),
  region: z.string(),
  currency: z.string(),
  // Watches written before rules existed have a target and no rules.
  target: z.number().nullable(),
  rules: watchRulesSchema.nullable().optional(),
  ruleState: ruleStateSchema.nullable().optional(),
  armed: z.boolean(),
  knownLow: z.number().nullable(),
  lastPrice: z.number().nullable(),
  createdAt: z.number(),
  lastCheckedAt: z.number().nullable(),
  lastAlertAt: z.number().nullable(),
  // Watches written before chats could go away have no such field.
  disabledAt: z.number().nullable().default(null),
});
