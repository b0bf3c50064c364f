import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiveawayStore } from '../../../src/core/giveaways/giveaway.ports.js';
import type { Giveaway } from '../../../src/core/giveaways/giveaway.types.js';
import { LowGiveawayStore } from '../../../src/storage/giveaways.js';
import { PgGiveawayStore } from '../../../src/storage/pg/giveaways.js';
import type { BundleStore } from '../../../src/core/bundles/bundle.ports.js';
import type { Bundle } from '../../../src/core/bundles/bundle.types.js';
import { LowBundleStore } from '../../../src/storage/bundles.js';
import { PgBundleStore } from '../../../src/storage/pg/bundles.js';
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

/** The seen-bundle store (issue 41, `/follow bundles`), held to one contract in both deployments. */
const bundle = (id: string, o: Partial<Bundle> = {}): Bundle => ({
  id,
  sourceId: id.slice(2),
  store: 'Humble Bundle',
  title: `Bundle ${id}`,
  price: { amount: 12, currency: 'USD' },
  games: 7,
  startsAt: 1_000,
  endsAt: 9_000_000,
  url: `https://itad.link/bundle/${id}`,
  firstSeenAt: 1_000,
  seenAt: 1_000,
  version: 1,
  ...o,
});

const bundleKinds: Array<{ name: string; open: () => Promise<{ a: BundleStore; other: BundleStore; reopen: () => Promise<BundleStore> }> }> = [
  {
    name: 'lowdb',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), 'gt-bundles-'));
      dirs.push(dir);
      const a = await LowBundleStore.open(dir, () => undefined);
      return {
        a,
        other: a,
        reopen: async () => {
          await a.flush();
          return LowBundleStore.open(dir, () => undefined);
        },
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const url = await createDatabase(postgres, `bundles_${++dbCount}`);
      const pool = () => {
        const p = createPgPool(url, { max: 4 });
        pools.push(p);
        return p;
      };
      await migrate(pool());
      return { a: new PgBundleStore(pool()), other: new PgBundleStore(pool()), reopen: async () => new PgBundleStore(pool()) };
    },
  },
];

describe.each(bundleKinds)('bundle store ($name)', ({ open }) => {
  it('keeps each bundle’s first sighting across puts (also from another process), lists by last sighting, prunes the long unseen', async () => {
    const { a, other, reopen } = await open();
    await a.put([bundle('bn1'), bundle('bn2', { firstSeenAt: 2_000, seenAt: 2_000 })]);
    // Another poller that thought bn1 new (a race) does not make it new again: the first sighting stays.
    await other.put([bundle('bn1', { firstSeenAt: 5_000, seenAt: 5_000, title: 'Bundle one' })]);
    const b = await reopen();
    expect(await b.list(0)).toEqual([bundle('bn2', { firstSeenAt: 2_000, seenAt: 2_000 }), bundle('bn1', { seenAt: 5_000, title: 'Bundle one' })]);
    expect((await b.list(3_000)).map((x) => x.id)).toEqual(['bn1']);
    expect(await b.prune(3_000)).toEqual(['bn2']);
    expect((await b.list(0)).map((x) => x.id)).toEqual(['bn1']);
  });
});
