/* global process, console, fetch, performance, setTimeout, Buffer */
// Drives N small image-resize uploads (1 KB PNG, 8 connections) into the service in its own process (the built dist/
// that npm start runs, or the TypeScript through tsx with BENCH_CODE=src), with a CPU profile written to PROF_DIR (default prof/) when it stops, and waits until all are done: the
// load behind docs/performance.md's per-job costs. Wrap it in `strace -f -c` for system-call counts per job.
// Usage: N=3000 node scripts/perf/small-jobs.mjs
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
const KEY = 'bench-key-0000000000000000';
const dir = mkdtempSync(join(tmpdir(), 'prof-small-'));
const port = Number(process.env.PORT ?? 34567);
const fromSource = process.env.BENCH_CODE === 'src';
if (!fromSource) execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
const main = fromSource ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'];
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF_DIR ?? 'prof'}`, ...main], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', API_KEYS: KEY, METRICS_TOKEN: 'bench-metrics-token-0123', PDF_WORKER_SPARE: 'false',
    RATE_LIMIT_PER_MIN: '100000000', MAX_ACTIVE_JOBS_PER_SESSION: '100000', MAX_QUEUE: '100000', DEALS_INTERVAL_MIN: '0', GIVEAWAYS_INTERVAL_MIN: '0' } });
const url = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(url + '/healthz')).ok) break; } catch { /* not listening yet */ } await new Promise(r => setTimeout(r, 200)); }
const raw = Buffer.alloc(20 * 20 * 3); for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
const png = await sharp(raw, { raw: { width: 20, height: 20, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
const b = 'bbbbbbbbbbbb';
const head = Buffer.from(`--${b}\r\ncontent-disposition: form-data; name="tool"\r\n\r\nimage-resize\r\n--${b}\r\ncontent-disposition: form-data; name="width"\r\n\r\n32\r\n--${b}\r\ncontent-disposition: form-data; name="file"; filename="small.png"\r\ncontent-type: application/octet-stream\r\n\r\n`);
const body = Buffer.concat([head, png, Buffer.from(`\r\n--${b}--\r\n`)]);
const N = Number(process.env.N ?? 600);
const t0 = performance.now();
const res = await autocannon({ url: url + '/upload', method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${b}`, 'x-api-key': KEY }, connections: 8, amount: N });
console.log('non2xx', res.non2xx, 'errors', res.errors);
async function done() { const t = await (await fetch(url + '/metrics', { headers: { authorization: 'Bearer bench-metrics-token-0123' } })).text(); let n = 0; for (const s of ['completed','failed']) { const m = new RegExp(`^gametools_jobs_total\\{tool="image-resize",status="${s}"\\} (\\d+)`, 'm').exec(t); n += m ? Number(m[1]) : 0; } return n; }
while ((await done()) < N) await new Promise(r => setTimeout(r, 20));
console.log('jobs/s', (N / ((performance.now() - t0) / 1000)).toFixed(0));
child.kill('SIGTERM');
await new Promise(r => child.on('exit', r));
