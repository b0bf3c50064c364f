import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * A per-installation secret (signed download links), the same for every process: the first process to ask
 * makes it, every later one reads that one (INSERT … ON CONFLICT DO NOTHING, then read).
 */
export async function pgSecret(pool: pg.Pool, name: string): Promise<string> {
  await pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [name]);
  return rows[0].value;
}
