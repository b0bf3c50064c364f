import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { JobFiles } from '../../../src/core/jobs/job.ports.js';
import { DiskJobFiles } from '../../../src/storage/job-files.js';
import { createS3Client } from '../../../src/storage/s3/client.js';
import { S3JobFiles } from '../../../src/storage/s3/s3-job-files.js';
import { S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY } from '../../helpers/s3.js';

/**
 * One contract, two stores: every case runs against the disk store and against a real Ceph RGW bucket. What is
 * asserted is what a caller sees: the bytes back, the headers a browser gets, what is left in the bucket.
 */

const gateway = inject('s3Gateway');

interface Subject {
  files: JobFiles & { tmpDir: string };
  /** Stored keys of a job (S3) or files in its folder (disk), for "nothing is left" checks. */
  stored(jobId: string): Promise<string[]>;
  close(): Promise<void>;
}

async function diskSubject(): Promise<Subject> {
  const dir = await mkdtemp(join(tmpdir(), 'gt-files-disk-'));
  const files = new DiskJobFiles(dir);
  await files.init();
  return {
    files,
    async stored(jobId) {
      const { readdir } = await import('node:fs/promises');
      return readdir(join(files.jobsDir, jobId), { recursive: true }).catch(() => []);
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

function testClient(): S3Client {
  process.env.AWS_ACCESS_KEY_ID = S3_TEST_ACCESS_KEY;
  process.env.AWS_SECRET_ACCESS_KEY = S3_TEST_SECRET_KEY;
  return createS3Client({ bucket: '', prefix: '', endpoint: gateway.endpoint, region: gateway.region, forcePathStyle: true });
}

async function s3Subject(): Promise<Subject> {
  const dir = await mkdtemp(join(tmpdir(), 'gt-files-s3-'));
  const client = testClient();
  const bucket = `contract-${randomBytes(4).toString('hex')}`;
  const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const files = new S3JobFiles({ client, bucket, prefix: 'jobs/', dataDir: dir, linkTtlS: 60 });
  await files.init();
  return {
    files,
    async stored(jobId) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `jobs/${jobId}/` }));
      const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      expect(uploads.Uploads ?? []).toEqual([]);
      return (page.Contents ?? []).map((o) => o.Key ?? '');
    },
    async close() {
      client.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const jobId = () => randomBytes(12).toString('base64url');

async function drain(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each([
  ['local disk', diskSubject],
  ['S3 (Ceph RGW)', s3Subject],
])('JobFiles contract: %s', (label, open) => {
  let s: Subject;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(async () => {
    await s.close();
  });

  /** Stores `bytes` as an upload of a new job, as the api does. */
  async function upload(id: string, bytes: Buffer, ext = 'png'): Promise<string> {
    const temp = join(s.files.tmpDir, `up-${id}`);
    await writeFile(temp, bytes);
    const name = await s.files.adoptInput(id, temp, ext);
    expect(existsSync(temp)).toBe(false);
    return name;
  }

  it('adopts an upload (12 MB, several parts) and hands a run the same bytes', async () => {
    const id = jobId();
    const bytes = randomBytes(12 * 1024 * 1024 + 17);
    expect(await upload(id, bytes, 'PNG')).toBe('input.png');
    const path = await s.files.inputPath(id, 'input.png');
    expect((await readFile(path)).equals(bytes)).toBe(true);
  });

  it('keeps a run output: read whole, read a byte range, and its size', async () => {
    const id = jobId();
    await upload(id, Buffer.from('in'));
    const work = await s.files.createWorkDir(id);
    const out = join(work, 'result.txt');
    const bytes = randomBytes(300_000);
    await writeFile(out, bytes);
    const rel = s.files.relativeToJob(id, out);
    expect(rel).toBe(join('work', 'result.txt'));
    expect(await s.files.size(out)).toBe(bytes.length);
    await s.files.keepOutput(id, rel!, 'text/plain');
    // The run is over: input and scratch go, the kept output stays readable.
    await s.files.removeInput(id);
    expect((await drain(await s.files.read(id, rel!))).equals(bytes)).toBe(true);
    const part = await drain(await s.files.read(id, rel!, { start: 1000, end: 1999 }));
    expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);
    expect((await s.stored(id)).some((k) => k.includes('input.'))).toBe(false);
  });

  it('refuses paths outside the job folder and bad ids', async () => {
    const id = jobId();
    expect(() => s.files.resolve(id, '../other/input.png')).toThrow();
    expect(() => s.files.resolve('../../etc', 'input.png')).toThrow();
    await expect(s.files.read(id, '../x')).rejects.toThrow();
    expect(s.files.relativeToJob(id, '/etc/passwd')).toBeNull();
  });

  it('reading a file that is not stored rejects', async () => {
    await expect(s.files.read(jobId(), 'work/none.txt')).rejects.toThrow();
  });

  it('removeAll leaves nothing stored for the job', async () => {
    const id = jobId();
    await upload(id, randomBytes(1000));
    const work = await s.files.createWorkDir(id);
    await writeFile(join(work, 'a.bin'), randomBytes(10));
    await s.files.keepOutput(id, join('work', 'a.bin'), 'application/octet-stream');
    expect((await s.stored(id)).length).toBeGreaterThan(0);
    await s.files.removeAll(id);
    expect(await s.stored(id)).toEqual([]);
    await expect(s.files.read(id, join('work', 'a.bin'))).rejects.toThrow();
  });

  it('removeInput and removeAll by the names a record gives leave nothing stored for the job', async () => {
    const id = jobId();
    const input = await upload(id, randomBytes(1000));
    const work = await s.files.createWorkDir(id);
    await writeFile(join(work, 'b.bin'), randomBytes(10));
    await s.files.keepOutput(id, join('work', 'b.bin'), 'application/octet-stream');
    await s.files.removeInput(id, [input]);
    // The input is gone; the output is still served.
    expect((await s.stored(id)).filter((f) => f.endsWith(input))).toEqual([]);
    expect((await drain(await s.files.read(id, join('work', 'b.bin')))).length).toBe(10);
    await s.files.removeAll(id, [join('work', 'b.bin')]);
    expect(await s.stored(id)).toEqual([]);
    await expect(s.files.read(id, join('work', 'b.bin'))).rejects.toThrow();
  });

  it('a run again (after an interruption) starts from an empty work folder; a job with no folder yet gets one', async () => {
    const id = jobId();
    await upload(id, randomBytes(100));
    const first = await s.files.createWorkDir(id);
    await writeFile(join(first, 'half-done.bin'), randomBytes(10));
    const again = await s.files.createWorkDir(id);
    expect(again).toBe(first);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(again)).toEqual([]);
    const bare = jobId();
    expect(await readdir(await s.files.createWorkDir(bare))).toEqual([]);
    await s.files.removeAll(id);
    await s.files.removeAll(bare);
  });

  it('removeWork drops outputs but keeps the input', async () => {
    const id = jobId();
    const bytes = randomBytes(500);
    await upload(id, bytes);
    const work = await s.files.createWorkDir(id);
    await writeFile(join(work, 'a.bin'), randomBytes(10));
    await s.files.keepOutput(id, join('work', 'a.bin'), 'application/octet-stream');
    await s.files.removeWork(id);
    await expect(s.files.read(id, join('work', 'a.bin'))).rejects.toThrow();
    expect((await drain(await s.files.read(id, 'input.png'))).equals(bytes)).toBe(true);
  });

  it(label === 'local disk' ? 'serves no links (the process sends the file)' : 'links to the file with the download headers', async () => {
    const id = jobId();
    await upload(id, Buffer.from('x'));
    const work = await s.files.createWorkDir(id);
    const bytes = randomBytes(2048);
    await writeFile(join(work, 'out.webp'), bytes);
    const rel = join('work', 'out.webp');
    await s.files.keepOutput(id, rel, 'image/webp');
    const url = await s.files.link(id, rel, { name: 'Café photo.webp', mime: 'image/webp', inline: false });
    if (label === 'local disk') {
      expect(url).toBeNull();
      return;
    }
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Caf_ photo.webp"; filename*=UTF-8''Caf%C3%A9%20photo.webp`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const preview = await s.files.link(id, rel, { name: 'a.webp', mime: 'image/webp', inline: true });
    const ranged = await fetch(preview!, { headers: { Range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
  });

  it('discardTemp deletes only inside the temp folder', async () => {
    const temp = join(s.files.tmpDir, 'gone.bin');
    await writeFile(temp, 'x');
    await s.files.discardTemp(temp);
    expect(existsSync(temp)).toBe(false);
    const outside = join(tmpdir(), `gt-keep-${randomBytes(4).toString('hex')}`);
    await writeFile(outside, 'x');
    await s.files.discardTemp(outside);
    expect(existsSync(outside)).toBe(true);
    await rm(outside);
  });
});

describe('S3 in the one-process deployment', () => {
  async function subject(keepInputCopy: boolean) {
    const dir = await mkdtemp(join(tmpdir(), 'gt-files-keep-'));
    const client = testClient();
    const bucket = `keep-${randomBytes(4).toString('hex')}`;
    const { CreateBucketCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const files = new S3JobFiles({ client, bucket, prefix: 'jobs/', dataDir: dir, keepInputCopy });
    await files.init();
    const forget = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    const keys = async (id: string) =>
      ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `jobs/${id}/` }))).Contents ?? []).map((o) => o.Key);
    const close = async () => {
      client.destroy();
      await rm(dir, { recursive: true, force: true });
    };
    return { files, forget, keys, close };
  }

  it('runs from the upload it kept instead of fetching the input back, and drops the copy with the input', async () => {
    const s = await subject(true);
    try {
      const bytes = randomBytes(300_000);
      const temp = join(s.files.tmpDir, 'up-keep');
      await writeFile(temp, bytes);
      const id = jobId();
      const name = await s.files.adoptInput(id, temp, 'png');
      expect(existsSync(temp)).toBe(false);
      expect(await s.keys(id)).toEqual([`jobs/${id}/${name}`]);
      // The bucket's copy is gone behind its back: the run still reads the input, so it never asked for it.
      await s.forget(`jobs/${id}/${name}`);
      expect(await readFile(await s.files.inputPath(id, name))).toEqual(bytes);
      await s.files.removeInput(id);
      expect(existsSync(s.files.resolve(id, name))).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('without the copy (a fleet), the run fetches the input from the bucket', async () => {
    const s = await subject(false);
    try {
      const temp = join(s.files.tmpDir, 'up-fetch');
      await writeFile(temp, randomBytes(1000));
      const id = jobId();
      const name = await s.files.adoptInput(id, temp, 'png');
      expect(existsSync(s.files.resolve(id, name))).toBe(false);
      await s.forget(`jobs/${id}/${name}`);
      await expect(s.files.inputPath(id, name)).rejects.toThrow();
    } finally {
      await s.close();
    }
  });
});
