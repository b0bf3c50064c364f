import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusUpdater } from '../../../src/core/chat/status-updater.js';
import { fakeTimersClock as clock } from '../../helpers/clock.js';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** An edit that takes 5 ms of (fake) time, as a platform's answer does. */
function recorder(fail?: (text: string) => boolean) {
  const edits: Array<{ text: string; at: number }> = [];
  const edit = async (text: string) => {
    await new Promise((r) => setTimeout(r, 5));
    if (fail?.(text)) throw new Error(`edit refused: ${text}`);
    edits.push({ text, at: Date.now() });
  };
  return { edits, edit };
}

describe(StatusUpdater.name, () => {
  it('edits at most once per interval, sends only the newest state, skips unchanged text, ends in the final state', async () => {
    const { edits, edit } = recorder();
    const sut = new StatusUpdater('queued', edit, { minIntervalMs: 120, clock });
    // An update every 10 ms for 300 ms.
    for (let p = 1; p <= 30; p++) {
      sut.update(`p${p}`);
      await vi.advanceTimersByTimeAsync(10);
    }
    sut.update('p30');
    const finished = sut.finish('done');
    await vi.advanceTimersByTimeAsync(1000);
    await finished;
    // Each edit waits out 120 ms from when the one before was accepted (p12 and p25 are the newest then, the
    // rest are merged away), and so does the final one.
    expect(edits).toEqual([
      { text: 'p12', at: 125 },
      { text: 'p25', at: 250 },
      { text: 'done', at: 375 },
    ]);
  });

  it('never edits to the text already shown, and ignores updates after finish', async () => {
    const { edits, edit } = recorder();
    const sut = new StatusUpdater('same', edit, { minIntervalMs: 20, clock });
    sut.update('same');
    // Well past the interval: the timer that would have sent an edit has had every chance to run.
    await vi.advanceTimersByTimeAsync(60);
    expect(vi.getTimerCount()).toBe(0);
    expect(edits).toHaveLength(0);
    await sut.finish('same');
    sut.update('late');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(edits).toHaveLength(0);
  });

  it('reports a failed edit and still sends the final state', async () => {
    const { edits, edit } = recorder((t) => t === 'bad');
    const errors: unknown[] = [];
    const sut = new StatusUpdater('start', edit, { minIntervalMs: 20, clock, onError: (e) => errors.push(e) });
    sut.update('bad');
    await vi.advanceTimersByTimeAsync(30);
    expect(errors).toHaveLength(1);
    const finished = sut.finish('final');
    await vi.advanceTimersByTimeAsync(30);
    await finished;
    expect(edits).toEqual([{ text: 'final', at: 50 }]);
  });

  it('keeps one edit under way when edits wait long for their turn: the next one shows the newest state', async () => {
    const edits: Array<{ text: string; at: number }> = [];
    // Each edit waits 25 s for its turn (a group whose minute budget is spent), far longer than the interval.
    const slow = async (text: string) => {
      await new Promise((r) => setTimeout(r, 25_000));
      edits.push({ text, at: Date.now() });
    };
    const sut = new StatusUpdater('p0', slow, { minIntervalMs: 10_000, clock });
    for (let p = 1; p <= 30; p++) {
      sut.update(`p${p}`);
      await vi.advanceTimersByTimeAsync(2000);
    }
    const finished = sut.finish('done');
    await vi.advanceTimersByTimeAsync(120_000);
    await finished;
    // Not a queue of every state captured while the first edit waited: one edit at a time, each the newest then.
    expect(edits).toEqual([
      { text: 'p5', at: 35_000 },
      { text: 'p23', at: 70_000 },
      { text: 'done', at: 105_000 },
    ]);
  });
});
