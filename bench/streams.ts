/**
 * Live jobs (issue 30), on one api process built as `npm start` composes it (plus one slowed-down tool):
 * 1. 2,000 open event streams: resident memory the process adds per stream (absolute, KB; aim < 30).
 * 2. While they are open and two videos encode: the time from a progress event leaving the runner to a client of
 *    GET /api/events reading it, p99 (absolute, ms; aim < 50). Every one of the 2,000 streams follows the same key,
 *    so each event is written to all of them first.
 * 3. A page following a job that runs FOLLOW_S seconds: requests, and CPU above the job's own, with the event
 *    stream ÷ with polling every 250 ms (the page's old rhythm); aim ≤ 0.1. The CPU is this process's: the service
 *    and the following client together.
 * 4. Synchronous convert of a small image (?wait=) ÷ enqueue and poll every 100 ms until done, wall time, median
 *    of alternated rounds; aim ≤ 1.0.
 * Run alone: npx tsx bench/streams.ts [streams] [follow seconds]
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { loadConfig } from '../src/config.js';
import { createServices } from '../src/app/services.js';
import { startApp } from '../src/app/run.js';
import type { ToolDefinition } from '../src/core/tools/tool.types.js';
import { ALL_TOOLS } from '../src/tools/index.js';
import { FFMPEG_PATH } from '../src/tools/media/engine/ffmpeg.js';
import { beforeFigure } from './_load.js';
import { record } from './_summary.js';
import { KEY } from './_service.js';
import { median, percentile } from './_util.js';

// A full collection before each reading, so the difference is what the streams hold, not garbage not yet collected.
setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

const STREAMS = Number(process.argv[2] ?? 2000);
const FOLLOW_S = Number(process.argv[3] ?? 10);
const headers = { 'x-api-key': KEY };

// The page-follow job: sepia, after FOLLOW_S seconds of progress reported four times a second.
const sepia = ALL_TOOLS.find((t) => t.slug === 'image-sepia')!;
const slowSepia: ToolDefinition = {
  ...sepia,
  async run(ctx) {
    const steps = FOLLOW_S * 4;
    for (let i = 1; i <= steps; i++) {
      await new Promise((r) => setTimeout(r, 250));
      ctx.progress((i / steps) * 99, 'working');
    }
    return sepia.run(ctx);
  },
};

const dir = await mkdtemp(join(tmpdir(), 'bench-streams-'));
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  API_KEYS: KEY,
  RATE_LIMIT_PER_MIN: '100000000',
  MAX_ACTIVE_JOBS_PER_SESSION: '1000',
  MAX_CONNECTIONS_PER_IP: '0',
  MAX_STREAMS_PER_OWNER: String(STREAMS + 10),
  MAX_STREAMS: String(STREAMS + 10),
  WORKER_CONCURRENCY: '2',
  PDF_WORKER_SPARE: 'false',
});
const services = await createServices(config, { tools: [...ALL_TOOLS.filter((t) => t !== sepia), slowSepia] });
// Heard before the feed (it subscribes when the app starts): the moment each progress event leaves the runner.
const published = new Map<string, number>();
services.jobs.events.subscribe((event) => {
  if (event.type === 'progress' && event.job.status === 'processing') published.set(`${event.job.id}:${event.job.progress}:${event.job.stage}`, performance.now());
});
const app = await startApp(services);

function upload(path: string, file: Buffer, name: string, tool: string): Promise<Response> {
  const form = new FormData();
  form.set('tool', tool);
  form.set('file', new Blob([new Uint8Array(file)]), name);
  return fetch(app.url + path, { method: 'POST', headers, body: form, redirect: 'manual' });
}

/** Reads SSE events of a response, calling `on` with each event's name and parsed data until it returns true. */
async function readEvents(res: Response, on: (event: string, data: Record<string, unknown>) => boolean | void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (event && data && on(event, JSON.parse(data) as Record<string, unknown>)) return;
    }
  }
}

/** Holds `n` streams open from a child process (its sockets are not ours); resolves once all answered 200. */
async function holdStreams(n: number): Promise<{ stop(): void }> {
  const script = `
    const http = require('node:http');
    const url = new URL(process.env.STREAMS_URL);
    let open = 0;
    for (let i = 0; i < ${n}; i++) {
      const req = http.get({ host: url.hostname, port: url.port, path: '/api/events', headers: { 'x-api-key': process.env.STREAMS_KEY }, agent: false }, (res) => {
        if (res.statusCode !== 200) { console.error('stream refused ' + res.statusCode); process.exit(1); }
        res.resume();
        if (++open === ${n}) console.log('open');
      });
      req.on('error', (err) => { console.error(err.message); process.exit(1); });
    }`;
  const child = spawn(process.execPath, ['-e', script], { env: { ...process.env, STREAMS_URL: app.url, STREAMS_KEY: KEY }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('open') && resolve());
    child.once('exit', (code) => reject(new Error(`stream holder exited with ${code}`)));
  });
  return { stop: () => child.kill('SIGTERM') };
}

const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a04020' } }).png().toBuffer();

try {
  // 1. Memory per open stream.
  await (await fetch(`${app.url}/api/jobs/AAAAAAAAAAAAAAAAAAAAAA`, { headers })).text();
  await new Promise((r) => setTimeout(r, 500));
  gc();
  const before = process.memoryUsage().rss;
  const holder = await holdStreams(STREAMS);
  await new Promise((r) => setTimeout(r, 1500));
  gc();
  const perStreamKb = (process.memoryUsage().rss - before) / STREAMS / 1024;
  console.log(`${STREAMS} open streams: RSS +${((perStreamKb * STREAMS) / 1024).toFixed(1)} MB, ${perStreamKb.toFixed(1)} KB per stream`);
  record(`RSS added per open event stream (KB, ${STREAMS} streams)`, perStreamKb, '< 30');

  // 2. Progress event → client, p99, while two videos encode and every stream hears each event.
  const video = join(dir, 'clip.mp4');
  await promisify(execFile)(FFMPEG_PATH, ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=25:d=30', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', video]);
  const clip = await readFile(video);
  // Sampled after the clip's own encode, before the two encodes this figure is measured under.
  const sseLoad = await beforeFigure(`progress event to client p99 (ms; ${STREAMS} streams open, 2 encodes)`);
  const watcher = await fetch(`${app.url}/api/events`, { headers });
  const latencies: number[] = [];
  const ids = new Set<string>();
  let ended = 0;
  // Counted once both jobs are in (the second upload is parsed in this process while the first encodes).
  let measuring = false;
  const watching = readEvents(watcher, (event, data) => {
    const id = String(data.job_id);
    if (!ids.has(id)) return false;
    if (event !== 'progress') return ++ended === 2;
    const sent = published.get(`${id}:${String(data.progress)}:${String(data.stage)}`);
    if (sent !== undefined && measuring) latencies.push(performance.now() - sent);
    return false;
  });
  for (let i = 0; i < 2; i++) {
    const res = await upload('/upload', clip, 'clip.mp4', 'video-to-mp4');
    ids.add(((await res.json()) as { job_id: string }).job_id);
  }
  measuring = true;
  await watching;
  await watcher.body?.cancel().catch(() => undefined);
  console.log(`progress → client with ${STREAMS} streams open: ${latencies.length} events, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
  record(`progress event to client p99 (ms; ${STREAMS} streams open, 2 encodes)`, percentile(latencies, 99), '< 50', sseLoad);
  holder.stop();
  await new Promise((r) => setTimeout(r, 1000));

  // 3. A page following a FOLLOW_S-second job: nobody following, the stream, polling every 250 ms.
  const follow = async (mode: 'none' | 'stream' | 'poll'): Promise<{ cpuMs: number; requests: number }> => {
    const cpu = process.cpuUsage();
    const res = await upload('/upload', png, 'a.png', 'image-sepia');
    const id = ((await res.json()) as { job_id: string }).job_id;
    let requests = 1;
    if (mode === 'stream') {
      requests++;
      const stream = await fetch(`${app.url}/api/jobs/${id}/events`, { headers });
      await readEvents(stream, (event) => event !== 'progress');
    } else if (mode === 'none') {
      // Nobody asks: the end is heard on the bus, in this process.
      await new Promise<void>((resolve) => {
        const off = services.jobs.events.subscribe((event) => {
          if (event.type !== 'progress' && event.type !== 'abort' && event.job.id === id) {
            off();
            resolve();
          }
        });
      });
    } else {
      for (;;) {
        await new Promise((r) => setTimeout(r, 250));
        requests++;
        const body = (await (await fetch(`${app.url}/api/jobs/${id}`, { headers })).json()) as { status: string };
        if (body.status !== 'queued' && body.status !== 'processing') break;
      }
    }
    const used = process.cpuUsage(cpu);
    return { cpuMs: (used.user + used.system) / 1000, requests };
  };
  const alone = await follow('none');
  const stream = await follow('stream');
  const poll = await follow('poll');
  const extra = (m: { cpuMs: number }) => Math.max(0.1, m.cpuMs - alone.cpuMs);
  console.log(
    `following a ${FOLLOW_S}-s job: job alone ${alone.cpuMs.toFixed(0)} ms CPU; stream ${stream.requests} requests, ${stream.cpuMs.toFixed(0)} ms; ` +
      `polling ${poll.requests} requests, ${poll.cpuMs.toFixed(0)} ms`,
  );
  record(`page following a ${FOLLOW_S}-s job: requests, stream ÷ 250-ms polling`, stream.requests / poll.requests, '≤ 0.1');
  record(`page following a ${FOLLOW_S}-s job: CPU above the job's, stream ÷ 250-ms polling`, extra(stream) / extra(poll), '≤ 0.1');

  // 4. Synchronous convert ÷ enqueue + poll every 100 ms, alternated.
  const sync: number[] = [];
  const polled: number[] = [];
  for (let round = 0; round < 8; round++) {
    let t = performance.now();
    const answer = await upload('/api/v1/convert?wait=60', png, 'a.png', 'image-grayscale');
    if (answer.status !== 200) throw new Error(`synchronous convert answered ${answer.status}`);
    await answer.text();
    sync.push(performance.now() - t);
    t = performance.now();
    const queued = (await (await upload('/api/v1/convert', png, 'a.png', 'image-grayscale')).json()) as { job_id: string };
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      const body = (await (await fetch(`${app.url}/api/jobs/${queued.job_id}`, { headers })).json()) as { status: string };
      if (body.status === 'completed') break;
    }
    polled.push(performance.now() - t);
  }
  console.log(`small image: synchronous ${median(sync).toFixed(0)} ms, enqueue + 100-ms polls ${median(polled).toFixed(0)} ms (medians)`);
  record('synchronous convert ÷ enqueue + poll until done (wall, small image)', median(sync) / median(polled), '≤ 1.0');
} finally {
  await app.stop();
  await rm(dir, { recursive: true, force: true });
}
