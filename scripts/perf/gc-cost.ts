/**
 * What V8 heap flags change for the service: CPU per request (job poll, cached price) and per 15.8 MB upload through
 * uploadBody, with the garbage collections counted (scavenges and mark-compacts, from perf_hooks' gc entries) and
 * resident memory at idle and after the burst. Each variant is a child process started with its flags; variants
 * alternate round by round, so a loaded machine spreads all of them alike. Counts and CPU time, not wall time.
 * Usage: node --import tsx scripts/perf/gc-cost.ts [rounds=3] [requests=5000] [uploads=8] [variants...]
 *   variant: "base" or V8 flags joined with commas, e.g. --max-semi-space-size=32
 */
import { fork } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Koa from 'koa';
import sharp from 'sharp';
import { streamUpload } from '../../bench/_service.js';

interface Sample {
  cpu: number;
  minor: number;
  major: number;
  rss: number;
}

if (process.argv[2] === 'target') await target();
else await drive();

async function target(): Promise<void> {
  const { startWarmService } = await import('../../bench/_warm-service.js');
  const { uploadBody } = await import('../../src/http/upload-body.js');
  const { app, pollPath, pricePath } = await startWarmService('gc-cost-');
  const dir = await mkdtemp(join(tmpdir(), 'gc-cost-'));
  await mkdir(join(dir, 'tmp'));
  const intake = new Koa();
  intake.use(uploadBody({ tmpDir: join(dir, 'tmp'), maxFileBytes: 200e6, maxFields: 20, log: { info: () => undefined } }));
  intake.use((ctx) => {
    ctx.body = 'ok';
  });
  const server = intake.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  let minor = 0;
  let major = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as PerformanceEntry & { detail: { kind: number } }).detail.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) minor++;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) major++;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (msg) => {
    if (msg === 'sample') {
      const u = process.cpuUsage();
      // The observer is told of a collection asynchronously: let it catch up before counting.
      setTimeout(() => process.send!({ cpu: u.user + u.system, minor, major, rss: process.memoryUsage().rss } satisfies Sample), 50);
    }
    if (msg === 'stop') void Promise.all([app.stop(), rm(dir, { recursive: true, force: true })]).finally(() => process.exit(0));
  });
  process.send!({ url: app.url, pollPath, pricePath, uploadPort: (server.address() as { port: number }).port });
}

async function drive(): Promise<void> {
  const ROUNDS = Number(process.argv[2] ?? 3);
  const N = Number(process.argv[3] ?? 5000);
  const UPLOADS = Number(process.argv[4] ?? 8);
  const variants = process.argv.slice(5).length > 0 ? process.argv.slice(5) : ['base', '--max-semi-space-size=32'];
  const dir = await mkdtemp(join(tmpdir(), 'gc-cost-'));
  const file = join(dir, 'big.jpg');
  await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toFile(file);
  const rows = new Map<string, string[][]>(variants.map((v) => [v, []]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of variants) {
        const flags = variant === 'base' ? [] : variant.split(',');
        const child = fork(fileURLToPath(import.meta.url), ['target'], { execArgv: ['--import', 'tsx', ...flags], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        const ready = await new Promise<{ url: string; pollPath: string; pricePath: string; uploadPort: number }>((resolve) => child.once('message', (m) => resolve(m as never)));
        const sample = () =>
          new Promise<Sample>((resolve) => {
            child.once('message', (m) => resolve(m as Sample));
            child.send('sample');
          });
        const load = async (path: string, amount: number) => {
          const r = await autocannon({ url: ready.url + path, connections: 32, amount, headers: { 'x-api-key': 'bench-key-0000000000000000' } });
          if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        };
        await load(ready.pollPath, 2000);
        await load(ready.pricePath, 2000);
        for (let i = 0; i < 2; i++) await streamUpload(ready.uploadPort, '/', { tool: 'image-resize' }, file);
        await new Promise((r) => setTimeout(r, 1000));
        const idle = await sample();
        const cells: string[] = [`${(idle.rss / 1e6).toFixed(0)}`];
        let last = idle;
        for (const path of [ready.pollPath, ready.pricePath]) {
          await load(path, N);
          const s = await sample();
          cells.push(`${((s.cpu - last.cpu) / N).toFixed(1)} µs, ${(((s.minor - last.minor) * 1000) / N).toFixed(1)}/${(((s.major - last.major) * 1000) / N).toFixed(2)}`);
          last = s;
        }
        for (let i = 0; i < UPLOADS; i++) await streamUpload(ready.uploadPort, '/', { tool: 'image-resize' }, file);
        const s = await sample();
        cells.push(`${((s.cpu - last.cpu) / 1000 / UPLOADS).toFixed(1)} ms, ${((s.minor - last.minor) / UPLOADS).toFixed(2)}/${((s.major - last.major) / UPLOADS).toFixed(2)}`);
        cells.push(`${(s.rss / 1e6).toFixed(0)}`);
        rows.get(variant)!.push(cells);
        console.log(`round ${round + 1} ${variant.padEnd(28)} rss idle ${cells[0]} MB | poll ${cells[1]} | price ${cells[2]} | upload ${cells[3]} | rss after ${cells[4]} MB`);
        child.send('stop');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`\n(per request: CPU µs, scavenges/mark-compacts per 1,000; per upload: CPU ms, scavenges/mark-compacts; load ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
}
