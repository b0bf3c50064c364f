import { loadConfig, type Config } from '../config.js';
import { loadEnvFile } from '../env-file.js';
import { systemClock } from '../core/clock.js';
import { SessionService } from '../core/sessions/session.service.js';
import { newSigningSecret } from '../core/webhooks/signature.js';
import { openKeyStores, type KeyStores } from '../engines/key-stores.js';
import { keepFilesPrivate } from '../storage/private-files.js';
import { AdminCallError, callAdmin } from './service-admin.js';

const USAGE = `Usage:
  npm run apikey -- create <label>        create a key (printed once; only its hash is stored)
  npm run apikey -- list                  list keys (id, label, created, last used, revoked)
  npm run apikey -- revoke <id>           revoke a key
  npm run apikey -- webhook-secret <id>   replace the key's webhook signing secret (printed once)
  npm run apikey -- --help                this text

It reads the same settings as \`npm start\` (the environment, then ./.env). With DATABASE_URL the keys are in
PostgreSQL and every command works while the service runs. On files (DATA_DIR), \`list\` works while the service
runs; \`create\` and \`revoke\` then go through the running service's admin API, which needs ADMIN_TOKEN set for
the service and here; \`webhook-secret\` needs the service stopped.`;

type Out = (line: string) => void;

const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

async function list(sessions: SessionService, out: Out): Promise<number> {
  const keys = await sessions.listKeys();
  if (keys.length === 0) out('no keys');
  for (const k of keys) {
    out(`${k.id}\t${k.label}\tcreated ${when(k.createdAt)}\tlast used ${when(k.lastUsedAt)}\t${k.revokedAt ? 'REVOKED' : 'active'}`);
  }
  return 0;
}

function printCreated(out: Out, key: { id: string; label: string; key: string }, secret: string | undefined): void {
  out(
    `id:    ${key.id}\nlabel: ${key.label}\nkey:   ${key.key}\nwebhook signing secret: ${secret ?? '(none: webhooks are off on this service)'}\n\n` +
      'Store the key and the secret now: they cannot be shown again. For the examples in the README:\n' +
      `  export KEY=${key.key}`,
  );
}

/** The exact ways forward when a change needs the folder a running service holds. */
function heldAdvice(config: Config, holder: number, command: string): string {
  const again = `npm run apikey -- ${command}`;
  if (command.startsWith('webhook-secret')) {
    return (
      `The service is running on ${config.DATA_DIR} (pid ${holder}) and keeps the signing secrets in memory; replacing one\n` +
      `needs it stopped: kill -TERM ${holder}, then ${again}, then start the service again.`
    );
  }
  return (
    `The service is running on ${config.DATA_DIR} (pid ${holder}) and keeps its keys in memory: a key written beside it\n` +
    'would be lost at its next write. Either:\n' +
    '  - set ADMIN_TOKEN (at least 24 characters, e.g. `openssl rand -base64 32`) in .env, restart the service, and run\n' +
    `    ${again} again: it then goes through the running service's admin API; or\n` +
    `  - stop the service (kill -TERM ${holder}), run ${again}, and start the service again.`
  );
}

/** create and revoke through the running service, which holds the data folder. */
async function throughService(config: Config, command: string, rest: string[], out: Out): Promise<number> {
  try {
    if (command === 'create') {
      const created = await callAdmin<{ id: string; label: string; key: string; webhook_secret?: string }>(config, 'POST', '/keys', {
        label: rest.join(' ').trim(),
      });
      printCreated(out, created, created.webhook_secret);
      return 0;
    }
    await callAdmin(config, 'DELETE', `/keys/${encodeURIComponent(rest[0])}`);
    out(`revoked ${rest[0]}`);
    return 0;
  } catch (err) {
    if (!(err instanceof AdminCallError)) throw err;
    out(`Through the running service: ${err.message}.`);
    return 1;
  }
}

/** Developer key administration against the stores the service uses (through the engines' choice of them). */
export async function runApiKeyCli(argv: string[], out: Out = console.log, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    out(USAGE);
    return 0;
  }
  const needsArg = command === 'create' || command === 'revoke' || command === 'webhook-secret';
  if (!(needsArg || command === 'list') || (needsArg && !rest.join(' ').trim())) {
    out(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  keepFilesPrivate();
  const opened = await openKeyStores(config, systemClock);
  const stores: KeyStores = opened.stores;
  try {
    const sessions = new SessionService(stores.appStore, [], systemClock);
    if (command === 'list') return await list(sessions, out);
    if (opened.kind === 'held') {
      if (command !== 'webhook-secret' && config.ADMIN_TOKEN) return await throughService(config, command, rest, out);
      out(heldAdvice(config, opened.holder, [command, ...rest].join(' ')));
      return 1;
    }
    const signingSecret = async (id: string) => (await stores.webhookKeys.setSecret(id, newSigningSecret(), systemClock.now())).secret;
    switch (command) {
      case 'create': {
        const key = await sessions.createKey(rest.join(' ').trim());
        printCreated(out, key, await signingSecret(key.id));
        return 0;
      }
      case 'revoke':
        await sessions.revokeKey(rest[0]);
        out(`revoked ${rest[0]}`);
        return 0;
      default: {
        const id = rest[0];
        if (!((await sessions.listKeys()).some((k) => k.id === id) || id.startsWith('env-'))) {
          out(`no key ${id} (npm run apikey -- list shows them)`);
          return 2;
        }
        out(`webhook signing secret: ${await signingSecret(id)}\n\nStore it now: it cannot be shown again; the old one no longer signs.`);
        return 0;
      }
    }
  } finally {
    await stores.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The same settings as `npm start`, which reads ./.env too.
  loadEnvFile();
  runApiKeyCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
