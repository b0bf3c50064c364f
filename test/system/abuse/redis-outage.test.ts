import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/app.js';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { until } from '../../helpers/processes.js';
import { twoColourPng } from '../../helpers/images.js';

/**
 * Issue 24 item 11, the Redis half (test/system/scaled/engine-outage.test.ts halts PostgreSQL): with redis-server
 * stopped, and the api process aware of it, no route answers 500 — uploads are taken in (the record is in
 * PostgreSQL; the queue push is made again once Redis is back), what needs only PostgreSQL answers, and anything
 * refused is 503 with Retry-After. The jobs taken in meanwhile run once Redis is back.
 */
const KEY = 'gtk_redis_outage_key_0123456789abcdefghij';

describe('Redis outage in a fleet', () => {
  let postgres: Engine;
  let redis: Engine;
  let fleet: Fleet;
  let api: FleetProcess;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    fleet = await startFleet({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, API_KEYS: KEY, CHEAPSHARK_API_URL: 'http://127.0.0.1:9', STEAM_STORE_URL: 'http://127.0.0.1:9' });
    api = await fleet.add('api', 'api,worker');
  }, 180_000);
  afterAll(async () => {
    await fleet?.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  it('never answers 500 while Redis is down, runs the jobs it took in once Redis is back', async () => {
    const png = await twoColourPng();
    const visitor = new Client(api.url);
    const first = await visitor.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'p.png' });
    expect(first.status).toBe(202);
    const jobId = String(first.body.job_id);
    expect((await visitor.waitForJob(jobId)).status).toBe('completed');
    const dev = new Client(api.url, { 'x-api-key': KEY });

    await redis.halt();
    let during: Array<[string, number, string | null]>;
    const accepted: Array<[Client, string]> = [];
    try {
      // The process knows Redis is gone (its readiness says so) before the requests are sent.
      await until('readiness to report redis down', async () => {
        const res = await fetch(`${api.url}/readyz`);
        const body = (await res.json()) as { checks: Record<string, { ok: boolean; detail?: string }> };
        return res.status === 503 && /redis/.test(body.checks.engines?.detail ?? '');
      });
      const asked = [
        ['POST /upload', visitor, visitor.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'p.png' })],
        ['POST /upload (key)', dev, dev.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'p.png' })],
        ['GET /api/jobs/:id', visitor, visitor.json(`/api/jobs/${jobId}`)],
        ['GET /api/jobs', visitor, visitor.json('/api/jobs')],
      ] as const;
      const answers = await Promise.all(asked.map(async ([what, client, answer]) => [what, client, await answer] as const));
      during = answers.map(([what, , r]) => [what, r.status, r.res.headers.get('retry-after')]);
      for (const [what, client, r] of answers) if (what.startsWith('POST') && r.status === 202) accepted.push([client, String(r.body.job_id)]);
    } finally {
      await redis.start();
    }
    // Never a 500: the answer itself (what needs only PostgreSQL, or a job whose queue push is retried later), or 503
    // with Retry-After.
    const judged = during.map(([what, status, retryAfter]) => [what, status < 500 || (status === 503 && retryAfter === '5') ? 'ok' : `${status}`]);
    expect(judged).toEqual(during.map(([what]) => [what, 'ok']));
    // A job taken in while Redis was away is not lost: it runs once the queue is back.
    for (const [owner, id] of accepted) expect((await owner.waitForJob(id, 90_000)).status).toBe('completed');
    const again = await visitor.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'p.png' });
    expect(again.status).toBe(202);
    expect((await visitor.waitForJob(String(again.body.job_id), 60_000)).status).toBe('completed');
  }, 180_000);
});
