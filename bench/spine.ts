import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { createServices } from '../src/app/services.js';
import { startApp, type RunningApp } from '../src/app/run.js';
import { randomId } from '../src/core/ids.js';
import { KEY, startServiceProcess, streamUpload } from './_service.js';
import { percentile, report } from './_util.js';

/** Spine benchmarks (issue 3). Every figure is a ratio against a baseline measured in this same run. */

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

const empty = await enqueueLatency(0);
const full = await enqueueLatency(10_000);
report('enqueue p99 with 10,000 jobs stored vs empty store (ms)', full, empty, '≤ 2.00');
await uploadMemory();
