import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFilterText } from '../../../src/core/deals/deal-filter.js';
import { DealService, type DealEvent } from '../../../src/core/deals/deal.service.js';
import type { PeriodGate } from '../../../src/core/period-gate.ports.js';
import { LowDealPostStore, LowDealStore, LowFollowStore } from '../../../src/storage/deals.js';
import { fakeTimersClock } from '../../helpers/clock.js';
import { ChatWorld, discordCaller, listed, ListWorld, telegramCaller } from './deal-world.js';

const MIN = 60_000;

function world(opts: { gate?: PeriodGate; deliverMs?: number } = {}) {
  const source = new ListWorld();
  const stores = { deals: new LowDealStore(), follows: new LowFollowStore(), posts: new LowDealPostStore() };
  const events: DealEvent[] = [];
  const gone: string[] = [];
  const make = (holder: string) =>
    new DealService({
      ...stores,
      sources: [source],
      clock: fakeTimersClock,
      gate: opts.gate,
      holder,
      leaseMs: 5 * MIN,
      intervalMs: 15 * MIN,
      deliverMs: opts.deliverMs,
      defaultRegion: 'us',
      onChange: (e) => events.push(e),
      onChatGone: async (key) => void gone.push(key),
    });
  const service = make('a');
  const telegram = new ChatWorld(30, () => Date.now());
  const discord = new ChatWorld(50, () => Date.now());
  service.attach('telegram', telegram);
  service.attach('discord', discord);
  return { source, stores, service, telegram, discord, events, gone, make };
}

/** Runs a pass to its end while the fake clock moves through the pacing waits. */
async function settle<T>(p: Promise<T>): Promise<T> {
  let done = false;
  const out = p.finally(() => (done = true));
  while (!done) await vi.advanceTimersByTimeAsync(50);
  return out;
}

describe('deal announcements (core)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 12) }));
  afterEach(() => void vi.useRealTimers());

  it('posts a new free game once in each following chat, and edits each post once when it stops being free', async () => {
    const w = world();
    const free = parseFilterText('free', 'us');
    await w.service.follow(telegramCaller(-100), free, { mayManage: true });
    await w.service.follow(discordCaller('200'), free, { mayManage: true, roleId: '77' });
    // Follows free games on Steam only: this one is at Epic.
    await w.service.follow(telegramCaller(-300), parseFilterText('free steam', 'us'), { mayManage: true });

    w.source.lists.set('free', [listed('1', 0, 19.99)]);
    await settle(w.service.poll().then(() => w.service.deliver()));
    expect(w.telegram.in('telegram:-100')).toHaveLength(1);
    expect(w.telegram.in('telegram:-300')).toHaveLength(0);
    const [dc] = w.discord.in('discord:200');
    expect(dc.view.roleId).toBe('77');
    expect(dc.view.deal).toMatchObject({ title: 'Game 1', price: 0, regular: 19.99, cut: 100, shop: 'Epic Games Store' });
    expect(w.events.map((e) => e.type)).toEqual(['deal.new']);

    // A second pass (and a second poll of the same list) posts nothing more.
    await vi.advanceTimersByTimeAsync(15 * MIN);
    await settle(w.service.poll().then(() => w.service.deliver()));
    expect(w.telegram.sends).toHaveLength(1);
    expect(w.discord.sends).toHaveLength(1);

    // It leaves the free list and the lookup says it costs 19.99 again: ended, each post edited once.
    w.source.lists.set('free', []);
    w.source.prices.set('1', { state: 'on', price: 19.99, regular: 19.99, cut: 0 });
    await vi.advanceTimersByTimeAsync(15 * MIN);
    await settle(w.service.poll().then(() => w.service.deliver()));
    await settle(w.service.deliver());
    const [tg] = w.telegram.in('telegram:-100');
    expect(tg.edits).toBe(1);
    expect(tg.view.deal.endedAt).not.toBeNull();
    expect(w.discord.in('discord:200')[0].edits).toBe(1);
    expect(w.discord.in('discord:200')[0].view.roleId).toBeNull();
    expect(w.events.map((e) => e.type)).toEqual(['deal.new', 'deal.ended']);
  });

  it('a flapping list (missing from one poll, back in the next) edits nothing', async () => {
    const w = world();
    await w.service.follow(telegramCaller(-100), parseFilterText('free', 'us'), { mayManage: true });
    w.source.lists.set('free', [listed('1', 0, 9.99), listed('2', 0, 4.99)]);
    await settle(w.service.poll().then(() => w.service.deliver()));
    expect(w.telegram.sends).toHaveLength(2);

    // Game 2 drops off a shifted page; the lookup says it is still free.
    w.source.lists.set('free', [listed('1', 0, 9.99)]);
    w.source.prices.set('2', { state: 'on', price: 0, regular: 4.99, cut: 100 });
    await vi.advanceTimersByTimeAsync(15 * MIN);
    await settle(w.service.poll().then(() => w.service.deliver()));
    expect(w.source.checkCalls).toEqual([['2']]);
    // The lookup cannot answer at all: still nothing ends.
    w.source.failChecks = true;
    await vi.advanceTimersByTimeAsync(15 * MIN);
    await settle(w.service.poll().then(() => w.service.deliver()));
    w.source.lists.set('free', [listed('1', 0, 9.99), listed('2', 0, 4.99)]);
    await vi.advanceTimersByTimeAsync(15 * MIN);
    await settle(w.service.poll().then(() => w.service.deliver()));
    expect(w.telegram.sends).toHaveLength(2);
    expect([...w.telegram.messages.values()].every((m) => m.edits === 0)).toBe(true);
    expect(w.events.map((e) => e.type)).toEqual(['deal.new', 'deal.new']);
  });

  it('a lower price on the list edits the post with it; a deal first seen before the follow is not posted', async () => {
    const w = world();
    w.source.lists.set('cut', [listed('5', 5, 20)]);
    await settle(w.service.poll());
    await vi.advanceTimersByTimeAsync(MIN);
    await w.service.follow(telegramCaller(1), parseFilterText('cut>=50', 'us'), { mayManage: true });
    w.source.lists.set('cut', [listed('5', 5, 20), listed('6', 2, 20)]);
    await vi.advanceTimersByTimeAsync(15 * MIN);
    await settle(w.service.poll().then(() => w.service.deliver()));
    expect([...w.telegram.messages.values()].map((m) => m.view.deal.gameId)).toEqual(['6']);
    w.source.lists.set('cut', [listed('5', 5, 20), listed('6', 1, 20)]);
    await vi.advanceTimersByTimeAsync(15 * MIN);
    await settle(w.service.poll().then(() => w.service.deliver()));
    const [m] = w.telegram.in('telegram:1');
    expect(m.edits).toBe(1);
    expect(m.view.deal).toMatchObject({ price: 1, cut: 95 });
  });

  it('polls one list per filter class, not per follow, and only when the gate gives this process the period', async () => {
    let turn = false;
    const w = world({ gate: async () => turn });
    for (let i = 1; i <= 30; i++) await w.service.follow(telegramCaller(-i), parseFilterText('free', 'us'), { mayManage: true });
    await w.service.follow(telegramCaller(-99), parseFilterText('under 4.50', 'us'), { mayManage: true });
    await w.service.poll();
    expect(w.source.listCalls).toEqual([]);
    turn = true;
    await w.service.poll();
    expect(w.source.listCalls.sort()).toEqual(['cut::*', 'free:0:*', 'under:5:*']);
  });

  it('two processes over the same stores post each deal once per chat', async () => {
    const w = world();
    const other = w.make('b');
    const telegram2 = new ChatWorld(30, () => Date.now());
    other.attach('telegram', telegram2);
    for (let i = 1; i <= 20; i++) await w.service.follow(telegramCaller(-i), parseFilterText('free', 'us'), { mayManage: true });
    w.source.lists.set('free', [listed('1', 0, 9.99)]);
    await settle(w.service.poll());
    await settle(Promise.all([w.service.deliver(), other.deliver()]));
    const chats = [...w.telegram.sends, ...telegram2.sends].map((s) => s.chat).sort();
    expect(chats).toHaveLength(20);
    expect(new Set(chats).size).toBe(20);
  });

  it('keeps the platform’s global rate: 100 chats at 30 a second take about 3.4 s of the clock, never 31 in a second', async () => {
    const w = world();
    for (let i = 1; i <= 100; i++) await w.service.follow(telegramCaller(-i), parseFilterText('free', 'us'), { mayManage: true });
    w.source.lists.set('free', [listed('1', 0, 9.99)]);
    await settle(w.service.poll());
    const start = Date.now();
    await settle(w.service.deliver());
    const at = w.telegram.sends.map((s) => s.at);
    expect(at).toHaveLength(100);
    for (let i = 30; i < at.length; i++) expect(at[i] - at[i - 30]).toBeGreaterThanOrEqual(1000);
    expect(at[99] - start).toBeGreaterThanOrEqual(3300);
  });

  it('posts only in the period this process has the turn for, and leaves what a pass could not reach to the next', async () => {
    const turns: string[] = [];
    let mine = false;
    const w = world({ deliverMs: 2000, gate: async (name) => (turns.push(name), name === 'deals-poll' || mine) });
    for (let i = 1; i <= 90; i++) await w.service.follow(telegramCaller(-i), parseFilterText('free', 'us'), { mayManage: true });
    w.source.lists.set('free', [listed('1', 0, 9.99)]);
    await settle(w.service.poll().then(() => w.service.deliver()));
    expect(w.telegram.sends).toHaveLength(0);
    expect(turns).toContain('deals-deliver:telegram');
    mine = true;
    // 30 a second for 80% of a 2 s turn: about 48 posts, then the pass ends; the next one finishes.
    await settle(w.service.deliver());
    const first = w.telegram.sends.length;
    expect(first).toBeGreaterThan(30);
    expect(first).toBeLessThan(90);
    await settle(w.service.deliver());
    expect(w.telegram.sends).toHaveLength(90);
    expect(new Set(w.telegram.sends.map((s) => s.chat)).size).toBe(90);
  });

  it('a refused send is tried again next pass; a chat that blocked the bot loses its follows once', async () => {
    const w = world();
    await w.service.follow(telegramCaller(-1), parseFilterText('free', 'us'), { mayManage: true });
    await w.service.follow(telegramCaller(-2), parseFilterText('free', 'us'), { mayManage: true });
    await w.service.follow(telegramCaller(-2), parseFilterText('under 3', 'us'), { mayManage: true });
    w.telegram.failOnce.add('telegram:-1');
    w.telegram.dead.add('telegram:-2');
    w.source.lists.set('free', [listed('1', 0, 9.99), listed('2', 0, 9.99)]);
    await settle(w.service.poll().then(() => w.service.deliver()));
    expect(w.telegram.in('telegram:-1')).toHaveLength(1);
    await settle(w.service.deliver());
    expect(w.telegram.in('telegram:-1')).toHaveLength(2);
    expect(w.gone).toEqual(['telegram:-2']);
    expect(await w.service.following('telegram:-2')).toEqual([]);
    await settle(w.service.deliver());
    expect(w.gone).toEqual(['telegram:-2']);
  });

  it('polls once 20 s after start (not a whole period later), so lists and feeds fill within a minute of a start', async () => {
    const w = world();
    w.source.lists.set('free', [listed('9', 0, 9.99)]);
    w.service.start();
    try {
      await vi.advanceTimersByTimeAsync(19_000);
      expect(w.source.listCalls).toEqual([]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(w.source.listCalls.length).toBeGreaterThan(0);
      expect((await w.service.current(parseFilterText('free', 'us'))).deals.map((d) => d.title)).toHaveLength(1);
    } finally {
      w.service.stop();
    }
  });

  it('refuses a follow from a member who may not manage the chat, and a filter that selects nothing', async () => {
    const w = world();
    await expect(w.service.follow(telegramCaller(-1), parseFilterText('free', 'us'), { mayManage: false })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(w.service.follow(telegramCaller(-1), parseFilterText('steam', 'us'), { mayManage: true })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(w.service.unfollow('telegram:-1', 'all', false)).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('deal filters as typed', () => {
  it('reads free, under, cut, a store and the per-follow options', () => {
    expect(parseFilterText('cut>=90 under 5 steam region:de currency:eur ignore:2game,Gamesplanet', 'us')).toEqual({
      free: false,
      under: 5,
      minCut: 90,
      store: 'steam',
      region: 'de',
      currency: 'EUR',
      ignoredStores: ['2game', 'gamesplanet'],
    });
    expect(parseFilterText('free Epic Games Store', 'us')).toMatchObject({ free: true, store: 'epicgamesstore' });
  });

  it('says what is wrong with a bad part', () => {
    expect(() => parseFilterText('under lots', 'us')).toThrow(/under needs a price/);
    expect(() => parseFilterText('cut>=150', 'us')).toThrow(/cut must be a whole percent/);
    expect(() => parseFilterText('free region:zz', 'us')).toThrow(/region/);
  });
});
