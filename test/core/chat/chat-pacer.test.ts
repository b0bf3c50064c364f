import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatPacer, SKIPPED } from '../../../src/core/chat/chat-pacer.js';

afterEach(() => {
  vi.useRealTimers();
});

describe(ChatPacer.name, () => {
  it('keeps a chat to its gap and its budget a minute; other chats are not held up', async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new ChatPacer({ now: () => Date.now() });
    const pace = { minGapMs: 1000, perMinute: 3, progressMs: 0 };
    const at: Record<string, number[]> = { a: [], b: [] };
    const send = (chat: 'a' | 'b') => pacer.run(chat, pace, 'result', 'j', async () => void at[chat].push(Date.now()));
    const all = [send('a'), send('a'), send('a'), send('a'), send('a'), send('b')];
    await vi.advanceTimersByTimeAsync(130_000);
    await Promise.all(all);
    // 0, 1, 2 s; then the fourth waits until a minute after the first, the fifth a minute after the second.
    expect(at.a).toEqual([0, 1000, 2000, 60_000, 61_000]);
    expect(at.b).toEqual([0]);
  });

  it('a result goes before waiting progress, and dropped progress is skipped', async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new ChatPacer({ now: () => Date.now() });
    const pace = { minGapMs: 1000, perMinute: null, progressMs: 0 };
    const order: string[] = [];
    const run = (priority: 'result' | 'progress', tag: string) =>
      pacer.run('c', pace, priority, tag, async () => void order.push(`${priority}:${tag}`));
    const first = run('result', 'x');
    const p1 = run('progress', 'x');
    const p2 = run('progress', 'y');
    const r = run('result', 'y');
    pacer.drop('c', 'x');
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all([first, p2, r]);
    expect(await p1).toBe(SKIPPED);
    expect(order).toEqual(['result:x', 'result:y', 'progress:y']);
  });
});
