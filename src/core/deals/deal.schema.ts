import { z } from 'zod';
import { chatTargetSchema } from '../chat/chat-target.js';
import { bundleFilterSchema } from '../bundles/bundle.schema.js';
import { giveawayFilterSchema } from '../giveaways/giveaway.schema.js';

/** Stored deals, follows and posts as read back from a file or a database. */
export const dealSchema = z.object({
  id: z.string(),
  source: z.enum(['cheapshark', 'itad']),
  gameId: z.string(),
  shopId: z.string(),
  title: z.string(),
  shop: z.string(),
  price: z.number(),
  regular: z.number(),
  cut: z.number(),
  currency: z.string(),
  region: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  kind: z.enum(['game', 'dlc', 'package', 'soundtrack']).nullable().optional(),
  expiresAt: z.number().nullable(),
  firstSeenAt: z.number(),
  updatedAt: z.number(),
  seenAt: z.number(),
  endedAt: z.number().nullable(),
  version: z.number().int(),
  queries: z.array(z.string()),
});

export const dealFilterSchema = z.object({
  free: z.boolean(),
  under: z.number().nullable(),
  minCut: z.number().nullable(),
  store: z.string().nullable(),
  region: z.string(),
  currency: z.string().nullable(),
  ignoredStores: z.array(z.string()),
  gamesOnly: z.boolean().optional(),
});

export const followSchema = z.object({
  id: z.string(),
  platform: z.enum(['telegram', 'discord']),
  chatKey: z.string(),
  chat: chatTargetSchema,
  createdBy: z.string(),
  filter: dealFilterSchema,
  giveaways: giveawayFilterSchema.optional(),
  bundles: bundleFilterSchema.optional(),
  roleId: z.string().nullable(),
  createdAt: z.number(),
  disabledAt: z.number().nullable(),
});

export const dealPostSchema = z.object({
  dealId: z.string(),
  chatKey: z.string(),
  followId: z.string(),
  platform: z.enum(['telegram', 'discord']),
  messageId: z.string().nullable(),
  shownVersion: z.number().int(),
  state: z.enum(['sending', 'shown', 'dropped']),
  holder: z.string().nullable(),
  leaseUntil: z.number(),
  updatedAt: z.number(),
});

export const apiFollowSchema = z.object({
  id: z.string(),
  keyId: z.string(),
  filter: dealFilterSchema,
  giveaways: giveawayFilterSchema.optional(),
  callbackUrl: z.string(),
  createdAt: z.number(),
});
