import { loadConfig } from '../../src/config.js';
import { createServices, type Overrides } from '../../src/app/services.js';
import { startApp } from '../../src/app/run.js';
import { createPgPool } from '../../src/storage/pg/pool.js';
import type { ScaledDeployment } from '../system/scaled/deployment.setup.js';
import type { TestApp } from './app.js';
import { bucketFiles, diskFiles } from './stored-files.js';

/**
 * The scaled twin of `startTestApp`, for the `scaled` vitest project: the app under test runs in this process
 * with the `api` role only, on the project's PostgreSQL, Redis and shared DATA_DIR, beside one more api process
 * and two worker processes (test/system/scaled/deployment.setup.ts). It runs no job itself: a worker process does.
 * Closing it stops only this app; the fleet outlives it, so a restart finds every record where it was.
 */
export async function startScaledTestApp(env: Record<string, string>, overrides: Overrides, deployment: ScaledDeployment): Promise<TestApp> {
  const { jobFiles = {}, ...shared } = deployment;
  // The SDK reads its credentials from the process's environment, not from the service's config.
  for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) if (jobFiles[name]) process.env[name] = jobFiles[name];
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MIN: '100000',
    // Their default sources are on the internet; a test that wants polls points them at a fake and sets these.
    DEALS_INTERVAL_MIN: '0',
    GIVEAWAYS_INTERVAL_MIN: '0',
    MAX_CONNECTIONS_PER_IP: '0',
    ...env,
    ...shared,
    ...jobFiles,
    ROLES: 'api',
  });
  const services = await createServices(config, overrides);
  const running = await startApp(services);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await running.stop();
  };
  return {
    ...running,
    dataDir: deployment.DATA_DIR,
    close,
    destroy: close,
    storedFiles: (jobId) => (deployment.jobFiles ? bucketFiles(deployment.jobFiles, jobId) : diskFiles(deployment.DATA_DIR, jobId)),
    async storedKeys() {
      const pool = createPgPool(deployment.DATABASE_URL, { max: 1 });
      try {
        const { rows } = await pool.query<{ row: string }>('SELECT row_to_json(k)::text AS row FROM api_keys k');
        return rows.map((r) => r.row).join('\n');
      } finally {
        await pool.end();
      }
    },
  };
}
