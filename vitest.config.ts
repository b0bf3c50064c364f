import { defineConfig } from 'vitest/config';
import SlowestFirst from './scripts/ci/slowest-first.js';

/**
 * The tiers are chosen by folder, so a new test file lands in a tier by where it is put, never by a list:
 * - `unit` (test/core/ and test/unit/): no servers, no engines: the core against in-memory ports, time on vitest's
 *   clock; seconds.
 * - `engines` (test/system/scaled/): real PostgreSQL and Redis, fleets of processes.
 * - `s3` (test/system/s3/): job files in a local Ceph RADOS Gateway.
 * - `embedded` (everything else; the integration tier): the app, the bots on their fake platforms, the fake price
 *   sources, real tools, Chromium.
 * - `scaled` and `scaled-s3`: integration suites once more, as one process of a fleet.
 * What each tier's files start, its npm script installs (test/unit/tiers.test.ts checks it).
 */
const UNIT = ['test/core/**/*.test.ts', 'test/unit/**/*.test.ts'];
const SCALED = ['test/system/scaled/**/*.test.ts'];
const S3 = ['test/system/s3/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Without vitest's cache of durations (a clean clone), the slowest files still start first.
    sequence: { sequencer: SlowestFirst },
    // The deal and giveaway pollers' defaults are real internet addresses, and they now poll soon after a start:
    // off in every app and process a test starts (children inherit this), unless the test points them at a fake.
    env: { TZ: 'UTC', LOG_LEVEL: 'silent', DEALS_INTERVAL_MIN: '0', GIVEAWAYS_INTERVAL_MIN: '0' },
    projects: [
      // The unit files share their workers' module cache (the code keeps no module-level state): importing the
      // service graph once per worker, not once per file, is most of this tier's time.
      { extends: true, test: { name: 'unit', include: UNIT, isolate: false } },
      // Two files at a time: most of this tier waits on servers, browsers and engines it started (a one-file run kept
      // the 2-core machine about half idle), and vitest's default on 2 cores is one.
      // vitest runs projects with different worker counts in separate groups (`npm test` runs every project at once and
      // refuses two worker counts in one group), so this tier runs as its own group, after the others.
      // Each worker keeps its module cache from file to file, as the unit tier does: with a fresh process per file,
      // importing the service graph (koa, the bots' SDKs, sharp, the AWS and PostgreSQL clients) was a third of this
      // tier's time. That is safe because the code keeps no module-level state, every file stops what it started, and
      // the two files that fake Date restore real timers.
      {
        extends: true,
        test: { name: 'embedded', isolate: false, include: ['test/**/*.test.ts'], exclude: [...UNIT, ...SCALED, ...S3], maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
      { extends: true, test: { name: 'engines', include: SCALED } },
      // Job files in S3: one Ceph RADOS Gateway for the project (test/helpers/s3.ts), a bucket per test file.
      { extends: true, test: { name: 's3', include: S3, globalSetup: ['test/system/s3/gateway.setup.ts'] } },
      // The job-API, bot-delivery and MCP suites once more, against PostgreSQL, Redis, two api and two worker processes.
      // Integration files, sharing one worker's module cache as they do in `embedded`: each imports the whole service.
      {
        extends: true,
        test: {
          name: 'scaled',
          isolate: false,
          include: ['test/http/jobs-api.test.ts', 'test/bots/telegram/delivery.test.ts', 'test/http/job-events.test.ts', 'test/http/stream-slots.test.ts', 'test/mcp/convert.test.ts', 'test/mcp/url-and-progress.test.ts', 'test/mcp/prices.test.ts', 'test/mcp/resume.test.ts'],
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
