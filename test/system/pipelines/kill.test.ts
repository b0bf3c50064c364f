import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { Client } from '../../helpers/app.js';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { killAll, processesMentioning, until } from '../../helpers/processes.js';

/**
 * A pipeline whose process is SIGKILLed during its second step starts again from its first step, once, and
 * completes: in the embedded deployment (one process, restarted on its data folder) and in a fleet (PostgreSQL,
 * Redis, two workers; the other worker takes it over). The real service runs as child processes.
 */
const STEPS = [{ tool: 'video-trim', start: 0, end: 30 }, { tool: 'video-to-gif', fps: 12, width: 320 }];
let fixtures: string;
let video: Buffer;
/** ffmpeg children of a SIGKILLed process outlive it; this test started them, so it ends them. */
const orphans = new Set<number>();

beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'gt-pipe-kill-'));
  const out = join(fixtures, 'clip.mp4');
  execFileSync(ffmpegInstaller.path, [
    '-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=25:d=30',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '40', '-pix_fmt', 'yuv420p', out,
  ]);
  video = await readFile(out);
});
afterAll(async () => {
  killAll(orphans);
  await rm(fixtures, { recursive: true, force: true });
});

async function submit(c: Client): Promise<string> {
  const form = new FormData();
  form.set('steps', JSON.stringify(STEPS));
  form.append('file', new Blob([new Uint8Array(video)]), 'clip.mp4');
  const { status, body } = await c.json('/api/pipelines', { method: 'POST', body: form });
  expect(status).toBe(202);
  return String(body.job_id);
}

/** Waits until step 2 runs its encoder under one of `procs`; answers that process. */
async function inSecondStep(c: Client, id: string, procs: FleetProcess[]): Promise<FleetProcess> {
  return until('the second step encoding', async () => {
    const polled = (await c.json(`/api/jobs/${id}`)).body;
    expect(polled.status).not.toBe('completed');
    if (polled.step !== 2) return null;
    const children = processesMentioning(id).filter((p) => procs.some((w) => w.pid === p.ppid));
    if (children.length === 0) return null;
    children.forEach((p) => orphans.add(p.pid));
    return procs.find((w) => children.some((p) => p.ppid === w.pid)) ?? null;
  }, 90_000);
}

async function decodedGif(c: Client, done: Record<string, unknown>): Promise<{ format?: string; pages?: number; width?: number }> {
  const res = await c.request(done.download_url as string);
  expect(res.status).toBe(200);
  const path = join(fixtures, `${String(done.job_id)}.gif`);
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
  const meta = await sharp(path, { animated: true, limitInputPixels: false }).metadata();
  return { format: meta.format, pages: meta.pages, width: meta.width };
}

describe('embedded: one process', () => {
  let fleet: Fleet;
  afterAll(async () => fleet?.stop());

  it('killed -9 in step 2, restarted on its data folder: runs again from step 1, once, and completes', async () => {
    fleet = await startFleet({ WORKER_CONCURRENCY: '1' });
    const one = await fleet.add('one', 'api,worker,bots');
    const c = new Client(one.url);
    const id = await submit(c);
    await inSecondStep(c, id, [one]);
    await one.stop('SIGKILL');
    killAll(orphans);
    await one.restart();
    const done = await c.waitForJob(id, 120_000);
    expect(done).toMatchObject({ status: 'completed', steps: 2, step: 2, step_tool: 'video-to-gif' });
    const record = JSON.parse(await readFile(join(fleet.dataDir, 'jobs', id, 'job.json'), 'utf8')) as { attempts: number };
    expect(record.attempts).toBe(2);
    const gif = await decodedGif(c, done);
    expect(gif.format).toBe('gif');
    expect(gif.width).toBe(320);
    expect(gif.pages).toBeGreaterThan(100);
  }, 240_000);
});

describe('scaled: a fleet on PostgreSQL and Redis', () => {
  let postgres: Engine;
  let redis: Engine;
  let fleet: Fleet;
  let db: pg.Pool;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    db = createPgPool(postgres.url);
  }, 120_000);
  afterAll(async () => {
    await fleet?.stop();
    await db?.end();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  it('its worker killed -9 in step 2: another worker runs it again from step 1, once, and completes', async () => {
    fleet = await startFleet({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, WORKER_LEASE_MS: '2000', SWEEP_INTERVAL_S: '1', WORKER_CONCURRENCY: '1' });
    const [api, ...workers] = await Promise.all([fleet.add('api', 'api'), fleet.add('worker-1', 'worker'), fleet.add('worker-2', 'worker')]);
    const c = new Client(api.url);
    const id = await submit(c);
    const victim = await inSecondStep(c, id, workers);
    await victim.stop('SIGKILL');
    killAll(orphans);
    const done = await c.waitForJob(id, 180_000);
    expect(done).toMatchObject({ status: 'completed', steps: 2, step: 2, step_tool: 'video-to-gif' });
    const { rows } = await db.query<{ attempts: number }>(`SELECT (record->>'attempts')::int AS attempts FROM jobs WHERE id = $1`, [id]);
    expect(rows[0].attempts).toBe(2);
    const gif = await decodedGif(c, done);
    expect(gif.format).toBe('gif');
    expect(gif.pages).toBeGreaterThan(100);
  }, 300_000);
});
