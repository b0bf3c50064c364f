import type { Context } from 'grammy';
import type { ChatCaller } from '../../core/chat/chat.types.js';
import type { SessionService } from '../../core/sessions/session.service.js';
import type { TelegramTarget } from '../../core/chat/chat-target.js';

/**
 * The chat caller of an update: owner `telegram:<user id>` (hashed by the session service), answers in the
 * chat the update came from. `replyTo` is the user's message results should answer, when there is one.
 */
export function callerOf(ctx: Context, sessions: SessionService, replyTo: number | null): ChatCaller | null {
  if (!ctx.from || !ctx.chat) return null;
  const userId = String(ctx.from.id);
  const chat: TelegramTarget = { platform: 'telegram', chatId: ctx.chat.id, userId, replyTo };
  return { platform: 'telegram', userId, owner: sessions.ownerForChat('telegram', ctx.from.id), chat };
}

/** `/name@bot rest` → its parts; null when the text is not a command. */
export function parseCommand(text: string): { name: string; mention: string | null; rest: string } | null {
  const m = /^\/([A-Za-z0-9_]{1,32})(?:@([A-Za-z0-9_]{1,64}))?(?:\s+([\s\S]*))?$/.exec(text.trim());
  if (!m) return null;
  return { name: m[1].toLowerCase(), mention: m[2] ?? null, rest: (m[3] ?? '').trim() };
}
