import type { Redis } from 'ioredis';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobEvent } from '../../../src/core/jobs/job-events.ports.js';
import { runAsLeader } from '../../../src/fleet/lease.js';
import { createRateLimit } from '../../../src/limits/rate-limit.js';
import { BullJobQueue } from '../../../src/queue/redis/bull-queue.js';
import { createRedis, redisReady } from '../../../src/queue/redis/connection.js';
import { RedisJobEventBus } from '../../../src/queue/redis/event-bus.js';
import { PgJobStore } from '../../../src/storage/pg/job-store.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { createDatabase, startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { makeJob } from '../../helpers/job-factory.js';
import { toInfo } from '../../../src/core/jobs/job-queries.js';

/** The scaled adapters against real engines; each "process" has its own pool or connections. */
describe('PostgreSQL and Redis adapters', () => {
  let postgres: Engine;
  let redis: Engine;
  const pools: pg.Pool[] = [];
  const conns: Redis[] = [];
  const pool = (url: string) => {
    const p = createPgPool(url, { max: 20 });
    pools.push(p);
    return p;
  };
  const conn = (failFast = false) => {
    const r = createRedis(redis.url, { name: 'test', failFast });
    conns.push(r);
    return r;
  };

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    conns.forEach((c) => c.disconnect());
    await Promise.all([postgres?.stop(), redis?.stop()]);
  });

  describe('PgJobStore', () => {
    let a: PgJobStore;
    let b: PgJobStore;
    const corrupt: string[] = [];
    let raw: pg.Pool;
    beforeAll(async () => {
      const url = await createDatabase(postgres, 'jobs_store');
      raw = pool(url);
      await migrate(raw);
      a = new PgJobStore(pool(url), (id) => corrupt.push(id));
      b = new PgJobStore(pool(url), (id) => corrupt.push(id));
    });

    it('admits exactly up to the per-owner limit when 40 admissions race over two processes', async () => {
      const jobs = Array.from({ length: 40 }, () => makeJob({ owner: 'racer' }));
      const answers = await Promise.all(jobs.map((job, i) => (i % 2 ? a : b).admit(job, { maxActivePerOwner: 5, maxActiveTotal: 1000 })));
      expect(answers.filter((x) => x.admitted)).toHaveLength(5);
      const refused = answers.filter((x) => !x.admitted);
      expect(refused).toHaveLength(35);
      expect(refused.every((x) => !x.admitted && x.scope === 'owner' && x.limit === 5 && x.active === 5)).toBe(true);
      expect(await a.activeCount('racer')).toBe(5);
    });

    it('admits exactly up to the total across owners', async () => {
      const before = (await a.countByStatus()).queued;
      const jobs = Array.from({ length: 30 }, (_, i) => makeJob({ owner: `many-${i}` }));
      const answers = await Promise.all(jobs.map((job, i) => (i % 2 ? a : b).admit(job, { maxActivePerOwner: 5, maxActiveTotal: before + 7 })));
      expect(answers.filter((x) => x.admitted)).toHaveLength(7);
      expect(answers.filter((x) => !x.admitted && x.scope === 'total')).toHaveLength(23);
    });

    it('updates only from the named statuses, so two processes never both start a job', async () => {
      const job = makeJob({ owner: 'cond' });
      await a.admit(job, { maxActivePerOwner: 5, maxActiveTotal: 10_000 });
      const [one, two] = await Promise.all([
        a.update(job.id, ['queued'], { status: 'processing', attempts: 1 }),
        b.update(job.id, ['queued'], { status: 'processing', attempts: 1 }),
      ]);
      expect([one, two].filter(Boolean)).toHaveLength(1);
      const stored = await b.get(job.id);
      expect(stored?.status).toBe('processing');
      expect(stored?.attempts).toBe(1);
      expect(await a.listByStatus(['processing'], 10)).toEqual([expect.objectContaining({ id: job.id })]);
    });

    it('never moves progress back, whatever order the writes land in', async () => {
      const job = makeJob({ owner: 'prog', status: 'processing' });
      await a.admit(job, { maxActivePerOwner: 5, maxActiveTotal: 10_000 });
      const values = Array.from({ length: 60 }, (_, i) => i);
      for (let i = values.length - 1; i > 0; i--) {
        const j = (i * 7919) % (i + 1);
        [values[i], values[j]] = [values[j], values[i]];
      }
      await Promise.all(values.map((p, i) => (i % 2 ? a : b).setProgress(job.id, p, 'encoding')));
      expect((await a.get(job.id))?.progress).toBe(59);
      await a.setProgress(job.id, 10, 'encoding');
      expect((await b.get(job.id))?.progress).toBe(59);
    });

    it('lists by owner newest first without expired jobs, finds expired ones, and deletes once', async () => {
      const now = Date.now();
      const old = makeJob({ owner: 'lister', createdAt: now - 5000, status: 'completed' });
      const fresh = makeJob({ owner: 'lister', createdAt: now, status: 'completed' });
      const gone = makeJob({ owner: 'lister', createdAt: now - 10_000, expiresAt: now - 1, status: 'completed' });
      for (const j of [old, fresh, gone]) await a.admit(j, { maxActivePerOwner: 5, maxActiveTotal: 10_000 });
      expect((await b.listByOwner('lister', now, 10)).map((j) => j.id)).toEqual([fresh.id, old.id]);
      expect((await b.listExpired(now, 10)).map((j) => j.id)).toContain(gone.id);
      const deleted = await Promise.all([a.delete(gone.id), b.delete(gone.id)]);
      expect(deleted.filter(Boolean)).toHaveLength(1);
      expect(await a.get(gone.id)).toBeNull();
    });

    it('answers the owner\'s view as toInfo of the record, frozen, for any process', async () => {
      const output = { file: 'out.png', name: 'small.png', mime: 'image/png', size: 12, settings: { targetBytes: 20, reachedBytes: 12, quality: 80 } };
      const job = makeJob({ owner: 'viewer', status: 'processing' });
      await a.admit(job, { maxActivePerOwner: 5, maxActiveTotal: 10_000 });
      await b.setProgress(job.id, 30, 'encoding');
      const running = await b.view(job.id);
      expect(running).toEqual({ owner: 'viewer', info: toInfo((await a.get(job.id))!) });
      expect(running?.info).toMatchObject({ status: 'processing', progress: 30, stage: 'encoding' });
      await a.update(job.id, ['processing'], { status: 'completed', stage: 'done', progress: 100, completedAt: Date.now(), output });
      const done = await b.view(job.id);
      expect(done).toEqual({ owner: 'viewer', info: toInfo((await b.get(job.id))!) });
      expect(done?.info.result).toMatchObject({ name: 'small.png', ext: 'png', settings: { quality: 80 } });
      expect(Object.isFrozen(done!.info.result!.settings)).toBe(true);
      expect(await a.view('no-such-job-000000')).toBeNull();
    });

    it('reports and skips a record that does not read back as a job', async () => {
      const job = makeJob({ owner: 'broken' });
      await a.admit(job, { maxActivePerOwner: 5, maxActiveTotal: 10_000 });
      await raw.query(`UPDATE jobs SET record = record || '{"progress":"lots"}'::jsonb WHERE id = $1`, [job.id]);
      expect(await a.get(job.id)).toBeNull();
      expect(await a.listByOwner('broken', 0, 10)).toEqual([]);
      expect(corrupt).toContain(job.id);
    });

    it('reads asked for in one turn go out as one statement, each answering its own record with every write before it', async () => {
      const [first, second] = [makeJob({ owner: 'reader' }), makeJob({ owner: 'reader' })];
      for (const j of [first, second]) await a.admit(j, { maxActivePerOwner: 5, maxActiveTotal: 10_000 });
      // Another process's write, committed before the reads are asked for.
      await b.update(second.id, ['queued'], { status: 'processing', stage: 'processing' });
      let statements = 0;
      const counting = Object.assign(Object.create(raw) as pg.Pool, {
        query: ((...args: unknown[]) => (statements++, (raw.query as (...a: unknown[]) => unknown)(...args))) as pg.Pool['query'],
      });
      const store = new PgJobStore(counting);
      const answers = await Promise.all([store.get(first.id), store.get(second.id), store.get(first.id), store.get('no-such-job-0000000')]);
      expect(answers.map((j) => j?.status ?? null)).toEqual(['queued', 'processing', 'queued', null]);
      expect(answers[0]?.id).toBe(first.id);
      expect(answers[0]).not.toBe(answers[2]);
      expect(statements).toBe(1);
      expect((await store.get(second.id))?.stage).toBe('processing');
      expect(statements).toBe(2);
    });
  });

  describe('BullJobQueue', () => {
    it('hands each pushed id to exactly one of two worker processes, and a repeated push of a waiting id is a no-op', async () => {
      const seen: string[] = [];
      const byWorker = [0, 0];
      const queues = [0, 1].map(
        () => new BullJobQueue({ connection: conn(true), workerConnection: () => conn(), concurrency: 2, leaseMs: 5000, prefix: 'q1' }),
      );
      let done: () => void = () => undefined;
      const all = new Promise<void>((r) => (done = r));
      const ids = Array.from({ length: 20 }, (_, i) => `queued-job-${String(i).padStart(8, '0')}`);
      // Both pushed before any worker starts: the second push of each id must not add a second job.
      for (const id of ids) await queues[0].push(id);
      for (const id of ids) await queues[1].push(id);
      expect(await queues[1].counts()).toEqual({ waiting: 20, running: 0 });
      await Promise.all(
        queues.map((q, w) =>
          q.start(async (id, attempt) => {
            expect(attempt.redelivered).toBe(false);
            seen.push(id);
            byWorker[w]++;
            await new Promise((r) => setTimeout(r, 20));
            if (seen.length === ids.length) done();
          }),
        ),
      );
      await all;
      expect([...seen].sort()).toEqual(ids);
      expect(byWorker[0] + byWorker[1]).toBe(20);
      await Promise.all(queues.map((q) => q.close()));
    });

    // Issue 37: one owner's twenty jobs delayed every other owner; the queue now serves by rank, then arrival.
    it('hands out by rank (an owner\'s jobs ahead of it), then in arrival order', async () => {
      const queue = new BullJobQueue({ connection: conn(true), workerConnection: () => conn(), concurrency: 1, leaseMs: 5000, prefix: 'q-fair' });
      for (let i = 0; i < 5; i++) await queue.push(`fair-first-${i}-0000000000`, { rank: i });
      await queue.push('fair-second-0-000000000', { rank: 0 });
      await queue.push('fair-third-0-0000000000', { rank: 0 });
      await queue.push('fair-second-1-000000000', { rank: 1 });
      const seen: string[] = [];
      let done: () => void = () => undefined;
      const all = new Promise<void>((r) => (done = r));
      await queue.start(async (id) => {
        seen.push(id.split('-').slice(1, 3).join('-'));
        if (seen.length === 8) done();
      });
      await all;
      expect(seen).toEqual(['first-0', 'second-0', 'third-0', 'first-1', 'second-1', 'first-2', 'first-3', 'first-4']);
      await queue.close();
    });

    it('runs a light job while the heavy slot is held, keeps each lane to its slots, and finds an id in either lane', async () => {
      const queue = new BullJobQueue({ connection: conn(true), workerConnection: () => conn(), concurrency: 1, lightConcurrency: 1, leaseMs: 5000, prefix: 'q-lanes' });
      const started: string[] = [];
      const gates = new Map<string, () => void>();
      const seen = new Map<string, () => void>();
      const startedOf = (id: string) => (started.includes(id) ? Promise.resolve() : new Promise<void>((r) => seen.set(id, r)));
      await queue.start(async (id) => {
        started.push(id);
        seen.get(id)?.();
        await new Promise<void>((r) => gates.set(id, r));
      });
      await queue.push('lane-heavy-1-000000000', { lane: 'heavy' });
      await startedOf('lane-heavy-1-000000000');
      await queue.push('lane-heavy-2-000000000', { lane: 'heavy' });
      await queue.push('lane-light-1-000000000', { lane: 'light' });
      await startedOf('lane-light-1-000000000');
      await queue.push('lane-light-2-000000000', { lane: 'light' });
      // Each lane's one slot is held: the second of each waits, and a waiting light id is found and removed.
      expect(await queue.counts()).toEqual({ waiting: 2, running: 2 });
      expect(await queue.holds('lane-light-2-000000000')).toBe(true);
      await queue.remove('lane-light-2-000000000');
      expect(await queue.holds('lane-light-2-000000000')).toBe(false);
      // A running light id is held: the re-queue pass adds nothing to its lane, and a hand-back leaves it to its worker.
      await queue.pushMany(['lane-light-1-000000000'], () => 'light');
      expect(await queue.counts()).toEqual({ waiting: 1, running: 2 });
      expect(await queue.handBack(['lane-light-1-000000000'])).toEqual([]);
      gates.get('lane-heavy-1-000000000')!();
      await startedOf('lane-heavy-2-000000000');
      gates.get('lane-light-1-000000000')!();
      gates.get('lane-heavy-2-000000000')!();
      expect(started).toEqual(['lane-heavy-1-000000000', 'lane-light-1-000000000', 'lane-heavy-2-000000000']);
      await queue.close();
    });

    it('redelivers a job whose worker stopped renewing its lock to another worker', async () => {
      const dead = new BullJobQueue({ connection: conn(true), workerConnection: () => conn(), concurrency: 1, leaseMs: 1000, prefix: 'q2' });
      let grabbed: () => void = () => undefined;
      const taken = new Promise<void>((r) => (grabbed = r));
      const deadConn = conn();
      const deadWorker = new BullJobQueue({ connection: conn(true), workerConnection: () => deadConn, concurrency: 1, leaseMs: 1000, prefix: 'q2' });
      await deadWorker.start(async () => {
        grabbed();
        // Like a SIGKILLed process: its connection is gone, the job never finishes here.
        deadConn.disconnect();
        await new Promise(() => undefined);
      });
      await dead.push('stalled-job-00000001');
      await taken;
      const redelivery = new Promise<{ id: string; redelivered: boolean }>((resolve) => {
        void new BullJobQueue({ connection: conn(true), workerConnection: () => conn(), concurrency: 1, leaseMs: 1000, prefix: 'q2' }).start(
          async (id, attempt) => resolve({ id, redelivered: attempt.redelivered }),
        );
      });
      expect(await redelivery).toEqual({ id: 'stalled-job-00000001', redelivered: true });
    });
  });

  it('job events reach listeners in every process once', async () => {
    const a = new RedisJobEventBus(conn(true), conn());
    const b = new RedisJobEventBus(conn(true), conn());
    await Promise.all([a.ready(), b.ready()]);
    const heardA: JobEvent[] = [];
    const heardB: JobEvent[] = [];
    a.subscribe((e) => heardA.push(e));
    b.subscribe((e) => heardB.push(e));
    await a.publish({ type: 'abort', jobId: 'job-from-a-000001' });
    await b.publish({ type: 'abort', jobId: 'job-from-b-000001' });
    await expect.poll(() => heardB.length + heardA.length).toBe(4);
    expect(heardA.map((e) => e.type === 'abort' && e.jobId)).toEqual(['job-from-a-000001', 'job-from-b-000001']);
    expect(heardB.map((e) => e.type === 'abort' && e.jobId).sort()).toEqual(['job-from-a-000001', 'job-from-b-000001']);
  });

  it('a rate limit is one budget across processes, exact under concurrency', async () => {
    const [r1, r2] = [conn(true), conn(true)];
    await Promise.all([redisReady(r1), redisReady(r2)]);
    const storeErrors: unknown[] = [];
    const limits = [r1, r2].map((redis) => createRateLimit({ perMinute: 10, name: 'shared', redis, onStoreError: (e) => storeErrors.push(e) }));
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => limits[i % 2].consume('client-1')));
    expect(answers.filter((x) => x.allowed)).toHaveLength(10);
    const refused = answers.find((x) => !x.allowed);
    expect(refused && !refused.allowed && refused.retryAfterS).toBeGreaterThanOrEqual(1);
    expect((await limits[0].consume('client-2')).allowed).toBe(true);
    expect(storeErrors).toEqual([]);
  });

  it('exactly one process leads, and another takes over when the leader stops', async () => {
    const leading = new Set<number>();
    const makeLeader = (n: number) =>
      runAsLeader({
        redis: conn(true),
        name: 'test-role',
        ttlMs: 600,
        lead: async () => {
          leading.add(n);
          return async () => void leading.delete(n);
        },
      });
    const leaders = [makeLeader(1), makeLeader(2), makeLeader(3)];
    await expect.poll(() => leading.size).toBe(1);
    const first = [...leading][0];
    await leaders[first - 1].stop();
    await expect.poll(() => leading.size, { timeout: 5000 }).toBe(1);
    expect([...leading][0]).not.toBe(first);
    expect(leaders.filter((l) => l.isLeader())).toHaveLength(1);
    await Promise.all(leaders.map((l) => l.stop()));
  });
});
