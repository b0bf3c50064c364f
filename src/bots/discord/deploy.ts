/**
 * Registers the slash commands built from `commands/` and the message commands ("Convert…", "Price check") with Discord, globally or,
 * with DISCORD_GUILD_ID, in one guild (applies at once; handy while testing). Discord limits how many
 * commands an application may create a day, so this runs on demand, never at every start. PUT replaces the
 * whole set, so commands removed from `commands/` disappear too. `npm run deploy-commands` (src/cli/deploy-commands.ts) runs it.
 */
import { REST, Routes } from 'discord.js';
import { allSlashCommands } from './slash-commands.js';
import { contextMenuJson } from './context-menus.js';
import { makeStickerMenuJson } from './menus/make-sticker.js';
import type { Translations } from '../../core/i18n.ports.js';

export interface DeployOptions {
  token: string;
  applicationId: string;
  apiUrl: string;
  guildId?: string;
  /** The message catalogue: every command goes out with its localisations for each locale present. */
  translations?: Translations;
}

export async function deployCommands(opts: DeployOptions): Promise<{ scope: string; names: string[] }> {
  const rest = new REST({ api: opts.apiUrl }).setToken(opts.token);
  const route = opts.guildId
    ? Routes.applicationGuildCommands(opts.applicationId, opts.guildId)
    : Routes.applicationCommands(opts.applicationId);
  const body = [...allSlashCommands(opts.translations), ...contextMenuJson(opts.translations), makeStickerMenuJson(opts.translations)];
  const registered = (await rest.put(route, { body })) as Array<{ name: string }>;
  return { scope: opts.guildId ? `guild ${opts.guildId}` : 'global', names: registered.map((c) => c.name) };
}
