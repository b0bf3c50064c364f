import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * A per-installation secret (signed download links), the same for every process: the first process to ask
 * makes it (`initial`, random by default), every later one reads that one (INSERT … ON CONFLICT DO NOTHING, then
 * read). One moved from an embedded data folder (npm run migrate-data) is there first, so it is the one kept.
 */
export async function pgSecret(pool: pg.Pool, name: string, initial = randomBytes(32).toString('base64url')): Promise<string> {
  await pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, initial]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [name]);
  return rows[0].value;
}
