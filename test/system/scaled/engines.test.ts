import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, startPostgres, startRedis, type Engine } from '../../helpers/engines.js';

describe('test engines', () => {
  let redis: Engine;
  let postgres: Engine;
  beforeAll(async () => {
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  });
  afterAll(async () => {
    await Promise.all([redis?.stop(), postgres?.stop()]);
  });

  it('runs a real redis-server that keeps nothing across a restart', async () => {
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await client.connect();
    await client.set('k', 'v');
    expect(await client.get('k')).toBe('v');
    client.disconnect();
    await redis.halt();
    await redis.start();
    const again = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await again.connect();
    expect(await again.get('k')).toBeNull();
    again.disconnect();
  });

  it('runs a real PostgreSQL 15 whose data survives a restart', async () => {
    const url = await createDatabase(postgres, 'engines_test');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    expect(Number(version.rows[0].server_version.split('.')[0])).toBeGreaterThanOrEqual(15);
    await client.query('CREATE TABLE t (v text)');
    await client.query(`INSERT INTO t VALUES ('kept')`);
    await client.end();
    await postgres.halt();
    await postgres.start();
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    expect((await again.query<{ v: string }>('SELECT v FROM t')).rows).toEqual([{ v: 'kept' }]);
    await again.end();
  });
});
