import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiKeyCli } from '../../../src/cli/apikey.js';
import { importLowdb } from '../../../src/storage/pg/import-lowdb.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';
import { makeJob } from '../../helpers/job-factory.js';

describe('moving an embedded DATA_DIR to PostgreSQL', () => {
  let postgres: Engine;
  let dir: string;
  beforeAll(async () => {
    postgres = await startPostgres();
    dir = await mkdtemp(join(tmpdir(), 'gt-move-'));
  });
  afterAll(async () => {
    await postgres?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('copies jobs, keys, counts, flags and the link secret once, however often it runs', async () => {
    const url = await createDatabase(postgres, 'move_data');
    const job = makeJob({ owner: 'moved-owner', status: 'completed' });
    await mkdir(join(dir, 'jobs', job.id), { recursive: true });
    await writeFile(join(dir, 'jobs', job.id, 'job.json'), JSON.stringify(job));
    await mkdir(join(dir, 'jobs', 'not-a-job-record-000'), { recursive: true });
    await writeFile(join(dir, 'jobs', 'not-a-job-record-000', 'job.json'), '{"id":"not-a-job-record-000"}');
    await writeFile(
      join(dir, 'db.json'),
      JSON.stringify({
        apiKeys: [{ id: 'k1', label: 'old key', hash: 'a'.repeat(64), createdAt: 1, lastUsedAt: null, revokedAt: null }],
        toolUses: { 'image-grayscale': 7 },
        events: { '2026-11-20': { 'image-grayscale': { tool_start: 7, error: 1 } } },
        flags: { tools: { 'image-invert': false }, categories: {} },
        secrets: { 'download-links': 'the-installation-secret' },
      }),
    );
    const pool = createPgPool(url, { max: 2 });
    await migrate(pool);
    const first = await importLowdb(dir, pool);
    expect(first).toMatchObject({ jobs: 1, apiKeys: 1, toolUses: 1, toolEvents: 1, flags: 1, secrets: 1, skipped: 1 });
    const again = await importLowdb(dir, pool);
    expect(again).toMatchObject({ jobs: 0, apiKeys: 0, toolUses: 0, toolEvents: 0, flags: 0, secrets: 0 });
    const stored = await pool.query<{ record: { owner: string } }>('SELECT record FROM jobs WHERE id = $1', [job.id]);
    expect(stored.rows[0].record.owner).toBe('moved-owner');
    expect((await pool.query('SELECT uses FROM tool_uses')).rows).toEqual([{ uses: '7' }]);
    expect((await pool.query('SELECT value FROM secrets')).rows).toEqual([{ value: 'the-installation-secret' }]);

    // The key command works on the same database, so keys made by hand reach every process.
    const lines: string[] = [];
    const env = { DATABASE_URL: url, DATA_DIR: dir };
    expect(await runApiKeyCli(['create', 'fleet key'], (l) => lines.push(l), env)).toBe(0);
    expect(await runApiKeyCli(['list'], (l) => lines.push(l), env)).toBe(0);
    expect(lines.join('\n')).toMatch(/old key/);
    expect(lines.join('\n')).toMatch(/fleet key/);
    expect((await pool.query('SELECT count(*)::int AS n FROM api_keys')).rows[0].n).toBe(2);
    await pool.end();
  });
});
