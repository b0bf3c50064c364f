/**
 * Every chat command, in menu order. Both bots build their command lists (Telegram `setMyCommands`,
 * Discord slash commands) from this array, so the commands cannot drift apart between platforms.
 */
import { runCommand, type CommandContext, type CommandDefinition, type CommandResult } from './command.js';
import cancel from './cancel.js';
import convert from './convert.js';
import help from './help.js';
import history from './history.js';
import jobs from './jobs.js';
import price from './price.js';
import start from './start.js';
import tools from './tools.js';
import unwatch from './unwatch.js';
import watch from './watch.js';
import watches from './watches.js';
import recipe from './recipe.js';
import recipes from './recipes.js';
import deals from './deals.js';
import follow from './follow.js';
import following from './following.js';
import unfollow from './unfollow.js';
import giveaways from './giveaways.js';
import language from './language.js';
import upload from './upload.js';
import sticker from './sticker.js';
import unclaimed from './unclaimed.js';
import wishlist from './wishlist.js';
import fit from './fit.js';

export { cancel, convert, help, history, jobs, price, start, tools, unwatch, watch, watches };
export { deals, follow, following, unfollow, giveaways };
export { recipe, recipes, language, upload, sticker, fit };
export { unclaimed };
export { wishlist };

export const COMMANDS = [start, help, price, history, tools, convert, upload, sticker, fit, recipe, recipes, jobs, cancel, watch, unwatch, watches, deals, giveaways, unclaimed, follow, following, unfollow, wishlist, language] as const;

export type CommandName = (typeof COMMANDS)[number]['name'];

/** Each command's result type by name. */
export type CommandResults = { [C in (typeof COMMANDS)[number] as C['name']]: CommandResult<C> };

/**
 * One renderer per command, as each bot declares them: a missing command is a compile error, so no command
 * can lack a reply on either platform.
 */
export type Renderers<Args extends unknown[]> = {
  [K in CommandName]: (result: CommandResults[K], ...args: Args) => Promise<void>;
};

function isCommandName(name: string): name is CommandName {
  return COMMANDS.some((c) => c.name === name);
}

/** A command name as typed (any case), if it is one of ours. */
export function commandName(name: string): CommandName | undefined {
  const key = name.toLowerCase();
  return isCommandName(key) ? key : undefined;
}

/** Validates the raw arguments and runs the named command (see `runCommand`), typed by the name. */
export async function runNamed<K extends CommandName>(
  name: K,
  ctx: CommandContext,
  raw: Record<string, unknown>,
): Promise<CommandResults[K]> {
  const def = findCommand(name)!;
  // The index pairs each name with its definition, so the result is that command's.
  return (await runCommand(def, ctx, raw)) as CommandResults[K];
}

export function findCommand(name: string): CommandDefinition | undefined {
  const key = name.toLowerCase();
  return (COMMANDS as readonly CommandDefinition[]).find((c) => c.name === key);
}

export * from './command.js';
export type { HelpResult } from './help.js';
export type { RecipeSaved } from './recipe.js';
export type { RecipeList } from './recipes.js';
export type { UploadLinkView } from './upload.js';
export type { UnclaimedResult } from './unclaimed.js';
