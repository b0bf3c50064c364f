import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createS3Client } from '../../../src/storage/s3/client.js';
import { S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY } from '../../helpers/s3.js';

const run = promisify(execFile);
const gateway = inject('s3Gateway');
const bucket = `migrate-${randomBytes(4).toString('hex')}`;

describe('npm run migrate-data with JOB_FILES=s3 copies job files into the bucket', () => {
  let dir: string;
  let s3: S3Client;
  const a = 'AAAAAAAAAAAAAAAAAAAAAA';
  const b = 'BBBBBBBBBBBBBBBBBBBBBB';
  const bytes = { input: randomBytes(7 * 1024 * 1024), out: randomBytes(1000) };

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = S3_TEST_ACCESS_KEY;
    process.env.AWS_SECRET_ACCESS_KEY = S3_TEST_SECRET_KEY;
    s3 = createS3Client({ bucket, prefix: '', endpoint: gateway.endpoint, region: gateway.region, forcePathStyle: true });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    dir = await mkdtemp(join(tmpdir(), 'gt-migrate-s3-'));
    await mkdir(join(dir, 'jobs', a, 'work'), { recursive: true });
    await mkdir(join(dir, 'jobs', b), { recursive: true });
    await writeFile(join(dir, 'jobs', a, 'job.json'), '{}');
    await writeFile(join(dir, 'jobs', a, 'work', 'out.png'), bytes.out);
    await writeFile(join(dir, 'jobs', b, 'input.mp4'), bytes.input);
    await writeFile(join(dir, 'jobs', b, 'job.json'), '{}');
  });

  afterAll(async () => {
    s3?.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const migrate = () =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/migrate-data.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        JOB_FILES: 's3',
        S3_BUCKET: bucket,
        S3_ENDPOINT: gateway.endpoint,
        S3_REGION: gateway.region,
        S3_FORCE_PATH_STYLE: 'true',
        DATABASE_URL: '',
        // Vite puts BASE_URL ('/') into the test process's environment; the CLI must not inherit it.
        BASE_URL: '',
      },
    });

  it('copies inputs and outputs (not the records) with progress and a count, and a second run copies nothing', async () => {
    const first = await migrate();
    expect(first.stdout).toContain(`job files to s3://${bucket}/jobs/: 2 copied (${bytes.input.length + bytes.out.length} bytes), 0 already there`);
    expect(first.stderr).toContain('2/2');
    const keys = ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key).sort();
    expect(keys).toEqual([`jobs/${a}/work/out.png`, `jobs/${b}/input.mp4`]);
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `jobs/${b}/input.mp4` }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(bytes.input)).toBe(true);

    const second = await migrate();
    expect(second.stdout).toContain('0 copied (0 bytes), 2 already there');
  });
});
