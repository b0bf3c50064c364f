import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiveawayStore } from '../../../src/core/giveaways/giveaway.ports.js';
import type { Giveaway } from '../../../src/core/giveaways/giveaway.types.js';
import { LowGiveawayStore } from '../../../src/storage/giveaways.js';
import { PgGiveawayStore } from '../../../src/storage/pg/giveaways.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';

/** The giveaway store, embedded (lowdb, reopened from its file) and scaled (PostgreSQL, a second pool), held to one contract. */

const giveaway = (id: string, o: Partial<Giveaway> = {}): Giveaway => ({
  id,
  store: 'epic',
  title: `Game ${id}`,
  kind: 'game',
  worth: { amount: 19.99, currency: 'USD' },
  startsAt: 1_000,
  endsAt: 9_000_000,
  url: `https://store.epicgames.com/p/${id}`,
  image: null,
  sources: ['epic', 'gamerpower'],
  firstSeenAt: 1_000,
  updatedAt: 1_000,
  seenAt: 1_000,
  endedAt: null,
  version: 1,
  ...o,
});

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

let dbCount = 0;
const kinds: Array<{ name: string; open: () => Promise<{ a: GiveawayStore; reopen: () => Promise<GiveawayStore> }> }> = [
  {
    name: 'lowdb',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), 'gt-giveaways-'));
      dirs.push(dir);
      const a = await LowGiveawayStore.open(dir, () => undefined);
      return {
        a,
        reopen: async () => {
          await a.flush();
          return LowGiveawayStore.open(dir, () => undefined);
        },
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const url = await createDatabase(postgres, `giveaways_${++dbCount}`);
      const pool = () => {
        const p = createPgPool(url, { max: 4 });
        pools.push(p);
        return p;
      };
      await migrate(pool());
      return { a: new PgGiveawayStore(pool()), reopen: async () => new PgGiveawayStore(pool()) };
    },
  },
];

describe.each(kinds)('giveaway store ($name)', ({ open }) => {
  it('keeps what was put (a later put replaces), lists open and recently ended ones newest first, and prunes old ended ones', async () => {
    const { a, reopen } = await open();
    await a.put([giveaway('g1'), giveaway('g2', { firstSeenAt: 2_000 }), giveaway('g3', { endedAt: 5_000, firstSeenAt: 3_000 })]);
    await a.put([giveaway('g1', { endsAt: 10_000_000, version: 2, title: 'Game one' })]);
    const b = await reopen();
    expect((await b.list(0)).map((g) => g.id)).toEqual(['g3', 'g2', 'g1']);
    expect((await b.list(6_000)).map((g) => g.id)).toEqual(['g2', 'g1']);
    expect((await b.list(0)).find((g) => g.id === 'g1')).toEqual(giveaway('g1', { endsAt: 10_000_000, version: 2, title: 'Game one' }));
    expect(await b.prune(6_000)).toEqual(['g3']);
    expect((await b.list(0)).map((g) => g.id)).toEqual(['g2', 'g1']);
    expect(await b.prune(6_000)).toEqual([]);
  });

  it('an unreadable record is skipped, the others are read', async () => {
    const { a, reopen } = await open();
    await a.put([giveaway('ok1'), { ...giveaway('bad'), kind: 'skins' as Giveaway['kind'] }, giveaway('ok2', { firstSeenAt: 2_000 })]);
    expect((await (await reopen()).list(0)).map((g) => g.id)).toEqual(['ok2', 'ok1']);
  });
});
