/**
 * What taking in a 24 MP upload costs a server, in CPU (all threads, and the main thread) per upload, for three Koa
 * servers in a child process each: one that only reads the body (`drain`), one that pipes it to a file (`raw`), and
 * one with the service's own multipart intake (`service`: uploadBody, formidable and AheadFileStream). Counts CPU,
 * so it means something on a loaded machine too. Usage: node --import tsx scripts/perf/upload-intake.ts
 */
import { fork } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import sharp from 'sharp';
import { uploadBody } from '../../src/http/upload-body.js';
import { streamUpload } from '../../bench/_service.js';

const mode = process.env.INTAKE_MODE;
if (mode) {
  const dir = await mkdtemp(join(tmpdir(), 'perf-intake-'));
  await mkdir(join(dir, 'tmp'));
  const app = new Koa();
  if (mode === 'service') app.use(uploadBody({ tmpDir: join(dir, 'tmp'), maxFileBytes: 200e6, maxFields: 20, log: { info: () => undefined } }));
  app.use(async (ctx) => {
    if (mode === 'raw') await pipeline(ctx.req, createWriteStream(join(dir, 'raw.bin')));
    if (mode === 'drain') for await (const chunk of ctx.req) void chunk;
    ctx.body = 'ok';
  });
  const server = app.listen(0, '127.0.0.1', () => process.send?.((server.address() as { port: number }).port));
  process.once('SIGTERM', () => void rm(dir, { recursive: true, force: true }).then(() => process.exit(0)));
} else {
  const dir = await mkdtemp(join(tmpdir(), 'perf-intake-'));
  const file = join(dir, 'big.jpg');
  await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toFile(file);
  const ticks = (path: string) => {
    const stat = readFileSync(path, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  };
  // Write system calls (write, writev, the socket's answer too) from /proc/<pid>/io: a count, load does not move it.
  const writeCalls = (pid: number | undefined) => Number(/^syscw: (\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
  const N = 10;
  try {
    for (const m of ['drain', 'raw', 'service', 'drain', 'raw', 'service']) {
      const child = fork(fileURLToPath(import.meta.url), { env: { ...process.env, INTAKE_MODE: m }, execArgv: ['--import', 'tsx'] });
      const port = await new Promise<number>((resolve) => child.once('message', (p) => resolve(p as number)));
      for (let i = 0; i < 3; i++) await streamUpload(port, '/', { tool: 'image-resize' }, file);
      const all0 = ticks(`/proc/${child.pid}/stat`);
      const main0 = ticks(`/proc/${child.pid}/task/${child.pid}/stat`);
      const writes0 = writeCalls(child.pid);
      for (let i = 0; i < N; i++) await streamUpload(port, '/', { tool: 'image-resize' }, file);
      const all = ((ticks(`/proc/${child.pid}/stat`) - all0) * 10) / N;
      const main = ((ticks(`/proc/${child.pid}/task/${child.pid}/stat`) - main0) * 10) / N;
      const writes = (writeCalls(child.pid) - writes0) / N;
      console.log(`${m.padEnd(8)} CPU per 15.8 MB upload: ${all.toFixed(0)} ms (main thread ${main.toFixed(0)} ms), ${writes.toFixed(0)} write calls`);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
