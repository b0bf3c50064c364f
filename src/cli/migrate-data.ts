import { loadConfigOrExit } from '../config.js';
import { importLowdb } from '../storage/pg/import-lowdb.js';
import { migrate } from '../storage/pg/migrate.js';
import { keepFilesPrivate } from '../storage/private-files.js';
import { createPgPool } from '../storage/pg/pool.js';

/** `npm run migrate-data`: copies the embedded DATA_DIR's lowdb records into DATABASE_URL (idempotent). */
async function main(): Promise<number> {
  const config = loadConfigOrExit();
  keepFilesPrivate();
  if (!config.DATABASE_URL) {
    console.error('DATABASE_URL: missing. Set it to the PostgreSQL database the records should move to.');
    return 1;
  }
  const pool = createPgPool(config.DATABASE_URL, { max: 2 });
  try {
    const applied = await migrate(pool);
    if (applied.length) console.log(`schema: applied ${applied.join(', ')}`);
    const c = await importLowdb(config.DATA_DIR, pool);
    console.log(
      `from ${config.DATA_DIR}: ${c.jobs} jobs, ${c.apiKeys} API keys, ${c.toolUses} use counts, ${c.toolEvents} daily events, ` +
        `${c.flags} flags, ${c.secrets} secrets, ${c.outbox} outbox entries, ${c.watches} watches, ${c.prices} cached prices copied ` +
        `(records already in PostgreSQL are kept)`,
    );
    for (const p of c.problems) console.warn(`skipped: ${p}`);
    return 0;
  } finally {
    await pool.end();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
