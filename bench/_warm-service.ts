/**
 * The service as `npm start` composes it, with the price sources pointed at the local fakes, one finished job and
 * a warm price cache: what the HTTP bench and the request-cost scripts measure the poll and the cached price on.
 * The service's modules come from the code `npm start` runs (bench/_code.ts).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as ConfigModule from '../src/config.js';
import type * as ServicesModule from '../src/app/services.js';
import type * as RunModule from '../src/app/run.js';
import { startWorld } from '../test/prices/fakes/harness.js';
import { APP } from '../test/prices/fakes/world.js';
import { serviceModule } from './_code.js';

export const WARM_KEY = 'bench-key-0000000000000000';

export async function startWarmService(scratch: string, settings: Record<string, string> = {}) {
  const { loadConfig } = await serviceModule<typeof ConfigModule>('config.js');
  const { createServices } = await serviceModule<typeof ServicesModule>('app/services.js');
  const { startApp } = await serviceModule<typeof RunModule>('app/run.js');
  const world = await startWorld();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: await mkdtemp(join(tmpdir(), scratch)),
    LOG_LEVEL: 'silent',
    API_KEYS: WARM_KEY,
    RATE_LIMIT_PER_MIN: '100000000',
    PRICE_RATE_LIMIT_PER_MIN: '100000000',
    MAX_ACTIVE_JOBS_PER_SESSION: '1000',
    PDF_WORKER_SPARE: 'false',
    STEAM_STORE_URL: world.config.STEAM_STORE_URL,
    CHEAPSHARK_API_URL: world.config.CHEAPSHARK_API_URL,
    ...settings,
  });
  const services = await createServices(config);
  const app = await startApp(services, { web: {} });
  const headers = { 'x-api-key': WARM_KEY };
  const created = await fetch(`${app.url}/api/jobs`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ tool: 'yt-embed-code', url: 'https://youtu.be/dQw4w9WgXcQ' }),
  });
  const { job_id } = (await created.json()) as { job_id: string };
  const pollPath = `/api/jobs/${job_id}`;
  let pollBody = '';
  for (let i = 0; i < 200 && !pollBody.includes('"completed"'); i++) {
    pollBody = await (await fetch(app.url + pollPath, { headers })).text();
    if (!pollBody.includes('"completed"')) await new Promise((r) => setTimeout(r, 20));
  }
  const pricePath = `/api/prices?appid=${APP.legoBatman}`;
  const priceBody = await (await fetch(app.url + pricePath, { headers })).text();
  return { world, config, services, app, headers, pollPath, pollBody, pricePath, priceBody };
}
