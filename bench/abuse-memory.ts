import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { KEY, startServiceProcess, streamUpload, type ServiceProcess } from './_service.js';
import { record } from './_summary.js';
import { report } from './_util.js';

/**
 * Issue 15: memory after a burst of 20 hostile uploads (frame bombs, large photos, long animations), with
 * RSS read before, at the peak (VmHWM) and 60 s after the last job ended; and how long a frame bomb holds
 * a worker. The service runs as `npm start` runs it (jemalloc with a short decay, scripts/start.sh) and, as the
 * same-run baseline, on glibc's allocator with its default arenas.
 */
function frameBombGif(frames: number, width = 1, height = 1): Buffer {
  const head = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, width & 255, width >> 8, height & 255, height >> 8, 0x80, 0, 0]);
  const loop = Buffer.concat([Buffer.from([0x21, 0xff, 0x0b]), Buffer.from('NETSCAPE2.0'), Buffer.from([3, 1, 0, 0, 0])]);
  const frame = Buffer.from([0x21, 0xf9, 4, 4, 2, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]);
  const body = Buffer.alloc(frame.length * frames);
  for (let i = 0; i < frames; i++) frame.copy(body, i * frame.length);
  return Buffer.concat([head, Buffer.from([0, 0, 0, 255, 255, 255]), loop, body, Buffer.from([0x3b])]);
}

const mb = async (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function waitJob(s: ServiceProcess, id: string): Promise<string> {
  for (;;) {
    const p = (await (await fetch(`${s.url}/api/jobs/${id}`, { headers: { 'x-api-key': KEY } })).json()) as { status: string };
    if (p.status !== 'queued' && p.status !== 'processing') return p.status;
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Inputs {
  bomb: string;
  smallBomb: string;
  photo: string;
  animation: string;
}

async function burst(label: string, dir: string, inputs: Inputs, env: Record<string, string>): Promise<number> {
  const s = await startServiceProcess(join(dir, `data-${label}`), { WORKER_CONCURRENCY: '2', ...env });
  await new Promise((r) => setTimeout(r, 2000));
  const before = await mb(s.pid, 'VmRSS');
  const plan: Array<[string, string, Record<string, string>]> = [];
  for (let i = 0; i < 5; i++) {
    plan.push([inputs.bomb, 'image-resize', { width: '10' }]);
    plan.push([inputs.smallBomb, 'image-grayscale', {}]);
    plan.push([inputs.photo, 'image-resize', { width: '3000' }]);
    plan.push([inputs.animation, 'image-grayscale', {}]);
  }
  const t0 = performance.now();
  const statuses = await Promise.all(
    plan.map(async ([file, tool, fields]) => {
      const r = await streamUpload(s.port, '/upload', { tool, ...fields }, file);
      if (r.status !== 202) return String(r.status);
      return waitJob(s, (JSON.parse(r.body) as { job_id: string }).job_id);
    }),
  );
  const burstS = (performance.now() - t0) / 1000;
  const peak = await mb(s.pid, 'VmHWM');
  await new Promise((r) => setTimeout(r, 60_000));
  const after = await mb(s.pid, 'VmRSS');
  const counts = statuses.reduce<Record<string, number>>((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {});
  console.log(
    `${label}: RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, 60 s after ${after.toFixed(0)} MB ` +
      `(burst ${burstS.toFixed(1)} s; outcomes ${JSON.stringify(counts)})`,
  );
  await s.stop();
  return after;
}

/** From upload to the job's end (or the refusal) for a 1x1 GIF with 200,000 frames. */
async function bombHold(dir: string, bomb: string): Promise<number> {
  const s = await startServiceProcess(join(dir, 'data-hold'));
  const t0 = performance.now();
  const r = await streamUpload(s.port, '/upload', { tool: 'image-resize', width: '10' }, bomb);
  if (r.status === 202) await waitJob(s, (JSON.parse(r.body) as { job_id: string }).job_id);
  const s1 = (performance.now() - t0) / 1000;
  console.log(`frame bomb (200,000 frames, 4.6 MB): answered ${r.status}, held ${s1.toFixed(2)} s`);
  await s.stop();
  return s1;
}

const dir = await mkdtemp(join(tmpdir(), 'bench-abuse-'));
const inputs: Inputs = {
  bomb: join(dir, 'bomb.gif'),
  smallBomb: join(dir, 'small-bomb.gif'),
  photo: join(dir, 'photo.jpg'),
  animation: join(dir, 'anim.gif'),
};
await writeFile(inputs.bomb, frameBombGif(200_000));
await writeFile(inputs.smallBomb, frameBombGif(20_000, 70, 70));
await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
  .jpeg({ quality: 90 })
  .toFile(inputs.photo);
const strip = Buffer.alloc(200 * 200 * 3 * 600);
for (let f = 0; f < 600; f++) strip.fill(f % 256, f * 120_000, (f + 1) * 120_000);
await sharp(strip, { raw: { width: 200, height: 200 * 600, channels: 3, pageHeight: 200 } }).gif({ loop: 0 }).toFile(inputs.animation);

const held = await bombHold(dir, inputs.bomb);
record('frame bomb holds a worker (s)', held, '< 5');
const glibc = await burst('glibc, default arenas (baseline)', dir, inputs, { LD_PRELOAD: '', MALLOC_ARENA_MAX: '' });
const jemalloc = await burst('jemalloc (npm start)', dir, inputs, {
  LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  MALLOC_CONF: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0',
});
record('RSS 60 s after 20 hostile uploads (MB)', jemalloc, '< 300');
report('RSS 60 s after the burst, jemalloc vs glibc default arenas', jemalloc, glibc, '≤ 0.70');
await rm(dir, { recursive: true, force: true });
