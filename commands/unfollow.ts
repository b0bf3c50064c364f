import { z } from 'zod';
import { chatKey } from '../src/core/chat/chat-target.js';
import type { Follow } from '../src/core/deals/deal.types.js';
import { defineCommand } from './command.js';

/** `/unfollow <id | all>`: stops a follow of this chat. Returns `{removed}`. Throws AppError forbidden. */
export default defineCommand({
  name: 'unfollow',
  description: 'Stop posting deals for one of this chat’s follows',
  usage: '/unfollow <id | all>',
  args: z.object({ which: z.string().min(1).max(20).describe('The follow id from /following, or all') }),
  fromText: (text) => ({ which: text.trim() || undefined }),
  run: async ({ services, caller, mayManageChat }, args): Promise<{ removed: Follow[] }> => ({
    removed: await services.deals.unfollow(chatKey(caller.chat), args.which, (await mayManageChat?.()) ?? false),
  }),
});
