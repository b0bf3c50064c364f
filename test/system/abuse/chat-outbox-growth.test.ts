import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../src/core/chat/outbox.ports.js';
import { LowOutboxStore } from '../../../src/storage/outbox.js';
import { ManualClock } from '../../helpers/clock.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';

/**
 * Issue 24 item 6, the chat outbox: every open, claim and settle rewrote all of outbox.json, where delivered
 * entries stayed for JOB_TTL_S (a day), so each chat delivery cost a rewrite of a day's deliveries. Settled entries
 * now leave the hot file at once for the bounded, rotated history the webhook outbox uses, and still answer
 * "delivered already" from there.
 */
const dirs: Scratch[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => d.done()));
});

const newEntry = (i: number) => ({ jobId: `job-${i}`, platform: 'telegram' as const, owner: `tg:${i}`, chatKey: `telegram:${i % 7}`, createdAt: i });

async function deliverAll(store: LowOutboxStore, clock: ManualClock, from: number, count: number): Promise<void> {
  for (let i = from; i < from + count; i++) {
    await store.open(newEntry(i));
    await store.setStatusMessage(`job-${i}`, String(1000 + i));
    expect(await store.claim(`job-${i}`, 'bot', 60_000)).not.toBeNull();
    clock.advance(10);
    expect(await store.settle(`job-${i}`, 'bot', { state: 'delivered', attempts: 0 })).toBe(true);
  }
}

const hotIds = async (dir: string) => Object.keys((JSON.parse(await readFile(join(dir, 'outbox.json'), 'utf8')) as { entries: object }).entries);

async function opened(prefix: string): Promise<string> {
  const dir = await scratch(prefix);
  dirs.push(dir);
  return dir.dir;
}

describe('embedded chat outbox: a small hot file and a bounded history', () => {
  it('keeps only pending entries in outbox.json after 1,000 settled deliveries; a delivered job is not delivered again, after a restart too', async () => {
    const dir = await opened('gt-chat-outbox');
    const clock = new ManualClock();
    const store = await LowOutboxStore.open(dir, clock);
    await deliverAll(store, clock, 0, 1000);
    await store.open(newEntry(5000));
    await store.flush();
    expect(await hotIds(dir)).toEqual(['job-5000']);
    expect((await stat(join(dir, 'outbox.json'))).size).toBeLessThan(1024);

    const reopened = await LowOutboxStore.open(dir, clock);
    expect(await reopened.get('job-7')).toMatchObject({ state: 'delivered', statusMessageId: '1007' });
    // The job's finished event heard again: the entry is the delivered one, and nobody may claim it.
    expect((await reopened.open(newEntry(7))).state).toBe('delivered');
    expect(await reopened.claim('job-7', 'other-bot', 60_000)).toBeNull();
    expect((await reopened.listPending('telegram', 10)).map((e) => e.jobId)).toEqual(['job-5000']);
  });

  it('moves dropped chats out of the hot file and purges by retention and by gone jobs', async () => {
    const dir = await opened('gt-chat-outbox');
    const clock = new ManualClock();
    const store = await LowOutboxStore.open(dir, clock);
    for (let i = 0; i < 14; i++) await store.open(newEntry(i));
    expect(await store.dropChat('telegram:3')).toBe(2);
    expect(await store.get('job-3')).toMatchObject({ state: 'dropped' });
    expect((await hotIds(dir)).sort()).not.toContain('job-3');
    await deliverAll(store, clock, 100, 3);
    clock.advance(1000);
    // Entries settled before now are forgotten; a gone job's pending entry leaves the hot file.
    expect(await store.purge(clock.now(), ['job-0'])).toBe(2 + 3 + 1);
    expect(await store.get('job-100')).toBeNull();
    expect(await store.get('job-0')).toBeNull();
    expect(await hotIds(dir)).toHaveLength(14 - 2 - 1);
  });

  it('bounds the history on disk by rotation', async () => {
    const dir = await opened('gt-chat-outbox');
    const clock = new ManualClock();
    const limit = 16 * 1024;
    const store = await LowOutboxStore.open(dir, clock, undefined, { fileBytes: limit });
    await deliverAll(store, clock, 0, 600);
    await store.flush();
    const files = (await readdir(dir)).filter((f) => f.startsWith('outbox-history')).sort();
    expect(files).toEqual(['outbox-history.jsonl', 'outbox-history.jsonl.1']);
    for (const f of files) expect((await stat(join(dir, f))).size).toBeLessThanOrEqual(limit);
  });

  it('moves the settled entries of a file written before the history out of the hot file at start', async () => {
    const dir = await opened('gt-chat-outbox');
    const entries: Record<string, OutboxEntry> = {};
    for (let i = 0; i < 50; i++) {
      entries[`job-${i}`] = { ...newEntry(i), statusMessageId: null, state: i === 49 ? 'pending' : 'delivered', attempts: 0, settledAt: i === 49 ? null : 100 + i, holder: null, leaseUntil: null };
    }
    await writeFile(join(dir, 'outbox.json'), JSON.stringify({ entries }));
    const store = await LowOutboxStore.open(dir, new ManualClock());
    await store.flush();
    expect(await hotIds(dir)).toEqual(['job-49']);
    expect(await store.get('job-10')).toMatchObject({ state: 'delivered', settledAt: 110 });
  });
});
