import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/app.js';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { characterErrorRate, ENGLISH_LINES, textPagePng } from '../../helpers/ocr-pages.js';
import { processesMentioning, until } from '../../helpers/processes.js';

/**
 * An OCR job in the scaled set-up: accepted by an `api` process, read by a `worker` process (its OCR engine runs as
 * that worker's child), the text downloaded through the api process.
 */
describe('scaled deployment: an OCR job on a fleet worker', () => {
  let postgres: Engine;
  let redis: Engine;
  let fleet: Fleet;
  let api: FleetProcess;
  let worker: FleetProcess;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    fleet = await startFleet({ DATABASE_URL: postgres.url, REDIS_URL: redis.url });
    [api, worker] = await Promise.all([fleet.add('api', 'api'), fleet.add('worker', 'worker')]);
  }, 180_000);

  afterAll(async () => {
    await fleet?.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  it('reads an image of known words into text under 2 % CER', async () => {
    const client = new Client(api.url);
    const png = await textPagePng(ENGLISH_LINES);
    const { status, body } = await client.upload('/upload', { tool: 'ocr-image' }, { data: png, name: 'scan.png' });
    expect(status).toBe(202);
    const runners = new Set<number>();
    const final = await until('the OCR job to finish', async () => {
      for (const p of processesMentioning(String(body.job_id))) runners.add(p.ppid);
      const poll = await client.json(`/api/jobs/${String(body.job_id)}`);
      return poll.body.status === 'completed' || poll.body.status === 'failed' ? poll.body : null;
    }, 120_000);
    expect(final.status).toBe('completed');
    const file = await client.request(String(final.download_url));
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(characterErrorRate(ENGLISH_LINES.join('\n'), await file.text())).toBeLessThan(0.02);
    // The engine ran as a child of the worker process, never of the api process.
    expect(runners.has(worker.pid!)).toBe(true);
    expect(runners.has(api.pid!)).toBe(false);
  }, 150_000);
});
