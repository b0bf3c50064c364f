import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signPayload } from '../../../src/core/webhooks/signature.js';
import type { SendResult, SignedRequest } from '../../../src/core/webhooks/webhook.ports.js';
import { WebhookService, type WebhookSettings } from '../../../src/core/webhooks/webhook.service.js';
import { LowWebhookKeys } from '../../../src/storage/webhook-keys.js';
import { LowWebhookOutbox } from '../../../src/storage/webhook-outbox.js';
import { ManualClock } from '../../helpers/clock.js';

// The delivery rules on a clock the test moves: the service's timer is never due within a test (an hour), so
// each look for due deliveries is the test's own `kick()`, and "nothing was sent" is read right after it.

const SETTINGS: WebhookSettings = {
  timeoutMs: 1000,
  retryBaseMs: 1000,
  retryMaxMs: 8000,
  maxAgeMs: 60_000,
  pauseAfter: 4,
  pollMs: 3_600_000,
  concurrency: 4,
  slotsPerKey: 1,
  retentionMs: 600_000,
};

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** The service over the embedded stores (temp folder), a manual clock, and a receiver answering from a script. */
async function setup(settings: Partial<WebhookSettings> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'gt-whsvc-'));
  dirs.push(dir);
  const clock = new ManualClock();
  const [outbox, keys] = await Promise.all([LowWebhookOutbox.open(dir), LowWebhookKeys.open(dir)]);
  const sent: Array<SignedRequest & { at: number }> = [];
  const answers: SendResult[] = [];
  const service = new WebhookService(
    {
      outbox,
      keys,
      clock,
      encode: (d) => JSON.stringify({ type: d.type, data: d.data }),
      send: async (req) => {
        sent.push({ ...req, at: clock.now() });
        return answers.shift() ?? { kind: 'ok', status: 200 };
      },
    },
    { ...SETTINGS, ...settings },
  );
  service.start();
  const publish = (id: string, keyId = 'key-1') =>
    service.publish({ id, type: 'job.completed', keyId, url: 'https://hooks.example.com/in', createdAt: clock.now(), data: { job_id: id } });
  /** Looks for due deliveries once and lets every attempt it started finish. */
  const pass = async () => {
    await service.idle();
    service.kick();
    await service.idle();
  };
  return { clock, outbox, keys, sent, answers, service, publish, pass };
}

describe(WebhookService.name, () => {
  it('sends a stored event once, signed over id, timestamp and body with the key\'s secret', async () => {
    const s = await setup();
    await s.publish('evt_1');
    await s.publish('evt_1');
    await s.pass();
    await s.pass();
    expect(s.sent).toHaveLength(1);
    const [req] = s.sent;
    const secret = (await s.keys.get('key-1'))!.secret;
    expect(req.headers['webhook-id']).toBe('evt_1');
    expect(req.headers['webhook-timestamp']).toBe(String(Math.floor(s.clock.now() / 1000)));
    expect(req.headers['webhook-signature']).toBe(signPayload(secret, 'evt_1', Math.floor(s.clock.now() / 1000), req.body));
    expect(JSON.parse(req.body)).toEqual({ type: 'job.completed', data: { job_id: 'evt_1' } });
    expect(await s.outbox.get('evt_1')).toMatchObject({ state: 'delivered', attempts: 1, lastStatus: 200 });
    await s.service.stop();
  });

  it('retries a 5xx with the same id after the backoff, not before; a 410 stops at once; another 4xx settles', async () => {
    const s = await setup();
    s.answers.push({ kind: 'retry', status: 503, error: 'HTTP 503' }, { kind: 'retry', status: null, error: 'timeout' });
    await s.publish('evt_r');
    await s.pass();
    const first = (await s.outbox.get('evt_r'))!;
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 503 });
    // Due one base delay later (plus at most 10 % jitter): a look just before finds nothing due.
    expect(first.nextAttemptAt - s.clock.now()).toBeGreaterThanOrEqual(1000);
    expect(first.nextAttemptAt - s.clock.now()).toBeLessThanOrEqual(1100);
    s.clock.advance(999);
    await s.pass();
    expect(s.sent).toHaveLength(1);
    s.clock.t = first.nextAttemptAt;
    await s.pass();
    expect(s.sent.map((r) => r.headers['webhook-id'])).toEqual(['evt_r', 'evt_r']);
    // The second failure waits twice as long.
    const second = (await s.outbox.get('evt_r'))!;
    expect(second.nextAttemptAt - s.clock.now()).toBeGreaterThanOrEqual(2000);
    s.clock.t = second.nextAttemptAt;
    await s.pass();
    expect(await s.outbox.get('evt_r')).toMatchObject({ state: 'delivered', attempts: 3 });

    s.answers.push({ kind: 'gone', status: 410 }, { kind: 'reject', status: 400, error: 'HTTP 400' });
    await s.publish('evt_gone');
    await s.pass();
    await s.publish('evt_bad');
    await s.pass();
    s.clock.advance(60_000);
    await s.pass();
    expect(await s.outbox.get('evt_gone')).toMatchObject({ state: 'gone', attempts: 1 });
    expect(await s.outbox.get('evt_bad')).toMatchObject({ state: 'failed', attempts: 1, lastError: 'HTTP 400' });
    expect(s.sent).toHaveLength(5);
    await s.service.stop();
  });

  it('stops retrying once the next attempt would fall past the maximum age', async () => {
    const s = await setup({ pauseAfter: 100 });
    s.answers.push(...Array.from({ length: 20 }, () => ({ kind: 'retry' as const, status: 500, error: 'HTTP 500' })));
    await s.publish('evt_old');
    // Attempts at 0, ~1, ~3, ~7, ~15, ~23, ~31 ... s: step through them until the event is given up.
    for (let i = 0; i < 20 && (await s.outbox.get('evt_old'))!.state === 'pending'; i++) {
      await s.pass();
      s.clock.t = Math.max(s.clock.t + 1, (await s.outbox.get('evt_old'))!.nextAttemptAt);
    }
    const ended = (await s.outbox.get('evt_old'))!;
    expect(ended).toMatchObject({ state: 'failed', lastStatus: 500 });
    const attemptsAt = s.sent.map((r) => r.at - ended.createdAt);
    expect(attemptsAt.length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...attemptsAt)).toBeLessThanOrEqual(60_000);
    await s.service.stop();
  });

  it('ends a delivery still pending past the maximum age without another attempt, even when a retry is due', async () => {
    const s = await setup();
    s.answers.push({ kind: 'retry', status: 502, error: 'HTTP 502' });
    await s.publish('evt_late');
    await s.pass();
    // Two hours later (the service looked for nothing meanwhile) the retry is due, but the event is too old.
    s.clock.advance(2 * 3_600_000);
    await s.pass();
    expect(s.sent).toHaveLength(1);
    expect(await s.outbox.get('evt_late')).toMatchObject({ state: 'failed', attempts: 1, lastError: 'expired: not delivered within WEBHOOK_MAX_AGE_S' });
    await s.service.stop();
  });

  it('pauses a key after its failures in a row: nothing of it goes out until resumed, other keys still do', async () => {
    const s = await setup({ pauseAfter: 2 });
    s.answers.push({ kind: 'reject', status: 404, error: 'HTTP 404' }, { kind: 'reject', status: 404, error: 'HTTP 404' });
    await s.publish('evt_p1');
    await s.pass();
    await s.publish('evt_p2');
    await s.pass();
    expect((await s.service.keyStates()).find((k) => k.keyId === 'key-1')).toMatchObject({ failures: 2, pausedAt: s.clock.now() });
    await s.publish('evt_p3');
    await s.publish('evt_other', 'key-2');
    await s.pass();
    expect(s.sent.map((r) => r.headers['webhook-id'])).toEqual(['evt_p1', 'evt_p2', 'evt_other']);
    expect(await s.outbox.get('evt_p3')).toMatchObject({ state: 'pending', attempts: 0 });
    await s.service.resume('key-1');
    await s.pass();
    expect(s.sent.map((r) => r.headers['webhook-id'])).toEqual(['evt_p1', 'evt_p2', 'evt_other', 'evt_p3']);
    expect((await s.service.keyStates()).find((k) => k.keyId === 'key-1')).toMatchObject({ failures: 0, pausedAt: null });
    await expect(s.service.resume('key-unknown')).rejects.toMatchObject({ code: 'not_found' });
    await s.service.stop();
  });

  it('replays a settled delivery with the same id, and forgets settled ones after the retention', async () => {
    const s = await setup();
    await s.publish('evt_once');
    await s.pass();
    await s.service.replay('evt_once');
    await s.pass();
    expect(s.sent.map((r) => r.headers['webhook-id'])).toEqual(['evt_once', 'evt_once']);
    await expect(s.service.replay('evt_none')).rejects.toMatchObject({ code: 'not_found' });
    s.clock.advance(600_000 - 1);
    expect(await s.service.purge()).toBe(0);
    s.clock.advance(2);
    expect(await s.service.purge()).toBe(1);
    expect(await s.outbox.get('evt_once')).toBeNull();
    await s.service.stop();
  });
});
