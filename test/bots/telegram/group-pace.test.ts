import { Api } from 'grammy';
import type { Message } from 'grammy/types';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TelegramDelivery } from '../../../src/bots/telegram/delivery.js';
import type { TelegramTarget } from '../../../src/core/chat/chat-target.js';
import { DeadChats } from '../../../src/core/chat/dead-chats.js';
import { ChatDelivery } from '../../../src/core/chat/delivery.service.js';
import type { DeliveryEvent, DeliveryJobs } from '../../../src/core/chat/delivery.ports.js';
import type { JobRecord } from '../../../src/core/jobs/job.types.js';
import { MemoryOutboxStore, MemoryWatchStore } from '../../helpers/chat-memory.js';
import { fakeTimersClock as clock } from '../../helpers/clock.js';
import { testTranslations } from '../../helpers/translations.js';

// Telegram's group pace (one call a second, 20 a minute, progress edits 10 s apart) on vitest's clock: the real
// TelegramDelivery and ChatDelivery, grammY's Api with a transformer standing in for the Bot API, as grammY's
// own tests do. The end-to-end group test (pacing.test.ts) checks the same flow in order, without the clock.

const GROUP = -700;
type Call = { method: string; at: number; payload: Record<string, unknown> };

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** grammY's Api answering every call itself, each after 50 ms (the network), and recording when it was made. */
function recordingApi() {
  const calls: Call[] = [];
  const api = new Api('123456:TEST-token');
  let nextId = 1;
  api.config.use(async (_prev, method, payload) => {
    calls.push({ method, at: Date.now(), payload: { ...(payload as Record<string, unknown>) } });
    await new Promise((r) => setTimeout(r, 50));
    const message = { message_id: nextId++, date: 0, chat: { id: GROUP, type: 'group' } } as Message;
    // A chat action answers `true`, every other call here a message.
    return { ok: true, result: method === 'sendChatAction' ? true : message } as never;
  });
  return { api, calls };
}

function job(id: string, status: JobRecord['status'], progress: number): JobRecord {
  const target: TelegramTarget = { platform: 'telegram', chatId: GROUP, userId: id, replyTo: null };
  return {
    id, tool: 'image-grayscale', operation: 'image.grayscale', source: 'telegram', owner: `owner-${id}`, status,
    stage: status, progress, params: {}, url: null, videoId: null, input: null,
    output: status === 'completed' ? { file: 'work/out.png', name: 'out.png', mime: 'image/png', size: 10 } : null,
    error: null, failure: null, createdAt: 0, expiresAt: 3_600_000, startedAt: 0, completedAt: null, attempts: 1, chat: target,
  };
}

// The catalogue is read once for the file; each setup gets the same words.
const translations = await testTranslations();

function setup() {
  const listeners = new Set<(e: DeliveryEvent) => void>();
  const jobs: DeliveryJobs = {
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current: async () => null,
    signedLink: async (j) => `https://example.test/download/${j.id}`,
  };
  const store = new MemoryOutboxStore(clock);
  const deadChats = new DeadChats({ outbox: store, watches: new MemoryWatchStore(), clock });
  const delivery = new ChatDelivery({ store, jobs, clock, deadChats, holder: 'p1', retentionMs: 3_600_000 });
  const { api, calls } = recordingApi();
  const emit = (e: DeliveryEvent) => listeners.forEach((l) => l(e));
  return { delivery, port: new TelegramDelivery(api, { uploadLimitBytes: 1000, editIntervalMs: 3000, translations }), calls, emit };
}

const ids = ['a', 'b', 'c', 'd', 'e'];

it('in a group: one turn a second, 20 a minute, progress edits 10 s apart, results ahead of waiting edits', async () => {
  const s = setup();
  await s.delivery.attach('telegram', s.port);
  // Five people start a job at once in one group; each job then reports progress every 2 s for 60 s: more edits
  // than a minute's 20 calls allow.
  const announced = Promise.all(ids.map((id) => s.delivery.announce(job(id, 'queued', 0))));
  await vi.advanceTimersByTimeAsync(5000);
  await announced;
  for (let t = 2000; t <= 60_000; t += 2000) {
    for (const id of ids) s.emit({ type: 'progress', job: job(id, 'processing', Math.round(t / 800)) });
    await vi.advanceTimersByTimeAsync(2000);
  }
  const resultsAsked = Date.now();
  for (const id of ids) {
    s.emit({ type: 'completed', job: job(id, 'completed', 100), output: { path: `/data/${id}/out.png`, file: 'work/out.png', name: 'out.png', mime: 'image/png', size: 10 } });
  }
  await vi.advanceTimersByTimeAsync(120_000);
  await s.delivery.idle();

  // A result's turn starts with its chat action ("sending a file…"), the document follows within the same turn.
  const turns = s.calls.filter((c) => c.method !== 'sendDocument');
  const results = s.calls.filter((c) => c.method === 'sendDocument');
  expect(turns.filter((c) => c.method === 'sendMessage')).toHaveLength(5);
  expect(results).toHaveLength(5);
  // Never two turns in the group within a second, never 21 within a minute (the budget is reached here).
  for (let i = 1; i < turns.length; i++) expect(turns[i].at - turns[i - 1].at).toBeGreaterThanOrEqual(1000);
  for (let i = 20; i < turns.length; i++) expect(turns[i].at - turns[i - 20].at).toBeGreaterThanOrEqual(60_000);
  expect(turns.filter((c) => c.at < 60_000).length).toBe(20);
  // Each status message: edited at least once while its job ran, never twice within 10 s, and last to Done.
  for (const n of ids.keys()) {
    const edits = s.calls.filter((c) => c.method === 'editMessageText' && c.payload.message_id === n + 1);
    const times = [s.calls.filter((c) => c.method === 'sendMessage')[n].at, ...edits.map((c) => c.at)];
    expect(edits.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(10_000);
    expect(String(edits.at(-1)!.payload.text)).toContain('Done');
  }
  // The results take the next turns the budget allows, ahead of every progress edit waiting by then.
  const firstResult = s.calls.indexOf(results[0]);
  const lastResult = s.calls.indexOf(results.at(-1)!);
  expect(s.calls.slice(firstResult, lastResult + 1).map((c) => c.method).filter((m) => m === 'editMessageText')).toEqual([]);
  expect(s.calls.filter((c) => c.at >= resultsAsked && c.at < results[0].at && c.method !== 'sendChatAction')).toEqual([]);
});
