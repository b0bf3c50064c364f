/**
 * What one job event costs the api process with many event streams open: S streams of GET /api/events (one key,
 * so each event goes to every stream) held by a child process, then E progress events published on the job bus.
 * Counted, not timed: this process's CPU time (user + system) per event and per stream-write, and the resident
 * memory the open streams add. The client's own work is in its own process. Also the longest the event loop is
 * held, as CPU time of this thread (so a loaded machine does not stretch it): the publish with the writes it
 * starts (Node's responses write on the next tick), and each setImmediate callback (where writes may be spread).
 * That is how long a poll arriving at the wrong moment waits on a machine with a core to spare.
 * The events come `burst` at a time (different jobs, as two encodes reporting in the same instant), one burst every
 * `gap` ms; the CPU is read once every stream has read every event.
 * Usage: node --import tsx scripts/perf/sse-fanout.ts [streams=2000] [events=200] [burst=1] [gap=50]
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type * as ConfigModule from '../../src/config.js';
import type * as ServicesModule from '../../src/app/services.js';
import type * as RunModule from '../../src/app/run.js';
import { serviceModule } from '../../bench/_code.js';
import { percentile } from '../../bench/_util.js';
import type { JobRecord } from '../../src/core/jobs/job.types.js';

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

const STREAMS = Number(process.argv[2] ?? 2000);
const EVENTS = Number(process.argv[3] ?? 200);
const BURST = Number(process.argv[4] ?? 1);
const GAP_MS = Number(process.argv[5] ?? 50);
const KEY = 'bench-key-0000000000000000';
// The code npm start runs (dist/), or with BENCH_CODE=src the TypeScript (bench/_code.ts).
const { loadConfig } = await serviceModule<typeof ConfigModule>('config.js');
const { createServices } = await serviceModule<typeof ServicesModule>('app/services.js');
const { startApp } = await serviceModule<typeof RunModule>('app/run.js');
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: await mkdtemp(join(tmpdir(), 'sse-fanout-')),
  LOG_LEVEL: 'silent',
  API_KEYS: KEY,
  RATE_LIMIT_PER_MIN: '100000000',
  MAX_CONNECTIONS_PER_IP: '0',
  MAX_STREAMS_PER_OWNER: String(STREAMS + 10),
  MAX_STREAMS: String(STREAMS + 10),
  PDF_WORKER_SPARE: 'false',
});
const services = await createServices(config);
const app = await startApp(services);
const { owner } = await services.sessions.authenticateKey(KEY);

// The client counts the events it reads, so the run waits until every stream has had every event.
const script = `
  const http = require('node:http');
  const url = new URL(process.env.STREAMS_URL);
  let open = 0, events = 0;
  for (let i = 0; i < ${STREAMS}; i++) {
    http.get({ host: url.hostname, port: url.port, path: '/api/events', headers: { 'x-api-key': process.env.STREAMS_KEY }, agent: false }, (res) => {
      if (res.statusCode !== 200) { console.error('refused ' + res.statusCode); process.exit(1); }
      res.setEncoding('utf8');
      res.on('data', (d) => { events += d.split('event: progress').length - 1; });
      if (++open === ${STREAMS}) console.log('open');
    }).on('error', (e) => { console.error(e.message); process.exit(1); });
  }
  process.on('message', () => process.send(events));`;
gc();
const memBefore = process.memoryUsage();
const child = spawn(process.execPath, ['-e', script], { env: { ...process.env, STREAMS_URL: app.url, STREAMS_KEY: KEY }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
await new Promise<void>((resolve) => child.stdout!.on('data', (d: Buffer) => d.toString().includes('open') && resolve()));
await new Promise((r) => setTimeout(r, 1000));
gc();
const memAfter = process.memoryUsage();
const perStream = (k: 'rss' | 'heapUsed' | 'external') => ((memAfter[k] - memBefore[k]) / STREAMS / 1024).toFixed(1);
const received = () =>
  new Promise<number>((resolve) => {
    child.once('message', (n) => resolve(n as number));
    child.send('count');
  });

const now = Date.now();
// Job i of burst n reports progress: each job's progress grows (a new job every 90), so the feed passes every event on.
const job = (i: number, n: number): JobRecord =>
  ({
    id: `fanout${i}-${Math.floor(n / 90)}`,
    owner,
    tool: 'video-to-mp4',
    source: 'api',
    status: 'processing',
    stage: 'encoding',
    progress: (n % 90) + 1,
    createdAt: now,
    expiresAt: now + 3_600_000,
    completedAt: null,
  }) as unknown as JobRecord;
const threadCpu = (since?: NodeJS.CpuUsage) => {
  const used = process.threadCpuUsage(since);
  return { ...used, total: used.user + used.system };
};
/** CPU µs of each publish (with its ticks) and of each setImmediate callback, as the event loop ran them. */
const publishes: number[] = [];
const immediates: number[] = [];
const setImmediateBefore = globalThis.setImmediate;
globalThis.setImmediate = ((fn: (...args: unknown[]) => void, ...args: unknown[]) =>
  setImmediateBefore(() => {
    const start = threadCpu();
    fn(...args);
    immediates.push(threadCpu(start).total);
  })) as typeof setImmediate;
const base = await received();
const cpu = process.cpuUsage();
for (let n = 0; n < EVENTS / BURST; n++) {
  const start = threadCpu();
  for (let i = 0; i < BURST; i++) void services.jobs.events.publish({ type: 'progress', job: job(i, n) });
  // After the ticks the publish queued.
  await new Promise((r) => process.nextTick(r));
  publishes.push(threadCpu(start).total);
  await new Promise((r) => setTimeout(r, GAP_MS));
}
for (let i = 0; i < 100 && (await received()) - base < EVENTS * STREAMS; i++) await new Promise((r) => setTimeout(r, 100));
const used = process.cpuUsage(cpu);
const got = (await received()) - base;
globalThis.setImmediate = setImmediateBefore;
const ms = (us: number[], p: number) => (percentile(us, p) / 1000).toFixed(1);
const cpuUs = used.user + used.system;
console.log(`load ${loadavg()[0].toFixed(2)}; ${STREAMS} streams: per stream RSS ${perStream('rss')} KB, of it JS heap ${perStream('heapUsed')} KB, external ${perStream('external')} KB`);
console.log(
  `${EVENTS} events to ${STREAMS} streams, ${BURST} at a time every ${GAP_MS} ms (${got} of ${EVENTS * STREAMS} read): CPU ${(cpuUs / EVENTS / 1000).toFixed(2)} ms per event, ` +
    `${(cpuUs / EVENTS / STREAMS).toFixed(2)} µs per stream-write (user ${(used.user / EVENTS / STREAMS).toFixed(2)}, system ${(used.system / EVENTS / STREAMS).toFixed(2)}); ` +
    `event loop held (CPU ms, median / p99 / max) by a publish ${ms(publishes, 50)} / ${ms(publishes, 99)} / ${ms(publishes, 100)}, ` +
    `by a setImmediate callback ${immediates.length ? `${ms(immediates, 50)} / ${ms(immediates, 99)} / ${ms(immediates, 100)}` : 'none ran'}`,
);
child.kill('SIGTERM');
await app.stop();
process.exit(0);
