/**
 * What one 24 MP JPEG upload → completed image-resize job → download costs with JOB_FILES=s3, in counts a loaded
 * machine does not distort: bytes the service process read from and wrote to local files (strace of its file
 * reads and writes, every thread), its /proc/<pid>/io counters, and the requests the bucket received by kind (a
 * counting proxy in front of the project's Ceph RGW; the service's endpoint and its presigned links go through it).
 * The service is its own process, the embedded deployment (as bench/storage.ts runs it). Needs strace.
 * Usage: node --import tsx scripts/perf/s3-upload-io.ts [jobs=3]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { KEY, startServiceProcess, streamUpload, type ServiceProcess } from '../../bench/_service.js';
import { startS3Gateway } from '../../test/helpers/s3.js';

const JOBS = Number(process.argv[2] ?? 3);
const BUCKET = 'io-jobs';

/** The S3 operation a request is, from its method, query and headers (path-style addressing). */
function operation(req: IncomingMessage): string {
  const url = new URL(req.url ?? '/', 'http://x');
  const q = url.searchParams;
  const m = req.method ?? '';
  if (m === 'GET' && q.has('list-type')) return 'ListObjectsV2';
  if (m === 'GET' && q.has('uploads')) return 'ListMultipartUploads';
  if (m === 'POST' && q.has('delete')) return 'DeleteObjects';
  if (m === 'POST' && q.has('uploads')) return 'CreateMultipartUpload';
  if (m === 'POST' && q.has('uploadId')) return 'CompleteMultipartUpload';
  if (m === 'PUT' && q.has('partNumber')) return 'UploadPart';
  if (m === 'PUT' && req.headers['x-amz-copy-source']) return 'CopyObject';
  if (m === 'PUT') return 'PutObject';
  if (m === 'DELETE' && q.has('uploadId')) return 'AbortMultipartUpload';
  if (m === 'DELETE') return 'DeleteObject';
  if (m === 'HEAD') return url.pathname.split('/').filter(Boolean).length > 1 ? 'HeadObject' : 'HeadBucket';
  if (m === 'GET') return 'GetObject';
  return m;
}

/** A proxy in front of the gateway that counts what it forwards; signatures stay valid (same Host header). */
function countingProxy(target: string, counts: Map<string, number>): Promise<{ url: string; close(): void }> {
  const to = new URL(target);
  const server = createServer((req, res) => {
    const op = operation(req);
    counts.set(op, (counts.get(op) ?? 0) + 1);
    const out = request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${a.port}`, close: () => server.close() });
    }),
  );
}

async function roundTrip(svc: ServiceProcess, file: string): Promise<void> {
  const up = await streamUpload(svc.port, '/upload?wait=120', { tool: 'image-resize', width: '800' }, file);
  const done = JSON.parse(up.body) as Record<string, unknown>;
  if (up.status !== 200 || done.status !== 'completed') throw new Error(`upload answered ${up.status}: ${up.body}`);
  const res = await fetch(`${svc.url}/download/${String(done.job_id)}`, { headers: { 'x-api-key': KEY } });
  if (res.status !== 200) throw new Error(`download answered ${res.status}`);
  await res.arrayBuffer();
}

function procIo(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of readFileSync(`/proc/${pid}/io`, 'utf8').trim().split('\n')) {
    const [k, v] = line.split(':');
    out[k!.trim()] = Number(v);
  }
  return out;
}

/**
 * Bytes read and written on regular files (strace -y names each fd's path), from a strace -f log; a call another
 * thread interrupted is counted from its "resumed" line.
 */
function fileBytes(log: string): { read: number; written: number; reads: number; writes: number } {
  const totals = { read: 0, written: 0, reads: 0, writes: 0 };
  const NAMES = 'read|pread64|readv|preadv|write|pwrite64|writev|pwritev';
  const call = new RegExp(`^(\\d+)\\s+(${NAMES})\\((\\d+)<([^>]*)>(.*)$`);
  const resumed = new RegExp(`^(\\d+)\\s+<\\.\\.\\. (${NAMES}) resumed>.*= (\\d+)`);
  const pending = new Map<string, string>();
  const count = (name: string, path: string, n: number) => {
    if (!path.startsWith('/') || path.startsWith('/dev/') || path.startsWith('/proc/')) return;
    if (name.includes('read')) {
      totals.read += n;
      totals.reads++;
    } else {
      totals.written += n;
      totals.writes++;
    }
  };
  for (const line of log.split('\n')) {
    const m = call.exec(line);
    if (m) {
      if (m[5]!.includes('<unfinished ...>')) pending.set(m[1]!, m[4]!);
      else {
        const ret = /= (\d+)/.exec(m[5]!);
        if (ret) count(m[2]!, m[4]!, Number(ret[1]));
      }
      continue;
    }
    const r = resumed.exec(line);
    if (r && pending.has(r[1]!)) {
      count(r[2]!, pending.get(r[1]!)!, Number(r[3]));
      pending.delete(r[1]!);
    }
  }
  return totals;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'perf-s3-io-'));
  const gateway = await startS3Gateway();
  const counts = new Map<string, number>();
  const proxy = await countingProxy(gateway.endpoint, counts);
  let svc: ServiceProcess | null = null;
  try {
    await gateway.createBucket(BUCKET);
    svc = await startServiceProcess(join(dir, 'data'), { ...gateway.env(BUCKET), S3_ENDPOINT: proxy.url, MAX_UPLOAD_MB: '100' });
    const jpeg = join(dir, 'big.jpg');
    await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toFile(jpeg);
    const size = (await stat(jpeg)).size;
    await roundTrip(svc, jpeg);
    // The janitor's deletes come at expiry; the completion's delete of the input is part of each round trip.
    const traceLog = join(dir, 'strace.log');
    const tracer = spawn('strace', ['-f', '-y', '-qq', '-s', '0', '-e', 'trace=read,pread64,readv,preadv,write,pwrite64,writev,pwritev', '-o', traceLog, '-p', String(svc.pid)], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 1500));
    counts.clear();
    const before = procIo(svc.pid);
    for (let i = 0; i < JOBS; i++) await roundTrip(svc, jpeg);
    const after = procIo(svc.pid);
    await new Promise((r) => setTimeout(r, 500));
    tracer.kill('SIGINT');
    await new Promise((r) => tracer.once('exit', r));
    const files = fileBytes(await readFile(traceLog, 'utf8'));
    const per = (n: number) => (n / JOBS / 1e6).toFixed(1);
    console.log(`24 MP JPEG ${(size / 1e6).toFixed(1)} MB, ${JOBS} jobs (upload → completed → download), per job:`);
    console.log(`  local files (strace): read ${per(files.read)} MB in ${(files.reads / JOBS).toFixed(0)} calls, written ${per(files.written)} MB in ${(files.writes / JOBS).toFixed(0)} calls`);
    for (const k of ['read_bytes', 'write_bytes', 'cancelled_write_bytes', 'rchar', 'wchar']) {
      console.log(`  /proc io ${k}: ${per(after[k]! - before[k]!)} MB`);
    }
    const ops = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k} ${(v / JOBS).toFixed(1)}`);
    console.log(`  S3 requests: ${ops.join(', ')}`);
  } finally {
    await svc?.stop();
    proxy.close();
    await gateway.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
