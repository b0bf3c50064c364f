import { z } from 'zod';
import { AppError } from '../src/core/errors.js';
import type { LanguageAnswer } from '../src/core/chat/language.service.js';
import { defineCommand, words } from './command.js';

/**
 * `/language [code | reset]`: shows or sets the language the bot answers in. A user's own choice, or, in a
 * Telegram group, the group's (its administrators only), or with `where: channel` a Discord channel's (members who
 * may manage it). Returns a `LanguageAnswer`.
 */
export default defineCommand({
  name: 'language',
  description: 'Choose the language the bot answers in',
  usage: '/language [language code | reset]',
  args: z.object({
    code: z.string().max(35).optional().describe('Language code, e.g. de, pt-BR; "reset" to follow your app'),
    // Discord only (a Telegram group's choice is always the group's): "channel" chooses for the channel's posts.
    where: z
      .string()
      .max(10)
      .regex(/^(me|channel)$/i, 'must be "me" or "channel"')
      .optional()
      .describe('"channel": this channel\'s language, for its deal and giveaway posts (Manage Channels)'),
  }),
  fromText: (text) => ({ code: words(text)[0] }),
  run: async ({ services, caller, mayManageChat }, args): Promise<LanguageAnswer> => {
    if (!services.languages) throw new AppError('service_unavailable', 'Choosing a language is not available here.');
    return services.languages.choose(caller, args.code, mayManageChat ?? (async () => false), args.where?.toLowerCase() === 'channel');
  },
});
