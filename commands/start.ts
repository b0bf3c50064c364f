import { z } from 'zod';
import { defineCommand } from './command.js';
import { helpResult } from './help.js';

/** `/start`: the greeting a new user sees, with the command list. Returns `{commands, greeting: true}`. */
export default defineCommand({
  name: 'start',
  description: 'Start the bot',
  usage: '/start',
  args: z.object({}),
  fromText: () => ({}),
  run: () => helpResult(true),
});
