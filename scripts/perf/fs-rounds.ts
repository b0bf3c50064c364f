/**
 * What one small image job costs in thread-pool round trips and fs calls, end to end (upload → completed →
 * download), and how many run at once (issue 43, item 3). The service runs in its own process with
 * scripts/perf/fs-rounds-hook.mjs loaded, which counts every pool request it starts and every fs call by name
 * (writes by file name, so the job record's writes show apart). Counts of N sequential jobs after two warm-up
 * jobs, divided by N (the sweep is put off, and what the idle service starts in a few seconds is printed); then BURST jobs sent at once, with the most `gametools_queue_active` seen while they run.
 * Counts, not times: they hold on a loaded machine.
 *
 *   N=40 BURST=24 node --import tsx scripts/perf/fs-rounds.ts
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { KEY, startServiceProcess, streamUpload } from '../../bench/_service.js';

const N = Number(process.env.N ?? 40);
const BURST = Number(process.env.BURST ?? 24);
const METRICS = 'perf-metrics-token-0123456789';
const IDLE_MS = 5000;

type Counts = { rounds: Record<string, number>; calls: Record<string, number>; stacks?: Record<string, number> };

async function cpuTicks(pid: number): Promise<number> {
  const s = await readFile(`/proc/${pid}/stat`, 'utf8');
  const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
  return Number(f[11]) + Number(f[12]);
}

const dir = await mkdtemp(join(tmpdir(), 'perf-rounds-'));
try {
  const input = join(dir, 'small.png');
  const raw = Buffer.alloc(20 * 20 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  await sharp(raw, { raw: { width: 20, height: 20, channels: 3 } }).png({ compressionLevel: 0 }).toFile(input);
  const out = join(dir, 'counts.json');
  const svc = await startServiceProcess(join(dir, 'data'), {
    PDF_WORKER_SPARE: 'false',
    SWEEP_INTERVAL_S: '3600',
    METRICS_TOKEN: METRICS,
    FS_ROUNDS_OUT: out,
    NODE_OPTIONS: `--import ${resolve('scripts/perf/fs-rounds-hook.mjs')}`,
  });
  const oneJob = async () => {
    const r = await streamUpload(svc.port, '/api/v1/convert?wait=60', { tool: 'image-resize', width: '32' }, input);
    const body = JSON.parse(r.body) as { status?: string; job_id?: string };
    if (r.status !== 200 || body.status !== 'completed') throw new Error(`${r.status} ${r.body}`);
    const res = await fetch(`${svc.url}/download/${body.job_id}`, { headers: { 'x-api-key': KEY } });
    if (!res.ok) throw new Error(`download ${res.status}`);
    await res.arrayBuffer();
  };
  const snapshot = async (): Promise<Counts> => {
    await rm(out, { force: true });
    process.kill(svc.pid, 'SIGUSR2');
    for (;;) {
      try {
        return JSON.parse(await readFile(out, 'utf8')) as Counts;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  try {
    await oneJob();
    await oneJob();
    // What the service does on its own (sweeps, timers) while idle, per second: taken off the jobs' counts.
    const idle0 = await snapshot();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle1 = await snapshot();
    const before = await snapshot();
    const t0 = await cpuTicks(svc.pid);
    const w0 = performance.now();
    for (let i = 0; i < N; i++) await oneJob();
    const wall = performance.now() - w0;
    const t1 = await cpuTicks(svc.pid);
    const after = await snapshot();
    if (process.env.FS_ROUNDS_STACKS) {
      for (const [k, v] of Object.entries(idle1.stacks ?? {}).map(([k, v]) => [k, v - (idle0.stacks?.[k] ?? 0)] as const).filter(([, v]) => v > 0)) console.log(`idle: ${v} ${k}`);
    }
    const idle = Object.entries(idle1.rounds).filter(([k, v]) => v !== (idle0.rounds[k] ?? 0));
    if (idle.length) console.log(`(the idle service started ${idle.map(([k, v]) => `${v - (idle0.rounds[k] ?? 0)} ${k}`).join(', ')} in ${IDLE_MS} ms; the jobs took ${wall.toFixed(0)} ms)`);
    const per = (a: Record<string, number>, b: Record<string, number>) =>
      Object.entries(a)
        .map(([name, v]) => [name, (v - (b[name] ?? 0)) / N] as const)
        .filter(([, v]) => v >= 0.05)
        .sort((x, y) => y[1] - x[1]);
    const rounds = per(after.rounds, before.rounds);
    console.log(`${N} sequential small image-resize jobs (upload ?wait=60, then download), per job:`);
    console.log(`  thread-pool round trips: ${rounds.reduce((s, [, v]) => s + v, 0).toFixed(1)} (${rounds.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')})`);
    console.log(`  CPU: ${((t1 - t0) * 10 / N).toFixed(1)} ms (all threads)`);
    console.log('  fs calls:');
    for (const [k, v] of per(after.calls, before.calls)) console.log(`    ${k.padEnd(36)} ${v.toFixed(2)}`);

    // The burst: all at once, the queue's `active` gauge sampled while they run.
    let most = 0;
    let going = true;
    const sampler = (async () => {
      while (going) {
        const t = await (await fetch(`${svc.url}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })).text();
        most = Math.max(most, Number(/^gametools_queue_active (\d+)/m.exec(t)?.[1] ?? 0));
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    await Promise.all(Array.from({ length: BURST }, () => oneJob()));
    going = false;
    await sampler;
    console.log(`${BURST} jobs at once: at most ${most} running together (sampled)`);
  } finally {
    await svc.stop();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
