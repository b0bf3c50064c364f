import { z } from 'zod';
import { AppError } from '../src/core/errors.js';
import type { StickerJob } from '../src/core/stickers/sticker-jobs.js';
import { defineCommand, words } from './command.js';

/**
 * `/sticker [emoji] [name]` on an image, a GIF or a short clip (sent with it or replied to): makes the platform's
 * sticker or emoji as a chat job and registers it when done (Telegram: the caller's own sticker set; Discord: a
 * server emoji or sticker where both the member and the bot may add one). Returns the queued job.
 */
export default defineCommand({
  name: 'sticker',
  description: 'Make a sticker or emoji from an image, GIF or short clip and add it',
  usage: '/sticker [emoji] [name]',
  takesFile: true,
  maxFiles: 1,
  args: z.object({
    emoji: z.string().trim().max(16).optional().describe('The emoji it stands for, e.g. 😀'),
    as: z.enum(['emoji', 'sticker']).optional().describe('Discord: a server emoji (default) or a server sticker'),
    name: z.string().trim().max(64).optional().describe('Discord: its name (letters, digits, _)'),
  }),
  fromText(text) {
    const [first, ...rest] = words(text);
    const emoji = first && /^\p{Extended_Pictographic}/u.test(first) ? first : undefined;
    const name = (emoji ? rest : [first, ...rest]).filter(Boolean).join('_');
    return { emoji, name: name || undefined };
  },
  async run({ services, caller, file, fileMotion, permissions }, args): Promise<StickerJob> {
    if (!services.stickers) throw new AppError('tool_disabled', 'Stickers are not available here.');
    return services.stickers.make({ caller, file, motion: fileMotion ?? false, ...args, permissions });
  },
});
