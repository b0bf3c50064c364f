import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createS3Client } from '../../../src/storage/s3/client.js';
import { S3JobFiles } from '../../../src/storage/s3/s3-job-files.js';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { twoColourPng } from '../../helpers/images.js';
import { S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY } from '../../helpers/s3.js';

/**
 * An upload goes on into the bucket while it arrives (JOB_FILES=s3): what is asserted is what the bucket holds
 * after a good, a refused and a too-large upload, and which requests the store's own client sent for them.
 */

const gateway = inject('s3Gateway');
const MB = 1024 * 1024;

function client(): S3Client {
  process.env.AWS_ACCESS_KEY_ID = S3_TEST_ACCESS_KEY;
  process.env.AWS_SECRET_ACCESS_KEY = S3_TEST_SECRET_KEY;
  return createS3Client({ bucket: '', prefix: '', endpoint: gateway.endpoint, region: gateway.region, forcePathStyle: true });
}

async function keysOf(s3: S3Client, bucket: string, prefix: string): Promise<string[]> {
  return ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key ?? '');
}

async function unfinished(s3: S3Client, bucket: string): Promise<string[]> {
  return ((await s3.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? []).map((u) => u.Key ?? '');
}

describe('an upload streamed into the bucket as it arrives (service with JOB_FILES=s3)', () => {
  const bucket = `mirror-${randomBytes(4).toString('hex')}`;
  let s3: S3Client;
  let app: TestApp;
  let png: Buffer;

  beforeAll(async () => {
    s3 = client();
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    png = await twoColourPng();
    app = await startTestApp(
      { JOB_FILES: 's3', S3_BUCKET: bucket, S3_ENDPOINT: gateway.endpoint, S3_REGION: gateway.region, S3_FORCE_PATH_STYLE: 'true', MAX_UPLOAD_MB: '6' },
      { tools: ALL_TOOLS },
    );
  });

  afterAll(async () => {
    await app?.destroy();
    s3?.destroy();
  });

  it('a file of two parts becomes the job input, the job completes, and no temporary object or part stays', async () => {
    const c = new Client(app.url);
    // A real PNG and 5.5 MB after it: more than one 5 MB part goes while the body arrives.
    const big = Buffer.concat([png, Buffer.alloc(5.5 * MB, 7)]);
    const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: big, name: 'big.png', type: 'image/png' });
    expect(status).toBe(202);
    const id = String(body.job_id);
    expect((await c.waitForJob(id)).status).toBe('completed');
    expect(await keysOf(s3, bucket, `jobs/${id}/`)).toEqual([`jobs/${id}/work/big.png`]);
    expect(await keysOf(s3, bucket, 'jobs/uploads/')).toEqual([]);
    expect(await unfinished(s3, bucket)).toEqual([]);
  });

  it('a file of the wrong type gets the same 415 and leaves nothing in the bucket', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: randomBytes(5.5 * MB), name: 'x.png', type: 'image/png' });
    expect([status, body.ok, body.error]).toEqual([415, false, 'unsupported_type']);
    expect(await keysOf(s3, bucket, 'jobs/uploads/')).toEqual([]);
    expect(await unfinished(s3, bucket)).toEqual([]);
  });

  it('a file over the upload limit gets the same 413 and leaves no part in the bucket', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: Buffer.concat([png, Buffer.alloc(7 * MB)]), name: 'huge.png', type: 'image/png' });
    expect([status, body.ok, body.error]).toEqual([413, false, 'file_too_large']);
    expect(await keysOf(s3, bucket, 'jobs/uploads/')).toEqual([]);
    expect(await unfinished(s3, bucket)).toEqual([]);
  });
});

describe('S3JobFiles: the requests of a mirrored upload and of a removal by name', () => {
  const bucket = `mirror-req-${randomBytes(4).toString('hex')}`;
  let s3: S3Client;
  let files: S3JobFiles;
  let dir: string;
  const sent: string[] = [];

  beforeAll(async () => {
    s3 = client();
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    // Every request the store's client sends, by command: what goes over the wire to the bucket.
    s3.middlewareStack.add((next, context) => (args) => {
      sent.push(String(context.commandName).replace(/Command$/, ''));
      return next(args);
    }, { step: 'initialize', name: 'recordCommands' });
    dir = await mkdtemp(join(tmpdir(), 'gt-mirror-'));
    files = new S3JobFiles({ client: s3, bucket, prefix: 'jobs/', dataDir: dir });
    await files.init();
  });

  afterAll(async () => {
    s3?.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('11 MB mirrored: three parts while it arrives, then one copy and one delete; the local file is not sent again', async () => {
    const bytes = randomBytes(11 * MB);
    const temp = join(files.tmpDir, 'upload-under-test');
    await writeFile(temp, bytes);
    sent.length = 0;
    const sink = files.mirrorUpload(temp)!;
    for (let at = 0; at < bytes.length; at += 64 * 1024) await sink.write(bytes.subarray(at, at + 64 * 1024));
    // Two full parts went while the bytes came.
    expect(sent).toEqual(['CreateMultipartUpload', 'UploadPart', 'UploadPart']);
    sink.end();
    const jobId = randomBytes(12).toString('base64url');
    const name = await files.adoptInput(jobId, temp, 'bin');
    await sink.abandon();
    expect(name).toBe('input.bin');
    expect(sent).toEqual(['CreateMultipartUpload', 'UploadPart', 'UploadPart', 'UploadPart', 'CompleteMultipartUpload', 'CopyObject', 'DeleteObject']);
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `jobs/${jobId}/input.bin` }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    expect(await keysOf(s3, bucket, 'jobs/')).toEqual([`jobs/${jobId}/input.bin`]);

    sent.length = 0;
    await files.removeInput(jobId, [name]);
    expect(sent).toEqual(['DeleteObjects']);
    expect(await keysOf(s3, bucket, 'jobs/')).toEqual([]);
  });

  it('a mirror cut off mid-upload is aborted: no object, no part', async () => {
    const temp = join(files.tmpDir, 'cut-under-test');
    const sink = files.mirrorUpload(temp)!;
    const bytes = randomBytes(6 * MB);
    for (let at = 0; at < bytes.length; at += 64 * 1024) await sink.write(bytes.subarray(at, at + 64 * 1024));
    await sink.abandon();
    expect(await keysOf(s3, bucket, 'jobs/')).toEqual([]);
    expect(await unfinished(s3, bucket)).toEqual([]);
  });
});
