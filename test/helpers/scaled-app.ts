import { loadConfig } from '../../src/config.js';
import { createPgPool } from '../../src/storage/pg/pool.js';
import { createServices, startApp } from '../../src/compose.js';
import type { TestApp } from './app.js';
import { startPostgres, startRedis } from './engines.js';
import { startFleet } from './fleet.js';

/**
 * The scaled twin of `startTestApp` (GT_DEPLOYMENT=scaled, see vitest.config.ts): real PostgreSQL and Redis,
 * the app under test in this process with the `api` role only, one more `api` process and two `worker`
 * processes (real `src/main.ts`), all on one shared DATA_DIR. Every job the tests enqueue here is run by a
 * worker process and reported back through PostgreSQL and Redis.
 */
export async function startScaledTestApp(env: Record<string, string>): Promise<TestApp> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const shared = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MIN: '100000',
    MAX_CONNECTIONS_PER_IP: '0',
    WORKER_CONCURRENCY: '2',
    LOG_LEVEL: 'info',
    ...env,
  };
  const fleet = await startFleet(shared);
  const stopEngines = async () => {
    await fleet.stop();
    await Promise.all([postgres.stop(), redis.stop()]);
  };
  try {
    // The workers migrate the database; the api processes find it ready.
    await Promise.all([fleet.add('worker-1', 'worker'), fleet.add('worker-2', 'worker')]);
    await fleet.add('api-b', 'api');
    const config = loadConfig({ ...shared, PORT: '0', HOST: '127.0.0.1', DATA_DIR: fleet.dataDir, ROLES: 'api', LOG_LEVEL: 'silent' });
    const running = await startApp(await createServices(config));
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await running.stop();
    };
    return {
      ...running,
      dataDir: fleet.dataDir,
      close,
      async storedKeys() {
        const pool = createPgPool(postgres.url, { max: 1 });
        try {
          const { rows } = await pool.query<{ row: string }>('SELECT row_to_json(k)::text AS row FROM api_keys k');
          return rows.map((r) => r.row).join('\n');
        } finally {
          await pool.end();
        }
      },
      async destroy() {
        await close();
        await stopEngines();
      },
    };
  } catch (err) {
    await stopEngines();
    throw err;
  }
}
