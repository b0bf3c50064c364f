import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** Where the versioned SQL files live: `NNN_name.sql`, applied in version order, each once. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Key of the session advisory lock held while migrating (any constant shared by every process will do). */
const MIGRATION_LOCK = 7_146_502_143;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => /^\d{3,}_[a-z0-9_]+\.sql$/.test(n)).sort();
  const list: Migration[] = [];
  for (const name of names) {
    list.push({ version: Number(name.split('_')[0]), name, sql: await readFile(join(dir, name), 'utf8') });
  }
  const versions = new Set(list.map((m) => m.version));
  if (versions.size !== list.length) throw new Error(`two migrations share a version in ${dir}`);
  return list;
}

/**
 * Applies the migrations not applied yet, each in its own transaction, while holding a session advisory lock:
 * processes starting together wait for each other, and the later ones find nothing left to do.
 * A small runner of our own: the schema is a handful of plain SQL files and needs no down-migrations.
 * Answers the names applied by this call.
 */
export async function migrate(pool: pg.Pool, migrations?: Migration[]): Promise<string[]> {
  const list = migrations ?? (await readMigrations());
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const done = new Set(
        (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
      );
      for (const m of list) {
        if (done.has(m.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw new Error(`migration ${m.name} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
        }
        applied.push(m.name);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
  return applied;
}
