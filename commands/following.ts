import { z } from 'zod';
import { chatKey } from '../src/core/chat/chat-target.js';
import type { Follow } from '../src/core/deals/deal.types.js';
import { defineCommand } from './command.js';

/** `/following`: the deal filters this chat follows, oldest first. Returns `{follows}`. */
export default defineCommand({
  name: 'following',
  description: 'List the deal filters this chat follows',
  usage: '/following',
  args: z.object({}),
  fromText: () => ({}),
  run: async ({ services, caller }): Promise<{ follows: Follow[] }> => ({ follows: await services.deals.following(chatKey(caller.chat)) }),
});
