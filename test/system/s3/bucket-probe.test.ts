import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { freePort } from '../../helpers/engines.js';
import { createS3Client } from '../../../src/storage/s3/client.js';
import { probeBucket } from '../../../src/storage/s3/probe.js';
import { S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY } from '../../helpers/s3.js';

const gateway = inject('s3Gateway');
const settings = { bucket: '', prefix: 'jobs/', endpoint: gateway.endpoint, region: gateway.region, forcePathStyle: true };
const bucket = `probe-${randomBytes(4).toString('hex')}`;

describe('start-up bucket probe (real Ceph RGW)', () => {
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  const useKeys = (id: string, secret: string) => {
    process.env.AWS_ACCESS_KEY_ID = id;
    process.env.AWS_SECRET_ACCESS_KEY = secret;
  };
  beforeAll(async () => {
    useKeys(S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY);
    const client = createS3Client(settings);
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
  });
  afterAll(() => {
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  });

  it('passes on a usable bucket and leaves no probe object behind', async () => {
    useKeys(S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY);
    const client = createS3Client(settings);
    await probeBucket(client, bucket, 'jobs/', gateway.endpoint);
    const left = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    expect(left.Contents ?? []).toEqual([]);
    client.destroy();
  });

  it('names a missing bucket', async () => {
    useKeys(S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY);
    const client = createS3Client(settings);
    await expect(probeBucket(client, 'no-such-bucket-here', 'jobs/', gateway.endpoint)).rejects.toThrow(
      `S3 write of a probe object in bucket "no-such-bucket-here" at ${gateway.endpoint} failed: no such bucket (create it, or fix S3_BUCKET)`,
    );
    client.destroy();
  });

  it('names refused credentials', async () => {
    useKeys(S3_TEST_ACCESS_KEY, 'not-the-secret-0000000000000000000000000');
    const client = createS3Client(settings);
    await expect(probeBucket(client, bucket, 'jobs/', gateway.endpoint)).rejects.toThrow(/failed: access denied \(SignatureDoesNotMatch\); check the credentials/);
    client.destroy();
    useKeys('NOSUCHKEY00000000000', S3_TEST_SECRET_KEY);
    const other = createS3Client(settings);
    await expect(probeBucket(other, bucket, 'jobs/', gateway.endpoint)).rejects.toThrow(/failed: access denied \(InvalidAccessKeyId\)/);
    other.destroy();
  });

  it('names an endpoint nobody answers on', async () => {
    useKeys(S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY);
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const client = createS3Client({ ...settings, endpoint });
    await expect(probeBucket(client, bucket, 'jobs/', endpoint)).rejects.toThrow(
      `S3 write of a probe object in bucket "${bucket}" at ${endpoint} failed: cannot reach the endpoint (ECONNREFUSED); check S3_ENDPOINT`,
    );
    client.destroy();
  });
});

describe('job files configuration', () => {
  it('defaults to local files under DATA_DIR', () => {
    const c = loadConfig({});
    expect(c.JOB_FILES).toBe('local');
    expect(c.S3_PREFIX).toBe('jobs/');
    expect(c.S3_PROXY_DOWNLOADS).toBe(false);
  });

  it('reads the S3 settings', () => {
    const c = loadConfig({ JOB_FILES: 's3', S3_BUCKET: 'my-jobs', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_PROXY_DOWNLOADS: '1' });
    expect([c.JOB_FILES, c.S3_BUCKET, c.S3_ENDPOINT, c.S3_FORCE_PATH_STYLE, c.S3_PROXY_DOWNLOADS]).toEqual(['s3', 'my-jobs', 'http://127.0.0.1:9000', true, true]);
  });

  it('refuses s3 without a bucket, a bad bucket name and a key prefix that climbs', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ JOB_FILES: 's3' })).toEqual(['S3_BUCKET: required when JOB_FILES=s3']);
    expect(problems({ JOB_FILES: 's3', S3_BUCKET: 'No_Caps' })[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(problems({ S3_PREFIX: '../x/' })[0]).toMatch(/^S3_PREFIX: must be a relative key prefix/);
    expect(problems({ JOB_FILES: 'nfs' })[0]).toMatch(/^JOB_FILES: /);
  });
});
