import { z } from 'zod';
import { defineCommand } from './command.js';

/** One line of the help text. */
export interface HelpEntry {
  name: string;
  usage: string;
  description: string;
}

/** What `/start` and `/help` answer: the command list as data, with the greeting for `/start`. */
export interface HelpResult {
  commands: HelpEntry[];
  greeting: boolean;
}

export async function helpResult(greeting: boolean): Promise<HelpResult> {
  // Loaded at call time: the index lists this module too, and a static import would be a cycle.
  const { COMMANDS } = await import('./index.js');
  return { commands: COMMANDS.map((c) => ({ name: c.name, usage: c.usage, description: c.description })), greeting };
}

/** `/help`: every command with its usage. Returns `{commands, greeting: false}`. */
export default defineCommand({
  name: 'help',
  description: 'How to use this bot',
  usage: '/help',
  args: z.object({}),
  fromText: () => ({}),
  run: () => helpResult(false),
});
