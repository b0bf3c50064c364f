import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import pg from 'pg';
import { startPostgres, startRedis } from '../test/helpers/engines.js';
import { startFleet, type FleetProcess } from '../test/helpers/fleet.js';
import { percentile } from './_util.js';
import { beforeFigure } from './_load.js';
import { serviceArgs } from './_code.js';
import { PRODUCTION_NODE_FLAGS } from './_service.js';
import { record } from './_summary.js';

/**
 * The scaled deployment (real PostgreSQL and Redis, real service processes with ROLES, running the code `npm start`
 * runs: bench/_code.ts):
 * - CPU-bound image jobs per second with 2 worker processes ÷ with 1. Each worker runs one job at a time
 *   (WORKER_CONCURRENCY=1) and libvips one thread (VIPS_CONCURRENCY=1), so the figure is what a second
 *   process adds, not what threads inside one process add;
 * - poll p99 on an api process while both workers are saturated;
 * - enqueue p99 with 100k jobs stored in PostgreSQL ÷ with none.
 */
const KEY = 'bench-fleet-key-0000000000000000';
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const JOBS = 32;
/** Gaussian sigma: about 0.3 s of one core per job, so the queue's own cost per job stays a small share. */
const BLUR = 30;

async function main(): Promise<void> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const fleet = await startFleet({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    API_KEYS: KEY,
    MAX_ACTIVE_JOBS_PER_SESSION: '100000',
    MAX_QUEUE: '100000',
    WORKER_CONCURRENCY: '1',
    VIPS_CONCURRENCY: '1',
  }, { nodeArgs: [...PRODUCTION_NODE_FLAGS, ...serviceArgs()] });
  const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  try {
    // A smooth 2400×1800 photo-sized picture: small to upload (the api's share stays small), as costly to blur.
    const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d3557"/><stop offset="0.5" stop-color="#f1faee"/><stop offset="1" stop-color="#e63946"/></linearGradient></defs>
      <rect width="2400" height="1800" fill="url(#g)"/><circle cx="1200" cy="900" r="500" fill="#457b9d"/></svg>`;
    const image = await sharp(Buffer.from(gradient)).jpeg({ quality: 90 }).toBuffer();
    console.log(`input: 2400×1800 JPEG, ${(image.length / 1024).toFixed(0)} KB, blurred with sigma ${BLUR}`);
    const api = await fleet.add('api', 'api');
    const headers = { 'x-api-key': KEY };

    const enqueue = async (tool: string, fields: Record<string, string>, file?: Buffer) => {
      const started = performance.now();
      let res: Response;
      if (file) {
        const form = new FormData();
        form.set('tool', tool);
        for (const [k, v] of Object.entries(fields)) form.set(k, v);
        form.set('file', new Blob([new Uint8Array(file)]), 'photo.jpg');
        res = await fetch(`${api.url}/upload`, { method: 'POST', headers, body: form });
      } else {
        res = await fetch(`${api.url}/api/jobs`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ tool, ...fields }),
        });
      }
      const body = (await res.json()) as { job_id?: string };
      if (res.status !== 202 || !body.job_id) throw new Error(`enqueue answered ${res.status}`);
      return { id: body.job_id, ms: performance.now() - started };
    };
    const status = async (id: string) => {
      const started = performance.now();
      const body = (await (await fetch(`${api.url}/api/jobs/${id}`, { headers })).json()) as { status: string };
      return { status: body.status, ms: performance.now() - started };
    };

    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    /**
     * Enqueues JOBS blur jobs at once and waits for them, polling each open job every 250 ms as a page would.
     * Answers the workers' rate: JOBS ÷ (last completion − first start), read from the job records, so the
     * uploads (the api's work, the same with one worker or two) do not dilute what a second worker adds.
     * With `probe`, one more client (bench/_poll-probe.ts, a process of its own, so the bench's own event loop is
     * not in its figures) polls the last job 2 ms after each answer (the old probe: 25 ms), and the latencies of the polls it sent
     * while both workers were busy (from the second job's start to the second-last completion, by the records)
     * are added to `probe`.
     */
    const throughput = async (probe?: number[]) => {
      const prober = probe
        ? spawn(process.execPath, ['--import', 'tsx', 'bench/_poll-probe.ts', api.url, KEY], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] })
        : null;
      let probeOut = '';
      prober?.stdout?.on('data', (d: Buffer) => (probeOut += d.toString()));
      const probeEnded = prober ? new Promise<void>((resolve) => prober.once('exit', () => resolve())) : Promise.resolve();
      const ids = (await Promise.all(Array.from({ length: JOBS }, () => enqueue('image-blur', { level: String(BLUR) }, image)))).map((j) => j.id);
      prober?.stdin?.write(`${ids[ids.length - 1]}\n`);
      const open = new Set(ids);
      while (open.size > 0) {
        await Promise.all(
          [...open].map(async (id) => {
            const s = await status(id);
            if (s.status === 'failed') throw new Error(`job ${id} failed`);
            if (s.status !== 'queued' && s.status !== 'processing') open.delete(id);
          }),
        );
        await pause(250);
      }
      prober?.stdin?.end();
      await probeEnded;
      const { rows } = await db.query<{ started: string; completed: string }>(
        `SELECT record->>'startedAt' AS started, record->>'completedAt' AS completed FROM jobs WHERE id = ANY($1::text[])`,
        [ids],
      );
      const starts = rows.map((r) => Number(r.started)).sort((a, b) => a - b);
      const ends = rows.map((r) => Number(r.completed)).sort((a, b) => a - b);
      if (probe) {
        const [from, to] = [starts[1], ends[ends.length - 2]];
        const samples = JSON.parse(probeOut) as Array<[number, number]>;
        for (const [sentAt, ms] of samples) if (sentAt >= from && sentAt <= to) probe.push(ms);
      }
      return JOBS / ((ends[ends.length - 1] - starts[0]) / 1000);
    };

    // Pinned: each worker process (every thread of it) on a core of its own, one worker per core as deployed, so
    // the figure is what a second process adds. Unpinned, one worker already spreads its libvips and libuv threads
    // over about 1.2 cores of the two, and the ratio shows that as much as the queue's scaling.
    const pin = (w: FleetProcess, core: number) => execFileSync('taskset', ['-a', '-cp', String(core), String(w.pid)], { stdio: 'ignore' });
    // One sample for both figures below: they come from the same runs (the polls are taken during the second).
    const fleetLoad = await beforeFigure('fleet: image jobs/s, 2 worker processes ÷ 1; poll p99 while workers are saturated');
    const workers: FleetProcess[] = [await fleet.add('worker-1', 'worker')];
    await throughput(); // warm-up: JIT, sharp and the connections
    const oneFree = await throughput();
    pin(workers[0], 0);
    const one = await throughput();
    workers.push(await fleet.add('worker-2', 'worker'));
    await throughput(); // warm-up of the second worker
    const polls: number[] = [];
    const twoFree = await throughput(polls);
    pin(workers[1], 1);
    const two = await throughput(polls);
    console.log(`image-blur jobs/s, unpinned: 1 worker process ${oneFree.toFixed(2)}, 2 worker processes ${twoFree.toFixed(2)} (ratio ${(twoFree / oneFree).toFixed(2)})`);
    console.log(`image-blur jobs/s, one core per worker: 1 worker process ${one.toFixed(2)}, 2 worker processes ${two.toFixed(2)}`);
    record('fleet: image jobs/s, 2 worker processes ÷ 1', two / one, '≥ 1.7', fleetLoad);
    const pollP99 = percentile(polls, 99);
    const [p50, p90, max] = [percentile(polls, 50), percentile(polls, 90), Math.max(...polls)];
    console.log(
      `poll on the api process while both workers are busy: p50 ${p50.toFixed(1)}, p90 ${p90.toFixed(1)}, p99 ${pollP99.toFixed(1)}, max ${max.toFixed(1)} ms (${polls.length} polls, ${(polls.length / 100).toFixed(0)} above the p99)`,
    );
    record('fleet: poll p99 while workers are saturated (ms)', pollP99, '< 50', fleetLoad);
    await Promise.all(workers.map((w) => w.stop()));

    // Enqueue latency with an empty table, then with 100k finished jobs of many owners stored.
    const enqueueP99 = async () => {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) await enqueue('yt-embed-code', { url: 'https://youtu.be/dQw4w9WgXcQ' });
      for (let i = 0; i < 300; i++) times.push((await enqueue('yt-embed-code', { url: 'https://youtu.be/dQw4w9WgXcQ' })).ms);
      await db.query(`UPDATE jobs SET status = 'cancelled', record = record || '{"status":"cancelled"}' WHERE status = 'queued'`);
      return percentile(times, 99);
    };
    await db.query('DELETE FROM jobs');
    const empty = await enqueueP99();
    await db.query('DELETE FROM jobs');
    const now = Date.now();
    const template = { tool: 'image-grayscale', operation: 'image.grayscale', source: 'api', stage: 'done', progress: 100, params: {}, url: null, videoId: null, input: null, output: null, error: null, failure: null, startedAt: now, completedAt: now, attempts: 1, chat: null };
    await db.query(
      `INSERT INTO jobs (id, owner, status, created_at, expires_at, record)
       SELECT 'bench' || lpad(g::text, 12, '0'), 'owner-' || (g % 5000), 'completed', $1::bigint - g, $1::bigint + 86400000,
              $2::jsonb || jsonb_build_object('id', 'bench' || lpad(g::text, 12, '0'), 'owner', 'owner-' || (g % 5000),
                                              'status', 'completed', 'createdAt', $1::bigint - g, 'expiresAt', $1::bigint + 86400000)
         FROM generate_series(1, 100000) AS g`,
      [now, JSON.stringify(template)],
    );
    await db.query('ANALYZE jobs');
    const full = await enqueueP99();
    console.log(`enqueue p99: ${empty.toFixed(1)} ms with 0 jobs stored, ${full.toFixed(1)} ms with 100k (300 sequential enqueues each)`);
    record('fleet: enqueue p99 with 100k jobs ÷ with 0', full / empty, '≤ 1.3');
  } finally {
    await db.end();
    await fleet.stop();
    await Promise.all([postgres.stop(), redis.stop()]);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
