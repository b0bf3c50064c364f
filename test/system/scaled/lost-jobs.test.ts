import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullJobQueue } from '../../../src/queue/redis/bull-queue.js';
import { createRedis } from '../../../src/queue/redis/connection.js';
import { PgJobStore } from '../../../src/storage/pg/job-store.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { Client } from '../../helpers/app.js';
import { createDatabase, startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { makeJob } from '../../helpers/job-factory.js';
import { killAll, processesMentioning, until } from '../../helpers/processes.js';

/**
 * Running jobs when Redis restarts without its data: one api and two worker processes (the real src/main.ts)
 * over real PostgreSQL and Redis. BullMQ forgets every job then, so its stalled check can no longer find the job
 * of a worker that died meanwhile; the fleet sweep must. A job whose worker lives on must be left to it.
 */

const LEASE_MS = 2000;
const SWEEP_S = 1;

describe('a running job that Redis lost', () => {
  let postgres: Engine;
  let redis: Engine;
  let fleet: Fleet;
  let api: FleetProcess;
  let workers: FleetProcess[];
  let db: pg.Pool;
  let fixtures: string;
  let video: Buffer;
  /** A short encode for the job that must finish: its running time is held by the test, not by the CPU. */
  let shortVideo: Buffer;
  /** ffmpeg children of SIGKILLed workers outlive them; this test started them, so it ends them. */
  const orphans = new Set<number>();

  beforeAll(async () => {
    fixtures = await mkdtemp(join(tmpdir(), 'gt-lost-fx-'));
    const out = join(fixtures, 'long.mp4');
    execFileSync(ffmpegInstaller.path, [
      '-nostdin', '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=s=480x270:r=25:d=60',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '40', '-pix_fmt', 'yuv420p', out,
    ]);
    video = await readFile(out);
    const short = join(fixtures, 'short.mp4');
    execFileSync(ffmpegInstaller.path, [
      '-nostdin', '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=s=480x270:r=25:d=8',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '40', '-pix_fmt', 'yuv420p', short,
    ]);
    shortVideo = await readFile(short);
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    db = createPgPool(postgres.url);
    fleet = await startFleet({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      WORKER_LEASE_MS: String(LEASE_MS),
      SWEEP_INTERVAL_S: String(SWEEP_S),
    });
    [api, ...workers] = await Promise.all([fleet.add('api', 'api'), fleet.add('worker-1', 'worker'), fleet.add('worker-2', 'worker')]);
  }, 180_000);

  afterAll(async () => {
    await fleet?.stop();
    killAll(orphans);
    await db?.end();
    await Promise.all([postgres?.stop(), redis?.stop()]);
    if (fixtures) await rm(fixtures, { recursive: true, force: true });
  }, 60_000);

  /** The worker whose ffmpeg child runs the job now (waits until one does). */
  const runner = async (id: string): Promise<FleetProcess> => {
    const children = await until('a worker to run the job', () => {
      const found = processesMentioning(id).filter((p) => workers.some((w) => w.pid === p.ppid));
      return found.length ? found : null;
    }, 60_000);
    children.forEach((c) => orphans.add(c.pid));
    return workers.find((w) => children.some((c) => c.ppid === w.pid))!;
  };
  /** Redis restarts with nothing (no persistence): every BullMQ job, lock and stalled-check entry is gone. */
  const restartRedisEmpty = async (meanwhile: () => Promise<void> = async () => undefined) => {
    await redis.halt();
    await meanwhile();
    await redis.start();
  };
  const record = async (id: string) => {
    const { rows } = await db.query<{ status: string; attempts: number; error: string | null }>(
      `SELECT status, (record->>'attempts')::int AS attempts, record->>'error' AS error FROM jobs WHERE id = $1`,
      [id],
    );
    return rows[0];
  };
  const upload = async (c: Client, name: string, data = video) => {
    const res = await c.upload('/upload', { tool: 'video-to-hevc' }, { data, name });
    expect(res.status).toBe(202);
    return String(res.body.job_id);
  };

  it('a job whose worker lives on is left to it across the restart: one run, completed', async () => {
    const c = new Client(api.url);
    const id = await upload(c, 'live.mp4', shortVideo);
    const worker = await runner(id);
    // The encoder is held still (SIGSTOP) while Redis restarts: the job runs on exactly as long as the test
    // needs, whatever the machine's speed, and its worker keeps its heartbeat meanwhile.
    // The encoder itself, not the ffprobe that may run before it: a stopped probe would let the encode run on
    // and finish before Redis is back, and the job could not be watched across the restart.
    const encoders = await until('the encoder to start', () => {
      const found = processesMentioning(id).filter((p) => p.ppid === worker.pid && /ffmpeg/.test(p.args) && !/ffprobe/.test(p.args));
      return found.length ? found : null;
    }, 60_000);
    encoders.forEach((p) => process.kill(p.pid, 'SIGSTOP'));
    await restartRedisEmpty();
    const { rows } = await db.query<{ back: Date }>('SELECT now() AS back');
    const parents = new Set<number>();
    // Running on, by the heartbeat, past a whole lease and two sweeps after Redis came back (database time).
    await until('a lease and two sweeps past with the job still running', async () => {
      for (const p of processesMentioning(id)) parents.add(p.ppid);
      const { rows: beat } = await db.query<{ past: boolean }>(
        `SELECT alive_at > $1::timestamptz + make_interval(secs => $2::double precision / 1000) AS past FROM jobs WHERE id = $3`,
        [rows[0].back, LEASE_MS + 2 * SWEEP_S * 1000, id],
      );
      return beat[0]?.past === true;
    }, 60_000);
    expect((await record(id)).status).toBe('processing');
    encoders.forEach((p) => process.kill(p.pid, 'SIGCONT'));
    const final = await until('the job to end', async () => {
      for (const p of processesMentioning(id)) parents.add(p.ppid);
      const poll = await c.json(`/api/jobs/${id}`);
      return poll.body.status === 'completed' || poll.body.status === 'failed' ? poll.body : null;
    }, 120_000);
    expect(final.status).toBe('completed');
    expect([...parents].filter((pid) => workers.some((w) => w.pid === pid))).toEqual([worker.pid]);
    expect((await record(id)).attempts).toBe(1);
    expect((await c.request(String(final.download_url))).status).toBe(200);
  }, 180_000);

  it('its worker SIGKILLed while Redis restarts: another worker retries it once, and a second loss fails it as interrupted', async () => {
    const c = new Client(api.url);
    const id = await upload(c, 'lost.mp4');
    const first = await runner(id);
    await restartRedisEmpty(async () => {
      await first.stop('SIGKILL');
      killAll(orphans);
    });
    expect((await record(id)).status).toBe('processing');
    // Handed back by the sweep once the worker's heartbeat is a lease old: the other worker runs it again.
    const second = await runner(id);
    expect(second).not.toBe(first);
    expect(await record(id)).toMatchObject({ status: 'processing', attempts: 2 });
    await first.restart();
    await restartRedisEmpty(async () => {
      await second.stop('SIGKILL');
      killAll(orphans);
    });
    const final = await until('the job to end', async () => {
      const poll = await c.json(`/api/jobs/${id}`);
      return poll.body.status === 'processing' || poll.body.status === 'queued' ? null : poll.body;
    }, 60_000);
    expect(final.status).toBe('failed');
    expect(final.message).toBe('The file could not be processed. Check the format and retry.');
    expect((await record(id)).error).toBe('job interrupted twice (its worker stopped)');
    await second.restart();
  }, 180_000);
});

describe('the parts: a heartbeat in PostgreSQL, a hand-back in BullMQ', () => {
  let postgres: Engine;
  let redis: Engine;
  let pool: pg.Pool;
  const conns: Redis[] = [];
  const conn = (failFast = false) => {
    const r = createRedis(redis.url, { name: 'test', failFast });
    conns.push(r);
    return r;
  };

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    pool = createPgPool(await createDatabase(postgres, 'heartbeat'));
    await migrate(pool);
  }, 60_000);
  afterAll(async () => {
    conns.forEach((c) => c.disconnect());
    await pool?.end();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  });

  it('a processing job is silent once its worker has not touched it for the given time, or never did', async () => {
    const store = new PgJobStore(pool);
    const [touched, never, queued] = [makeJob(), makeJob(), makeJob()];
    for (const job of [touched, never, queued]) await store.admit(job, { maxActivePerOwner: 10, maxActiveTotal: 10 });
    for (const job of [touched, never]) await store.update(job.id, ['queued'], { status: 'processing' });
    await store.touch([touched.id]);
    const silent = async (ms: number) => (await store.listSilent(ms, 100)).map((j) => j.id);
    expect(await silent(60_000)).toEqual([never.id]);
    // Time moves on in the database instead of the test waiting: the heartbeat is now 400 ms old.
    await pool.query(`UPDATE jobs SET alive_at = alive_at - interval '400 milliseconds' WHERE id = $1`, [touched.id]);
    expect(await silent(300)).toEqual([touched.id, never.id]);
    await store.touch([touched.id, never.id]);
    expect(await silent(300)).toEqual([]);
  });

  it('hands back only ids BullMQ no longer holds, and the worker takes those as redelivered', async () => {
    const alive: string[][] = [];
    const queue = new BullJobQueue({
      connection: conn(true),
      workerConnection: () => conn(),
      concurrency: 1,
      leaseMs: 2000,
      prefix: 'handback',
      alive: async (ids) => void alive.push(ids),
    });
    await queue.push('job-still-waiting-0001');
    expect(await queue.handBack(['job-still-waiting-0001', 'job-redis-forgot-0001'])).toEqual(['job-redis-forgot-0001']);
    const taken: Array<[string, boolean]> = [];
    await queue.start(async (id, attempt) => void taken.push([id, attempt.redelivered]));
    await until('both ids to be taken', () => taken.length === 2);
    expect(taken).toEqual([
      ['job-still-waiting-0001', false],
      ['job-redis-forgot-0001', true],
    ]);
    // The worker said it runs each id before running it.
    expect(alive.slice(0, 2)).toEqual([['job-still-waiting-0001'], ['job-redis-forgot-0001']]);
    await queue.close();
  });

  it('an id BullMQ gave up on (its worker threw at every hand-out) can be pushed again by the re-queue', async () => {
    const said: string[] = [];
    const queue = new BullJobQueue({
      connection: conn(true),
      workerConnection: () => conn(),
      concurrency: 1,
      leaseMs: 2000,
      prefix: 'gave-up',
      retry: { attempts: 2, delayMs: 50 },
      log: (_level, msg) => void said.push(msg),
    });
    const taken: Array<[string, boolean]> = [];
    // PostgreSQL away: each hand-out fails, until the test says it is back.
    let storeBack = false;
    await queue.start(async (id, attempt) => {
      taken.push([id, attempt.redelivered]);
      if (!storeBack) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    });
    await queue.push('job-engine-away-0001');
    await until('BullMQ to give up after its two hand-outs', async () => taken.length === 2 && !(await queue.holds('job-engine-away-0001')));
    // The operator reads the retry, then the end of BullMQ's tries.
    await until('both failures to be logged', () => said.length === 2);
    expect(said).toEqual(['job handed out again after an engine error', 'queue gave up on a job; the sweep brings it back from its record']);
    storeBack = true;
    await queue.pushMany(['job-engine-away-0001']);
    await until('the id to be taken once more', () => taken.length === 3);
    expect(taken).toEqual([
      ['job-engine-away-0001', false],
      ['job-engine-away-0001', true],
      ['job-engine-away-0001', false],
    ]);
    await queue.close();
  });
});
