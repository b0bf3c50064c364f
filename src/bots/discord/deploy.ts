/**
 * `npm run deploy-commands`: registers the slash commands built from `commands/` with Discord, globally or,
 * with DISCORD_GUILD_ID, in one guild (applies at once; handy while testing). Discord limits how many
 * commands an application may create a day, so this runs on demand, never at every start. PUT replaces the
 * whole set, so commands removed from `commands/` disappear too.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REST, Routes } from 'discord.js';
import { loadConfigOrExit } from '../../config.js';
import { loadEnvFile } from '../../env-file.js';
import { allSlashCommands } from './slash-commands.js';

export interface DeployOptions {
  token: string;
  applicationId: string;
  apiUrl: string;
  guildId?: string;
}

export async function deployCommands(opts: DeployOptions): Promise<{ scope: string; names: string[] }> {
  const rest = new REST({ api: opts.apiUrl }).setToken(opts.token);
  const route = opts.guildId
    ? Routes.applicationGuildCommands(opts.applicationId, opts.guildId)
    : Routes.applicationCommands(opts.applicationId);
  const registered = (await rest.put(route, { body: allSlashCommands() })) as Array<{ name: string }>;
  return { scope: opts.guildId ? `guild ${opts.guildId}` : 'global', names: registered.map((c) => c.name) };
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfigOrExit();
  if (!config.DISCORD_TOKEN || !config.DISCORD_APPLICATION_ID) {
    console.error('Set DISCORD_TOKEN and DISCORD_APPLICATION_ID to register the slash commands.');
    process.exit(1);
  }
  const { scope, names } = await deployCommands({
    token: config.DISCORD_TOKEN,
    applicationId: config.DISCORD_APPLICATION_ID,
    apiUrl: config.DISCORD_API_URL,
    guildId: config.DISCORD_GUILD_ID,
  });
  console.log(`Registered ${names.length} slash commands (${scope}): ${names.map((n) => `/${n}`).join(' ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(`Could not register the commands: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
