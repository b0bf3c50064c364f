import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryOutbox } from '../../src/core/chat/outbox.js';
import { systemClock } from '../../src/core/clock.js';
import { AppError } from '../../src/core/errors.js';
import type { JobRecord } from '../../src/core/jobs/job.types.js';
import { LowOutboxStore } from '../../src/storage/outbox.js';
import { MemoryJobEventBus } from '../../src/queue/memory-event-bus.js';
import { createMetrics } from '../../src/metrics/index.js';
import { makeJob } from '../helpers/job-factory.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

function job(id: string, status: JobRecord['status'], platform = 'telegram'): JobRecord {
  return makeJob({
    id, source: 'telegram', owner: `owner-${id}`, status, stage: status, createdAt: 0, expiresAt: Date.now() + 60_000,
    attempts: 1, chat: { platform, chatId: 1 },
  });
}

/** Jobs the outbox can read back, and the event stream it listens to. */
function fakeJobs(records: JobRecord[]) {
  const events = new MemoryJobEventBus();
  return {
    events,
    emit(type: 'completed' | 'failed' | 'cancelled', job: JobRecord) {
      const event =
        type === 'completed'
          ? { type, job, output: { path: '/nowhere', name: 'out', mime: 'image/png', size: 1 } }
          : type === 'failed'
            ? { type, job, failure: { kind: 'invalid_input' as const } }
            : { type, job };
      void events.publish(event);
    },
    async getRecord(owner: string, id: string) {
      const found = records.find((r) => r.id === id && r.owner === owner);
      if (!found) throw new AppError('not_found', 'No such job.');
      return found;
    },
  };
}

async function openStore() {
  const dir = await mkdtemp(join(tmpdir(), 'gt-outbox-'));
  dirs.push(dir);
  return { dir, store: await LowOutboxStore.open(dir) };
}

describe(DeliveryOutbox.name, () => {
  it('delivers a finished job once even when the event and a resume race, and remembers it on disk', async () => {
    const { dir, store } = await openStore();
    const records = [job('a', 'completed')];
    const jobs = fakeJobs(records);
    const sut = new DeliveryOutbox({ platform: 'telegram', store, jobs, clock: systemClock, retentionMs: 60_000 });
    const delivered: string[] = [];
    await sut.track('a', 'owner-a');
    await sut.start(async (j) => {
      await new Promise((r) => setTimeout(r, 20));
      delivered.push(j.id);
    }, 0);
    jobs.emit('completed', records[0]);
    await sut.resume();
    await sut.idle();
    expect(delivered).toEqual(['a']);
    await store.flush();

    // A new process (new store on the same file) has nothing left to deliver.
    const again = new DeliveryOutbox({ platform: 'telegram', store: await LowOutboxStore.open(dir), jobs, clock: systemClock, retentionMs: 60_000 });
    await again.start(async (j) => {
      delivered.push(j.id);
    }, 0);
    await again.idle();
    expect(delivered).toEqual(['a']);
  });

  it('keeps a failed delivery pending, retries it, and gives up after the attempt limit', async () => {
    const { store } = await openStore();
    const records = [job('b', 'failed')];
    const jobs = fakeJobs(records);
    const sut = new DeliveryOutbox({ platform: 'telegram', store, jobs, clock: systemClock, retentionMs: 60_000, maxAttempts: 3 });
    let tries = 0;
    await sut.track('b', 'owner-b');
    await sut.start(async () => {
      tries++;
      throw new Error('chat unreachable');
    }, 0);
    await sut.idle();
    expect(store.get('b')).toMatchObject({ state: 'pending', attempts: 1 });
    await sut.resume();
    await sut.idle();
    await sut.resume();
    await sut.idle();
    expect(tries).toBe(3);
    expect(store.get('b')).toMatchObject({ state: 'abandoned', attempts: 3 });
    await sut.resume();
    await sut.idle();
    expect(tries).toBe(3);
  });

  it('tells its observer how each attempt ended, which the chat delivery metrics count by platform', async () => {
    const { store } = await openStore();
    const records = [job('ok', 'completed'), job('bad', 'completed')];
    const jobs = fakeJobs(records);
    const metrics = createMetrics({ queueCounts: () => ({ waiting: 0, running: 0 }) });
    const sut = new DeliveryOutbox({
      platform: 'telegram', store, jobs, clock: systemClock, retentionMs: 60_000, maxAttempts: 2,
      onAttempt: (platform, outcome) => metrics.chatDelivery(platform, outcome),
    });
    await sut.track('ok', 'owner-ok');
    await sut.track('bad', 'owner-bad');
    await sut.start(async (j) => {
      if (j.id === 'bad') throw new Error('bot blocked in that chat');
    }, 0);
    await sut.idle();
    await sut.resume();
    await sut.idle();
    const text = (await metrics.render()).body;
    expect(text).toContain('gametools_chat_deliveries_total{platform="telegram",outcome="delivered"} 1');
    expect(text).toContain('gametools_chat_deliveries_total{platform="telegram",outcome="failed"} 1');
    expect(text).toContain('gametools_chat_deliveries_total{platform="telegram",outcome="abandoned"} 1');
  });

  it('ignores other platforms and running jobs, and forgets entries whose job is gone', async () => {
    const { store } = await openStore();
    const records = [job('c', 'processing'), job('d', 'completed', 'discord')];
    const jobs = fakeJobs(records);
    const sut = new DeliveryOutbox({ platform: 'telegram', store, jobs, clock: systemClock, retentionMs: 60_000 });
    const delivered: string[] = [];
    await sut.track('c', 'owner-c');
    await sut.track('gone', 'owner-gone');
    await sut.start(async (j) => {
      delivered.push(j.id);
    }, 0);
    jobs.emit('completed', records[1]);
    await sut.idle();
    expect(delivered).toEqual([]);
    expect(store.get('gone')).toBeUndefined();
    expect(store.get('c')?.state).toBe('pending');
    records[0].status = 'completed';
    jobs.emit('completed', records[0]);
    await sut.idle();
    expect(delivered).toEqual(['c']);
  });
});
