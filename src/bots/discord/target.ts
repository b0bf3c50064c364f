import type { ChatTarget } from '../../core/jobs/job.types.js';

/**
 * Where a Discord job's progress and result go, stored with the job (and a watch) so delivery works after
 * a restart. The interaction token is a short-lived credential (15 minutes, scoped to this one reply); it
 * is kept so the bot can edit its reply without any channel permission while the token lives.
 */
export interface DiscordTarget {
  platform: 'discord';
  userId: string;
  channelId: string;
  guildId: string | null;
  /** Interaction token; empty for targets that can only be posted to (watches). */
  token: string;
  /** When the interaction arrived (epoch ms); the token dies 15 minutes later. */
  issuedAt: number;
  /** Largest file this interaction may carry back (`interaction.attachmentSizeLimit`). */
  sizeLimit: number;
  /** False where only the interaction reaches the channel (a user install where the bot is no member). */
  canPost?: boolean;
}

/** Discord invalidates interaction tokens after 15 minutes. */
export const INTERACTION_TOKEN_TTL_MS = 15 * 60_000;

/** Discord's default per-file upload limit, for targets that carry none. */
export const DEFAULT_SIZE_LIMIT = 10 * 1024 * 1024;

export function toChatTarget(target: DiscordTarget): ChatTarget & { platform: 'discord' } {
  return { ...target };
}

/** Reads a stored target back; null when it is not a (well-formed) Discord target. */
export function readTarget(chat: ChatTarget | null | undefined): DiscordTarget | null {
  if (!chat || chat.platform !== 'discord') return null;
  const { userId, channelId, guildId, token, issuedAt, sizeLimit } = chat;
  if (typeof userId !== 'string' || !/^\d{1,25}$/.test(userId)) return null;
  if (typeof channelId !== 'string' || !/^\d{1,25}$/.test(channelId)) return null;
  return {
    platform: 'discord',
    userId,
    channelId,
    guildId: typeof guildId === 'string' && /^\d{1,25}$/.test(guildId) ? guildId : null,
    token: typeof token === 'string' ? token : '',
    issuedAt: typeof issuedAt === 'number' ? issuedAt : 0,
    sizeLimit: typeof sizeLimit === 'number' && sizeLimit > 0 ? sizeLimit : DEFAULT_SIZE_LIMIT,
    ...(chat.canPost === false ? { canPost: false } : {}),
  };
}
