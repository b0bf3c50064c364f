import { z } from 'zod';
import type { Watch } from '../src/core/chat/watch.types.js';
import { defineCommand, words } from './command.js';

/**
 * `/unwatch <watch id | appid | all>`: removes the caller's matching price alerts. Returns `{removed}`
 * (empty when nothing matched).
 */
export default defineCommand({
  name: 'unwatch',
  description: 'Remove a price alert',
  usage: '/unwatch <watch id | appid | all>',
  args: z.object({
    which: z.string().trim().min(1).max(20).describe('Watch id from /watches, an app id, or "all"'),
  }),
  fromText: (text) => ({ which: words(text)[0] }),
  run: async ({ services, caller }, args): Promise<{ removed: Watch[] }> => ({
    removed: await services.watches.remove(caller.owner, args.which),
  }),
});
