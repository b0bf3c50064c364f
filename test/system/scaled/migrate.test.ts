import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';

describe('migrations', () => {
  let postgres: Engine;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  it('two processes starting together apply each version once, and a later start applies nothing', async () => {
    const url = await createDatabase(postgres, 'migrate_race');
    const pools = [createPgPool(url), createPgPool(url), createPgPool(url)];
    const results = await Promise.all(pools.map((p) => migrate(p)));
    const files = (await readMigrations()).map((m) => m.name);
    expect(files.length).toBeGreaterThan(0);
    // Exactly one of the racers applied everything; the others found it done.
    expect(results.filter((r) => r.length > 0)).toEqual([files]);
    const rows = await pools[0].query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.rows.map((r) => r.version)).toEqual(files.map((f) => Number(f.split('_')[0])));
    const tables = await pools[0].query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['api_keys', 'flags', 'jobs', 'outbox', 'price_cache', 'secrets', 'tool_events', 'tool_uses', 'watches']),
    );
    expect(await migrate(pools[1])).toEqual([]);
    await Promise.all(pools.map((p) => p.end()));
  });

  it('a failing migration is rolled back whole and names itself', async () => {
    const url = await createDatabase(postgres, 'migrate_fail');
    const pool = createPgPool(url);
    const bad = [
      { version: 1, name: '001_ok.sql', sql: 'CREATE TABLE a (x int)' },
      { version: 2, name: '002_bad.sql', sql: 'CREATE TABLE b (x int); SELECT no_such_function()' },
    ];
    await expect(migrate(pool, bad)).rejects.toThrow(/002_bad\.sql/);
    const tables = await pool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(['a', 'schema_migrations']);
    // The lock was released: a fixed second run goes through.
    expect(await migrate(pool, [bad[0], { ...bad[1], sql: 'CREATE TABLE b (x int)' }])).toEqual(['002_bad.sql']);
    await pool.end();
  });
});
