import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatCaller, PriceLookup } from '../../../src/core/chat/chat.types.js';
import { WatchService } from '../../../src/core/chat/watch.service.js';
import type { WatchAlert } from '../../../src/core/chat/watch.types.js';
import { MemoryWatchStore } from '../../helpers/chat-memory.js';
import { systemClock } from '../../../src/core/clock.js';
import { fakeTimersClock } from '../../helpers/clock.js';
import { AppError } from '../../../src/core/errors.js';
import type { Game } from '../../../src/core/prices/price.types.js';
import { makeGame } from '../../helpers/game-factory.js';

/** A price source the test moves by hand: official price, key-reseller price and all-time low. */
function market(appid = 10) {
  const state = { official: 20 as number | null, keyshop: null as number | null, low: 8 as number | null, lookups: 0 };
  const game = (): Game =>
    makeGame({
      platform_appid: appid,
      best_official: state.official === null ? null : { price: state.official, store: 'Steam', cut: null },
      best_keyshop: state.keyshop === null ? null : { price: state.keyshop, store: 'KeyShop', cut: null },
      all_time_low: state.low === null ? null : { price: state.low, store: 'Steam', date: '2024-01-01' },
    });
  const prices: PriceLookup = {
    async lookup(id) {
      state.lookups++;
      if (String(id) !== String(appid)) throw new AppError('not_found', 'no such game');
      return game();
    },
    async search(title) {
      return String(title).startsWith('test') ? [{ title: 'Test Game', appid }, { title: 'Test Game 2', appid: appid + 1 }] : [];
    },
  };
  return { state, prices };
}

const caller = (user: string, platform: 'telegram' | 'discord' = 'telegram'): ChatCaller => ({
  platform,
  userId: user,
  owner: `owner-${user}`,
  chat:
    platform === 'telegram'
      ? { platform, chatId: Number(user), userId: user, replyTo: null }
      : { platform, userId: user, channelId: `9${user}`, guildId: null, token: '', issuedAt: 0, sizeLimit: 1 },
});

function setup() {
  const store = new MemoryWatchStore();
  const m = market();
  const sut = new WatchService({ store, prices: m.prices, clock: systemClock, maxPerOwner: 2 });
  const posted: WatchAlert[] = [];
  sut.setNotifier('telegram', async (a) => {
    posted.push(a);
  });
  return { store, m, sut, posted };
}

describe(WatchService.name, () => {
  it('alerts once at the target (counting key resellers), re-arms above it, and alerts on a new all-time low', async () => {
    const { m, sut, posted } = setup();
    await sut.add(caller('1'), '10', 15);
    await sut.check();
    expect(posted).toHaveLength(0);
    m.state.keyshop = 14;
    await sut.check();
    expect(posted.map((a) => [a.reasons, a.price, a.offer])).toEqual([[['target'], 14, 'keyshop']]);
    await sut.check();
    expect(posted).toHaveLength(1);
    m.state.keyshop = null;
    await sut.check();
    m.state.official = 15;
    await sut.check();
    expect(posted.map((a) => a.reasons)).toEqual([['target'], ['target']]);
    // Price unchanged but the sources now report a lower all-time low: alert once for that.
    m.state.low = 7.5;
    await sut.check();
    await sut.check();
    expect(posted.map((a) => a.reasons)).toEqual([['target'], ['target'], ['all_time_low']]);
  });

  it('keeps a watch armed when its alert could not be posted, so the next check tries again', async () => {
    const { m, sut, store } = setup();
    let fail = true;
    const posted: WatchAlert[] = [];
    sut.setNotifier('telegram', async (a) => {
      if (fail) throw new Error('chat unreachable');
      posted.push(a);
    });
    await sut.add(caller('1'), '10', 15);
    m.state.official = 12;
    expect(await sut.check()).toHaveLength(0);
    expect(store.watches[0].armed).toBe(true);
    fail = false;
    expect(await sut.check()).toHaveLength(1);
    expect(store.watches[0].armed).toBe(false);
  });

  it('asks once per game per check, and only for platforms that have a notifier', async () => {
    const { m, sut, posted } = setup();
    await sut.add(caller('1'), '10', 15);
    await sut.add(caller('2'), '10', 18);
    await sut.add(caller('3', 'discord'), '10', 30);
    m.state.lookups = 0;
    m.state.official = 10;
    await sut.check();
    expect(m.state.lookups).toBe(1);
    expect(posted.map((a) => a.watch.owner).sort()).toEqual(['owner-1', 'owner-2']);
  });

  it('updates a repeated watch, limits watches per user, resolves titles and removes by id, appid or all', async () => {
    const { sut } = setup();
    const first = await sut.add(caller('1'), '10', 15);
    const again = await sut.add(caller('1'), '10', 12);
    expect(first.kind).toBe('created');
    expect(again.kind).toBe('updated');
    expect(await sut.list('owner-1')).toHaveLength(1);
    expect((await sut.list('owner-1'))[0].target).toBe(12);
    const choices = await sut.add(caller('1'), 'test', 5);
    expect(choices).toMatchObject({ kind: 'choices', choices: [{ appid: 10 }, { appid: 11 }] });
    await expect(sut.add(caller('1'), 'nothing like it', 5)).rejects.toMatchObject({ code: 'not_found' });
    await expect(sut.add(caller('1'), '10', 0)).rejects.toMatchObject({ code: 'invalid_params' });
    await sut.add(caller('1'), '10', 12);
    expect(await sut.remove('owner-2', 'all')).toEqual([]);
    const id = (await sut.list('owner-1'))[0].id;
    expect((await sut.remove('owner-1', id)).map((w) => w.appid)).toEqual([10]);
    expect(await sut.list('owner-1')).toHaveLength(0);
  });

  it('refuses more watches than the per-user limit', async () => {
    const store = new MemoryWatchStore();
    const m = market(10);
    // Any appid is a game here; only the id differs.
    const prices: PriceLookup = {
      lookup: async (id) => ({ ...(await m.prices.lookup(10)), platform_appid: Number(id) }),
      search: async () => [],
    };
    const sut = new WatchService({ store, prices, clock: systemClock, maxPerOwner: 2 });
    await sut.add(caller('1'), '10', 5);
    await sut.add(caller('1'), '20', 5);
    await expect(sut.add(caller('1'), '30', 5)).rejects.toMatchObject({ code: 'limit_reached' });
    // Another user is not affected, and changing an existing watch is still allowed.
    await sut.add(caller('2'), '30', 5);
    expect((await sut.add(caller('1'), '20', 4)).kind).toBe('updated');
  });

  describe('on its timer', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('checks a game in its slice of the interval, once per interval, and not after stop', async () => {
      vi.useFakeTimers({ now: 0 });
      const store = new MemoryWatchStore();
      const m = market(10);
      const sut = new WatchService({ store, prices: m.prices, clock: fakeTimersClock });
      const posted: WatchAlert[] = [];
      sut.setNotifier('telegram', async (a) => void posted.push(a));
      await sut.add(caller('1'), '10', 15);
      m.state.official = 14;
      m.state.lookups = 0;
      // A 12-s interval is cut into twelve 1-s slices; appid 10 is in slice 10, checked by the eleventh tick.
      sut.start(12_000);
      await vi.advanceTimersByTimeAsync(10_999);
      expect(m.state.lookups).toBe(0);
      expect(posted).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(m.state.lookups).toBe(1);
      expect(posted.map((a) => [a.reasons, a.price, a.watch.lastCheckedAt])).toEqual([[['target'], 14, 11_000]]);
      // The next interval looks again (the watch stays quiet: it already fired at this price).
      await vi.advanceTimersByTimeAsync(12_000);
      expect(m.state.lookups).toBe(2);
      expect(posted).toHaveLength(1);
      sut.stop();
      expect(vi.getTimerCount()).toBe(0);
      m.state.official = 20;
      await vi.advanceTimersByTimeAsync(24_000);
      expect(m.state.lookups).toBe(2);
    });
  });
});
