import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { KEY, startServiceProcess } from './_service.js';
import { record } from './_summary.js';
import { percentile } from './_util.js';

/**
 * Issue 37 item 2: at 200,000 recipes the single recipes.json was 102 MB, each save cost 0.7–1.0 s of the event
 * loop, and /healthz p99 was 867 ms. Here the embedded service starts on a store of 200,000 recipes (its log
 * written beforehand, as 200,000 saves would have written it), then a key saves and deletes recipes for a few
 * seconds while /healthz is asked every 10 ms.
 */
const RECIPES = Number(process.env.BENCH_RECIPES ?? 200_000);
const STEPS = [{ tool: 'image-resize', params: { width: 320, preset: 'inside' } }, { tool: 'image-convert-webp', params: { quality: 80 } }];

const dir = await mkdtemp(join(tmpdir(), 'bench-recipes-'));
const data = join(dir, 'data');
await mkdir(data, { recursive: true });
const out = createWriteStream(join(data, 'recipes.log'));
const t = Date.now();
for (let i = 0; i < RECIPES; i++) {
  const recipe = {
    id: `bench${String(i).padStart(12, '0')}`, owner: `owner-${i % 40_000}`, name: `recipe ${i}`, steps: STEPS,
    code: i % 10 === 0 ? `C${String(i).padStart(15, '0')}` : null, createdAt: t, address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, usedAt: t,
  };
  if (!out.write(`${JSON.stringify({ add: recipe })}\n`)) await once(out, 'drain');
}
out.end();
await once(out, 'finish');

const s = await startServiceProcess(data);
const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
const saves: number[] = [];
const health: number[] = [];
let running = true;
const probe = (async () => {
  while (running) {
    const t0 = performance.now();
    await (await fetch(`${s.url}/healthz`)).arrayBuffer();
    health.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
})();
// The first second warms the process up (compilation, the first GCs after loading) and is not counted.
const warm = Date.now() + 1000;
const end = Date.now() + 6000;
for (let n = 0; Date.now() < end; n++) {
  if (Date.now() < warm) health.length = 0;
  const t0 = performance.now();
  const res = await fetch(`${s.url}/api/recipes`, { method: 'POST', headers, body: JSON.stringify({ name: `bench ${n}`, steps: [{ tool: 'image-resize', width: 320 }] }) });
  if (Date.now() >= warm) saves.push(performance.now() - t0);
  const body = (await res.json()) as { recipe?: { id: string } };
  if (!body.recipe) throw new Error(`save refused: ${JSON.stringify(body)}`);
  await (await fetch(`${s.url}/api/recipes/${body.recipe.id}`, { method: 'DELETE', headers })).arrayBuffer();
}
running = false;
await probe;
await s.stop();
await rm(dir, { recursive: true, force: true });

const saveP99 = percentile(saves, 99);
const healthP99 = percentile(health, 99);
console.log(`${RECIPES} recipes: ${saves.length} saves, p50 ${percentile(saves, 50).toFixed(1)} ms, p99 ${saveP99.toFixed(1)} ms; /healthz p99 ${healthP99.toFixed(1)} ms over ${health.length} probes`);
record('recipe save at 200,000 recipes, p99 (ms)', saveP99, '< 20');
record('/healthz p99 while saving at 200,000 recipes (ms)', healthP99, '< 100');
