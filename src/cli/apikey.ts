import { loadConfig } from '../config.js';
import { loadEnvFile } from '../env-file.js';
import { systemClock } from '../core/clock.js';
import { SessionService } from '../core/sessions/session.service.js';
import { LowAppStore } from '../storage/app-db.js';
import { newSigningSecret } from '../core/webhooks/signature.js';
import { LowWebhookKeys } from '../storage/webhook-keys.js';
import type { AppStore } from '../storage/app-store.js';
import { PgAppStore } from '../storage/pg/app-state.js';
import { migrate } from '../storage/pg/migrate.js';
import { createPgPool } from '../storage/pg/pool.js';
import { keepFilesPrivate } from '../storage/private-files.js';
import { dataFolderHolder } from '../storage/data-lock.js';
import { PgWebhookKeys } from '../storage/pg/webhooks.js';

const USAGE = `Usage:
  npm run apikey -- create <label>   create a key (printed once; only its hash is stored)
  npm run apikey -- list             list keys (id, label, created, last used, revoked)
  npm run apikey -- revoke <id>      revoke a key
  npm run apikey -- webhook-secret <id>   replace the key's webhook signing secret (printed once)`;

/** Developer key administration against the same data folder the service uses. */
export async function runApiKeyCli(
  argv: string[],
  out: (line: string) => void = console.log,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig(env);
  keepFilesPrivate();
  // With DATABASE_URL the keys live in PostgreSQL, where every process of the fleet reads them.
  const holder = config.DATABASE_URL ? null : await dataFolderHolder(config.DATA_DIR);
  if (holder !== null) {
    // The running service would overwrite db.json without the new key at its next write.
    out(`The service is running on ${config.DATA_DIR} (pid ${holder}): manage keys in its admin panel (${config.BASE_URL}/admin, API keys),`);
    out('or stop the service, run this command, and start it again.');
    return 1;
  }
  const pool = config.DATABASE_URL ? createPgPool(config.DATABASE_URL, { max: 2 }) : null;
  if (pool) await migrate(pool);
  const db: AppStore = pool ? await PgAppStore.open({ pool, clock: systemClock }) : await LowAppStore.open(config.DATA_DIR, systemClock);
  const sessions = new SessionService(db, [], systemClock);
  // The signing secrets live beside the keys: PostgreSQL for a fleet, DATA_DIR otherwise.
  const hooks: { setSecret: PgWebhookKeys['setSecret']; flush?: () => Promise<void> } = pool
    ? new PgWebhookKeys(pool)
    : await LowWebhookKeys.open(config.DATA_DIR);
  const signingSecret = async (id: string) => (await hooks.setSecret(id, newSigningSecret(), systemClock.now())).secret;
  try {
    switch (command) {
      case 'create': {
        const label = rest.join(' ').trim();
        if (!label) {
          out(USAGE);
          return 2;
        }
        const key = await sessions.createKey(label);
        const secret = await signingSecret(key.id);
        out(
          `id:    ${key.id}\nlabel: ${key.label}\nkey:   ${key.key}\nwebhook signing secret: ${secret}\n\n` +
            'Store the key and the secret now: they cannot be shown again.',
        );
        return 0;
      }
      case 'list': {
        const keys = await sessions.listKeys();
        if (keys.length === 0) out('no keys');
        for (const k of keys) {
          const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());
          out(`${k.id}\t${k.label}\tcreated ${when(k.createdAt)}\tlast used ${when(k.lastUsedAt)}\t${k.revokedAt ? 'REVOKED' : 'active'}`);
        }
        return 0;
      }
      case 'revoke': {
        if (!rest[0]) {
          out(USAGE);
          return 2;
        }
        await sessions.revokeKey(rest[0]);
        out(`revoked ${rest[0]}`);
        return 0;
      }
      case 'webhook-secret': {
        const id = rest[0];
        if (!id || !((await sessions.listKeys()).some((k) => k.id === id) || id.startsWith('env-'))) {
          out(USAGE);
          return 2;
        }
        out(`webhook signing secret: ${await signingSecret(id)}\n\nStore it now: it cannot be shown again; the old one no longer signs.`);
        return 0;
      }
      default:
        out(USAGE);
        return 2;
    }
  } finally {
    await db.flush();
    await hooks.flush?.();
    if (db instanceof PgAppStore) await db.close();
    await pool?.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The same data folder as `npm start`, which reads ./.env too.
  loadEnvFile();
  runApiKeyCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
