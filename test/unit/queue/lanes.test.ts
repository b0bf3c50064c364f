import { describe, expect, it } from 'vitest';
import { BetterJobQueue } from '../../../src/queue/better-queue.js';

/** The embedded queue's two lanes, through better-queue itself: each has its own slots. */
describe('the embedded job queue lanes', () => {
  function harness(queue: BetterJobQueue) {
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const waiters: Array<{ id: string; resolve: () => void }> = [];
    void queue.start(async (id) => {
      started.push(id);
      for (const w of waiters.filter((x) => x.id === id)) w.resolve();
      await new Promise<void>((resolve) => gates.set(id, resolve));
    });
    const startedOf = (id: string) =>
      started.includes(id) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ id, resolve }));
    // A worker call ends only when its test says so.
    const finish = (id: string) => gates.get(id)?.();
    return { started, startedOf, finish };
  }

  it('runs a light job while every heavy slot is held, and the waiting heavy job after a heavy slot frees', async () => {
    const queue = new BetterJobQueue(1, 2);
    const h = harness(queue);
    await queue.push('heavy-1', { lane: 'heavy' });
    await queue.push('heavy-2', { lane: 'heavy' });
    await h.startedOf('heavy-1');
    await queue.push('light-1', { lane: 'light' });
    await queue.push('light-2', { lane: 'light' });
    await h.startedOf('light-1');
    await h.startedOf('light-2');
    // heavy-2 still waits for the one heavy slot: light slots are not lent to it.
    expect(h.started).toEqual(['heavy-1', 'light-1', 'light-2']);
    expect(await queue.counts()).toEqual({ waiting: 1, running: 3 });
    h.finish('light-1');
    h.finish('heavy-1');
    await h.startedOf('heavy-2');
    expect(h.started).toEqual(['heavy-1', 'light-1', 'light-2', 'heavy-2']);
    h.finish('light-2');
    h.finish('heavy-2');
    await queue.close();
  });

  it('holds light jobs to their own slots and cancels a waiting one', async () => {
    const queue = new BetterJobQueue(1, 1);
    const h = harness(queue);
    await queue.push('light-1', { lane: 'light' });
    await h.startedOf('light-1');
    await queue.push('light-2', { lane: 'light' });
    await queue.push('light-3', { lane: 'light' });
    // better-queue writes a pushed task to its store a few turns later; a cancel must come after (as in ranked-order).
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 8; i++) await new Promise((resolve) => setImmediate(resolve));
    await queue.remove('light-2');
    expect(await queue.counts()).toEqual({ waiting: 1, running: 1 });
    h.finish('light-1');
    await h.startedOf('light-3');
    expect(h.started).toEqual(['light-1', 'light-3']);
    h.finish('light-3');
    await queue.close();
  });

  it('runs light pushes in the heavy lane when it has no light slots', async () => {
    const queue = new BetterJobQueue(1);
    const h = harness(queue);
    await queue.push('heavy-1', { lane: 'heavy' });
    await queue.push('light-1', { lane: 'light' });
    await h.startedOf('heavy-1');
    expect(await queue.counts()).toEqual({ waiting: 1, running: 1 });
    h.finish('heavy-1');
    await h.startedOf('light-1');
    h.finish('light-1');
    await queue.close();
  });
});
