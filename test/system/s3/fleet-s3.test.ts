import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/app.js';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { twoColourPng } from '../../helpers/images.js';
import { killAll, processesMentioning, until } from '../../helpers/processes.js';
import { multipart } from '../../helpers/raw-http.js';
import { startS3Gateway, type S3Gateway } from '../../helpers/s3.js';

/**
 * A fleet on PostgreSQL, Redis and a real S3 store (Ceph RGW) that shares no folder: two api and two worker
 * processes (the real src/main.ts), each with its own DATA_DIR, JOB_FILES=s3. Every job file a process reads
 * was written by another one through the bucket.
 */

const BUCKET = 'fleet-jobs';

describe('fleet with JOB_FILES=s3: 2 api + 2 worker processes, no shared folder', () => {
  let postgres: Engine;
  let redis: Engine;
  let gateway: S3Gateway;
  let s3: S3Client;
  let fleet: Fleet;
  let a: FleetProcess;
  let b: FleetProcess;
  let w1: FleetProcess;
  let w2: FleetProcess;
  const dirs: Record<string, string> = {};
  let png: Buffer;
  let longVideo: Buffer;
  const orphans = new Set<number>();

  const add = async (name: string, roles: string, extra: Record<string, string> = {}) => {
    dirs[name] = await mkdtemp(join(tmpdir(), `gt-s3-${name}-`));
    return fleet.add(name, roles, { DATA_DIR: dirs[name], ...extra });
  };
  const objects = async (prefix: string) =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);
  const incompleteUploads = async () => (await s3.send(new ListMultipartUploadsCommand({ Bucket: BUCKET }))).Uploads ?? [];

  beforeAll(async () => {
    const fixtures = await mkdtemp(join(tmpdir(), 'gt-s3-fx-'));
    const out = join(fixtures, 'long.mp4');
    execFileSync(ffmpegInstaller.path, [
      '-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=480x270:r=25:d=60',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '40', '-pix_fmt', 'yuv420p', out,
    ]);
    longVideo = await readFile(out);
    await rm(fixtures, { recursive: true, force: true });
    [postgres, redis, gateway, png] = await Promise.all([startPostgres(), startRedis(), startS3Gateway(), twoColourPng()]);
    await gateway.createBucket(BUCKET);
    s3 = gateway.client();
    fleet = await startFleet({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      WORKER_LEASE_MS: '2000',
      ...gateway.env(BUCKET),
    });
    // The workers migrate the database; the api processes find it ready.
    [w1, w2] = await Promise.all([add('worker-1', 'worker'), add('worker-2', 'worker')]);
    [a, b] = await Promise.all([add('api-a', 'api'), add('api-b', 'api')]);
  }, 240_000);

  afterAll(async () => {
    await fleet?.stop();
    killAll(orphans);
    s3?.destroy();
    await Promise.all([postgres?.stop(), redis?.stop(), gateway?.stop()]);
    await Promise.all(Object.values(dirs).map((d) => rm(d, { recursive: true, force: true })));
  }, 60_000);

  it('a job uploaded on A runs on a worker and is polled and downloaded on B, through presigned links', async () => {
    const onA = new Client(a.url);
    const { status, body } = await onA.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'photo.png', type: 'image/png' });
    expect(status).toBe(202);
    const id = String(body.job_id);
    const onB = new Client(b.url, { cookie: `sid=${onA.sid()}` });
    expect((await onB.waitForJob(id)).status).toBe('completed');
    // The output is in the bucket; the input goes once the job completed.
    await until('the input to be removed', async () => (await objects(`jobs/${id}/`)).join() === `jobs/${id}/work/photo.png`, 10_000);

    const download = await onB.request(`/download/${id}`, { redirect: 'manual' });
    expect(download.status).toBe(302);
    const location = download.headers.get('location')!;
    expect(location.startsWith(`${gateway.endpoint}/${BUCKET}/jobs/${id}/work/photo.png?`)).toBe(true);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="photo.png"; filename*=UTF-8''photo.png`);
    const { data, info } = await sharp(Buffer.from(await file.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(64);
    // Grayscale: one channel, or three equal ones.
    if (info.channels >= 3) for (let i = 0; i < data.length; i += info.channels) expect(data[i]).toBe(data[i + 1]);

    const preview = await onB.request(`/preview/${id}.png`, { redirect: 'manual' });
    expect(preview.status).toBe(302);
    const shown = await fetch(preview.headers.get('location')!, { headers: { Range: 'bytes=0-7' } });
    expect(shown.status).toBe(206);
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="photo.png"/);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    // Ownership exactly as on disk: another session gets 404 and no link.
    const stranger = new Client(b.url);
    expect((await stranger.request(`/download/${id}`, { redirect: 'manual' })).status).toBe(404);
    expect((await stranger.request(`/preview/${id}.png`, { redirect: 'manual' })).status).toBe(404);
  });

  it('with S3_PROXY_DOWNLOADS=true an api process streams the object itself, with ranges', async () => {
    const c = await add('api-proxy', 'api', { S3_PROXY_DOWNLOADS: 'true' });
    try {
      const onA = new Client(a.url);
      const { body } = await onA.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'p.png', type: 'image/png' });
      const id = String(body.job_id);
      await onA.waitForJob(id);
      const onC = new Client(c.url, { cookie: `sid=${onA.sid()}` });
      const whole = await onC.request(`/download/${id}`, { redirect: 'manual' });
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-disposition')).toBe(`attachment; filename="p.png"; filename*=UTF-8''p.png`);
      const bytes = Buffer.from(await whole.arrayBuffer());
      expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);
      const part = await onC.request(`/download/${id}`, { headers: { Range: 'bytes=10-29' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 10-29/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 30));
      expect((await new Client(c.url).request(`/download/${id}`)).status).toBe(404);
    } finally {
      await c.stop();
    }
  });

  it('DELETE on B leaves no object of the job in the bucket', async () => {
    const onA = new Client(a.url);
    const { body } = await onA.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'gone.png', type: 'image/png' });
    const id = String(body.job_id);
    await onA.waitForJob(id);
    expect(await objects(`jobs/${id}/work/`)).toEqual([`jobs/${id}/work/gone.png`]);
    const onB = new Client(b.url, { cookie: `sid=${onA.sid()}` });
    expect((await onB.json(`/api/jobs/${id}`, { method: 'DELETE' })).body).toEqual({ ok: true, deleted: true });
    expect(await objects(`jobs/${id}/`)).toEqual([]);
    expect((await onB.request(`/download/${id}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('an upload cut off halfway by its client leaves no object and no incomplete multipart upload', async () => {
    const before = await objects('jobs/');
    const c = new Client(a.url);
    await c.request('/api/jobs/none-such-job');
    const noise = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    const { body, contentType } = multipart([
      { name: 'tool', value: 'image-grayscale' },
      { name: 'file', value: noise, filename: 'cut.png', type: 'image/png' },
    ]);
    const abort = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(body.subarray(0, body.length / 2)));
        // Never closed: the client goes away mid-body.
      },
    });
    const answer = fetch(`${a.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie: `sid=${c.sid()}` },
      body: stream,
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit).catch(() => null);
    const tmp = join(dirs['api-a'], 'scratch', 'tmp');
    await until('the upload to reach the temp folder', async () => (await readdir(tmp)).length > 0, 10_000);
    abort.abort();
    await answer;
    await until('the cut-off upload to be discarded', async () => (await readdir(tmp)).length === 0, 10_000);
    // Nothing new in the bucket (earlier jobs' inputs may have gone meanwhile).
    expect((await objects('jobs/')).filter((k) => !before.includes(k))).toEqual([]);
    expect(await incompleteUploads()).toEqual([]);
  });

  it('an upload whose multipart upload the gateway drops mid-part: 503 at once, and once it is back no object and no incomplete multipart upload', async () => {
    const before = await objects('jobs/');
    // A real PNG with 80 MB after it: 17 parts of 5 MB into the bucket, two at a time, once the body is whole.
    const big = Buffer.concat([png, Buffer.alloc(80 * 1024 * 1024)]);
    const c = new Client(a.url);
    const answer = c.upload('/upload', { tool: 'image-grayscale' }, { data: big, name: 'big.png', type: 'image/png' });
    await until('its multipart upload to start', async () => (await incompleteUploads()).length > 0, 60_000);
    await gateway.halt();
    let refused: Awaited<typeof answer>;
    try {
      refused = await answer;
    } finally {
      await gateway.start();
    }
    expect([refused.status, refused.body.error]).toEqual([503, 'service_unavailable']);
    // The abort could not reach the gateway when the part failed; the api process sends it again once it answers.
    await until('the unfinished upload to be aborted', async () => (await incompleteUploads()).length === 0, 30_000);
    expect((await objects('jobs/')).filter((k) => !before.includes(k))).toEqual([]);
  }, 120_000);

  it('a worker SIGKILLed mid-job: the other worker retries it from the input stored in the bucket', async () => {
    const onA = new Client(a.url);
    const { body } = await onA.upload('/upload', { tool: 'video-to-hevc' }, { data: longVideo, name: 'killed.mp4', type: 'video/mp4' });
    const id = String(body.job_id);
    const runner = async (workers: FleetProcess[]) => {
      const children = await until('ffmpeg to run the job', () => {
        const found = processesMentioning(id).filter((p) => workers.some((w) => w.pid === p.ppid));
        return found.length ? found : null;
      }, 60_000);
      children.forEach((p) => orphans.add(p.pid));
      return workers.find((w) => children.some((p) => p.ppid === w.pid))!;
    };
    const first = await runner([w1, w2]);
    await first.stop('SIGKILL');
    killAll(orphans);
    const second = await runner([w1, w2].filter((w) => w !== first));
    // The second worker has its own DATA_DIR: its copy of the input came from the bucket.
    const secondName = second === w1 ? 'worker-1' : 'worker-2';
    const fetched = join(dirs[secondName], 'scratch', 'jobs', id, 'input.mp4');
    expect(existsSync(fetched)).toBe(true);
    expect((await readFile(fetched)).equals(longVideo)).toBe(true);
    await first.restart();
    const del = await onA.json(`/api/jobs/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    await until('the ffmpeg child to end', () => processesMentioning(id).length === 0, 10_000);
    expect(await objects(`jobs/${id}/`)).toEqual([]);
  }, 180_000);

  it('the gateway stopped: /healthz is 503 naming s3; once it is back, /healthz is 200 and jobs run', async () => {
    await gateway.halt();
    try {
      const down = await fetch(`${a.url}/healthz`);
      expect(down.status).toBe(503);
      expect(((await down.json()) as { engines: Record<string, boolean> }).engines).toMatchObject({ s3: false, postgres: true, redis: true });
    } finally {
      await gateway.start();
    }
    await until('/healthz to answer 200', async () => (await fetch(`${b.url}/healthz`)).status === 200, 30_000);
    const c = new Client(b.url);
    const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'after.png', type: 'image/png' });
    expect(status).toBe(202);
    expect((await c.waitForJob(String(body.job_id))).status).toBe('completed');
  });

  it('a job accepted before the gateway stopped waits for it in its worker and runs once it is back', async () => {
    const c = new Client(a.url);
    // Both workers paused, so the job is still queued, its input in the bucket, when the gateway goes.
    const paused = [w1.pid!, w2.pid!];
    let id: string;
    for (const pid of paused) process.kill(pid, 'SIGSTOP');
    try {
      const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'before.png', type: 'image/png' });
      expect(status).toBe(202);
      id = String(body.job_id);
      expect(await objects(`jobs/${id}/`)).toEqual([`jobs/${id}/input.png`]);
      await gateway.halt();
    } finally {
      for (const pid of paused) process.kill(pid, 'SIGCONT');
    }
    try {
      // A worker takes it while the gateway is down: its input fetch waits instead of failing the job.
      await until('a worker to take the job', async () => (await c.json(`/api/jobs/${id}`)).body.status === 'processing', 30_000);
    } finally {
      await gateway.start();
    }
    const done = await new Client(b.url, { cookie: `sid=${c.sid()}` }).waitForJob(id, 60_000);
    expect(done.status).toBe('completed');
    const download = await fetch((await c.request(`/download/${id}`, { redirect: 'manual' })).headers.get('location')!);
    const { data, info } = await sharp(Buffer.from(await download.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += info.channels) expect(data[i] === data[i + 1] && data[i + 1] === data[i + 2]).toBe(true);
  }, 120_000);
});
