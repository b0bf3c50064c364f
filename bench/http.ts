/**
 * HTTP throughput with autocannon (a client fast enough not to be the bottleneck), as ratios to a bare Koa route
 * answering the same bytes in the same run: poll `GET /api/jobs/{id}` and cached `GET /api/prices`.
 * Run alone: npx tsx bench/http.ts [seconds] [connections]
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { beforeFigure, interleaved } from './_load.js';
import { record } from './_summary.js';
import { median } from './_util.js';

const SECONDS = Number(process.argv[2] ?? 2);
const CONNECTIONS = Number(process.argv[3] ?? 32);
const ROUNDS = 5;

interface Target {
  app: string;
  bare: string;
  key: string;
  pollPath: string;
  pricePath: string;
  pollBytes: number;
  priceBytes: number;
}

const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./_http-target.ts', import.meta.url))], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, LOG_LEVEL: 'silent' },
});
const target = await new Promise<Target>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`target exited with ${code}`)));
  createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Target));
});

async function rps(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'x-api-key': target.key } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function compare(name: string, bareUrl: string, appUrl: string, target: string): Promise<void> {
  const before = await beforeFigure(name);
  await rps(bareUrl); // warm-up: JIT and sockets
  await rps(appUrl);
  // Alternated, so background load on a shared machine hits both alike; judged by the median ratio.
  const { baseline: bare, measured: app } = await interleaved(ROUNDS, () => rps(bareUrl), () => rps(appUrl));
  const ratios = app.map((a, i) => a / bare[i]);
  console.log(`  ${name}: bare ${bare.map((r) => r.toFixed(0)).join(' / ')} req/s, service ${app.map((r) => r.toFixed(0)).join(' / ')} req/s`);
  console.log(`    ratio per round ${ratios.map((r) => r.toFixed(2)).join(' / ')}`);
  // Each round's pair ran back to back, so its ratio is the least disturbed by load that comes and goes.
  record(`${name} (req/s, median of round ratios)`, median(ratios), target, before);
}

try {
  console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run; poll body ${target.pollBytes} B, price body ${target.priceBytes} B`);
  await compare('poll GET /api/jobs/{id} vs bare Koa', `${target.bare}/poll`, target.app + target.pollPath, '≥ 0.60');
  await compare('cached GET /api/prices vs bare Koa', `${target.bare}/price`, target.app + target.pricePath, '≥ 0.60');
} finally {
  child.kill('SIGTERM');
}
