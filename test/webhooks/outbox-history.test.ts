import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingDelivery, type AttemptOutcome } from '../../src/core/webhooks/webhook.ports.js';
import { LowWebhookOutbox } from '../../src/storage/webhook-outbox.js';
import { scratch, type Scratch } from '../helpers/scratch.js';

/**
 * Issue 24 item 6: every open, claim and settle rewrote the whole webhook-outbox.json, settled deliveries kept in
 * it for 7 days (150k of them: 112 MB per write). Settled deliveries now leave the hot file at once for a
 * bounded, rotated history the admin panel still reads.
 */
const dirs: Scratch[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => d.done()));
});

const T0 = Date.parse('2026-11-25T00:00:00Z');
const event = (i: number, keyId = 'k1') => ({ id: `evt_${i}`, type: 'job.completed' as const, keyId, url: 'https://hooks.example.com/x', createdAt: T0 + i, data: { n: i, pad: 'x'.repeat(200) } });
const delivered = (attempts: number, at: number): AttemptOutcome => ({
  state: 'delivered', attempts, nextAttemptAt: at, lastAttemptAt: at, lastStatus: 204, lastError: null, settledAt: at,
});

async function sendAll(outbox: LowWebhookOutbox, from: number, count: number): Promise<void> {
  for (let i = from; i < from + count; i++) {
    await outbox.open(event(i), T0 + i);
    expect(await outbox.claim(`evt_${i}`, 'me', T0 + i, 60_000)).not.toBeNull();
    expect(await outbox.settle(`evt_${i}`, 'me', delivered(1, T0 + i))).toBe(true);
  }
}

const hotRecords = async (dir: string) => Object.keys((JSON.parse(await readFile(join(dir, 'webhook-outbox.json'), 'utf8')) as { records: object }).records);

describe('embedded webhook outbox: a small hot file and a bounded history', () => {
  it('keeps only pending deliveries in webhook-outbox.json; the admin panel still lists the settled ones, after a restart too', async () => {
    const dir = await scratch('gt-outbox');
    dirs.push(dir);
    const outbox = await LowWebhookOutbox.open(dir.dir);
    await sendAll(outbox, 0, 300);
    await outbox.open(event(1000), T0 + 1000);
    await outbox.flush();
    expect(await hotRecords(dir.dir)).toEqual(['evt_1000']);
    expect((await outbox.listByKey('k1', 500)).filter((d) => d.state === 'delivered')).toHaveLength(300);

    const reopened = await LowWebhookOutbox.open(dir.dir);
    const listed = await reopened.listByKey('k1', 5);
    expect(listed.map((d) => d.id)).toEqual(['evt_1000', 'evt_299', 'evt_298', 'evt_297', 'evt_296']);
    expect(await reopened.get('evt_5')).toMatchObject({ state: 'delivered', attempts: 1 });
    // The same event again is still the one delivery, not a new one.
    expect((await reopened.open(event(5), T0 + 9999)).created).toBe(false);
    // A replay brings a settled delivery back into the hot file, same id and attempts.
    expect(await reopened.replay('evt_7', T0 + 10_000)).toMatchObject({ id: 'evt_7', state: 'pending', attempts: 1 });
    await reopened.flush();
    expect((await hotRecords(dir.dir)).sort()).toEqual(['evt_1000', 'evt_7']);
  });

  it('bounds the history on disk by rotation', async () => {
    const dir = await scratch('gt-outbox');
    dirs.push(dir);
    const outbox = await LowWebhookOutbox.open(dir.dir, undefined, { fileBytes: 32 * 1024, keep: 100 });
    await sendAll(outbox, 0, 400);
    await outbox.flush();
    const files = (await readdir(dir.dir)).filter((f) => f.startsWith('webhook-history')).sort();
    expect(files).toEqual(['webhook-history.jsonl', 'webhook-history.jsonl.1']);
    for (const f of files) expect((await stat(join(dir.dir, f))).size).toBeLessThanOrEqual(32 * 1024);
    expect(await outbox.listByKey('k1', 1000)).toHaveLength(100);
  });

  it('moves the settled deliveries of an older file out at start', async () => {
    const dir = await scratch('gt-outbox');
    dirs.push(dir);
    const old: Record<string, unknown> = {};
    for (let i = 0; i < 50; i++) old[`evt_${i}`] = { ...pendingDelivery(event(i), T0), ...delivered(1, T0 + i), holder: null, leaseUntil: null };
    old.evt_open = pendingDelivery({ ...event(99), id: 'evt_open' }, T0);
    await writeFile(join(dir.dir, 'webhook-outbox.json'), JSON.stringify({ records: old }));
    const outbox = await LowWebhookOutbox.open(dir.dir);
    await outbox.flush();
    expect(await hotRecords(dir.dir)).toEqual(['evt_open']);
    expect(await outbox.listByKey('k1', 100)).toHaveLength(51);
  });
});
