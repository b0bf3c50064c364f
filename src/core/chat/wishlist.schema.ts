import { z } from 'zod';
import { chatTargetSchema } from './chat-target.js';
import { ruleStateSchema, watchRulesSchema } from './watch.schema.js';

/** A stored wishlist entry as read back from disk or a database. */
export const wishlistEntrySchema = z.object({
  id: z.string(),
  platform: z.enum(['telegram', 'discord']),
  chatKey: z.string(),
  chat: chatTargetSchema,
  appid: z.number().int(),
  title: z.string().nullable(),
  region: z.string(),
  currency: z.string(),
  addedBy: z.string(),
  target: z.null(),
  rules: watchRulesSchema,
  ruleState: ruleStateSchema.nullable(),
  armed: z.boolean(),
  knownLow: z.number().nullable(),
  lastPrice: z.number().nullable(),
  createdAt: z.number(),
  lastCheckedAt: z.number().nullable(),
  lastAlertAt: z.number().nullable(),
  disabledAt: z.number().nullable(),
});

export const wishlistMemberSchema = z.object({
  entryId: z.string(),
  userId: z.string(),
  name: z.string(),
  at: z.number(),
});
