import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { record } from './_summary.js';
import { KEY, startServiceProcess, type ServiceProcess } from './_service.js';
import { beforeFigure, interleaved } from './_load.js';
import { median, report } from './_util.js';

/**
 * Pipelines (issue 26), against the real service in its own process:
 * 1. resize → grayscale → WebP on a 24 MP JPEG, upload to completed, ÷ the same three sharp calls chained here;
 * 2. 20 files of 2 MP through resize → WebP as one pipeline ÷ the same 20 files as 20 separate jobs;
 * 3. the service's peak resident memory while 4 such 20-file pipelines run at once.
 */
const RUNS = 3;

async function photo(width: number, height: number): Promise<Buffer> {
  const grain = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 14 } } }).raw().toBuffer();
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      '<stop offset="0" stop-color="#1e5a8c"/><stop offset="1" stop-color="#e0b060"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>',
  );
  return sharp(svg).composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer();
}

async function submit(svc: ServiceProcess, steps: unknown[], files: Buffer[]): Promise<string> {
  const form = new FormData();
  form.set('steps', JSON.stringify(steps));
  files.forEach((f, i) => form.append('file', new Blob([new Uint8Array(f)]), `p${i}.jpg`));
  const res = await fetch(`${svc.url}/api/v1/pipelines`, { method: 'POST', body: form, headers: { 'x-api-key': KEY } });
  const body = (await res.json()) as { job_id?: string; error?: string };
  if (res.status !== 202 || !body.job_id) throw new Error(`enqueue answered ${res.status}: ${JSON.stringify(body)}`);
  return body.job_id;
}

async function finished(svc: ServiceProcess, id: string): Promise<void> {
  for (;;) {
    const res = await fetch(`${svc.url}/api/jobs/${id}?wait=30`, { headers: { 'x-api-key': KEY } });
    const body = (await res.json()) as { status: string };
    if (body.status === 'completed') return;
    if (body.status !== 'queued' && body.status !== 'processing') throw new Error(`job ${id} ended ${body.status}`);
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

/** Resident memory of a process in MB, from /proc. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-pipelines-'));
  const svc = await startServiceProcess(dir, { MAX_UPLOAD_MB: '200', WORKER_CONCURRENCY: '2' });
  try {
    const big = await photo(6000, 4000);
    const three = [{ tool: 'image-resize', width: 800 }, { tool: 'image-grayscale' }, { tool: 'image-convert-webp', quality: 80 }];
    const chained = async () => {
      const a = await sharp(big).resize({ width: 800 }).jpeg().toBuffer();
      const b = await sharp(a).grayscale().jpeg().toBuffer();
      await sharp(b).webp({ quality: 80 }).toBuffer();
    };
    const pipeName = 'pipeline 3 steps on 24 MP, upload→completed ÷ 3 sharp calls chained (ms)';
    const pipeLoad = await beforeFigure(pipeName);
    await chained();
    await finished(svc, await submit(svc, three, [big]));
    const { baseline: bare, measured: piped } = await interleaved(
      RUNS,
      () => timed(chained),
      () => timed(async () => finished(svc, await submit(svc, three, [big]))),
    );
    report(pipeName, median(piped), median(bare), '≤ 1.3', pipeLoad);

    const small = await Promise.all(Array.from({ length: 20 }, () => photo(1730, 1155)));
    const two = [{ tool: 'image-resize', width: 800 }, { tool: 'image-convert-webp', quality: 80 }];
    const manyName = '20 files × (resize → WebP): one pipeline ÷ 20 separate jobs (ms)';
    const manyLoad = await beforeFigure(manyName);
    const { baseline: separate, measured: asOne } = await interleaved(
      RUNS,
      () => timed(async () => Promise.all(small.map(async (f) => finished(svc, await submit(svc, two, [f]))))),
      () => timed(async () => finished(svc, await submit(svc, two, small))),
    );
    report(manyName, median(asOne), median(separate), '≤ 1.0', manyLoad);

    let peak = await rssMb(svc.pid);
    const sampler = setInterval(() => {
      rssMb(svc.pid).then((mb) => (peak = Math.max(peak, mb)), () => undefined);
    }, 25);
    await Promise.all(Array.from({ length: 4 }, async () => finished(svc, await submit(svc, two, small))));
    clearInterval(sampler);
    console.log(`peak RSS while 4 pipelines of 20 files ran: ${peak.toFixed(0)} MB`);
    record('peak RSS, 4 pipelines × 20 files of 2 MP (MB)', peak, '< 400');
  } finally {
    await svc.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
