import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/app.js';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { twoColourPng } from '../../helpers/images.js';

/**
 * Issue 24 item 11: with PostgreSQL down, 38 uploads to a fleet got 500 internal. An engine outage is now 503
 * service_unavailable with Retry-After, on every route that needs the engine; the same requests work once it is
 * back. (The embedded deployment has no engine: its lowdb files are in the process.)
 */
const KEY = 'gtk_outage_test_key_0123456789abcdefghij';
const ADMIN = 'outage-admin-token-0123456789abcdef';

describe('PostgreSQL outage in a fleet', () => {
  let postgres: Engine;
  let redis: Engine;
  let fleet: Fleet;
  let api: FleetProcess;
  let png: Buffer;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    png = await twoColourPng();
    fleet = await startFleet({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      API_KEYS: KEY,
      ADMIN_TOKEN: ADMIN,
      CHEAPSHARK_API_URL: 'http://127.0.0.1:9',
      STEAM_STORE_URL: 'http://127.0.0.1:9',
    });
    api = await fleet.add('api', 'api');
  }, 180_000);
  afterAll(async () => {
    await fleet?.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  it('answers 503 with Retry-After on every route that needs it, and works again once it is back', async () => {
    const visitor = new Client(api.url);
    const first = await visitor.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'p.png' });
    expect(first.status).toBe(202);
    const jobId = String(first.body.job_id);
    const dev = new Client(api.url, { 'x-api-key': KEY });
    const admin = new Client(api.url, { authorization: `Bearer ${ADMIN}` });

    await postgres.halt();
    try {
      const answers = await Promise.all([
        visitor.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'p.png' }).then((r) => ['POST /upload', r.status, r.res]),
        dev.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: png, name: 'p.png' }).then((r) => ['POST /api/v1/convert', r.status, r.res]),
        visitor.json(`/api/jobs/${jobId}`).then((r) => ['GET /api/jobs/:id', r.status, r.res]),
        visitor.json('/api/jobs').then((r) => ['GET /api/jobs', r.status, r.res]),
        visitor.json(`/api/jobs/${jobId}`, { method: 'DELETE' }).then((r) => ['DELETE /api/jobs/:id', r.status, r.res]),
        dev.json('/api/watches').then((r) => ['GET /api/watches', r.status, r.res]),
        admin.json('/api/admin/queue').then((r) => ['GET /api/admin/queue', r.status, r.res]),
      ]);
      const seen = answers.map(([what, status, res]) => [what, status, (res as Response).headers.get('retry-after')]);
      expect(seen).toEqual(answers.map(([what]) => [what, 503, '5']));
    } finally {
      await postgres.start();
    }
    // Back: the pool reconnects and the same requests succeed.
    const again = await visitor.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'p.png' });
    expect(again.status).toBe(202);
    expect((await visitor.json(`/api/jobs/${jobId}`)).status).toBe(200);
  }, 120_000);
});
