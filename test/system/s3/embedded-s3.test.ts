import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Clock } from '../../../src/core/clock.ports.js';
import { createServices } from '../../../src/app/services.js';
import { loadConfig } from '../../../src/config.js';
import { createS3Client } from '../../../src/storage/s3/client.js';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { twoColourPng } from '../../helpers/images.js';
import { S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY } from '../../helpers/s3.js';

/** One process (the embedded deployment) with JOB_FILES=s3 on the project's Ceph RGW. */

const gateway = inject('s3Gateway');
const bucket = `embedded-${randomBytes(4).toString('hex')}`;
const s3env = {
  JOB_FILES: 's3',
  S3_BUCKET: bucket,
  S3_ENDPOINT: gateway.endpoint,
  S3_REGION: gateway.region,
  S3_FORCE_PATH_STYLE: 'true',
};

describe('embedded deployment with JOB_FILES=s3', () => {
  let s3: S3Client;
  let app: TestApp;
  let now = Date.now();
  const clock: Clock = { now: () => now };
  const objects = async (prefix: string) => ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);

  beforeAll(async () => {
    // The SDK's standard chain reads these, in the service as in the test's own client.
    process.env.AWS_ACCESS_KEY_ID = S3_TEST_ACCESS_KEY;
    process.env.AWS_SECRET_ACCESS_KEY = S3_TEST_SECRET_KEY;
    s3 = createS3Client({ bucket, prefix: '', endpoint: gateway.endpoint, region: gateway.region, forcePathStyle: true });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    app = await startTestApp({ ...s3env, JOB_TTL_S: '60' }, { tools: ALL_TOOLS, clock });
  });

  afterAll(async () => {
    await app?.destroy();
    s3?.destroy();
  });

  it('expiry removes the job and leaves no object behind', async () => {
    const c = new Client(app.url);
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const id = String(body.job_id);
    expect((await c.waitForJob(id)).status).toBe('completed');
    expect(await objects(`jobs/${id}/work/`)).toEqual([`jobs/${id}/work/a.png`]);
    const download = await c.request(`/download/${id}`, { redirect: 'manual' });
    expect(download.status).toBe(302);
    now += 61_000;
    expect((await c.request(`/download/${id}`, { redirect: 'manual' })).status).toBe(404);
    expect(await app.services.jobs.sweep()).toBe(1);
    expect(await objects(`jobs/${id}/`)).toEqual([]);
  });

  it('start-up stops with the probe message when the bucket does not exist', async () => {
    const config = loadConfig({ ...s3env, S3_BUCKET: 'missing-bucket', DATA_DIR: app.dataDir, LOG_LEVEL: 'silent' });
    await expect(createServices(config)).rejects.toThrow(
      `S3 write of a probe object in bucket "missing-bucket" at ${gateway.endpoint} failed: no such bucket (create it, or fix S3_BUCKET)`,
    );
  });
});
