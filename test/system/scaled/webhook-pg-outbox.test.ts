import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { systemClock } from '../../../src/core/clock.js';
import { newSigningSecret } from '../../../src/core/webhooks/signature.js';
import { WebhookService, type WebhookSettings } from '../../../src/core/webhooks/webhook.service.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { PgApiWatches, PgWebhookKeys, PgWebhookOutbox } from '../../../src/storage/pg/webhooks.js';
import { createHttpSender } from '../../../src/webhooks/http-sender.js';
import { encodeDelivery } from '../../../src/webhooks/payload.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';
import { Receiver, until, verifySignature } from '../../webhooks/receiver.js';

const SETTINGS: WebhookSettings = {
  timeoutMs: 2_000,
  retryBaseMs: 40,
  retryMaxMs: 200,
  maxAgeMs: 60_000,
  pauseAfter: 1_000,
  pollMs: 20,
  concurrency: 4,
  slotsPerKey: 4,
  retentionMs: 60_000,
};

let engine: Engine;
let pool: pg.Pool;
let receiver: Receiver;

beforeAll(async () => {
  engine = await startPostgres();
  pool = createPgPool(await createDatabase(engine, 'hooks'));
  await migrate(pool);
  receiver = await Receiver.start();
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await receiver?.close();
  await engine?.stop();
});

/** One sending process: its own service (own lease holder) over the shared tables. */
function process_(): WebhookService {
  return new WebhookService(
    {
      outbox: new PgWebhookOutbox(pool),
      keys: new PgWebhookKeys(pool),
      send: createHttpSender({ policy: { allowInsecure: true }, timeoutMs: SETTINGS.timeoutMs, userAgent: 'test' }),
      encode: encodeDelivery,
      clock: systemClock,
    },
    SETTINGS,
  );
}

describe('webhook outbox on PostgreSQL', () => {
  it('counts the deliveries not yet settled (the backlog gauge)', async () => {
    const outbox = new PgWebhookOutbox(pool);
    const before = await outbox.countPending();
    const now = Date.now();
    for (const id of ['evt_count_a', 'evt_count_b']) {
      await outbox.open({ id, type: 'job.completed', keyId: 'k-count', url: receiver.url(), createdAt: now, data: {} }, now);
    }
    expect(await outbox.countPending()).toBe(before + 2);
    expect(await outbox.claim('evt_count_a', 'holder', now, 10_000)).not.toBeNull();
    const outcome = { state: 'delivered' as const, attempts: 1, nextAttemptAt: now, lastAttemptAt: now, lastStatus: 204, lastError: null, settledAt: now };
    expect(await outbox.settle('evt_count_a', 'holder', outcome)).toBe(true);
    expect(await outbox.countPending()).toBe(before + 1);
    // Settled too, so the tests below that deliver from the same tables do not find it.
    await outbox.claim('evt_count_b', 'holder', now, 10_000);
    await outbox.settle('evt_count_b', 'holder', { ...outcome, state: 'gone' });
    expect(await outbox.countPending()).toBe(before);
  });

  it('lets exactly one of many holders claim an attempt', async () => {
    const outbox = new PgWebhookOutbox(pool);
    const now = Date.now();
    await outbox.open({ id: 'evt_claim', type: 'job.completed', keyId: 'k0', url: receiver.url(), createdAt: now, data: {} }, now);
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => outbox.claim('evt_claim', `holder-${i}`, now, 60_000)));
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
    // Opening the same event again is the same delivery.
    const again = await outbox.open({ id: 'evt_claim', type: 'job.completed', keyId: 'k0', url: receiver.url(), createdAt: now, data: {} }, now);
    expect(again.created).toBe(false);
  });

  it('sends each event once when two processes deliver from the same tables, retries keeping the id', async () => {
    const keys = new PgWebhookKeys(pool);
    const secret = newSigningSecret();
    await keys.setSecret('k1', secret, Date.now());
    const a = process_();
    const b = process_();
    receiver.script = [500, 500, 500];
    const ids = Array.from({ length: 30 }, (_, i) => `evt_fleet_${i}`);
    // Half the events are published by each process; both send whatever is due.
    await Promise.all(
      ids.map((id, i) =>
        (i % 2 ? a : b).publish({ id, type: 'job.completed', keyId: 'k1', url: receiver.url('/fleet'), createdAt: Date.now(), data: { n: i } }),
      ),
    );
    a.start();
    b.start();
    try {
      await until(async () => (await new PgWebhookOutbox(pool).listByKey('k1', 100)).every((d) => d.state === 'delivered'), 20_000, 'every delivery');
      for (const id of ids) {
        const got = receiver.withId(id);
        // Exactly one 2xx-answered request per event; the three 500s went to retried events, same id.
        expect(got.length).toBeGreaterThanOrEqual(1);
        expect(new Set(got.map((r) => r.body)).size).toBe(1);
        expect(verifySignature(secret, got[0])).toBe(true);
      }
      expect(ids.reduce((n, id) => n + receiver.withId(id).length, 0)).toBe(ids.length + 3);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('pauses a key after repeated failures, counted atomically across processes', async () => {
    const keys = new PgWebhookKeys(pool);
    await keys.ensure('k2', newSigningSecret(), Date.now());
    await Promise.all(Array.from({ length: 10 }, () => keys.recordAttempt('k2', false, 10, 123)));
    expect(await keys.get('k2')).toMatchObject({ failures: 10, pausedAt: 123 });
    expect(await keys.resume('k2')).toMatchObject({ failures: 0, pausedAt: null });
  });

  it('holds the per-key watch limit under concurrent inserts', async () => {
    const watches = new PgApiWatches(pool);
    const base = { keyId: 'k3', appid: 1, region: 'us', currency: 'USD', title: null, target: 1, callbackUrl: 'https://x.example.com/', armed: true, knownLow: null, lastPrice: null, alerts: 0, lastCheckedAt: null, lastAlertAt: null };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => watches.insert({ ...base, id: `w${i}`, createdAt: i }, 4)));
    expect(results.filter((r) => r.inserted)).toHaveLength(4);
    expect(await watches.list('k3')).toHaveLength(4);
  });
});
