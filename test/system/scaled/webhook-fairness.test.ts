import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/core/clock.ports.js';
import { newSigningSecret } from '../../../src/core/webhooks/signature.js';
import type { WebhookKeyStore, WebhookOutboxStore } from '../../../src/core/webhooks/webhook.ports.js';
import { WebhookService, type WebhookSettings } from '../../../src/core/webhooks/webhook.service.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { PgWebhookKeys, PgWebhookOutbox } from '../../../src/storage/pg/webhooks.js';
import { LowWebhookKeys } from '../../../src/storage/webhook-keys.js';
import { LowWebhookOutbox } from '../../../src/storage/webhook-outbox.js';
import { createHttpSender } from '../../../src/webhooks/http-sender.js';
import { encodeDelivery } from '../../../src/webhooks/payload.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';
import { Receiver, until } from '../../webhooks/receiver.js';

/**
 * Fairness of webhook delivery across keys, in both deployments' stores (the lowdb files of one process and the
 * PostgreSQL tables of a fleet): a paused key's backlog, an old backlog and a slow receiver each hold up only
 * their own key.
 */

const SETTINGS: WebhookSettings = {
  // Long enough that a hanging receiver holds its slot for the whole test.
  timeoutMs: 60_000,
  retryBaseMs: 40,
  retryMaxMs: 200,
  maxAgeMs: 3_600_000,
  pauseAfter: 10,
  pollMs: 20,
  concurrency: 4,
  slotsPerKey: 2,
  retentionMs: 60_000,
};

interface Stores {
  outbox: WebhookOutboxStore;
  keys: WebhookKeyStore;
}

/** A clock the test moves by hand. */
class HandClock implements Clock {
  constructor(public t: number) {}
  now(): number {
    return this.t;
  }
}

let engine: Engine;
let pool: pg.Pool;
let healthy: Receiver;
let slow: Receiver;
const folders: string[] = [];

beforeAll(async () => {
  engine = await startPostgres();
  pool = createPgPool(await createDatabase(engine, 'fairness'));
  await migrate(pool);
  healthy = await Receiver.start();
  slow = await Receiver.start();
  slow.fallback = 'hang';
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await Promise.all([healthy?.close(), slow?.close()]);
  await engine?.stop();
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true, maxRetries: 5 })));
});

const deployments: Array<[string, () => Promise<Stores>]> = [
  [
    'embedded (lowdb)',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'gt-fair-'));
      folders.push(dir);
      return { outbox: await LowWebhookOutbox.open(dir), keys: await LowWebhookKeys.open(dir) };
    },
  ],
  ['scaled (PostgreSQL)', async () => ({ outbox: new PgWebhookOutbox(pool), keys: new PgWebhookKeys(pool) })],
];

function serviceOver(stores: Stores, clock: Clock, settings: Partial<WebhookSettings> = {}): WebhookService {
  return new WebhookService(
    {
      ...stores,
      send: createHttpSender({ policy: { allowInsecure: true }, timeoutMs: SETTINGS.timeoutMs, userAgent: 'test' }),
      encode: encodeDelivery,
      clock,
    },
    { ...SETTINGS, ...settings },
  );
}

let serial = 0;
/** Key ids unique to one test, so the PostgreSQL tables shared by the tests never mix their deliveries. */
const keyName = (what: string) => `${what}-${++serial}`;

async function pausedKey(keys: WebhookKeyStore, keyId: string, now: number): Promise<void> {
  await keys.ensure(keyId, newSigningSecret(), now);
  for (let i = 0; i < SETTINGS.pauseAfter; i++) await keys.recordAttempt(keyId, false, SETTINGS.pauseAfter, now);
  expect((await keys.get(keyId))?.pausedAt).toBe(now);
}

describe.each(deployments)('webhook fairness, %s', (_name, open) => {
  it("sends another key's delivery while a paused key has a backlog larger than a look-up", async () => {
    const stores = await open();
    const clock = new HandClock(Date.now());
    const stuck = keyName('paused');
    const other = keyName('healthy');
    await pausedKey(stores.keys, stuck, clock.t);
    // Older than the healthy key's event, and more than the 4 free slots × 4 a look-up used to read.
    for (let i = 0; i < 40; i++) {
      await stores.outbox.open({ id: `evt_${stuck}_${i}`, type: 'job.completed', keyId: stuck, url: slow.url(`/${stuck}`), createdAt: clock.t, data: { i } }, clock.t);
    }
    clock.t += 1_000;
    const service = serviceOver(stores, clock);
    await service.publish({ id: `evt_${other}`, type: 'job.completed', keyId: other, url: healthy.url(`/${other}`), createdAt: clock.t, data: {} });
    service.start();
    try {
      await until(async () => (await stores.outbox.get(`evt_${other}`))?.state === 'delivered', 15_000, "the healthy key's delivery");
      expect(healthy.withId(`evt_${other}`)).toHaveLength(1);
      // The paused key's deliveries stayed untouched: pending, never sent.
      const held = await stores.outbox.listByKey(stuck, 100);
      expect(held).toHaveLength(40);
      expect(held.every((d) => d.state === 'pending' && d.attempts === 0)).toBe(true);
      expect(slow.received.filter((r) => r.path === `/${stuck}`)).toEqual([]);
    } finally {
      await service.stop();
    }
  });

  it('ends deliveries older than the maximum age without an attempt, a paused key\'s and a waiting retry\'s alike', async () => {
    const stores = await open();
    const clock = new HandClock(Date.now());
    const stuck = keyName('paused-old');
    const waiting = keyName('retry-old');
    await pausedKey(stores.keys, stuck, clock.t);
    for (let i = 0; i < 3; i++) {
      await stores.outbox.open({ id: `evt_${stuck}_${i}`, type: 'job.completed', keyId: stuck, url: healthy.url(`/${stuck}`), createdAt: clock.t, data: {} }, clock.t);
    }
    // A delivery whose next retry is far off: it must end at its age limit, not at its next attempt.
    await stores.outbox.open({ id: `evt_${waiting}`, type: 'job.failed', keyId: waiting, url: healthy.url(`/${waiting}`), createdAt: clock.t, data: {} }, clock.t);
    const claimed = await stores.outbox.claim(`evt_${waiting}`, 'earlier-process', clock.t, 1_000);
    expect(claimed).not.toBeNull();
    await stores.outbox.settle(`evt_${waiting}`, 'earlier-process', {
      state: 'pending', attempts: 1, nextAttemptAt: clock.t + 10 * SETTINGS.maxAgeMs, lastAttemptAt: clock.t, lastStatus: 503, lastError: '503', settledAt: null,
    });
    const fresh = keyName('fresh');
    clock.t += SETTINGS.maxAgeMs + 1;
    const service = serviceOver(stores, clock);
    await pausedKey(stores.keys, fresh, clock.t);
    await stores.outbox.open({ id: `evt_${fresh}`, type: 'job.completed', keyId: fresh, url: healthy.url(`/${fresh}`), createdAt: clock.t, data: {} }, clock.t);
    service.start();
    try {
      const ended = await until(async () => {
        const all = [...(await stores.outbox.listByKey(stuck, 10)), ...(await stores.outbox.listByKey(waiting, 10))];
        return all.every((d) => d.state === 'failed') ? all : undefined;
      }, 15_000, 'the old deliveries to end');
      expect(ended).toHaveLength(4);
      for (const d of ended) {
        expect(d.settledAt).toBe(clock.t);
        expect(d.lastError).toMatch(/expired/);
      }
      expect(ended.find((d) => d.id === `evt_${waiting}`)?.attempts).toBe(1);
      expect(ended.filter((d) => d.keyId === stuck).every((d) => d.attempts === 0)).toBe(true);
      expect(healthy.received.filter((r) => r.path === `/${stuck}` || r.path === `/${waiting}`)).toEqual([]);
      // A paused key's delivery within the age limit keeps waiting for its key to be resumed.
      expect(await stores.outbox.get(`evt_${fresh}`)).toMatchObject({ state: 'pending', attempts: 0 });
    } finally {
      await service.stop();
    }
  });

  it("lets a slow receiver hold at most its key's share of the slots", async () => {
    const stores = await open();
    const clock = new HandClock(Date.now());
    const sluggish = keyName('slow');
    const other = keyName('prompt');
    const service = serviceOver(stores, clock);
    for (let i = 0; i < 30; i++) {
      await service.publish({ id: `evt_${sluggish}_${i}`, type: 'job.completed', keyId: sluggish, url: slow.url(`/${sluggish}`), createdAt: clock.t, data: { i } });
    }
    service.start();
    try {
      await until(() => slow.received.filter((r) => r.path === `/${sluggish}`).length >= SETTINGS.slotsPerKey, 15_000, 'the slow key to take its slots');
      clock.t += 1;
      await service.publish({ id: `evt_${other}`, type: 'job.completed', keyId: other, url: healthy.url(`/${other}`), createdAt: clock.t, data: {} });
      // Every request to the slow receiver is still unanswered while the other key's delivery goes out.
      await until(async () => (await stores.outbox.get(`evt_${other}`))?.state === 'delivered', 15_000, "the other key's delivery");
      expect(slow.received.filter((r) => r.path === `/${sluggish}`)).toHaveLength(SETTINGS.slotsPerKey);
    } finally {
      // The hanging requests end when the receiver closes; stopping here would wait for their timeout.
      void service.stop();
    }
  });
});
