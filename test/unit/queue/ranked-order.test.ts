import { describe, expect, it } from 'vitest';
import { BetterJobQueue } from '../../../src/queue/better-queue.js';

/** The embedded queue's order, through better-queue itself: lowest rank first, then arrival; a cancel is never run. */
describe('the embedded job queue', () => {
  async function runOrder(pushes: Array<[string, number]>, cancel: string[] = []): Promise<string[]> {
    const queue = new BetterJobQueue(1);
    const ran: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const all = new Promise<void>((resolve) => {
      void queue.start(async (id) => {
        if (id === 'gate') {
          holding();
          await gate;
        } else ran.push(id);
        if (ran.length === pushes.length - cancel.length) resolve();
      });
    });
    // One job holds the only slot while the others queue, so their order is the store's, not their arrival's.
    await queue.push('gate');
    await held;
    for (const [id, rank] of pushes) await queue.push(id, { rank });
    // better-queue accepts a push on a 0 ms timer, then writes one task to its store per setImmediate turn; a cancel
    // before that write finds nothing to remove (the job service also checks the record before it runs a job), so
    // the writes land first: a timer made after the pushes fires after theirs.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 2 * pushes.length + 4; i++) await new Promise((resolve) => setImmediate(resolve));
    for (const id of cancel) await queue.remove(id);
    expect(await queue.counts()).toEqual({ waiting: pushes.length - cancel.length, running: 1 });
    release();
    await all;
    await queue.close();
    return ran;
  }

  it('serves the lowest rank first and keeps arrival order within a rank', async () => {
    const order = await runOrder([
      ['a2', 2],
      ['b0', 0],
      ['c1', 1],
      ['d0', 0],
      ['e2', 2],
      ['f1', 1],
    ]);
    expect(order).toEqual(['b0', 'd0', 'c1', 'f1', 'a2', 'e2']);
  });

  it('never runs a cancelled job and serves the rest in order', async () => {
    const order = await runOrder(
      [
        ['x0', 0],
        ['y0', 0],
        ['z1', 1],
        ['w0', 0],
      ],
      ['y0', 'z1'],
    );
    expect(order).toEqual(['x0', 'w0']);
  });

  it('keeps the order over thousands of waiting jobs', async () => {
    const pushes: Array<[string, number]> = [];
    for (let i = 0; i < 3000; i++) pushes.push([`j${i}`, i % 3]);
    const order = await runOrder(pushes);
    const expected = [0, 1, 2].flatMap((rank) => pushes.filter(([, r]) => r === rank).map(([id]) => id));
    expect(order).toEqual(expected);
  });
});
