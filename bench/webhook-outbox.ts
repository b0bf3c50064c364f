/**
 * The embedded webhook outbox with a long history. Run: npx tsx bench/webhook-outbox.ts [settled-count]
 *
 * A data folder whose webhook-outbox.json holds 150,000 settled deliveries (about 21 h of one key at its rate
 * limit, kept 7 days) as the service used to leave it; the service starts on it, then 20 jobs with a callback run
 * while /healthz is polled. Figures: deliveries a second (first upload to the 20th delivery received) and the
 * p99 of /healthz during that time.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { twoColourPng } from '../test/helpers/images.js';
import { KEY, startServiceProcess } from './_service.js';
import { record } from './_summary.js';

const SETTLED = Number(process.argv[2] ?? 150_000);
const JOBS = 20;
const dataDir = await mkdtemp(join(tmpdir(), 'bench-outbox-'));

// The old shape of the file: every delivery, settled or not, in one record map.
const t0 = Date.now() - 3_600_000;
const parts: string[] = [];
for (let i = 0; i < SETTLED; i++) {
  const id = `evt_bench${String(i).padStart(8, '0')}_completed`;
  parts.push(
    JSON.stringify(id) + ':' + JSON.stringify({
      id, type: 'job.completed', keyId: 'kbench', url: 'https://hooks.example.com/bench', createdAt: t0 + i,
      data: { job_id: `bench${i}`, status: 'completed', tool: 'image-grayscale', result: { name: 'p.png', size: 100, url: `https://example.com/download/bench${i}` }, pad: 'x'.repeat(400) },
      state: 'delivered', attempts: 1, nextAttemptAt: t0 + i, lastAttemptAt: t0 + i, lastStatus: 204, lastError: null, settledAt: t0 + i, holder: null, leaseUntil: null,
    }),
  );
}
await writeFile(join(dataDir, 'webhook-outbox.json'), `{"records":{${parts.join(',')}}}`);
console.log(`seeded ${SETTLED} settled deliveries`);

const received = new Set<string>();
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received.add(String(req.headers['webhook-id']));
    res.writeHead(204).end();
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const service = await startServiceProcess(dataDir, { WEBHOOK_ALLOW_INSECURE: 'true', WEBHOOK_POLL_MS: '50' });
// Reading the big file takes a while; the figures are for the service once it answers.
for (let i = 0; ; i++) {
  if (await fetch(`${service.url}/healthz`).then((r) => r.ok, () => false)) break;
  if (i > 1800) throw new Error('the service did not come up in 180 s');
  await new Promise((r) => setTimeout(r, 100));
}
const png = await twoColourPng(16, 16);
let polling = true;
let failures = 0;
const health: number[] = [];
const poll = (async () => {
  while (polling) {
    const start = performance.now();
    // A refused or reset connection counts as an answer as slow as the time it took (and is reported).
    await fetch(`${service.url}/healthz`).then((r) => r.arrayBuffer(), () => failures++);
    health.push(performance.now() - start);
  }
})();

const start = performance.now();
await Promise.all(
  Array.from({ length: JOBS }, async () => {
    const form = new FormData();
    form.set('tool', 'image-grayscale');
    form.set('callback_url', hook);
    form.set('file', new Blob([new Uint8Array(png)]), 'p.png');
    const res = await fetch(`${service.url}/upload`, { method: 'POST', body: form, headers: { 'x-api-key': KEY } });
    if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  }),
);
while (received.size < JOBS) await new Promise((r) => setTimeout(r, 20));
const seconds = (performance.now() - start) / 1000;
polling = false;
await poll;
await service.stop();
receiver.close();
await rm(dataDir, { recursive: true, force: true });

health.sort((a, b) => a - b);
const p99 = health[Math.min(health.length - 1, Math.floor(health.length * 0.99))];
console.log(`${JOBS} deliveries in ${seconds.toFixed(1)} s (${(JOBS / seconds).toFixed(2)}/s); /healthz p99 ${p99.toFixed(0)} ms over ${health.length} polls (${failures} failed)`);
record(`webhook outbox with ${SETTLED} settled deliveries: deliveries/s`, JOBS / seconds, '≥ 2');
record(`webhook outbox with ${SETTLED} settled deliveries: /healthz p99 (ms)`, p99, '≤ 100');
