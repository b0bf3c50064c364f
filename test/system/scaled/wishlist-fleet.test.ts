import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import type { ChatTarget } from '../../../src/core/chat/chat-target.js';
import type { PriceLookup } from '../../../src/core/chat/chat.types.js';
import { WISHLIST_RULES, WishlistService } from '../../../src/core/chat/wishlist.service.js';
import type { WishlistEntry } from '../../../src/core/chat/wishlist.types.js';
import { systemClock } from '../../../src/core/clock.js';
import { openScaledEngines, type ScaledEngines as Fleet } from '../../../src/engines/scaled.js';
import { createLogger } from '../../../src/logger.js';
import { makeGame } from '../../helpers/game-factory.js';
import { createDatabase, startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { until } from '../../webhooks/receiver.js';

/**
 * Shared wishlists in the scaled deployment (issue 41, 4b): the PostgreSQL store (migration 052) as two processes
 * hold it, and two bots processes checking the same lists on the same ticks post a change once, not once each.
 */
const group = (chatId: number): ChatTarget => ({ platform: 'telegram', chatId, userId: '1', replyTo: null, locale: 'de' });

function entry(id: string, chatId: number, appid: number): WishlistEntry {
  return {
    id,
    platform: 'telegram',
    chatKey: `telegram:${chatId}`,
    chat: group(chatId),
    appid,
    title: `Game ${appid}`,
    region: 'us',
    currency: 'USD',
    addedBy: '1',
    target: null,
    rules: { ...WISHLIST_RULES },
    ruleState: { cutArmed: true, knownLow: 5, sinceLow: null },
    armed: true,
    knownLow: 5,
    lastPrice: 20,
    createdAt: Number(id.replace(/\D/g, '')) || 1,
    lastCheckedAt: 1,
    lastAlertAt: null,
    disabledAt: null,
  };
}

describe('shared wishlists in a fleet', () => {
  let postgres: Engine;
  let redis: Engine;
  let one: Fleet;
  let two: Fleet;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const config = loadConfig({ DATABASE_URL: await createDatabase(postgres, 'wishlists'), REDIS_URL: redis.url, ROLES: 'api,bots' });
    const log = createLogger('error');
    one = await openScaledEngines({ config, clock: systemClock, log });
    two = await openScaledEngines({ config, clock: systemClock, log });
  }, 120_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  it('the PostgreSQL store round-trips entries and opt-ins between two processes; removing an entry drops its opt-ins', async () => {
    const a = one.chatWishlists;
    const b = two.chatWishlists;
    await a.put([entry('aa1', -100, 620), entry('aa2', -100, 400), entry('aa3', -200, 620)]);
    expect((await b.list('telegram:-100')).map((e) => e.id)).toEqual(['aa1', 'aa2']);
    expect((await b.list()).find((e) => e.id === 'aa1')).toEqual(entry('aa1', -100, 620));

    expect(await a.setMember({ entryId: 'aa1', userId: '7', name: 'Ann', at: 10 }, true)).toBe(1);
    expect(await b.setMember({ entryId: 'aa1', userId: '8', name: 'Bob', at: 11 }, true)).toBe(2);
    // A second press keeps the first opt-in's place; "Stop" removes only that member.
    expect(await b.setMember({ entryId: 'aa1', userId: '7', name: 'Ann B.', at: 12 }, true)).toBe(2);
    expect(await a.setMember({ entryId: 'aa1', userId: '8', name: 'Bob', at: 13 }, false)).toBe(1);
    expect(await b.members(['aa1', 'aa2'])).toEqual([{ entryId: 'aa1', userId: '7', name: 'Ann B.', at: 10 }]);
    // An opt-in for an entry that is gone is not kept.
    expect(await a.setMember({ entryId: 'gone1', userId: '7', name: 'Ann', at: 14 }, true)).toBe(0);

    expect(await a.disableChat('telegram:-200', 99)).toBe(1);
    expect(await b.disableChat('telegram:-200', 100)).toBe(0);
    expect((await b.list('telegram:-200'))[0].disabledAt).toBe(99);

    await b.delete(['aa1']);
    expect(await a.members(['aa1'])).toEqual([]);
    expect((await a.list('telegram:-100')).map((e) => e.id)).toEqual(['aa2']);
    await a.delete(['aa2', 'aa3']);
  });

  it('two bots processes ticking together post a cut once per chat, naming only the member who opted in', async () => {
    const price = { cut: 0 };
    const prices: PriceLookup = {
      async lookup(id) {
        const appid = Number(id);
        // A lookup is a round trip upstream: both processes are in their pass at the same time.
        await new Promise((r) => setTimeout(r, 30));
        const final = 20 * (1 - price.cut / 100);
        return makeGame({ title: `Game ${appid}`, platform_appid: appid, best_official: { price: final, store: 'Steam', cut: price.cut }, all_time_low: { price: 5, store: 'Steam', date: '2024-01-01' } });
      },
      async search() {
        return [];
      },
    };
    const store = one.chatWishlists;
    await store.put([entry('fl1', -300, 10), entry('fl2', -301, 10)]);
    await store.setMember({ entryId: 'fl1', userId: '41', name: 'Asked', at: 1 }, true);
    await store.setMember({ entryId: 'fl2', userId: '42', name: 'Asked too', at: 1 }, true);
    const posted: Array<{ process: string; entry: string; members: string[] }> = [];
    const bots = (name: string, fleet: Fleet) => {
      const service = new WishlistService({ store: fleet.chatWishlists, prices, clock: systemClock, gate: fleet.periodGate });
      service.attach('telegram', {
        async alert(alert) {
          posted.push({ process: name, entry: alert.entry.id, members: alert.members.map((m) => m.userId) });
          await new Promise((r) => setTimeout(r, 20));
        },
        isDeadChat: () => false,
      });
      return service;
    };
    const a = bots('a', one);
    const b = bots('b', two);
    a.start(1_000);
    b.start(1_000);
    try {
      price.cut = 50;
      await until(() => posted.length >= 2, 15_000, 'the alerts');
      // A pass after the alerts has judged the entries again: a second post of the same cut would be out by then.
      await until(async () => (await store.list()).filter((e) => e.id.startsWith('fl')).every((e) => e.lastAlertAt !== null && e.lastCheckedAt! > e.lastAlertAt), 15_000, 'a pass after the alerts');
      expect(posted.map((p) => [p.entry, p.members]).sort()).toEqual([['fl1', ['41']], ['fl2', ['42']]]);
    } finally {
      a.stop();
      b.stop();
    }
  }, 60_000);
});
