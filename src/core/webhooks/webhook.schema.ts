import { z } from 'zod';

export const WEBHOOK_EVENT_TYPES = ['job.completed', 'job.failed', 'job.cancelled', 'price.alert', 'deal.new', 'deal.ended', 'giveaway.new', 'giveaway.ended'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * `pending`: waiting for its next attempt; `delivered`: the receiver answered 2xx; `gone`: it answered 410;
 * `failed`: retries ran out (24 h) or the receiver refused it for good (another 4xx, a redirect).
 */
export const DELIVERY_STATES = ['pending', 'delivered', 'gone', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One event for one key's callback URL, kept until it settles and a while after (admin panel, replay). */
export const webhookDeliverySchema = z.object({
  /** The event id, sent as `Webhook-Id` on every attempt so receivers can de-duplicate. */
  id: z.string().min(1).max(100),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  keyId: z.string(),
  url: z.string(),
  /** When the event happened (epoch ms); retries stop 24 h (maxAge) after it. */
  createdAt: z.number(),
  /** The event's payload, already in its wire shape; sent unchanged on every attempt. */
  data: z.unknown(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int().min(0),
  nextAttemptAt: z.number(),
  lastAttemptAt: z.number().nullable(),
  /** HTTP status of the last answer, or null when there was none (timeout, connection error, refused address). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  settledAt: z.number().nullable(),
  /** Who is sending it right now, until `leaseUntil`. */
  holder: z.string().nullable(),
  leaseUntil: z.number().nullable(),
});

export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Per key: its signing secret and whether its deliveries are paused after repeated failure. */
export const webhookKeySchema = z.object({
  keyId: z.string(),
  /** `whsec_` + base64 of 32 random bytes (Standard Webhooks form). */
  secret: z.string(),
  createdAt: z.number(),
  /** Failed attempts in a row (any event); a success resets it. */
  failures: z.number().int().min(0),
  pausedAt: z.number().nullable(),
});

export type WebhookKey = z.infer<typeof webhookKeySchema>;

/** A job whose end is to be announced to a callback URL. */
export const jobCallbackSchema = z.object({
  jobId: z.string(),
  owner: z.string(),
  keyId: z.string(),
  url: z.string(),
  createdAt: z.number(),
});

export type JobCallback = z.infer<typeof jobCallbackSchema>;
