import { z } from 'zod';
import { chatTargetSchema } from './chat-target.js';

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
  target: z.number(),
  armed: z.boolean(),
  knownLow: z.number().nullable(),
  lastPrice: z.number().nullable(),
  createdAt: z.number(),
  lastCheckedAt: z.number().nullable(),
  lastAlertAt: z.number().nullable(),
  // Watches written before chats could go away have no such field.
  disabledAt: z.number().nullable().default(null),
});
