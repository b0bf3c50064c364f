import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import type { ChatPlatform, PriceLookup } from '../../../src/core/chat/chat.types.js';
import { WatchService } from '../../../src/core/chat/watch.service.js';
import type { Watch, WatchAlert } from '../../../src/core/chat/watch.types.js';
import { systemClock } from '../../../src/core/clock.js';
import { AppError } from '../../../src/core/errors.js';
import type { Game } from '../../../src/core/prices/price.types.js';
import { makeGame } from '../../helpers/game-factory.js';
import { ApiWatchService } from '../../../src/core/webhooks/api-watch.service.js';
import type { ApiWatch } from '../../../src/core/webhooks/api-watch.schema.js';
import { WebhookService } from '../../../src/core/webhooks/webhook.service.js';
import { openScaledEngines, type ScaledEngines as Fleet } from '../../../src/engines/scaled.js';
import { createLogger } from '../../../src/logger.js';
import { PgApiWatches, PgWebhookKeys, PgWebhookOutbox } from '../../../src/storage/pg/webhooks.js';
import { createHttpSender } from '../../../src/webhooks/http-sender.js';
import { encodeDelivery, priceAlertData } from '../../../src/webhooks/payload.js';
import { MemoryWatchStore } from '../../helpers/chat-memory.js';
import { createDatabase, startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { until } from '../../webhooks/receiver.js';

/**
 * Periodic price checks in a fleet: two processes (two real `Fleet`s, each with its own PostgreSQL pool and
 * Redis connections) tick at the same moments over one shared store; each check runs in one of them, so a
 * watch crossing its target alerts once, not once per process.
 */

const TARGET = 15;

/** A price source the test moves by hand; each lookup takes a while, as an upstream call does, and is logged. */
function market() {
  const state = { price: 20 };
  const lookups: Array<{ appid: number; at: number }> = [];
  const game = (appid: number): Game =>
    makeGame({
      title: `Game ${appid}`,
      platform_appid: appid,
      best_official: { price: state.price, store: 'Steam', cut: null },
      all_time_low: { price: 8, store: 'Steam', date: '2024-01-01' },
    });
  const prices: PriceLookup = {
    async lookup(id) {
      const appid = Number(id);
      lookups.push({ appid, at: Date.now() });
      await new Promise((r) => setTimeout(r, 40));
      if (!Number.isInteger(appid)) throw new AppError('not_found', 'no such game');
      return game(appid);
    },
    async search() {
      return [];
    },
  };
  return { state, lookups, prices };
}

function chatWatch(id: string, platform: ChatPlatform, appid: number): Watch {
  const user = String(100 + appid);
  return {
    id,
    platform,
    owner: `owner-${id}`,
    chat:
      platform === 'telegram'
        ? { platform, chatId: Number(user), userId: user, replyTo: null }
        : { platform, userId: user, channelId: `9${user}`, guildId: null, token: '', issuedAt: 0, sizeLimit: 1 },
    appid,
    title: null,
    region: 'us',
    currency: 'USD',
    target: TARGET,
    armed: true,
    knownLow: 8,
    lastPrice: 20,
    createdAt: 1,
    lastCheckedAt: 1,
    lastAlertAt: null,
    disabledAt: null,
  };
}

type Posted = { process: string; watch: string; platform: ChatPlatform };

/** A bots process's watch checker over the shared store, posting to `posted` for the platforms it runs. */
function botsProcess(
  name: string,
  fleet: Fleet | null,
  store: MemoryWatchStore,
  prices: PriceLookup,
  platforms: ChatPlatform[],
  posted: Posted[],
  /** Told each time this process has had its answer for a turn. */
  onTurn?: () => void,
) {
  const service = new WatchService({
    store,
    prices,
    clock: systemClock,
    gate: fleet
      ? async (gateName, periodMs) => {
          const won = await fleet.periodGate(gateName, periodMs);
          onTurn?.();
          return won;
        }
      : undefined,
  });
  for (const platform of platforms) {
    service.setNotifier(platform, async (alert: WatchAlert) => {
      posted.push({ process: name, watch: alert.watch.id, platform });
      // Posting is a round trip to the platform; the watch's new state is stored after it.
      await new Promise((r) => setTimeout(r, 20));
    });
  }
  return service;
}

/** Every watch has been checked by a pass after its last alert: a second pass of the same turn would have posted by then. */
async function checkedSinceAlert(store: MemoryWatchStore, ids: string[]): Promise<void> {
  await until(
    async () => (await store.list()).filter((w) => ids.includes(w.id)).every((w) => w.lastAlertAt !== null && w.lastCheckedAt! > w.lastAlertAt),
    15_000,
    'a pass after the alerts',
  );
}

function countBy<T>(items: T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

describe('periodic price checks run once per fleet', () => {
  let postgres: Engine;
  let redis: Engine;
  let one: Fleet;
  let two: Fleet;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const config = loadConfig({ DATABASE_URL: await createDatabase(postgres, 'once_per_fleet'), REDIS_URL: redis.url, ROLES: 'api,bots' });
    const log = createLogger('error');
    one = await openScaledEngines({ config, clock: systemClock, log });
    two = await openScaledEngines({ config, clock: systemClock, log });
  }, 120_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  it('chat watches: two bots processes ticking together post one alert per watch and crossing', async () => {
    const store = new MemoryWatchStore();
    const m = market();
    // Two slices (appid 10 in slice 0, 11 in slice 1), both platforms.
    const ids = ['tg10', 'dc10', 'tg11', 'dc11'];
    await store.put([chatWatch('tg10', 'telegram', 10), chatWatch('dc10', 'discord', 10), chatWatch('tg11', 'telegram', 11), chatWatch('dc11', 'discord', 11)]);
    const posted: Posted[] = [];
    const a = botsProcess('a', one, store, m.prices, ['telegram', 'discord'], posted);
    const b = botsProcess('b', two, store, m.prices, ['telegram', 'discord'], posted);
    // Started in the same instant: every tick of one process meets the same tick of the other.
    a.start(2_000);
    b.start(2_000);
    try {
      m.state.price = 14;
      await until(() => posted.length >= ids.length, 15_000, 'the first alerts');
      await checkedSinceAlert(store, ids);
      expect(countBy(posted, (p) => p.watch)).toEqual({ tg10: 1, dc10: 1, tg11: 1, dc11: 1 });
      expect(posted.every((p) => p.watch.startsWith(p.platform === 'telegram' ? 'tg' : 'dc'))).toBe(true);

      // Back above the target (re-armed by whichever process checks), then down again: one alert more each.
      m.state.price = 20;
      await until(async () => (await store.list()).every((w) => w.armed), 15_000, 'the watches re-armed');
      m.state.price = 14;
      await until(() => posted.length >= 2 * ids.length, 15_000, 'the second alerts');
      await checkedSinceAlert(store, ids);
      expect(countBy(posted, (p) => p.watch)).toEqual({ tg10: 2, dc10: 2, tg11: 2, dc11: 2 });
    } finally {
      a.stop();
      b.stop();
    }
  }, 60_000);

  it('chat watches: a process without the Telegram bot does not take the Telegram watches’ turn', async () => {
    const store = new MemoryWatchStore();
    const m = market();
    m.state.price = 14;
    const ids = ['tg20', 'dc20', 'tg21', 'dc21'];
    await store.put([chatWatch('tg20', 'telegram', 20), chatWatch('dc20', 'discord', 20), chatWatch('tg21', 'telegram', 21), chatWatch('dc21', 'discord', 21)]);
    const posted: Posted[] = [];
    // Telegram long polling runs in one bots process of the fleet; Discord in every one.
    const both = botsProcess('both', one, store, m.prices, ['telegram', 'discord'], posted);
    // The Discord-only process ticks first, every time: the other starts its timer (of the same period) once the
    // first has had its first turn, so each slice's turn is asked for by the Discord-only process first.
    const discordOnly = botsProcess('discord-only', two, store, m.prices, ['discord'], posted, () => both.start(2_000));
    discordOnly.start(2_000);
    try {
      await until(() => posted.length >= ids.length, 15_000, 'an alert for every watch');
      await checkedSinceAlert(store, ids);
      expect(countBy(posted, (p) => p.watch)).toEqual({ tg20: 1, dc20: 1, tg21: 1, dc21: 1 });
      expect(posted.filter((p) => p.platform === 'telegram').every((p) => p.process === 'both')).toBe(true);
    } finally {
      discordOnly.stop();
      both.stop();
    }
  }, 60_000);

  it('chat watches: one process alone (no fleet) checks every turn and alerts', async () => {
    const store = new MemoryWatchStore();
    const m = market();
    await store.put([chatWatch('alone', 'telegram', 30)]);
    const posted: Posted[] = [];
    const alone = botsProcess('alone', null, store, m.prices, ['telegram'], posted);
    alone.start(1_000);
    try {
      m.state.price = 14;
      await until(() => posted.length >= 1, 10_000, 'the alert');
      await checkedSinceAlert(store, ['alone']);
      m.state.price = 20;
      await until(async () => (await store.list())[0].armed, 10_000, 'the watch re-armed');
      m.state.price = 14;
      await until(() => posted.length >= 2, 10_000, 'the second alert');
      await checkedSinceAlert(store, ['alone']);
      expect(posted.map((p) => p.watch)).toEqual(['alone', 'alone']);
    } finally {
      alone.stop();
    }
  }, 30_000);

  it('API watches: two processes ticking together ask the price source once per interval and raise one alert per crossing', async () => {
    const m = market();
    // Long enough that the two processes' claims of one interval never land 0.9 of it apart (the lease's margin).
    const INTERVAL = 1000;
    const watchesOf = (fleet: Fleet) => new PgApiWatches(fleet.pool);
    // Every turn asked for, by process, and whether it was given.
    const turns: Array<{ process: Fleet; won: boolean }> = [];
    const apiProcess = (fleet: Fleet) => {
      // A webhook service that is not started: events are stored in the shared outbox, not sent.
      const hooks = new WebhookService(
        {
          outbox: new PgWebhookOutbox(fleet.pool),
          keys: new PgWebhookKeys(fleet.pool),
          send: createHttpSender({ policy: { allowInsecure: false }, timeoutMs: 1_000, userAgent: 'test' }),
          encode: encodeDelivery,
          clock: systemClock,
        },
        { timeoutMs: 1_000, retryBaseMs: 50, retryMaxMs: 100, maxAgeMs: 60_000, pauseAfter: 100, pollMs: 50, concurrency: 1, slotsPerKey: 1, retentionMs: 60_000 },
      );
      return new ApiWatchService({
        store: watchesOf(fleet),
        prices: m.prices,
        publish: (event) => hooks.publish(event),
        render: priceAlertData,
        clock: systemClock,
        maxPerKey: 10,
        gate: async (name, periodMs) => {
          const won = await fleet.periodGate(name, periodMs);
          turns.push({ process: fleet, won });
          return won;
        },
      });
    };
    const watch = (id: string, appid: number): ApiWatch => ({
      id,
      keyId: 'key-fleet',
      appid,
      region: 'us',
      currency: 'USD',
      title: null,
      target: TARGET,
      callbackUrl: 'https://hooks.example.com/alerts',
      armed: true,
      knownLow: 8,
      lastPrice: 20,
      alerts: 0,
      createdAt: 1,
      lastCheckedAt: 1,
      lastAlertAt: null,
    });
    const store = watchesOf(one);
    await store.insert(watch('wat_a', 40), 10);
    await store.insert(watch('wat_b', 41), 10);
    const alertsStored = async () => (await new PgWebhookOutbox(one.pool).listByKey('key-fleet', 100)).filter((d) => d.type === 'price.alert');
    const checkedSince = () =>
      until(async () => (await store.list('key-fleet')).every((w) => w.lastAlertAt !== null && w.lastCheckedAt! > w.lastAlertAt), 15_000, 'a pass after the alerts');

    const a = apiProcess(one);
    const b = apiProcess(two);
    a.start(INTERVAL);
    b.start(INTERVAL);
    try {
      m.state.price = 14;
      await until(async () => (await alertsStored()).length >= 2, 15_000, 'the first alerts');
      await checkedSince();
      m.state.price = 20;
      await until(async () => (await store.list('key-fleet')).every((w) => w.armed), 15_000, 'the watches re-armed');
      m.state.price = 14;
      await until(async () => (await alertsStored()).length >= 4, 15_000, 'the second alerts');
      await checkedSince();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect((await alertsStored()).map((d) => d.id).sort()).toEqual(['evt_wat_a_1', 'evt_wat_a_2', 'evt_wat_b_1', 'evt_wat_b_2']);
    expect((await store.list('key-fleet')).map((w) => w.alerts)).toEqual([2, 2]);
    // Both processes asked for every interval's turn and one got it (both getting it would give twice as many
    // turns as either asked for); the price source was asked for a game only in a turn given, once per turn (a
    // turn given just as the services stopped runs no pass).
    const asked = (fleet: Fleet) => turns.filter((t) => t.process === fleet).length;
    const won = turns.filter((t) => t.won).length;
    expect(won).toBeLessThanOrEqual(Math.max(asked(one), asked(two)));
    for (const appid of [40, 41]) {
      const lookups = m.lookups.filter((l) => l.appid === appid).length;
      expect(lookups).toBeGreaterThanOrEqual(4);
      expect(lookups).toBeLessThanOrEqual(won);
    }
  }, 60_000);
});
