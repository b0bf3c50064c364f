import { z } from 'zod';
import { defineCommand } from './command.js';

/** One line of the help text. */
export interface HelpEntry {
  name: string;
  usage: string;
  description: string;
}

/** The command list as data; `/start` and `/help` share it. */
export async function helpEntries(): Promise<HelpEntry[]> {
  // Loaded at call time: the index lists this module too, and a static import would be a cycle.
  const { COMMANDS } = await import('./index.js');
  return COMMANDS.map((c) => ({ name: c.name, usage: c.usage, description: c.description }));
}

/** `/help`: every command with its usage. Returns `{commands, greeting: false}`. */
export default defineCommand({
  name: 'help',
  description: 'How to use this bot',
  usage: '/help',
  args: z.object({}),
  fromText: () => ({}),
  run: async (): Promise<{ commands: HelpEntry[]; greeting: boolean }> => ({ commands: await helpEntries(), greeting: false }),
});
