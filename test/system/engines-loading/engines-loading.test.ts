import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

/**
 * Issue 35: the scaled engines and the S3 client load only when configured. The embedded app (no DATABASE_URL,
 * job files on disk), started in a fresh process as the integration tier starts it, must not load PostgreSQL's,
 * Redis's, BullMQ's or the AWS SDK's packages. A fresh process, because this test process may have loaded them.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCALED_PACKAGES = /^(pg|pg-[\w-]+|ioredis|bullmq|@aws-sdk\/.+|@smithy\/.+)$/;

it('the embedded app loads none of pg, ioredis, bullmq or @aws-sdk/*', async () => {
  const { BASE_URL: _vite, ...env } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', './test/system/engines-loading/record-loads.mjs', '--import', 'tsx', 'test/system/engines-loading/embedded-app.ts'],
    { cwd: ROOT, env, timeout: 90_000, maxBuffer: 4 * 1024 * 1024 },
  );
  const { healthz, packages } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { healthz: number; packages: string[] };
  expect(healthz).toBe(200);
  // The recording sees what the embedded engines do load, so an empty answer below is not a blind one.
  expect(packages).toEqual(expect.arrayContaining(['lowdb', 'better-queue', 'koa']));
  expect(packages.filter((p) => SCALED_PACKAGES.test(p))).toEqual([]);
}, 120_000);
