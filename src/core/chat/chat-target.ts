import { z } from 'zod';

/**
 * A `/sticker` job's result is registered, not only sent: on Telegram into the user's own sticker set with this
 * emoji; on Discord as a guild emoji or sticker, when both the member and the bot held the expressions permission
 * as the command arrived (`permitted`), else the file comes back with a word saying why.
 */
export const telegramStickerSchema = z.object({ emoji: z.string().min(1).max(16) });
export const discordStickerSchema = z.object({
  as: z.enum(['emoji', 'sticker']),
  name: z.string().regex(/^[A-Za-z0-9_]{2,30}$/),
  emoji: z.string().min(1).max(16),
  permitted: z.boolean(),
});

/** A Telegram chat: private (chatId > 0) or a group (chatId < 0). */
export const telegramTargetSchema = z.object({
  platform: z.literal('telegram'),
  chatId: z.number().int(),
  userId: z.string(),
  /** The user's message the answers reply to. */
  replyTo: z.number().int().nullable(),
  /** The language its messages are written in (a BCP 47 tag), as chosen when the job or watch was made. */
  locale: z.string().max(35).optional(),
  /** Set by `/sticker`: the result goes into the user's sticker set. */
  sticker: telegramStickerSchema.optional(),
});

/**
 * A Discord interaction's channel. The interaction token is a short-lived credential (15 minutes, scoped to
 * this one reply) kept so the bot can edit its reply without any channel permission while it lives.
 */
export const discordTargetSchema = z.object({
  platform: z.literal('discord'),
  userId: z.string().regex(/^\d{1,25}$/),
  channelId: z.string().regex(/^\d{1,25}$/),
  guildId: z.string().regex(/^\d{1,25}$/).nullable(),
  /** Interaction token; empty for targets that can only be posted to (watches). */
  token: z.string(),
  /** When the interaction arrived (epoch ms); the token dies 15 minutes later. */
  issuedAt: z.number(),
  /** Largest file this interaction may carry back (`interaction.attachmentSizeLimit`). */
  sizeLimit: z.number().positive(),
  /** False where only the interaction reaches the channel (a user install where the bot is no member). */
  canPost: z.boolean().optional(),
  /** The language its messages are written in (a BCP 47 tag), as chosen when the job or watch was made. */
  locale: z.string().max(35).optional(),
  /** Set by `/sticker`: the result becomes a guild emoji or sticker. */
  sticker: discordStickerSchema.optional(),
});

/** Where a chat job's result or a price alert goes; stored with jobs, outbox entries and watches. */
export const chatTargetSchema = z.discriminatedUnion('platform', [telegramTargetSchema, discordTargetSchema]);

export type TelegramTarget = z.infer<typeof telegramTargetSchema>;
export type DiscordTarget = z.infer<typeof discordTargetSchema>;
export type ChatTarget = z.infer<typeof chatTargetSchema>;
export type ChatPlatform = ChatTarget['platform'];

/** One name per conversation the bot writes into, the unit of pacing and of "this chat is gone". */
export function chatKey(target: ChatTarget): string {
  return target.platform === 'telegram' ? `telegram:${target.chatId}` : `discord:${target.channelId}`;
}

/** A stored target read back; null when it is not a well-formed one. */
export function readChatTarget(raw: unknown): ChatTarget | null {
  const parsed = chatTargetSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
