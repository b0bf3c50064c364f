/**
 * Counts what one upload costs the service between its last byte and `completed` (issue 43, items 3 and 4):
 * system calls per job from `strace -f -c` attached to the running service after a warm-up job (so start-up is not
 * in them), and bytes read and written per job from /proc/<pid>/io (rchar/wchar count sockets and files alike).
 * Counts, not times: they hold on a loaded machine. The wall times printed beside them are for orientation only.
 *
 *   node --import tsx scripts/perf/big-upload.ts                 # image-resize of a 24 MP JPEG, files on disk
 *   KIND=pipeline node --import tsx scripts/perf/big-upload.ts   # resize → grayscale → WebP
 *   FILES=s3 node --import tsx scripts/perf/big-upload.ts        # JOB_FILES=s3 against a local Ceph gateway
 *   KIND=small N=50 node --import tsx scripts/perf/big-upload.ts # bench/uploads.ts's 1.3 KB PNG instead
 *   N=5 STRACE=0 …                                               # more jobs, no strace (times only)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { KEY, startServiceProcess, streamUpload } from '../../bench/_service.js';
import { startS3Gateway, type S3Gateway } from '../../test/helpers/s3.js';

const N = Number(process.env.N ?? 3);
const KIND = process.env.KIND ?? 'resize';
const FILES = process.env.FILES ?? 'local';
const STRACE = process.env.STRACE !== '0';
/** STRACE=files: one line per file operation (with times) instead of the counts, to see what each one touches. */
const LIST = process.env.STRACE === 'files';
const TRACED = 'openat,read,pread64,write,writev,pwrite64,rename,mkdir,unlink,rmdir,statx,newfstatat,fsync,fdatasync,epoll_wait,epoll_pwait,futex,io_uring_enter,close';

async function io(pid: number): Promise<{ rchar: number; wchar: number; syscr: number; syscw: number }> {
  const text = await readFile(`/proc/${pid}/io`, 'utf8');
  const get = (k: string) => Number(new RegExp(`^${k}: (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { rchar: get('rchar'), wchar: get('wchar'), syscr: get('syscr'), syscw: get('syscw') };
}

/** CPU ticks (1/100 s) of the process: its main thread (JavaScript, the event loop) and all its other threads. */
async function cpu(pid: number): Promise<{ main: number; all: number }> {
  const ticks = (stat: string) => {
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  };
  const all = ticks(await readFile(`/proc/${pid}/stat`, 'utf8'));
  const main = ticks(await readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8'));
  return { main, all };
}

/** The service's own node process: startServiceProcess spawns node directly, so its pid is the service. */
async function oneJob(port: number, url: string, input: string): Promise<{ ms: number; id: string }> {
  const t0 = performance.now();
  const fields: Record<string, string> = KIND === 'pipeline'
    ? { steps: JSON.stringify([{ tool: 'image-resize', width: 800 }, { tool: 'image-grayscale' }, { tool: 'image-convert-webp', quality: 80 }]) }
    : { tool: 'image-resize', width: KIND === 'small' ? '32' : '800' };
  // ?wait=: the answer comes when the job ends, woken by its completion event: nothing polls.
  const path = KIND === 'pipeline' ? '/api/v1/pipelines?wait=60' : '/api/v1/convert?wait=60';
  const r = await streamUpload(port, path, fields, input);
  const body = JSON.parse(r.body) as { status?: string; job_id?: string };
  if (r.status !== 200 || body.status !== 'completed') throw new Error(`${r.status} ${r.body}`);
  const ms = performance.now() - t0;
  if (FILES === 's3') {
    const res = await fetch(`${url}/download/${body.job_id}`, { headers: { 'x-api-key': KEY } });
    await res.arrayBuffer();
  }
  return { ms, id: String(body.job_id) };
}

const dir = await mkdtemp(join(tmpdir(), 'perf-big-'));
let gateway: S3Gateway | null = null;
try {
  const input = join(dir, KIND === 'small' ? 'small.png' : 'big.jpg');
  if (KIND === 'small') {
    // The 1.3 KB PNG of bench/uploads.ts's small jobs: noise does not compress.
    const raw = Buffer.alloc(20 * 20 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
    await sharp(raw, { raw: { width: 20, height: 20, channels: 3 } }).png({ compressionLevel: 0 }).toFile(input);
  } else {
    await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toFile(input);
  }
  console.log(`input ${((await stat(input)).size / 1e6).toFixed(1)} MB, ${KIND}, JOB_FILES=${FILES}, ${N} jobs`);
  let env: Record<string, string> = { PDF_WORKER_SPARE: 'false', MAX_UPLOAD_MB: '100' };
  if (FILES === 's3') {
    gateway = await startS3Gateway();
    await gateway.createBucket('perf-jobs');
    env = { ...env, ...gateway.env('perf-jobs') };
  }
  // PROF=<dir>: a CPU profile of the service, written when it stops (read it with scripts/perf/cpuprofile-summary.mjs).
  if (process.env.PROF) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${process.env.PROF}`;
  // NODE_FLAGS="--a --b": node flags for the service instead of scripts/start.sh's (V8 flags NODE_OPTIONS refuses);
  // NODE_FLAGS= (empty) starts it with none.
  const flags = process.env.NODE_FLAGS === undefined ? undefined : process.env.NODE_FLAGS.split(' ').filter(Boolean);
  const svc = await startServiceProcess(join(dir, 'data'), env, flags);
  try {
    await oneJob(svc.port, svc.url, input); // warm-up: JIT, sharp loads
    await oneJob(svc.port, svc.url, input);
    const out = join(dir, 'strace.txt');
    const tracer = STRACE ? spawn('strace', [...(LIST ? ['-f', '-tt', '-e', 'trace=openat,rename,mkdir,unlink,rmdir,statx,newfstatat,statfs,fsync,fdatasync'] : ['-f', '-c', '-e', `trace=${TRACED}`]), '-o', out, '-p', String(svc.pid)], { stdio: 'ignore' }) : null;
    if (tracer) await new Promise((r) => setTimeout(r, 1500));
    const before = await io(svc.pid);
    const cpuBefore = await cpu(svc.pid);
    const times: number[] = [];
    for (let i = 0; i < N; i++) times.push((await oneJob(svc.port, svc.url, input)).ms);
    const after = await io(svc.pid);
    const cpuAfter = await cpu(svc.pid);
    // The same work by sharp alone in this process, for scale (its CPU, all threads): the resize, or for a pipeline
    // the three calls chained on buffers as bench/pipelines.ts's baseline does them.
    const bytes = await readFile(input);
    const alone = async () => {
      if (KIND !== 'pipeline') return sharp(input).resize({ width: KIND === 'small' ? 32 : 800 }).toBuffer();
      const a = await sharp(bytes).resize({ width: 800 }).jpeg().toBuffer();
      const b = await sharp(a).grayscale().jpeg().toBuffer();
      return sharp(b).webp({ quality: 80 }).toBuffer();
    };
    const c0 = process.cpuUsage();
    for (let i = 0; i < N; i++) await alone();
    const c1 = process.cpuUsage(c0);
    if (tracer) {
      tracer.kill('SIGINT');
      await new Promise((r) => tracer.once('exit', r));
    }
    const per = (k: keyof typeof before) => ((after[k] - before[k]) / N).toFixed(0);
    console.log(`per job: rchar ${(Number(per('rchar')) / 1e6).toFixed(1)} MB, wchar ${(Number(per('wchar')) / 1e6).toFixed(1)} MB, read calls ${per('syscr')}, write calls ${per('syscw')}`);
    console.log(`CPU per job: service ${((cpuAfter.all - cpuBefore.all) * 10 / N).toFixed(0)} ms (main thread ${((cpuAfter.main - cpuBefore.main) * 10 / N).toFixed(0)} ms); sharp alone ${((c1.user + c1.system) / 1000 / N).toFixed(0)} ms`);
    console.log(`wall (orientation only, machine load ${(await readFile('/proc/loadavg', 'utf8')).split(' ')[0]}): ${times.map((t) => t.toFixed(0)).join(' / ')} ms`);
    if (tracer && LIST) console.log(await readFile(out, 'utf8'));
    else if (tracer) {
      const text = await readFile(out, 'utf8');
      for (const line of text.split('\n')) {
        const m = /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(\d+)?\s*(\w+)$/.exec(line);
        if (m) console.log(`  ${m[3].padEnd(14)} ${(Number(m[1]) / N).toFixed(1).padStart(8)} per job${m[2] ? ` (${(Number(m[2]) / N).toFixed(1)} errors)` : ''}`);
      }
    }
  } finally {
    await svc.stop();
  }
} finally {
  await gateway?.stop();
  await rm(dir, { recursive: true, force: true });
}
