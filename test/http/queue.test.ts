import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../src/core/clock.ports.js';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { gated } from '../helpers/gate.js';
import { twoColourPng } from '../helpers/images.js';

const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
const others = ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale');
const apps: TestApp[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.destroy()));
});

async function start(env: Record<string, string>, tools = ALL_TOOLS, dataDir?: string, clock?: Clock) {
  const app = await startTestApp(env, { tools, clock }, dataDir);
  apps.push(app);
  return app;
}

async function isGrey(bytes: Buffer): Promise<boolean> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += info.channels) {
    if (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2]) return false;
  }
  return true;
}

describe('queue limits', () => {
  it('refuses with 429 limit_reached past the per-session active job limit', async () => {
    const gate = gated(grayscale);
    const app = await start({ MAX_ACTIVE_JOBS_PER_SESSION: '2', WORKER_CONCURRENCY: '1' }, [gate.tool, ...others]);
    const png = await twoColourPng();
    const c = new Client(app.url);
    for (let i = 0; i < 2; i++) {
      expect((await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' })).status).toBe(202);
    }
    const refused = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('limit_reached');
    expect(String(refused.body.message)).toMatch(/limit is 2/);
    // Another session is not affected by this one's limit.
    const other = new Client(app.url);
    expect((await other.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' })).status).toBe(202);
    gate.release();
  });

  it('refuses with 429 limit_reached when the queue is full', async () => {
    const gate = gated(grayscale);
    const app = await start({ MAX_QUEUE: '2', QUEUE_SHARE_WITHOUT_KEY_PCT: '100', WORKER_CONCURRENCY: '1' }, [gate.tool, ...others]);
    const png = await twoColourPng();
    for (let i = 0; i < 2; i++) {
      expect((await new Client(app.url).upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' })).status).toBe(202);
    }
    const refused = await new Client(app.url).upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(refused.status).toBe(429);
    expect(String(refused.body.message)).toMatch(/queue is full/);
    gate.release();
  });

  it('answers 429 rate_limited with Retry-After past RATE_LIMIT_PER_MIN', async () => {
    const app = await start({ RATE_LIMIT_PER_MIN: '5' });
    const c = new Client(app.url);
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 7; i++) {
      last = await c.request('/api/jobs/AAAAAAAAAAAAAAAAAAAAAA');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses[5]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await last!.json()).toMatchObject({ ok: false, error: 'rate_limited' });
  });
});

describe('100 concurrent enqueues', () => {
  it('answers every request and completes every job', async () => {
    const app = await start({ MAX_ACTIVE_JOBS_PER_SESSION: '1000', MAX_ACTIVE_JOBS_PER_ADDRESS: '1000', WORKER_CONCURRENCY: '2' });
    const png = await twoColourPng(16, 16);
    const clients = Array.from({ length: 10 }, () => new Client(app.url));
    // One request first so each client holds its session cookie.
    await Promise.all(clients.map((c) => c.request('/api/jobs/AAAAAAAAAAAAAAAAAAAAAA')));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => clients[i % 10].upload('/upload', { tool: 'image-grayscale' }, { data: png, name: `n${i}.png` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(202));
    const ids = new Set(results.map((r) => r.body.job_id as string));
    expect(ids.size).toBe(100);
    const done = await Promise.all(results.map((r, i) => clients[i % 10].waitForJob(r.body.job_id as string, 60_000)));
    expect(done.every((d) => d.status === 'completed')).toBe(true);
  });
});

describe('cancellation', () => {
  it('cancels a queued job: status cancelled, files removed', async () => {
    const gate = gated(grayscale);
    const app = await start({ WORKER_CONCURRENCY: '1' }, [gate.tool, ...others]);
    const png = await twoColourPng();
    const c = new Client(app.url);
    const first = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    const second = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'b.png' });
    const id = second.body.job_id as string;
    expect((await c.json(`/api/jobs/${id}`)).body.status).toBe('queued');
    expect(existsSync(join(app.dataDir, 'jobs', id, 'input.png'))).toBe(true);
    const del = await c.json(`/api/jobs/${id}`, { method: 'DELETE' });
    expect(del.body).toEqual({ ok: true, deleted: true });
    const polled = await c.json(`/api/jobs/${id}`);
    expect(polled.body.status).toBe('cancelled');
    expect(existsSync(join(app.dataDir, 'jobs', id, 'input.png'))).toBe(false);
    const stored = JSON.parse(await readFile(join(app.dataDir, 'jobs', id, 'job.json'), 'utf8')) as { completedAt: number };
    expect(stored.completedAt).toBeGreaterThan(0);
    gate.release();
    expect((await c.waitForJob(first.body.job_id as string)).status).toBe('completed');
    // The cancelled job never ran.
    expect(gate.started()).toBe(1);
    // Deleting a cancelled job removes the record.
    await c.json(`/api/jobs/${id}`, { method: 'DELETE' });
    expect((await c.json(`/api/jobs/${id}`)).status).toBe(404);
  });

  it('aborts a running job on delete and removes its folder', async () => {
    const gate = gated(grayscale);
    const app = await start({ WORKER_CONCURRENCY: '1' }, [gate.tool, ...others]);
    const c = new Client(app.url);
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const id = body.job_id as string;
    await vi.waitUntil(async () => (await c.json(`/api/jobs/${id}`)).body.stage === 'waiting', { timeout: 5000, interval: 20 });
    expect((await c.json(`/api/jobs/${id}`)).body).toMatchObject({ status: 'processing', stage: 'waiting', progress: 5 });
    expect((await c.json(`/api/jobs/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await c.json(`/api/jobs/${id}`)).status).toBe(404);
    // The folder goes with the aborted run.
    await vi.waitUntil(() => !existsSync(join(app.dataDir, 'jobs', id)), { timeout: 5000, interval: 10 });
    // The worker slot is free again.
    gate.release();
    const next = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'b.png' });
    expect((await c.waitForJob(next.body.job_id as string)).status).toBe('completed');
  });

  // Issue 13 gave a timeout its own kind (its raw text says "exceeds"); issue 37 words that kind "too large": the
  // job asked more work than the tool takes, and "check the format" sent callers to fix files that were fine.
  it('fails a job that runs past JOB_TIMEOUT_S as a timeout, worded "too large for this tool"', async () => {
    const gate = gated(grayscale);
    const app = await start({ JOB_TIMEOUT_S: '1', WORKER_CONCURRENCY: '1' }, [gate.tool, ...others]);
    const c = new Client(app.url);
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const done = await c.waitForJob(body.job_id as string, 10_000);
    expect(done.status).toBe('failed');
    expect(done.message).toBe('The file is too large for this tool.');
    gate.release();
  });
});

describe('restart', () => {
  it('loses no accepted job when the process stops mid-queue', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gt-restart-'));
    const gate = gated(grayscale);
    const first = await startTestApp({ WORKER_CONCURRENCY: '1', MAX_ACTIVE_JOBS_PER_SESSION: '10' }, { tools: [gate.tool, ...others] }, dataDir);
    const png = await twoColourPng();
    const c = new Client(first.url);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: `p${i}.png` });
      ids.push(body.job_id as string);
    }
    await vi.waitUntil(async () => (await c.json(`/api/jobs/${ids[0]}`)).body.stage === 'waiting', { timeout: 5000, interval: 20 });
    await first.close(); // one job processing, three queued

    const second = await start({ WORKER_CONCURRENCY: '1', MAX_ACTIVE_JOBS_PER_SESSION: '10' }, ALL_TOOLS, dataDir);
    const again = new Client(second.url, { cookie: `sid=${c.sid()}` });
    for (const id of ids) {
      const done = await again.waitForJob(id);
      expect(done.status).toBe('completed');
      const bytes = Buffer.from(await (await again.request(done.download_url as string)).arrayBuffer());
      expect(await isGrey(bytes)).toBe(true);
    }
    gate.release();
  });

  it('fails a job interrupted a second time with an "interrupted" raw error', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gt-restart-'));
    const seed = await startTestApp({}, {}, dataDir);
    const c = new Client(seed.url);
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const id = body.job_id as string;
    await c.waitForJob(id);
    await seed.close();
    const path = join(dataDir, 'jobs', id, 'job.json');
    const record = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    await writeFile(path, JSON.stringify({ ...record, status: 'processing', attempts: 2, output: null }));
    const app = await start({}, ALL_TOOLS, dataDir);
    const again = new Client(app.url, { cookie: `sid=${c.sid()}` });
    const polled = await again.json(`/api/jobs/${id}`);
    expect(polled.body.status).toBe('failed');
    const stored = JSON.parse(await readFile(path, 'utf8')) as { error: string };
    expect(stored.error).toContain('interrupted');
  });
});

describe('expiry', () => {
  it('removes expired jobs and their files', async () => {
    let now = Date.now();
    const clock: Clock = { now: () => now };
    const app = await start({ JOB_TTL_S: '60' }, ALL_TOOLS, undefined, clock);
    const c = new Client(app.url);
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const id = body.job_id as string;
    const done = await c.waitForJob(id);
    expect(done.expires_at).toBe(new Date(Date.parse(`${String(done.created_at).replace(' ', 'T')}Z`) + 60_000).toISOString().slice(0, 19).replace('T', ' '));
    now += 61_000;
    // Expired jobs are hidden at once, even before the sweeper runs.
    expect((await c.json(`/api/jobs/${id}`)).status).toBe(404);
    expect(existsSync(join(app.dataDir, 'jobs', id))).toBe(true);
    expect(await app.services.jobs.sweep()).toBe(1);
    expect(existsSync(join(app.dataDir, 'jobs', id))).toBe(false);
  });
});
