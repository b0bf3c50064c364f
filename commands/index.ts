/**
 * Every chat command, in menu order. Both bots build their command lists (Telegram `setMyCommands`,
 * Discord slash commands) from this array, so the commands cannot drift apart between platforms.
 */
import type { CommandDefinition } from './command.js';
import cancel from './cancel.js';
import convert from './convert.js';
import help from './help.js';
import jobs from './jobs.js';
import price from './price.js';
import start from './start.js';
import tools from './tools.js';
import unwatch from './unwatch.js';
import watch from './watch.js';
import watches from './watches.js';

export { cancel, convert, help, jobs, price, start, tools, unwatch, watch, watches };

export const COMMANDS = [start, help, price, tools, convert, jobs, cancel, watch, unwatch, watches] as const;

export type CommandName = (typeof COMMANDS)[number]['name'];

export function findCommand(name: string): CommandDefinition | undefined {
  const key = name.toLowerCase();
  return (COMMANDS as readonly CommandDefinition[]).find((c) => c.name === key);
}

export * from './command.js';
