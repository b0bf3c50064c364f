import { loadConfig } from '../config.js';
import { loadEnvFile } from '../env-file.js';
import { systemClock } from '../core/clock.js';
import { SessionService } from '../core/sessions/session.service.js';
import { AppDb } from '../storage/app-db.js';
import type { AppStore } from '../storage/app-store.js';
import { PgAppState } from '../storage/pg/app-state.js';
import { migrate } from '../storage/pg/migrate.js';
import { createPgPool } from '../storage/pg/pool.js';

const USAGE = `Usage:
  npm run apikey -- create <label>   create a key (printed once; only its hash is stored)
  npm run apikey -- list             list keys (id, label, created, last used, revoked)
  npm run apikey -- revoke <id>      revoke a key`;

/** Developer key administration against the same data folder the service uses. */
export async function runApiKeyCli(
  argv: string[],
  out: (line: string) => void = console.log,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig(env);
  // With DATABASE_URL the keys live in PostgreSQL, where every process of the fleet reads them.
  const pool = config.DATABASE_URL ? createPgPool(config.DATABASE_URL, { max: 2 }) : null;
  if (pool) await migrate(pool);
  const db: AppStore = pool ? await PgAppState.open({ pool, clock: systemClock }) : await AppDb.open(config.DATA_DIR, systemClock);
  const sessions = new SessionService(db, [], systemClock);
  try {
    switch (command) {
      case 'create': {
        const label = rest.join(' ').trim();
        if (!label) {
          out(USAGE);
          return 2;
        }
        const key = await sessions.createKey(label);
        out(`id:    ${key.id}\nlabel: ${key.label}\nkey:   ${key.key}\n\nStore the key now: it cannot be shown again.`);
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
      default:
        out(USAGE);
        return 2;
    }
  } finally {
    await db.flush();
    if (db instanceof PgAppState) await db.close();
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
