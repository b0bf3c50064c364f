import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { TZ: 'UTC', LOG_LEVEL: 'silent' },
    projects: [
      { extends: true, test: { name: 'embedded', include: ['test/**/*.test.ts'] } },
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
