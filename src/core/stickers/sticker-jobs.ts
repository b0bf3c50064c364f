import type { ChatJobs } from '../chat/chat-jobs.js';
import type { ChatCaller } from '../chat/chat.types.js';
import type { ChatTarget } from '../chat/chat-target.js';
import { AppError } from '../errors.js';
import type { FetchFile } from '../jobs/job.types.js';
import { mayAddExpressions } from './guild-expressions.js';

/** The sticker tools, by what each platform registers. */
export const STICKER_TOOLS = {
  telegramStill: 'image-to-telegram-sticker',
  telegramMotion: 'video-to-telegram-sticker',
  discordEmoji: 'image-to-discord-emoji',
  discordSticker: 'image-to-discord-sticker',
} as const;

export const DEFAULT_STICKER_EMOJI = '🙂';

export interface StickerRequest {
  caller: ChatCaller;
  file: FetchFile | undefined;
  /** The platform says the file moves (a video, an animation, a GIF): Telegram then makes a video sticker. */
  motion: boolean;
  /** The emoji the sticker stands for (Telegram's emoji list, a Discord sticker's tag). */
  emoji?: string;
  /** Discord: an emoji or a sticker (default: emoji). */
  as?: 'emoji' | 'sticker';
  /** Discord: the emoji's or sticker's name. */
  name?: string;
  /** Discord: the member's and the bot's permissions on the interaction (null outside a server). */
  permissions?: { member: bigint | null; app: bigint | null };
}

export interface StickerJob {
  jobId: string;
  tool: string;
  /** Discord: whether the result will be made in the server, or handed back as a file. */
  registers: boolean;
}

/** One emoji (with its modifiers), as the sticker's emoji; anything else is refused. */
function emojiOf(text: string | undefined): string {
  if (text === undefined || text === '') return DEFAULT_STICKER_EMOJI;
  if (text.length <= 16 && /^\p{Extended_Pictographic}/u.test(text)) return text;
  throw new AppError('invalid_params', 'emoji: must be one emoji, such as 😀', { field: 'emoji' });
}

/** A Discord emoji or sticker name: 2-30 letters, digits and underscores; other characters become underscores. */
function expressionName(text: string | undefined, fallback: string): string {
  const cleaned = (text ?? '').normalize('NFKD').replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 30);
  return cleaned.length >= 2 ? cleaned : fallback;
}

/**
 * `/sticker`: makes the platform's asset from the file as a chat job, whose chat target carries what to register
 * when it is done (chat delivery then hands the result to the platform's sticker step instead of only sending it).
 */
export class StickerJobs {
  constructor(private readonly chatJobs: Pick<ChatJobs, 'submit'>) {}

  async make(req: StickerRequest): Promise<StickerJob> {
    if (!req.file) throw new AppError('upload_required', 'Send /sticker with an image, a GIF or a short clip, or as a reply to one.');
    const emoji = emojiOf(req.emoji);
    const base = req.caller.chat;
    let tool: string;
    let chat: ChatTarget;
    let registers = true;
    if (base.platform === 'telegram') {
      tool = req.motion ? STICKER_TOOLS.telegramMotion : STICKER_TOOLS.telegramStill;
      chat = { ...base, sticker: { emoji } };
    } else {
      const as = req.as ?? 'emoji';
      tool = as === 'emoji' ? STICKER_TOOLS.discordEmoji : STICKER_TOOLS.discordSticker;
      registers = mayAddExpressions(base.guildId, req.permissions?.member ?? null, req.permissions?.app ?? null);
      chat = { ...base, sticker: { as, name: expressionName(req.name, as), emoji, permitted: registers } };
    }
    const job = await this.chatJobs.submit({ tool, owner: req.caller.owner, source: req.caller.platform, fields: {}, file: req.file, chat });
    return { jobId: job.id, tool: job.tool, registers };
  }
}
