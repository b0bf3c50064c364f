import { describe, expect, it } from 'vitest';
import type { ChatCaller, PriceLookup } from '../../../src/core/chat/chat.types.js';
import { WatchService } from '../../../src/core/chat/watch.service.js';
import type { WatchAlert } from '../../../src/core/chat/watch.types.js';
import { systemClock } from '../../../src/core/clock.js';
import type { Lows } from '../../../src/core/prices/history/history.types.js';
import type { Game } from '../../../src/core/prices/price.types.js';
import { makeGame } from '../../helpers/game-factory.js';
import { MemoryWatchStore } from '../../helpers/chat-memory.js';

/**
 * Issue 28 item 7 through the one watch engine: each rule a chat watch can hold fires once per crossing, and
 * the state the watch was made in is its baseline. The market and the history's lows are moved by hand.
 */
function market() {
  const s = {
    official: { price: 20, cut: 0 } as { price: number; cut: number } | null,
    keyshop: null as { price: number; cut: number } | null,
    low: 10 as number | null,
    lows: null as Lows | null,
  };
  const game = (): Game =>
    makeGame({
      title: 'Rule Game',
      best_official: s.official && { price: s.official.price, store: 'Steam', cut: s.official.cut },
      best_keyshop: s.keyshop && { price: s.keyshop.price, store: 'KeyShop', cut: s.keyshop.cut },
      all_time_low: s.low === null ? null : { price: s.low, store: 'Steam', date: '2024-01-01' },
    });
  const prices: PriceLookup = {
    lookup: async () => game(),
    search: async () => [],
  };
  const lowsOf = async (): Promise<Lows> =>
    s.lows ?? { all_time: s.low === null ? null : { price: s.low, shop: 'Steam', date: null }, official: null, keyshop: null, steam: null, since_increase: null };
  return { s, prices, lowsOf };
}

const caller: ChatCaller = { platform: 'telegram', userId: '1', owner: 'owner-1', chat: { platform: 'telegram', chatId: 1, userId: '1', replyTo: null } };

function setup() {
  const m = market();
  const store = new MemoryWatchStore();
  const sut = new WatchService({ store, prices: m.prices, clock: systemClock, lows: m.lowsOf });
  const posted: WatchAlert[] = [];
  sut.setNotifier('telegram', async (a) => void posted.push(a));
  /** Runs two checks (the second must be silent) and answers the reasons of what the first posted. */
  const twice = async () => {
    const first = (await sut.check()).map((a) => a.reasons);
    expect(await sut.check()).toEqual([]);
    return first;
  };
  return { m, store, sut, posted, twice };
}

describe('watch rules in the watch engine', () => {
  it('cut>=N: once when the cut reaches N, again only after it fell under', async () => {
    const { m, sut, twice } = setup();
    await sut.add(caller, '10', null, undefined, { cut: 75 });
    expect(await twice()).toEqual([]);
    m.s.official = { price: 5, cut: 75 };
    expect(await twice()).toEqual([['cut']]);
    m.s.official = { price: 4, cut: 80 };
    expect(await twice()).toEqual([]);
    m.s.official = { price: 15, cut: 25 };
    expect(await twice()).toEqual([]);
    m.s.official = { price: 3, cut: 85 };
    expect(await twice()).toEqual([['cut']]);
  });

  it('a cut already reached when the watch is made is the baseline, not an alert', async () => {
    const { m, sut, twice } = setup();
    m.s.official = { price: 4, cut: 80 };
    await sut.add(caller, '10', null, undefined, { cut: 75 });
    expect(await twice()).toEqual([]);
    m.s.official = { price: 15, cut: 25 };
    expect(await twice()).toEqual([]);
    m.s.official = { price: 4, cut: 80 };
    expect(await twice()).toEqual([['cut']]);
  });

  it('low: once per new all-time low; a watch with rules sends no plain all-time-low alert', async () => {
    const { m, sut, twice } = setup();
    await sut.add(caller, '10', null, undefined, { new_low: true });
    expect(await twice()).toEqual([]);
    m.s.low = 9;
    expect(await twice()).toEqual([['new_low']]);
    m.s.low = 9;
    expect(await twice()).toEqual([]);
    m.s.low = 8.5;
    expect(await twice()).toEqual([['new_low']]);
  });

  it('official: the target and the cut ignore key resellers', async () => {
    const { m, sut, twice } = setup();
    await sut.add(caller, '10', 12, undefined, { cut: 50, official_only: true });
    m.s.keyshop = { price: 6, cut: 70 };
    expect(await twice()).toEqual([]);
    m.s.official = { price: 10, cut: 50 };
    expect(await twice()).toEqual([['target', 'cut']]);
  });

  it('since: once per new low since the last regular-price rise; a new rise starts a new baseline silently', async () => {
    const { m, sut, twice } = setup();
    const since = (price: number, day: string): Lows => ({
      all_time: { price: 5, shop: null, date: null },
      official: null,
      keyshop: null,
      steam: null,
      since_increase: { price, shop: 'Steam', date: null, since: day },
    });
    m.s.lows = since(15, '2026-06-01');
    await sut.add(caller, '10', null, undefined, { since_increase: true });
    expect(await twice()).toEqual([]);
    m.s.lows = since(14, '2026-06-01');
    expect(await twice()).toEqual([['since_increase']]);
    m.s.lows = since(18, '2026-09-01');
    expect(await twice()).toEqual([]);
    m.s.lows = since(17, '2026-09-01');
    expect(await twice()).toEqual([['since_increase']]);
  });

  it('keeps the rules and their memory in the stored watch, and needs a price or a rule', async () => {
    const { store, sut } = setup();
    const made = await sut.add(caller, '10', null, undefined, { new_low: true, official_only: true });
    expect(made).toMatchObject({ kind: 'created', watch: { target: null, rules: { new_low: true, official_only: true } } });
    expect(store.watches[0].ruleState).toEqual({ cutArmed: true, knownLow: 10, sinceLow: null });
    await expect(sut.add(caller, '10', null)).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'price' } });
    await expect(sut.add(caller, '10', null, undefined, { cut: 100 })).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'rules' } });
  });
});
