import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Client } from '../../helpers/app.js';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { twoColourPng } from '../../helpers/images.js';
import { Receiver, until, verifySignature } from '../../webhooks/receiver.js';

const KEY = 'gtk_fleet_hooks_key_0123456789abcdefghijklmn';

/**
 * Webhooks in the scaled set-up: the job runs on a worker process, the event crosses Redis, and the delivery
 * (stored in PostgreSQL) is sent once, signed with the key's secret from the shared table.
 */
describe('webhooks across processes', () => {
  let postgres: Engine;
  let redis: Engine;
  let fleet: Fleet;
  let api: FleetProcess;
  let receiver: Receiver;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    receiver = await Receiver.start();
    fleet = await startFleet({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      API_KEYS: KEY,
      WEBHOOK_ALLOW_INSECURE: 'true',
      WEBHOOK_POLL_MS: '50',
      WEBHOOK_RETRY_BASE_MS: '50',
      CHEAPSHARK_API_URL: 'http://127.0.0.1:9',
      STEAM_STORE_URL: 'http://127.0.0.1:9',
    });
    api = await fleet.add('api', 'api');
  }, 180_000);

  afterAll(async () => {
    await fleet?.stop();
    await receiver?.close();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  it('delivers job.completed once for a job that a worker process ran', async () => {
    receiver.script = [503];
    const dev = new Client(api.url, { 'x-api-key': KEY });
    const { status, body } = await dev.upload('/upload', { tool: 'image-grayscale', callback_url: receiver.url('/fleet') }, { data: await twoColourPng(), name: 'p.png' });
    expect(status).toBe(202);
    const jobId = String(body.job_id);
    // Only now a process that runs jobs: the api process cannot have run it.
    await fleet.add('worker', 'worker');
    const id = `evt_${jobId}_completed`;
    await until(() => receiver.withId(id).length === 2, 60_000, 'the retried delivery');
    const [first, second] = receiver.withId(id);
    expect(JSON.parse(second.body)).toMatchObject({ id, type: 'job.completed', data: { job_id: jobId, status: 'completed' } });
    expect(second.body).toBe(first.body);

    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      const keys = await db.query<{ secret: string }>("SELECT record->>'secret' AS secret FROM webhook_keys");
      expect(keys.rows).toHaveLength(1);
      expect(verifySignature(keys.rows[0].secret, second)).toBe(true);
      const stored = await until(async () => {
        const r = await db.query<{ state: string; attempts: number }>(
          "SELECT state, (record->>'attempts')::int AS attempts FROM webhook_deliveries WHERE id = $1",
          [id],
        );
        return r.rows[0]?.state === 'delivered' ? r.rows[0] : undefined;
      });
      expect(stored.attempts).toBe(2);
    } finally {
      await db.end();
    }
    expect(receiver.withId(id)).toHaveLength(2);
  }, 120_000);
});
