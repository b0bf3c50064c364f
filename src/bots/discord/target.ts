import type { DiscordTarget } from '../../core/chat/chat-target.js';

export type { DiscordTarget };

/** Discord invalidates interaction tokens after 15 minutes. */
export const INTERACTION_TOKEN_TTL_MS = 15 * 60_000;

/** Discord's default per-file upload limit, for targets that carry none. */
export const DEFAULT_SIZE_LIMIT = 10 * 1024 * 1024;
