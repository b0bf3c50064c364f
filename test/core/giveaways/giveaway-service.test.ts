import { describe, expect, it, vi } from 'vitest';
import { GiveawayService, type GiveawayEvent } from '../../../src/core/giveaways/giveaway.service.js';
import type { GiveawaySource } from '../../../src/core/giveaways/giveaway.ports.js';
import type { GiveawaySourceName, ListedGiveaway } from '../../../src/core/giveaways/giveaway.types.js';
import { NO_FILTER, parseGiveawayFilterText } from '../../../src/core/giveaways/giveaway-filter.js';
import { timeLeft } from '../../../src/core/giveaways/giveaway-text.js';
import { SourceFailure } from '../../../src/core/prices/source-failure.js';
import { LowGiveawayStore } from '../../../src/storage/giveaways.js';
import { ManualClock } from '../../helpers/clock.js';

const H = 3_600_000;
const D = 24 * H;

/** A source whose list the test sets; `fail` makes it throw, `hang` makes it wait for its deadline. */
class TestSource implements GiveawaySource {
  items: ListedGiveaway[] = [];
  skipped = 0;
  state: 'ok' | 'fail' | 'hang' = 'ok';
  constructor(readonly name: GiveawaySourceName) {}
  list(signal: AbortSignal): Promise<{ items: ListedGiveaway[]; skipped: number }> {
    if (this.state === 'fail') return Promise.reject(new SourceFailure('gamerpower', 'malformed', 'malformed giveaways list'));
    if (this.state === 'hang') return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new SourceFailure('gamerpower', 'timeout', 'no answer in time'))));
    return Promise.resolve({ items: this.items.map((i) => ({ ...i })), skipped: this.skipped });
  }
}

function setup() {
  const clock = new ManualClock();
  const epic = new TestSource('epic');
  const gamerpower = new TestSource('gamerpower');
  const itad = new TestSource('itad');
  const events: string[] = [];
  const service = new GiveawayService({
    store: new LowGiveawayStore(),
    sources: [epic, gamerpower, itad],
    clock,
    intervalMs: 30 * 60_000,
    timeoutMs: 50,
    onChange: (e: GiveawayEvent) => events.push(`${e.type} ${e.giveaway.title}`),
  });
  const item = (source: GiveawaySourceName, o: Partial<ListedGiveaway> & { title: string }): ListedGiveaway => ({
    source,
    sourceId: `${source}-${o.title}`,
    store: 'epic',
    kind: 'game',
    worth: null,
    startsAt: clock.now() - H,
    endsAt: clock.now() + 2 * D,
    url: `https://${source}.example.test/${encodeURIComponent(o.title)}`,
    image: null,
    ...o,
  });
  return { clock, epic, gamerpower, itad, service, events, item };
}

describe('GiveawayService', () => {
  it('one giveaway listed by three sources is one record, with the store’s own link and every source named', async () => {
    const { epic, gamerpower, itad, service, events, item, clock } = setup();
    epic.items = [item('epic', { title: 'Hades™', url: 'https://store.epicgames.com/p/hades', worth: { amount: 24.99, currency: 'USD' } })];
    gamerpower.items = [item('gamerpower', { title: 'Hades', image: 'https://gp.example.test/hades.jpg', endsAt: clock.now() + 3 * D })];
    itad.items = [item('itad', { title: 'HADES' })];
    await service.poll();
    const open = await service.current(NO_FILTER);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      title: 'Hades™',
      store: 'epic',
      url: 'https://store.epicgames.com/p/hades',
      image: 'https://gp.example.test/hades.jpg',
      worth: { amount: 24.99, currency: 'USD' },
      endsAt: clock.now() + 2 * D,
      sources: ['epic', 'itad', 'gamerpower'],
    });
    expect(events).toEqual(['giveaway.new Hades™']);
    await service.poll();
    expect(events).toHaveLength(1);
  });

  it('a giveaway missing from a list is kept until its end date, then ends once', async () => {
    const { epic, service, events, item, clock } = setup();
    epic.items = [item('epic', { title: 'Kept' })];
    await service.poll();
    epic.items = [];
    clock.advance(D);
    await service.poll();
    expect((await service.current(NO_FILTER)).map((g) => g.title)).toEqual(['Kept']);
    clock.advance(D + 1);
    await service.poll();
    await service.poll();
    expect(await service.current(NO_FILTER)).toEqual([]);
    expect(events).toEqual(['giveaway.new Kept', 'giveaway.ended Kept']);
    const [ended] = await service.feed(NO_FILTER);
    expect(ended.endedAt).toBe(clock.now());
  });

  it('an end date that moves is a new version of the same giveaway, not a new one', async () => {
    const { epic, service, events, item, clock } = setup();
    epic.items = [item('epic', { title: 'Moving' })];
    await service.poll();
    const [before] = await service.current(NO_FILTER);
    epic.items = [item('epic', { title: 'Moving', endsAt: clock.now() + 5 * D })];
    clock.advance(H);
    await service.poll();
    const [after] = await service.current(NO_FILTER);
    expect(after.id).toBe(before.id);
    expect(after.version).toBe(before.version + 1);
    expect(after.endsAt).toBe(clock.now() - H + 5 * D);
    expect(after.updatedAt).toBe(clock.now());
    expect(events).toEqual(['giveaway.new Moving']);
  });

  it('a giveaway already over when first seen is never announced; one not started yet waits for its start', async () => {
    const { epic, service, events, item, clock } = setup();
    epic.items = [item('epic', { title: 'Too Late', endsAt: clock.now() - 1 }), item('epic', { title: 'Upcoming', startsAt: clock.now() + D, endsAt: clock.now() + 8 * D })];
    await service.poll();
    expect(await service.current(NO_FILTER)).toEqual([]);
    expect(events).toEqual([]);
    clock.advance(D);
    await service.poll();
    expect((await service.current(NO_FILTER)).map((g) => g.title)).toEqual(['Upcoming']);
    expect(events).toEqual(['giveaway.new Upcoming']);
  });

  it('a failing or slow source changes nothing it listed; the others still count', async () => {
    const { epic, gamerpower, itad, service, item } = setup();
    gamerpower.items = [item('gamerpower', { title: 'No End', endsAt: null, store: 'steam' })];
    await service.poll();
    gamerpower.state = 'fail';
    itad.state = 'hang';
    epic.items = [item('epic', { title: 'Fresh' })];
    await service.poll();
    expect((await service.current(NO_FILTER)).map((g) => g.title).sort()).toEqual(['Fresh', 'No End']);
    // Answering again without it: a giveaway with no end date ends when its source no longer lists it.
    gamerpower.state = 'ok';
    gamerpower.items = [];
    await service.poll();
    expect((await service.current(NO_FILTER)).map((g) => g.title)).toEqual(['Fresh']);
  });

  it('filters by store, kind and games only, typed as in chat', async () => {
    const { epic, gamerpower, service, item } = setup();
    epic.items = [item('epic', { title: 'Game A' }), item('epic', { title: 'Dlc B', kind: 'dlc' })];
    gamerpower.items = [item('gamerpower', { title: 'Loot C', kind: 'loot', store: 'steam' })];
    await service.poll();
    const titles = async (text: string) => (await service.current(parseGiveawayFilterText(text))).map((g) => g.title).sort();
    expect(await titles('epic')).toEqual(['Dlc B', 'Game A']);
    expect(await titles('games')).toEqual(['Game A']);
    expect(await titles('loot')).toEqual(['Loot C']);
    expect(await titles('Epic Games Store dlc')).toEqual(['Dlc B']);
  });

  it('polls once 5 s after start, then every interval; stop ends both', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 12) });
    try {
      const { epic, service, item } = setup();
      let asked = 0;
      const list = epic.list.bind(epic);
      epic.list = (signal) => {
        asked++;
        return list(signal);
      };
      epic.items = [item('epic', { title: 'Early' })];
      service.start();
      await vi.advanceTimersByTimeAsync(4_000);
      expect(asked).toBe(0);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(asked).toBe(1);
      expect((await service.current(NO_FILTER)).map((g) => g.title)).toEqual(['Early']);
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      expect(asked).toBe(2);
      service.stop();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(asked).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('polls only when the fleet’s period gate gives this process the turn', async () => {
    const clock = new ManualClock();
    const source = new TestSource('epic');
    let asked = 0;
    source.list = () => {
      asked++;
      return Promise.resolve({ items: [], skipped: 0 });
    };
    const turns: Array<[string, number]> = [];
    let mine = false;
    const service = new GiveawayService({
      store: new LowGiveawayStore(),
      sources: [source],
      clock,
      intervalMs: 30 * 60_000,
      gate: async (name, periodMs) => {
        turns.push([name, periodMs]);
        return mine;
      },
    });
    await service.poll();
    expect(asked).toBe(0);
    mine = true;
    await service.poll();
    expect(asked).toBe(1);
    expect(turns).toEqual([
      ['giveaways-poll', 30 * 60_000],
      ['giveaways-poll', 30 * 60_000],
    ]);
  });

  it('says how long is left in whole units, rounded down', () => {
    const now = Date.UTC(2026, 10, 25);
    expect(timeLeft({ endsAt: now + 2 * D + 5 * H, endedAt: null }, now)).toEqual({ unit: 'day', count: 2 });
    expect(timeLeft({ endsAt: now + 5 * H + 59 * 60_000, endedAt: null }, now)).toEqual({ unit: 'hour', count: 5 });
    expect(timeLeft({ endsAt: now + 1 * D, endedAt: null }, now)).toEqual({ unit: 'day', count: 1 });
    expect(timeLeft({ endsAt: now + 30_000, endedAt: null }, now)).toEqual({ unit: 'minute', count: 1 });
    expect(timeLeft({ endsAt: now, endedAt: null }, now)).toBe('ended');
    expect(timeLeft({ endsAt: now + D, endedAt: now - 1 }, now)).toBe('ended');
    expect(timeLeft({ endsAt: null, endedAt: null }, now)).toBeNull();
  });
});
