/**
 * What one poll and one job cost the scaled deployment (issue 43 item 5, "fleet poll p99 with the workers
 * saturated"): the deployment of bench/fleet.ts (PostgreSQL, Redis, an api process, 2 worker processes at
 * WORKER_NICE), then counts that load does not distort:
 * - per poll (`GET /api/jobs/{id}` of a finished job, sequential): PostgreSQL statements (pg_stat_statements),
 *   Redis commands (INFO commandstats), CPU of the api process, of the PostgreSQL server's processes and of Redis;
 * - per job (the bench's 2400×1800 blur, uploaded, run by the two workers, nobody polling): the same, plus the
 *   workers' CPU, and the statements and commands by kind;
 * - per poll again, with those jobs polled all at once (one poll per job, sent together), round after round.
 * CPU comes from /proc/<pid>/stat (10 ms ticks), summed over every thread and, for PostgreSQL, every backend.
 *
 *   node --import tsx scripts/perf/fleet-cost.ts            # 2000 polls, 16 jobs
 *   POLLS=5000 JOBS=32 node --import tsx scripts/perf/fleet-cost.ts
 *   PROF=prof JOBS=0 …                                      # and a CPU profile of the api process
 */
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { startPostgres, startRedis } from '../../test/helpers/engines.js';
import { startFleet } from '../../test/helpers/fleet.js';

const POLLS = Number(process.env.POLLS ?? 2000);
const JOBS = Number(process.env.JOBS ?? 16);
const KEY = 'perf-fleet-key-00000000000000000';
/** Marks this script's own statements, so the counts leave them out. */
const MINE = '/* fleet-cost */';

async function ticks(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0; // gone (a backend that closed): its ticks are lost, so counts err low, never high
  }
}

async function cmdline(pid: string): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ');
  } catch {
    return '';
  }
}

/** The postmaster listening on `port` and every process it started (backends, writer, WAL, autovacuum …). */
async function postgresPids(port: number): Promise<number[]> {
  const all = (await readdir('/proc')).filter((p) => /^\d+$/.test(p));
  let master = 0;
  const parent = new Map<number, number>();
  for (const p of all) {
    try {
      const stat = await readFile(`/proc/${p}/stat`, 'utf8');
      parent.set(Number(p), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      continue;
    }
    const cmd = await cmdline(p);
    if (/\/postgres /.test(cmd) && cmd.includes(` -p ${port} `)) master = Number(p);
  }
  if (!master) throw new Error('postmaster not found');
  return [master, ...[...parent].filter(([, pp]) => pp === master).map(([p]) => p)];
}

async function redisPid(port: number): Promise<number> {
  for (const p of (await readdir('/proc')).filter((x) => /^\d+$/.test(x))) {
    const cmd = await cmdline(p);
    // redis-server rewrites its command line to `/usr/bin/redis-server 127.0.0.1:<port>`.
    if (cmd.startsWith('/usr/bin/redis-server') && cmd.includes(`:${port}`)) return Number(p);
  }
  throw new Error('redis-server not found');
}

interface Snapshot {
  cpu: Record<string, number>;
}

async function main(): Promise<void> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  {
    const c = new pg.Client({ connectionString: postgres.url });
    await c.connect();
    await c.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
    await c.end();
    await postgres.halt();
    await postgres.start();
  }
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const rc = new Redis(redis.url);
  const fleet = await startFleet({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    API_KEYS: KEY,
    MAX_ACTIVE_JOBS_PER_SESSION: '100000',
    MAX_QUEUE: '100000',
    WORKER_CONCURRENCY: '1',
    VIPS_CONCURRENCY: '1',
  });
  try {
    // PROF=<dir>: a CPU profile of the api process, written when it stops.
    const api = await fleet.add('api', 'api', process.env.PROF ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.PROF}` } : {});
    const workers = [await fleet.add('worker-1', 'worker'), await fleet.add('worker-2', 'worker')];
    const headers = { 'x-api-key': KEY };
    const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d3557"/><stop offset="0.5" stop-color="#f1faee"/><stop offset="1" stop-color="#e63946"/></linearGradient></defs>
      <rect width="2400" height="1800" fill="url(#g)"/><circle cx="1200" cy="900" r="500" fill="#457b9d"/></svg>`;
    const image = await sharp(Buffer.from(gradient)).jpeg({ quality: 90 }).toBuffer();
    const upload = async (): Promise<string> => {
      const form = new FormData();
      form.set('tool', 'image-blur');
      form.set('level', '30');
      form.set('file', new Blob([new Uint8Array(image)]), 'photo.jpg');
      const res = await fetch(`${api.url}/upload`, { method: 'POST', headers, body: form });
      const body = (await res.json()) as { job_id?: string };
      if (res.status !== 202 || !body.job_id) throw new Error(`upload answered ${res.status}`);
      return body.job_id;
    };
    const waitDone = async (ids: string[]) => {
      for (;;) {
        const { rows } = await db.query<{ n: number }>(`${MINE} SELECT count(*)::int AS n FROM jobs WHERE id = ANY($1) AND status IN ('queued', 'processing')`, [ids]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const { rows } = await db.query<{ n: number }>(`${MINE} SELECT count(*)::int AS n FROM jobs WHERE id = ANY($1) AND status = 'completed'`, [ids]);
      if (rows[0].n !== ids.length) throw new Error(`${ids.length - rows[0].n} jobs did not complete`);
    };

    const pids = async () => ({
      api: [api.pid ?? 0],
      workers: workers.map((w) => w.pid ?? 0),
      postgres: await postgresPids(postgres.port),
      redis: [await redisPid(redis.port)],
    });
    const snapshot = async (): Promise<Snapshot> => {
      const cpu: Record<string, number> = {};
      for (const [name, list] of Object.entries(await pids())) {
        cpu[name] = 0;
        for (const p of list) cpu[name] += await ticks(p);
      }
      return { cpu };
    };
    const reset = async () => {
      await db.query(`${MINE} SELECT pg_stat_statements_reset()`);
      await rc.config('RESETSTAT');
    };
    const statements = async () => {
      const { rows } = await db.query<{ query: string; calls: string; rows: string }>(
        `${MINE} SELECT query, calls::text, rows::text FROM pg_stat_statements WHERE query NOT LIKE '%fleet-cost%' ORDER BY calls DESC`,
      );
      return rows.map((r) => ({ query: r.query.replace(/\s+/g, ' ').slice(0, 110), calls: Number(r.calls) }));
    };
    const commands = async () => {
      const info = await rc.info('commandstats');
      const out: Array<{ cmd: string; calls: number }> = [];
      for (const m of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
        if (m[1] === 'info' || m[1] === 'config') continue;
        out.push({ cmd: m[1], calls: Number(m[2]) });
      }
      return out.sort((a, b) => b.calls - a.calls);
    };
    const report = async (what: string, n: number, before: Snapshot) => {
      const after = await snapshot();
      const st = await statements();
      const cm = await commands();
      const total = (xs: Array<{ calls: number }>) => xs.reduce((s, x) => s + x.calls, 0);
      console.log(`\n== per ${what} (${n}) ==`);
      console.log(`PostgreSQL statements: ${(total(st) / n).toFixed(2)}`);
      for (const s of st) if (s.calls / n >= 0.01) console.log(`  ${(s.calls / n).toFixed(2)}  ${s.query}`);
      console.log(`Redis commands: ${(total(cm) / n).toFixed(2)}`);
      for (const c of cm) if (c.calls / n >= 0.01) console.log(`  ${(c.calls / n).toFixed(2)}  ${c.cmd}`);
      const ms = (k: string) => (((after.cpu[k] - before.cpu[k]) * 10) / n).toFixed(3);
      console.log(`CPU ms per ${what}: api ${ms('api')}, postgres ${ms('postgres')}, redis ${ms('redis')}, workers ${ms('workers')}`);
    };

    // Warm-up: tsx, sharp, the pools and prepared plans of every process.
    const warm = await Promise.all(Array.from({ length: 4 }, upload));
    await waitDone(warm);
    for (let i = 0; i < 200; i++) await (await fetch(`${api.url}/api/jobs/${warm[0]}`, { headers })).arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));

    console.log(`load ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')} on ${(await readdir('/sys/devices/system/cpu')).filter((d) => /^cpu\d+$/.test(d)).length} CPUs`);
    await reset();
    let before = await snapshot();
    for (let i = 0; i < POLLS; i++) {
      const res = await fetch(`${api.url}/api/jobs/${warm[i % warm.length]}`, { headers });
      if (res.status !== 200) throw new Error(`poll answered ${res.status}`);
      await res.arrayBuffer();
    }
    await report('poll', POLLS, before);

    if (JOBS === 0) return;
    await reset();
    before = await snapshot();
    const ids: string[] = [];
    for (let i = 0; i < JOBS; i++) ids.push(await upload());
    await waitDone(ids);
    // Heartbeats and stalled checks run on timers; what lands after the last job is not the jobs'.
    await report('job', JOBS, before);

    // A page of jobs polled at once (one poll per job, all sent together), as bench/fleet.ts's client does.
    const rounds = Math.ceil(POLLS / ids.length);
    await reset();
    before = await snapshot();
    for (let r = 0; r < rounds; r++) {
      await Promise.all(ids.map(async (id) => {
        const res = await fetch(`${api.url}/api/jobs/${id}`, { headers });
        if (res.status !== 200) throw new Error(`poll answered ${res.status}`);
        await res.arrayBuffer();
      }));
    }
    await report(`poll, ${ids.length} at once`, rounds * ids.length, before);
  } finally {
    rc.disconnect();
    await db.end();
    await fleet.stop();
    await Promise.all([postgres.stop(), redis.stop()]);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
