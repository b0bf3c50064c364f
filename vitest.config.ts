import { defineConfig } from 'vitest/config';

/**
 * Three tiers, each its own script: `unit` (no servers, no engines: the core against in-memory ports and time on
 * vitest's clock; seconds), `embedded` (the integration tier: the app, the bots on their fake platforms, the
 * fake price sources, real tools, Chromium), and the scaled tier (`engines`: test/system/scaled against real
 * PostgreSQL and Redis; `scaled`: two integration suites once more as one process of a fleet).
 */
const UNIT = [
  'test/bots/telegram/group-pace.test.ts',
  'test/bots/telegram/handlers.test.ts',
  'test/bots/telegram/longest-answers.test.ts',
  'test/commands/commands.test.ts',
  'test/core/**/*.test.ts',
  'test/env-example.test.ts',
  'test/env-file.test.ts',
  'test/fleet-config.test.ts',
  'test/i18n/catalogue.test.ts',
  'test/prices/chart/chart.test.ts',
  'test/storage/price-cache.test.ts',
  'test/tools/shared/detect.test.ts',
];
const SCALED = ['test/system/scaled/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { TZ: 'UTC', LOG_LEVEL: 'silent' },
    projects: [
      // The unit files share their workers' module cache (the code keeps no module-level state): importing the
      // service graph once per worker, not once per file, is most of this tier's time.
      { extends: true, test: { name: 'unit', include: UNIT, isolate: false } },
      { extends: true, test: { name: 'embedded', include: ['test/**/*.test.ts'], exclude: [...UNIT, ...SCALED, 'test/system/s3/**'] } },
      { extends: true, test: { name: 'engines', include: SCALED } },
      // Job files in S3: one Ceph RADOS Gateway for the project (test/helpers/s3.ts), a bucket per test file.
      { extends: true, test: { name: 's3', include: ['test/system/s3/**/*.test.ts'], globalSetup: ['test/system/s3/gateway.setup.ts'] } },
      // The job-API and bot-delivery suites once more, against PostgreSQL, Redis, two api and two worker processes.
      {
        extends: true,
        test: {
          name: 'scaled',
          include: ['test/http/jobs-api.test.ts', 'test/bots/telegram/delivery.test.ts', 'test/http/job-events.test.ts'],
          globalSetup: ['test/system/scaled/deployment.setup.ts'],
        },
      },
      // The job-API suite a third time: the same fleet with its job files in S3 and no folder shared.
      {
        extends: true,
        test: { name: 'scaled-s3', include: ['test/http/jobs-api.test.ts'], globalSetup: ['test/system/scaled/deployment-s3.setup.ts'] },
      },
    ],
  },
});
