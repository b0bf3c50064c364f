import { z } from 'zod';
import type { Watch } from '../src/core/chat/watch.types.js';
import { defineCommand } from './command.js';

/** `/watches`: the caller's price alerts, oldest first. Returns `{watches}`. */
export default defineCommand({
  name: 'watches',
  description: 'List your price alerts',
  usage: '/watches',
  args: z.object({}),
  fromText: () => ({}),
  run: async ({ services, caller }): Promise<{ watches: Watch[] }> => ({
    watches: await services.watches.list(caller.owner),
  }),
});
