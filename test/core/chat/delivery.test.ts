import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelegramTarget } from '../../../src/core/chat/chat-target.js';
import { DeadChats } from '../../../src/core/chat/dead-chats.js';
import { ChatDelivery } from '../../../src/core/chat/delivery.service.js';
import type { DeliveryEvent, DeliveryJobs, DeliveryPort, StatusView } from '../../../src/core/chat/delivery.ports.js';
import { systemClock } from '../../../src/core/clock.js';
import type { JobRecord } from '../../../src/core/jobs/job.types.js';
import { createMetrics } from '../../../src/metrics/index.js';
import { MemoryOutboxStore, MemoryWatchStore } from '../../helpers/chat-memory.js';

const target = (chatId: number): TelegramTarget => ({ platform: 'telegram', chatId, userId: String(chatId), replyTo: 7 });

function job(id: string, status: JobRecord['status'], chatId = 1): JobRecord {
  return {
    id, tool: 'image-grayscale', operation: 'image.grayscale', source: 'telegram', owner: `owner-${id}`, status,
    stage: status, progress: status === 'completed' ? 100 : 40, params: {}, url: null, videoId: null, input: null,
    output: status === 'completed' ? { file: 'work/out.png', name: 'out.png', mime: 'image/png', size: 10 } : null,
    error: status === 'failed' ? 'Input buffer contains unsupported image format' : null,
    failure: status === 'failed' ? 'invalid_input' : null, createdAt: 0,
    expiresAt: Date.now() + 60_000, startedAt: 0, completedAt: null, attempts: 1, chat: target(chatId),
  };
}

const completed = (j: JobRecord, size = 10): DeliveryEvent => ({
  type: 'completed',
  job: j,
  output: { path: `/data/${j.id}/out.png`, file: 'work/out.png', name: 'out.png', mime: 'image/png', size },
});

const failed = (j: JobRecord): DeliveryEvent => ({ type: 'failed', job: j, failure: { kind: 'invalid_input' } });

/** Job events fired by hand; `current` answers from the records given. */
function fakeJobs(records: JobRecord[]) {
  const listeners = new Set<(e: DeliveryEvent) => void>();
  const jobs: DeliveryJobs = {
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    async current(id) {
      const r = records.find((x) => x.id === id);
      if (!r) return null;
      if (r.status === 'completed') return completed(r);
      return r.status === 'failed' ? failed(r) : { type: 'progress', job: r };
    },
    signedLink: async (j) => `https://example.test/download/${j.id}?t=sig`,
  };
  return { jobs, emit: (e: DeliveryEvent) => listeners.forEach((l) => l(e)) };
}

type Call = { method: string; chatId: number; view?: StatusView; final?: boolean; at: number; detail?: string };

/** A platform that records what it was asked to do; `refuse` makes the next calls throw. */
function recordingPort(opts: { refuse?: Error[]; minGapMs?: number } = {}) {
  const calls: Call[] = [];
  const refuse = [...(opts.refuse ?? [])];
  const step = (method: string, t: TelegramTarget, rest: Partial<Call> = {}) => {
    const err = refuse.shift();
    if (err) throw err;
    calls.push({ method, chatId: t.chatId, at: Date.now(), ...rest });
  };
  let nextId = 100;
  const port: DeliveryPort<TelegramTarget> = {
    async sendStatus(t, view) {
      step('sendStatus', t, { view });
      return String(nextId++);
    },
    async editStatus(t, _id, view, final) {
      step('editStatus', t, { view, final });
    },
    async sendFile(t, _id, view, file) {
      step('sendFile', t, { view, detail: file.path });
      return { statusSettled: false };
    },
    async sendLink(t, _id, view, link) {
      step('sendLink', t, { view, detail: link.url });
      return { statusSettled: false };
    },
    async sendFailure(t, view) {
      step('sendFailure', t, { view });
    },
    uploadLimit: () => 100,
    pace: () => ({ minGapMs: opts.minGapMs ?? 0, perMinute: null, progressMs: 0 }),
    isDeadChat: (err) => err instanceof Error && /blocked/.test(err.message),
  };
  return { port, calls };
}

function setup(
  records: JobRecord[],
  portOpts?: Parameters<typeof recordingPort>[0],
  holder = 'p1',
  shared?: MemoryOutboxStore,
  onAttempt?: ConstructorParameters<typeof ChatDelivery>[0]['onAttempt'],
) {
  const store = shared ?? new MemoryOutboxStore(systemClock);
  const watches = new MemoryWatchStore();
  const logs: string[] = [];
  const log = (_level: string, msg: string) => void logs.push(msg);
  const { jobs, emit } = fakeJobs(records);
  const deadChats = new DeadChats({ outbox: store, watches, clock: systemClock, log });
  const delivery = new ChatDelivery({ store, jobs, clock: systemClock, deadChats, holder, retentionMs: 60_000, maxAttempts: 3, log, onAttempt });
  const { port, calls } = recordingPort(portOpts);
  return { store, watches, logs, emit, delivery, port, calls };
}

// Chat paces and status intervals run on vitest's clock: a test lets every timer due run instead of waiting.
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe(ChatDelivery.name, () => {
  it('sends the status message on admission, then the result once, even when the event and a resume race', async () => {
    const running = job('a', 'processing');
    const s = setup([running]);
    await s.delivery.attach('telegram', s.port);
    await s.delivery.announce(running);
    expect(s.calls.map((c) => c.method)).toEqual(['sendStatus']);
    expect((await s.store.get('a'))?.statusMessageId).toBe('100');

    const done = job('a', 'completed');
    s.emit(completed(done));
    s.emit(completed(done));
    await s.delivery.resume('telegram');
    await s.delivery.idle();
    await vi.runAllTimersAsync();
    expect(s.calls.filter((c) => c.method === 'sendFile')).toHaveLength(1);
    expect(s.calls.find((c) => c.method === 'sendFile')?.detail).toBe('/data/a/out.png');
    expect(s.calls.at(-1)).toMatchObject({ method: 'editStatus', final: true });
    expect(await s.store.get('a')).toMatchObject({ state: 'delivered', attempts: 0, holder: null });
  });

  it('two processes sharing one outbox deliver a finished job once', async () => {
    const done = job('b', 'completed');
    const store = new MemoryOutboxStore(systemClock);
    const one = setup([done], {}, 'p1', store);
    const two = setup([done], {}, 'p2', store);
    await Promise.all([one.delivery.attach('telegram', one.port), two.delivery.attach('telegram', two.port)]);
    await one.delivery.announce(job('b', 'queued'));
    await Promise.all([one.delivery.resume('telegram'), two.delivery.resume('telegram')]);
    one.emit(completed(done));
    two.emit(completed(done));
    await Promise.all([one.delivery.idle(), two.delivery.idle()]);
    const files = [...one.calls, ...two.calls].filter((c) => c.method === 'sendFile');
    expect(files).toHaveLength(1);
    expect((await store.get('b'))?.state).toBe('delivered');
  });

  it('a result over the upload limit becomes a signed link', async () => {
    const s = setup([]);
    await s.delivery.attach('telegram', s.port);
    s.emit(completed(job('c', 'completed'), 5000));
    await s.delivery.idle();
    expect(s.calls.find((c) => c.method === 'sendLink')?.detail).toBe('https://example.test/download/c?t=sig');
    expect(s.calls.some((c) => c.method === 'sendFile')).toBe(false);
  });

  it('a failed job is a new message (the failure notice) and a final status, with the user-facing words', async () => {
    const s = setup([]);
    await s.delivery.attach('telegram', s.port);
    await s.delivery.announce(job('d', 'queued'));
    s.emit(failed(job('d', 'failed')));
    await s.delivery.idle();
    await vi.runAllTimersAsync();
    const notice = s.calls.find((c) => c.method === 'sendFailure')!;
    expect(notice.view?.status).toEqual({ state: 'failed', kind: 'invalid_input' });
    expect(s.calls.at(-1)).toMatchObject({ method: 'editStatus', final: true, view: { status: { state: 'failed' } } });
  });

  it('keeps a refused delivery pending, retries it, and gives up after the attempt limit', async () => {
    const refusal = new Error('Bad Gateway');
    const s = setup([job('e', 'completed')], { refuse: [refusal, refusal, refusal] });
    await s.delivery.attach('telegram', s.port);
    s.emit(completed(job('e', 'completed')));
    await s.delivery.idle();
    expect(await s.store.get('e')).toMatchObject({ state: 'pending', attempts: 1 });
    await s.delivery.resume('telegram');
    await s.delivery.idle();
    await s.delivery.resume('telegram');
    await s.delivery.idle();
    expect(await s.store.get('e')).toMatchObject({ state: 'abandoned', attempts: 3 });
    await s.delivery.resume('telegram');
    await s.delivery.idle();
    expect(s.calls.filter((c) => c.method === 'sendFile')).toHaveLength(0);
    expect(s.logs.filter((l) => l === 'chat delivery abandoned')).toHaveLength(1);
  });

  it('tells its observer how each attempt ended, which the chat delivery metrics count by platform', async () => {
    const metrics = createMetrics({ queueCounts: () => ({ waiting: 0, running: 0 }) });
    const refusal = new Error('Bad Gateway');
    const s = setup([job('bad', 'completed')], { refuse: [refusal, refusal, refusal] }, 'p1', undefined, (p, o) =>
      metrics.chatDelivery(p, o),
    );
    await s.delivery.attach('telegram', s.port);
    s.emit(completed(job('bad', 'completed')));
    await s.delivery.idle();
    for (let i = 0; i < 2; i++) {
      await s.delivery.resume('telegram');
      await s.delivery.idle();
    }
    s.emit(completed(job('ok', 'completed')));
    await s.delivery.idle();
    const text = (await metrics.render()).body;
    expect(text).toContain('gametools_chat_deliveries_total{platform="telegram",outcome="delivered"} 1');
    expect(text).toContain('gametools_chat_deliveries_total{platform="telegram",outcome="failed"} 2');
    expect(text).toContain('gametools_chat_deliveries_total{platform="telegram",outcome="abandoned"} 1');
  });

  it('a chat that blocked the bot: its watches are disabled and its deliveries dropped, once, with a log line', async () => {
    const blocked = new Error('Forbidden: bot was blocked by the user');
    const s = setup([], { refuse: [blocked, blocked] });
    await s.watches.put([
      { id: 'w1', platform: 'telegram', owner: 'o', chat: target(5), appid: 1, title: 't', region: 'us', currency: 'USD', target: 1,
        armed: true, knownLow: null, lastPrice: null, createdAt: 0, lastCheckedAt: null, lastAlertAt: null, disabledAt: null },
      { id: 'w2', platform: 'telegram', owner: 'o', chat: target(6), appid: 1, title: 't', region: 'us', currency: 'USD', target: 1,
        armed: true, knownLow: null, lastPrice: null, createdAt: 0, lastCheckedAt: null, lastAlertAt: null, disabledAt: null },
    ]);
    await s.delivery.attach('telegram', s.port);
    await s.delivery.announce(job('f', 'queued', 5));
    await s.delivery.announce(job('g', 'queued', 5));
    s.emit(completed(job('f', 'completed', 5)));
    s.emit(completed(job('g', 'completed', 5)));
    await s.delivery.idle();
    expect((await s.store.get('f'))?.state).toBe('dropped');
    expect((await s.store.get('g'))?.state).toBe('dropped');
    expect((await s.watches.list()).map((w) => [w.id, w.disabledAt !== null])).toEqual([['w1', true], ['w2', false]]);
    expect(s.logs.filter((l) => l.startsWith('chat gone'))).toHaveLength(1);
    expect(s.calls).toHaveLength(0);
  });

  it('a result goes before progress edits already waiting for the chat\'s turn', async () => {
    const s = setup([], { minGapMs: 150 });
    await s.delivery.attach('telegram', s.port);
    // Three jobs in one chat: their status messages take the chat's turns, progress queues behind them.
    for (const id of ['h1', 'h2', 'h3']) {
      const announced = s.delivery.announce(job(id, 'queued'));
      await vi.advanceTimersByTimeAsync(150);
      await announced;
    }
    for (const id of ['h1', 'h2']) s.emit({ type: 'progress', job: job(id, 'processing') });
    s.emit(completed(job('h3', 'completed')));
    await vi.runAllTimersAsync();
    await s.delivery.idle();
    const order = s.calls.map((c) => `${c.method}:${c.view?.jobId}`);
    expect(order.indexOf('sendFile:h3')).toBeLessThan(order.indexOf('editStatus:h1'));
    // One call per 150 ms of the chat's pace, none sooner.
    const times = s.calls.map((c) => c.at - s.calls[0].at);
    expect(times).toEqual(times.map((_, i) => i * 150));
  });

  it('a job admitted where no bot runs (an api process) is shown by one bot process, kept up to date, and delivered once', async () => {
    const store = new MemoryOutboxStore(systemClock);
    const queued = { ...job('f', 'queued'), attempts: 0 };
    const api = setup([queued], {}, 'api', store);
    const bots = [setup([queued], {}, 'b1', store), setup([queued], {}, 'b2', store)];
    for (const b of bots) await b.delivery.attach('telegram', b.port);
    // The upload link's door: the api process admits and announces, with no Telegram bot of its own.
    await api.delivery.announce(queued);
    expect(api.calls).toEqual([]);
    expect((await store.get('f'))?.statusMessageId).toBeNull();
    // Every bot process hears the admission event; one of them shows the job.
    for (const b of bots) b.emit({ type: 'progress', job: queued });
    await Promise.all(bots.map((b) => b.delivery.idle()));
    const calls = () => bots.flatMap((b) => b.calls);
    expect(calls().map((c) => c.method)).toEqual(['sendStatus']);
    expect(calls()[0].view?.status).toEqual({ state: 'queued' });
    const shower = bots.find((b) => b.calls.length === 1)!;
    expect((await store.get('f'))).toMatchObject({ statusMessageId: '100', holder: null, state: 'pending' });

    const running = { ...job('f', 'processing'), progress: 40 };
    for (const b of bots) b.emit({ type: 'progress', job: running });
    await vi.runAllTimersAsync();
    expect(shower.calls.at(-1)).toMatchObject({ method: 'editStatus', final: false });
    expect(shower.calls.at(-1)?.view?.status).toMatchObject({ state: 'processing' });

    const done = job('f', 'completed');
    for (const b of bots) b.emit(completed(done));
    await Promise.all(bots.map((b) => b.delivery.idle()));
    await vi.runAllTimersAsync();
    expect(calls().filter((c) => c.method === 'sendFile')).toHaveLength(1);
    expect(calls().filter((c) => c.method === 'sendStatus')).toHaveLength(1);
    expect(shower.calls.at(-1)).toMatchObject({ method: 'editStatus', final: true, view: { status: { state: 'completed' } } });
    expect((await store.get('f'))?.state).toBe('delivered');
  });

  it('a job announced by its own bot process is not shown again when the admission event reaches the others', async () => {
    const store = new MemoryOutboxStore(systemClock);
    const queued = job('g', 'queued');
    const own = setup([queued], {}, 'b1', store);
    const other = setup([queued], {}, 'b2', store);
    for (const b of [own, other]) await b.delivery.attach('telegram', b.port);
    // The embedded bus tells the admitting process itself first, while the command still awaits its status message.
    own.emit({ type: 'progress', job: queued });
    await own.delivery.announce(queued);
    other.emit({ type: 'progress', job: queued });
    await other.delivery.idle();
    expect(own.calls.map((c) => c.method)).toEqual(['sendStatus']);
    expect(other.calls).toEqual([]);
  });
});
