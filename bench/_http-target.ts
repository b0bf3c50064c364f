/**
 * The HTTP targets of bench/http.ts, in a process of their own so the load generator does not share its event
 * loop: the real service as `npm start` composes it (price sources pointed at the local fakes, cache warmed,
 * one finished job) and, on another port, a bare Koa route that answers the same bytes. Prints one JSON line
 * with the URLs, then serves until killed.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { loadConfig } from '../src/config.js';
import { createServices } from '../src/app/services.js';
import { startApp } from '../src/app/run.js';
import { startWorld } from '../test/prices/fakes/harness.js';
import { APP } from '../test/prices/fakes/world.js';

const KEY = 'bench-key-0000000000000000';
const world = await startWorld();
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: await mkdtemp(join(tmpdir(), 'bench-http-')),
  LOG_LEVEL: 'silent',
  API_KEYS: KEY,
  RATE_LIMIT_PER_MIN: '100000000',
  PRICE_RATE_LIMIT_PER_MIN: '100000000',
  MAX_ACTIVE_JOBS_PER_SESSION: '1000',
  PDF_WORKER_SPARE: 'false',
  STEAM_STORE_URL: world.config.STEAM_STORE_URL,
  CHEAPSHARK_API_URL: world.config.CHEAPSHARK_API_URL,
  ...(process.env.BENCH_METRICS ? { METRICS_TOKEN: 'bench-metrics-token-0123' } : {}),
});
const services = await createServices(config);
const app = await startApp(services, { web: {} });
const headers = { 'x-api-key': KEY };

const created = await fetch(`${app.url}/api/jobs`, {
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({ tool: 'yt-embed-code', url: 'https://youtu.be/dQw4w9WgXcQ' }),
});
const { job_id } = (await created.json()) as { job_id: string };
const pollPath = `/api/jobs/${job_id}`;
let pollBody = '';
for (let i = 0; i < 200; i++) {
  pollBody = await (await fetch(app.url + pollPath, { headers })).text();
  if (pollBody.includes('"completed"')) break;
  await new Promise((r) => setTimeout(r, 20));
}
const pricePath = `/api/prices?appid=${APP.legoBatman}`;
const priceBody = await (await fetch(app.url + pricePath, { headers })).text();

// Same bytes both ways, or the comparison would measure JSON size instead of our code.
const bodies = new Map([
  ['/poll', JSON.parse(pollBody) as unknown],
  ['/price', JSON.parse(priceBody) as unknown],
]);
const bare = new Koa();
bare.use((ctx) => {
  ctx.body = bodies.get(ctx.path) ?? { ok: true };
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((r) => bareServer.once('listening', r));
const barePort = (bareServer.address() as { port: number }).port;

console.log(
  JSON.stringify({ app: app.url, bare: `http://127.0.0.1:${barePort}`, key: KEY, pollPath, pricePath, pollBytes: pollBody.length, priceBytes: priceBody.length }),
);
process.on('SIGTERM', () => {
  void app.stop().finally(() => process.exit(0));
});
