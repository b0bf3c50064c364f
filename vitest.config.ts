import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { TZ: 'UTC', LOG_LEVEL: 'silent' },
    projects: [
      { extends: true, test: { name: 'embedded', include: ['test/**/*.test.ts'], exclude: ['test/s3/**'] } },
      // Job files in S3: one Ceph RADOS Gateway for the project (test/helpers/s3.ts), a bucket per test file.
      { extends: true, test: { name: 's3', include: ['test/s3/**/*.test.ts'], globalSetup: ['test/s3/gateway.setup.ts'] } },
      // The job-API and bot-delivery suites once more, against PostgreSQL, Redis, two api and two worker processes.
      {
        extends: true,
        test: {
          name: 'scaled',
          include: ['test/api/jobs-api.test.ts', 'test/telegram/delivery.test.ts'],
          globalSetup: ['test/scaled/deployment.setup.ts'],
        },
      },
    ],
  },
});
