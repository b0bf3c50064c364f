import { spawn } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import sharp from 'sharp';
import { loadConfig } from '../src/config.js';
import { createServices, startApp, type RunningApp } from '../src/compose.js';
import { randomId } from '../src/core/ids.js';
import { median, percentile, report, throughput } from './_util.js';

/** Spine benchmarks (issue 3). Every figure is a ratio against a baseline measured in this same run. */
const KEY = 'bench-key-000000000000';

async function start(dataDir: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    API_KEYS: KEY,
    RATE_LIMIT_PER_MIN: '100000000',
    MAX_ACTIVE_JOBS_PER_SESSION: '100000000',
    MAX_QUEUE: '100000000',
    ...env,
  });
  return startApp(await createServices(config));
}

async function pollVsBareKoa(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-poll-'));
  const app = await start(dir);
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { ok: true, status: 'completed' };
  });
  const bareServer = bare.listen(0, '127.0.0.1');
  await new Promise((r) => bareServer.once('listening', r));
  const barePort = (bareServer.address() as { port: number }).port;
  const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
  const res = await fetch(`${app.url}/api/jobs`, { method: 'POST', headers, body: JSON.stringify({ tool: 'yt-embed-code', url: 'https://youtu.be/dQw4w9WgXcQ' }) });
  const { job_id } = (await res.json()) as { job_id: string };
  const pollUrl = `${app.url}/api/jobs/${job_id}`;
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await throughput(() => fetch(bareUrl).then((r) => r.arrayBuffer()), 500);
  const baseline = await throughput(() => fetch(bareUrl).then((r) => r.arrayBuffer()));
  const poll = await throughput(() => fetch(pollUrl, { headers }).then((r) => r.arrayBuffer()));
  report('poll throughput (req/s)', poll, baseline, '≥ 0.50');
  bareServer.close();
  await app.stop();
  await rm(dir, { recursive: true, force: true });
}

async function enqueueLatency(seed: number): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-enq-'));
  const now = Date.now();
  for (let i = 0; i < seed; i++) {
    const id = randomId(16);
    await mkdir(join(dir, 'jobs', id), { recursive: true });
    const job = {
      id, tool: 'yt-embed-code', operation: 'link.embed', source: 'api', owner: 'x'.repeat(64), status: 'completed', stage: 'done',
      progress: 100, params: {}, url: null, videoId: 'dQw4w9WgXcQ', input: null, output: null, error: null,
      createdAt: now - i, expiresAt: now + 86_400_000, startedAt: now, completedAt: now, attempts: 1, chat: null,
    };
    await writeFile(join(dir, 'jobs', id, 'job.json'), JSON.stringify(job));
  }
  const app = await start(dir, { WORKER_CONCURRENCY: '1' });
  const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
  const body = JSON.stringify({ tool: 'yt-embed-code', url: 'https://youtu.be/dQw4w9WgXcQ' });
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    const r = await fetch(`${app.url}/api/jobs`, { method: 'POST', headers, body });
    await r.arrayBuffer();
    if (r.status !== 202) throw new Error(`enqueue answered ${r.status}`);
    if (i >= 20) times.push(performance.now() - t0);
  }
  await app.stop();
  await rm(dir, { recursive: true, force: true });
  return percentile(times, 99);
}

/** The service runs in its own process (as with `npm start`), so the client's work does not slow it down. */
async function startServiceProcess(dataDir: string, env: Record<string, string> = {}) {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', API_KEYS: KEY, RATE_LIMIT_PER_MIN: '1000000', MAX_ACTIVE_JOBS_PER_SESSION: '1000', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function resize24mp(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-resize-'));
  const input = join(dir, 'big.jpg');
  await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toFile(input);
  const size = (await stat(input)).size;
  const service = await startServiceProcess(join(dir, 'data'));
  const direct: number[] = [];
  const viaApi: number[] = [];
  for (let i = 0; i < 6; i++) {
    let t0 = performance.now();
    await sharp(input).resize({ width: 800 }).jpeg().toBuffer();
    if (i > 0) direct.push(performance.now() - t0);
    t0 = performance.now();
    const r = await streamUpload(Number(new URL(service.url).port), '/api/v1/convert', { tool: 'image-resize', width: '800' }, input);
    const { job_id } = JSON.parse(r.body) as { job_id: string };
    for (;;) {
      const p = (await (await fetch(`${service.url}/api/jobs/${job_id}`, { headers: { 'x-api-key': KEY } })).json()) as { status: string };
      if (p.status === 'completed') break;
      if (p.status === 'failed') throw new Error('resize failed');
      await new Promise((res) => setTimeout(res, 5));
    }
    if (i > 0) viaApi.push(performance.now() - t0);
  }
  console.log(`  (${(size / 1e6).toFixed(1)} MB JPEG; best runs: API ${Math.min(...viaApi).toFixed(0)} ms, sharp ${Math.min(...direct).toFixed(0)} ms)`);
  report('image-resize 24 MP, upload to completed (ms, median)', median(viaApi), median(direct), '≤ 1.30');
  await service.stop();
  await rm(dir, { recursive: true, force: true });
}

/** Streams a multipart upload from disk over node:http, as a plain client (curl, a browser) would. */
function streamUpload(port: number, path: string, fields: Record<string, string>, file: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const boundary = `----bench${randomId(8)}`;
    const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    const head = Buffer.from(`${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const size = statSync(file).size;
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'x-api-key': KEY, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file);
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail));
  });
}

/** Runs the service as `npm start` does and reads its peak RSS (VmHWM) while 20 uploads of 50 MB stream in. */
async function uploadMemory(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-mem-'));
  const file = join(dir, 'big.bin');
  await writeFile(file, Buffer.alloc(50 * 1024 * 1024, 1));
  const service = await startServiceProcess(join(dir, 'data'), { MAX_UPLOAD_MB: '100' });
  const port = Number(new URL(service.url).port);
  const hwm = async () => Number(/VmHWM:\s+(\d+)/.exec(await readFile(`/proc/${service.pid}/status`, 'utf8'))![1]) / 1024;
  const idle = await hwm();
  const upload = () => streamUpload(port, '/upload', { tool: 'image-grayscale' }, file).then((r) => r.status);
  const statuses = await Promise.all(Array.from({ length: 20 }, upload));
  const peak = await hwm();
  console.log(`upload memory: 20 × 50 MB concurrent uploads (answers: ${[...new Set(statuses)].join(',')}), peak RSS ${peak.toFixed(0)} MB (idle peak ${idle.toFixed(0)} MB; target < 300 MB) → ratio to target ${(peak / 300).toFixed(2)}`);
  await service.stop();
  await rm(dir, { recursive: true, force: true });
}

await pollVsBareKoa();
const empty = await enqueueLatency(0);
const full = await enqueueLatency(10_000);
report('enqueue p99 with 10,000 jobs stored vs empty store (ms)', full, empty, '≤ 2.00');
await resize24mp();
await uploadMemory();
