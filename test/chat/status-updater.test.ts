import { describe, expect, it } from 'vitest';
import { StatusUpdater } from '../../src/core/chat/status-updater.js';
import { systemClock } from '../../src/core/clock.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function recorder(fail?: (text: string) => boolean) {
  const edits: Array<{ text: string; at: number }> = [];
  const edit = async (text: string) => {
    await sleep(5);
    if (fail?.(text)) throw new Error(`edit refused: ${text}`);
    edits.push({ text, at: Date.now() });
  };
  return { edits, edit };
}

describe(StatusUpdater.name, () => {
  it('edits at most once per interval, sends only the newest state, skips unchanged text, ends in the final state', async () => {
    const { edits, edit } = recorder();
    const started = Date.now();
    const sut = new StatusUpdater('queued', edit, { minIntervalMs: 120, clock: systemClock });
    for (let p = 1; p <= 30; p++) {
      sut.update(`p${p}`);
      await sleep(10);
    }
    sut.update('p30');
    await sut.finish('done');
    const texts = edits.map((e) => e.text);
    expect(texts.at(-1)).toBe('done');
    expect(texts.length).toBeLessThanOrEqual(5);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    const times = [started, ...edits.map((e) => e.at)];
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(115);
    for (let i = 1; i < texts.length; i++) expect(texts[i]).not.toBe(texts[i - 1]);
    // Coalesced: intermediate values are skipped, and what is shown only moves forward.
    const numbers = texts.slice(0, -1).map((t) => Number(t.slice(1)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  });

  it('never edits to the text already shown, and ignores updates after finish', async () => {
    const { edits, edit } = recorder();
    const sut = new StatusUpdater('same', edit, { minIntervalMs: 20, clock: systemClock });
    sut.update('same');
    await sleep(60);
    expect(edits).toHaveLength(0);
    await sut.finish('same');
    sut.update('late');
    await sleep(60);
    expect(edits).toHaveLength(0);
  });

  it('reports a failed edit and still sends the final state', async () => {
    const { edits, edit } = recorder((t) => t === 'bad');
    const errors: unknown[] = [];
    const sut = new StatusUpdater('start', edit, { minIntervalMs: 20, clock: systemClock, onError: (e) => errors.push(e) });
    sut.update('bad');
    await sleep(80);
    await sut.finish('final');
    expect(errors).toHaveLength(1);
    expect(edits.map((e) => e.text)).toEqual(['final']);
  });
});
