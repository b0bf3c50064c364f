import { z } from 'zod';
import { AppError } from '../src/core/errors.js';
import type { FitJob } from '../src/core/chat/fit-jobs.js';
import { defineCommand, words } from './command.js';

/**
 * `/fit [size]` on an image, a video, audio or a PDF (sent with it or replied to): made again under the size, a
 * preset (discord, discord-nitro-basic, telegram-bot, whatsapp, email) or bytes; without one, the chat's own limit.
 * Returns the queued job; chat delivery reports it.
 */
export default defineCommand({
  name: 'fit',
  description: 'Make a file fit a size: discord, whatsapp, email… or bytes',
  usage: '/fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|bytes]',
  takesFile: true,
  maxFiles: 1,
  args: z.object({
    size: z.string().trim().max(24).optional().describe('A preset (discord, whatsapp, email…) or bytes; default: this chat’s limit'),
  }),
  fromText(text) {
    const [size] = words(text);
    return { size };
  },
  async run({ services, caller, file }, args): Promise<FitJob> {
    if (!services.fit) throw new AppError('tool_disabled', 'Fitting files is not available here.');
    return services.fit.make({ caller, file, size: args.size });
  },
});
