import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Giveaway } from '../../../src/core/giveaways/giveaway.types.js';
import type { GiveawayReminderStore, ReminderMessenger } from '../../../src/core/giveaways/reminder.ports.js';
import { GiveawayReminders } from '../../../src/core/giveaways/reminder.service.js';
import { LowGiveawayReminderStore } from '../../../src/storage/giveaway-reminders.js';
import { PgGiveawayStore } from '../../../src/storage/pg/giveaways.js';
import { PgGiveawayReminderStore } from '../../../src/storage/pg/giveaway-reminders.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { JumpingClock } from '../../helpers/clock.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';
import { ManualTimers } from '../../helpers/timers.js';

/**
 * Claim reminders in a fleet: two bots processes (two PostgreSQL pools, two services) racing on the same due
 * reminders send each once; and the reminder store's contract, embedded (lowdb, reopened from its file) and scaled.
 */
const H = 3_600_000;
let postgres: Engine;
const pools: pg.Pool[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  await postgres?.stop();
});

// One database for the file: creating and migrating one costs more than these tests, and their rows do not meet.
let made: Promise<() => pg.Pool> | null = null;
function database(): Promise<() => pg.Pool> {
  made ??= (async () => {
    const url = await createDatabase(postgres, 'reminders');
    const pool = () => {
      const p = createPgPool(url, { max: 4 });
      pools.push(p);
      return p;
    };
    await migrate(pool());
    return pool;
  })();
  return made;
}

const KEY = { giveawayId: 'gwAbCdEfGh123456', platform: 'discord' as const, userId: '4001' };

const kinds: Array<{ name: string; open: () => Promise<{ a: GiveawayReminderStore; reopen: () => Promise<GiveawayReminderStore> }> }> = [
  {
    name: 'lowdb',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), 'gt-reminders-'));
      dirs.push(dir);
      const a = await LowGiveawayReminderStore.open(dir, () => undefined);
      return {
        a,
        reopen: async () => {
          await a.flush();
          return LowGiveawayReminderStore.open(dir, () => undefined);
        },
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const pool = await database();
      return { a: new PgGiveawayReminderStore(pool()), reopen: async () => new PgGiveawayReminderStore(pool()) };
    },
  },
];

describe.each(kinds)('giveaway reminder store ($name)', ({ open }) => {
  it('takes a pending reminder for one holder at a time, keeps "sent" and "Claimed" across a reopen, and forgets a giveaway', async () => {
    const { a, reopen } = await open();
    expect(await a.remind(KEY, 'de', 1_000)).toMatchObject({ reminder: 'pending', claimed: false, locale: 'de' });
    expect(await a.take(KEY, 'p1', 60_000, 2_000)).toMatchObject({ holder: 'p1', leaseUntil: 62_000 });
    expect(await a.take(KEY, 'p2', 60_000, 3_000)).toBeNull();
    expect(await a.settle(KEY, 'p2', 'sent', 3_000)).toBe(false);
    expect(await a.settle(KEY, 'p1', 'sent', 3_000)).toBe(true);
    const b = await reopen();
    expect(await b.pending('discord', 10)).toEqual([]);
    expect(await b.remind(KEY, 'en', 4_000)).toMatchObject({ reminder: 'sent', locale: 'de' });
    expect(await b.take(KEY, 'p2', 60_000, 5_000)).toBeNull();

    const other = { ...KEY, userId: '4002' };
    await b.remind(other, 'en', 6_000);
    expect(await b.markClaimed(other, 'en', 7_000)).toMatchObject({ claimed: true, reminder: 'none' });
    expect(await b.remind(other, 'en', 8_000)).toMatchObject({ claimed: true, reminder: 'none' });
    const c = await reopen();
    expect(await c.claimedBy('discord', '4002')).toEqual([KEY.giveawayId]);
    expect(await c.claimedBy('telegram', '4002')).toEqual([]);
    await c.forget([KEY.giveawayId]);
    expect(await c.claimedBy('discord', '4002')).toEqual([]);
  });
});

function giveaway(id: string, endsAt: number, now: number): Giveaway {
  return { id, store: 'epic', title: `Game ${id}`, kind: 'game', worth: null, startsAt: now - H, endsAt, url: `https://store.example/${id}`, image: null, sources: ['epic'], firstSeenAt: now - H, updatedAt: now - H, seenAt: now, endedAt: null, version: 1 };
}

it('two bots processes on two pools send each due reminder once between them', async () => {
  const pool = await database();
  const clock = new JumpingClock();
  const now = clock.now();
  const ids = ['gwAAAAAAAAAAAAA1', 'gwAAAAAAAAAAAAA2'];
  await new PgGiveawayStore(pool()).put(ids.map((id) => giveaway(id, now + 13 * H, now)));
  const sent: string[] = [];
  const processes = ['bots-1', 'bots-2'].map((holder) => {
    const messenger: ReminderMessenger = {
      perSecond: 1000,
      remind: async (r, g) => void sent.push(`${holder} ${r.userId} ${g.id}`),
      isUnreachable: () => false,
    };
    const p = pool();
    const reminders = new GiveawayReminders({ store: new PgGiveawayReminderStore(p), giveaways: new PgGiveawayStore(p), clock, timers: new ManualTimers(), beforeMs: 12 * H, everyMs: 60_000, holder, leaseMs: 300_000 });
    reminders.attach('telegram', messenger);
    return reminders;
  });
  const users = Array.from({ length: 20 }, (_, i) => String(7000 + i));
  for (const [i, userId] of users.entries()) await processes[i % 2].press({ platform: 'telegram', userId, locale: 'en' }, { action: 'remind', giveawayId: ids[i % 2] });
  await Promise.all(processes.map((p) => p.deliver()));
  expect(sent).toEqual([]);
  clock.jump(H + 60_000);
  await Promise.all([...processes.map((p) => p.deliver()), ...processes.map((p) => p.deliver())]);
  await Promise.all(processes.map((p) => p.deliver()));
  const perUser = sent.map((s) => s.split(' ').slice(1).join(' ')).sort();
  expect(perUser).toEqual(users.map((u, i) => `${u} ${ids[i % 2]}`).sort());
});
