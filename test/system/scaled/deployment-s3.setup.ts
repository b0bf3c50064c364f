import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres, startRedis } from '../../helpers/engines.js';
import { startFleet } from '../../helpers/fleet.js';
import { startS3Gateway } from '../../helpers/s3.js';

/**
 * Global set-up of the `scaled-s3` vitest project: the job-API suite once more on a fleet whose job files live in a
 * bucket of a real Ceph RGW, with two workers and one more api process, each on its own DATA_DIR, so no two
 * processes share a folder: whatever a test sees of a job's files went through the bucket.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [postgres, redis, gateway] = await Promise.all([startPostgres(), startRedis(), startS3Gateway()]);
  const bucket = 'scaled-jobs';
  await gateway.createBucket(bucket);
  const s3 = gateway.env(bucket);
  const fleet = await startFleet({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, MAX_CONNECTIONS_PER_IP: '0', ...s3 });
  const teardown = async () => {
    await fleet.stop();
    await Promise.all([postgres.stop(), redis.stop(), gateway.stop()]);
  };
  let apiB: string;
  const own = (name: string) => mkdtemp(join(tmpdir(), `gt-s3-${name}-`));
  try {
    await Promise.all([
      fleet.add('worker-1', 'worker', { DATA_DIR: await own('worker-1') }),
      fleet.add('worker-2', 'worker', { DATA_DIR: await own('worker-2') }),
    ]);
    apiB = (await fleet.add('api-b', 'api', { DATA_DIR: await own('api-b') })).url;
  } catch (err) {
    await teardown();
    throw err;
  }
  // The app under test gets a folder of its own too.
  project.provide('scaledDeployment', { DATABASE_URL: postgres.url, REDIS_URL: redis.url, DATA_DIR: await own('app'), jobFiles: s3 });
  project.provide('scaledApiB', apiB);
  return teardown;
}
