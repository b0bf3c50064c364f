import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3JobFiles, storeUnreachable } from '../../../src/storage/s3/s3-job-files.js';
import { startS3Gateway, type S3Gateway } from '../../helpers/s3.js';

/**
 * A job taken while the bucket is away (a real Ceph RGW, halted and started again): the run waits for the store
 * instead of failing a job whose input is safe in it.
 */
describe('the bucket out of reach during a run', () => {
  let gateway: S3Gateway;
  let dir: string;
  beforeAll(async () => {
    gateway = await startS3Gateway();
    await gateway.createBucket('outage');
    dir = await mkdtemp(join(tmpdir(), 'gt-s3-outage-'));
  }, 120_000);
  afterAll(async () => {
    await gateway?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  function store(waits: Array<{ what: string; err: unknown }>, opts: { unreachableWaitMs?: number } = {}) {
    return new S3JobFiles({
      client: gateway.client(),
      bucket: 'outage',
      prefix: 'jobs/',
      dataDir: join(dir, randomBytes(4).toString('hex')),
      // Short pauses: what is tested is that it waits, and for what, not for how long.
      sleep: () => new Promise((resolve) => setTimeout(resolve, 20)),
      onWait: (what, err) => waits.push({ what, err }),
      ...opts,
    });
  }

  it('fetches the input once the gateway is back, having said it waits', async () => {
    const waits: Array<{ what: string; err: unknown }> = [];
    const files = store(waits);
    await files.init();
    const bytes = randomBytes(200_000);
    const temp = join(files.tmpDir, 'up');
    await writeFile(temp, bytes);
    const id = randomBytes(12).toString('base64url');
    const name = await files.adoptInput(id, temp, 'png');

    await gateway.halt();
    let fetched: Promise<string>;
    try {
      fetched = files.inputPath(id, name);
      await expect.poll(() => waits.length, { timeout: 30_000 }).toBeGreaterThan(0);
    } finally {
      await gateway.start();
    }
    expect(await readFile(await fetched)).toEqual(bytes);
    expect(waits[0].what).toBe(`the input of job ${id}`);
    expect(storeUnreachable(waits[0].err)).toBe(true);
  }, 120_000);

  it('gives up after its wait, and never waits for an answer that is the request\'s fault', async () => {
    const waits: Array<{ what: string; err: unknown }> = [];
    const files = store(waits, { unreachableWaitMs: 100 });
    await files.init();
    // No such object: the store answered, so the run fails at once.
    await expect(files.inputPath(randomBytes(12).toString('base64url'), 'input.png')).rejects.toThrow();
    expect(waits).toEqual([]);
    await gateway.halt();
    try {
      await expect(files.inputPath(randomBytes(12).toString('base64url'), 'input.png')).rejects.toSatisfy(storeUnreachable);
      expect(waits.length).toBeGreaterThan(0);
    } finally {
      await gateway.start();
    }
  }, 120_000);

  it('the gateway gone in the middle of a multipart upload: the upload fails at once, and once the gateway is back no part and no object is left', async () => {
    const waits: Array<{ what: string; err: unknown }> = [];
    const files = store(waits);
    await files.init();
    const s3 = gateway.client();
    const unfinished = async () => (await s3.send(new ListMultipartUploadsCommand({ Bucket: 'outage' }))).Uploads ?? [];
    const id = randomBytes(12).toString('base64url');
    const temp = join(files.tmpDir, 'big');
    // 24 parts of 5 MB, two in flight at a time: the gateway is stopped while they go.
    await writeFile(temp, Buffer.alloc(120 * 1024 * 1024, 7));
    const adopted = files.adoptInput(id, temp, 'png').then(() => 'stored', (err: unknown) => err);
    await expect.poll(async () => (await unfinished()).length, { timeout: 30_000, interval: 5 }).toBeGreaterThan(0);
    await gateway.halt();
    let answer: unknown;
    try {
      answer = await adopted;
    } finally {
      await gateway.start();
    }
    expect(storeUnreachable(answer)).toBe(true);
    // Whether the abort reached the gateway at once or was sent again once it answered depends on when the halt
    // landed; either way, once the aborts are settled nothing of the upload is left.
    await files.abortsSettled();
    expect(await unfinished()).toEqual([]);
    expect((await s3.send(new ListObjectsV2Command({ Bucket: 'outage', Prefix: `jobs/${id}/` }))).Contents ?? []).toEqual([]);
    s3.destroy();
  }, 120_000);
});
