import type { TestProject } from 'vitest/node';
import { startPostgres, startRedis } from '../../helpers/engines.js';
import { startFleet } from '../../helpers/fleet.js';

/** Where the scaled project's test apps join the fleet (see test/helpers/scaled-app.ts). */
export interface ScaledDeployment {
  DATABASE_URL: string;
  REDIS_URL: string;
  /** The fleet's shared volume (with `jobFiles`: the app's own folder; the job files are in the bucket). */
  DATA_DIR: string;
  /** JOB_FILES=s3 and the bucket's settings, when the fleet keeps job files in S3 (the `scaled-s3` project). */
  jobFiles?: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    scaledDeployment: ScaledDeployment;
    /** The fleet's other api process, for tests that send a request to one process and follow it on another. */
    scaledApiB: string;
  }
}

/**
 * Global set-up of the `scaled` vitest project: real PostgreSQL and Redis, two `worker` processes and one more
 * `api` process (the real src/main.ts), started once for the project and stopped after it. Each test file's
 * app joins them in its own process with the `api` role, so every job its tests enqueue runs on a worker
 * process and comes back through PostgreSQL and Redis.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const fleet = await startFleet({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, MAX_CONNECTIONS_PER_IP: '0' });
  const teardown = async () => {
    await fleet.stop();
    await Promise.all([postgres.stop(), redis.stop()]);
  };
  let apiB: string;
  try {
    // The workers migrate the database; the api process finds it ready.
    await Promise.all([fleet.add('worker-1', 'worker'), fleet.add('worker-2', 'worker')]);
    apiB = (await fleet.add('api-b', 'api')).url;
  } catch (err) {
    await teardown();
    throw err;
  }
  project.provide('scaledDeployment', { DATABASE_URL: postgres.url, REDIS_URL: redis.url, DATA_DIR: fleet.dataDir });
  project.provide('scaledApiB', apiB);
  return teardown;
}
