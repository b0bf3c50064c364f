/** `npm run deploy-commands`: registers the slash commands with Discord (src/bots/discord/deploy.ts). */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployCommands } from '../bots/discord/deploy.js';
import { loadConfigOrExit } from '../config.js';
import { loadEnvFile } from '../env-file.js';
import { loadCatalogue } from '../i18n/catalogue.js';

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
    translations: await loadCatalogue(),
  });
  console.log(`Registered ${names.length} commands (${scope}): ${names.map((n) => (/^[-_a-z0-9]+$/.test(n) ? `/${n}` : `"${n}"`)).join(' ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(`Could not register the commands: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
