import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceHistoryStore } from '../../../src/core/prices/history/history.ports.js';
import type { HistoryPoint, HistoryWrite } from '../../../src/core/prices/history/history.types.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { PgPriceHistory } from '../../../src/storage/pg/price-history.js';
import { LowPriceHistory } from '../../../src/storage/price-history.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';

/**
 * The price history store, embedded (lowdb) and scaled (PostgreSQL), held to one contract. In PostgreSQL the
 * two "processes" are two stores on two pools of one database.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 1, 10, 0, 0);
const pt = (at: number, kind: HistoryPoint['kind'], price: number, shop: string | null = 'Steam'): HistoryPoint => ({ at, kind, price, regular: 20, cut: null, shop });
const write = (appid: number, points: HistoryPoint[], extra: Partial<HistoryWrite> = {}): HistoryWrite => ({
  appid,
  region: 'us',
  currency: 'USD',
  points,
  seenAt: Math.max(T0, ...points.map((p) => p.at)),
  ...extra,
});

interface Pair {
  a: PriceHistoryStore;
  b: PriceHistoryStore;
}

let engine: Engine;
let pools: pg.Pool[] = [];
let dir: string;
const kinds: Array<[string, () => Promise<Pair>]> = [
  [
    'lowdb',
    async () => {
      const store = await LowPriceHistory.open(await mkdtemp(join(dir, 'low-')), { writeDelayMs: 5 });
      return { a: store, b: store };
    },
  ],
  [
    'postgres',
    async () => {
      const url = await createDatabase(engine, `history_${pools.length}`);
      const p1 = createPgPool(url, { max: 4 });
      const p2 = createPgPool(url, { max: 4 });
      pools.push(p1, p2);
      await migrate(p1);
      return { a: new PgPriceHistory({ pool: p1, writeDelayMs: 5 }), b: new PgPriceHistory({ pool: p2, writeDelayMs: 5 }) };
    },
  ],
];

beforeAll(async () => {
  engine = await startPostgres();
  dir = await mkdtemp(join(tmpdir(), 'history-stores-'));
}, 60_000);
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  pools = [];
  await engine?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe.each(kinds)('price history store (%s)', (_name, open) => {
  it('keeps the lowest point per kind and hour, also when two processes write the same hour at once', async () => {
    const { a, b } = await open();
    await Promise.all([
      a.apply([write(620, [pt(T0 + 60_000, 'official', 15), pt(T0 + 60_000, 'keyshop', 9, 'K')])]),
      b.apply([write(620, [pt(T0 + 120_000, 'official', 12, 'GOG')])]),
      a.apply([write(620, [pt(T0 + 180_000, 'official', 14)])]),
    ]);
    await Promise.all([a.flush(), b.flush()]);
    await a.apply([write(620, [pt(T0 + HOUR, 'official', 18)])]);
    await a.flush();
    for (const store of [a, b]) {
      const s = await store.read(620, 'us');
      expect(s?.currency).toBe('USD');
      expect(s?.points.map((p) => [p.at - T0, p.kind, p.price, p.shop])).toEqual([
        [60_000, 'keyshop', 9, 'K'],
        [120_000, 'official', 12, 'GOG'],
        [HOUR, 'official', 18, 'Steam'],
      ]);
      expect(s?.lastSeenAt).toBe(T0 + HOUR);
    }
    expect(await a.read(621, 'us')).toBeNull();
    expect(await a.read(620, 'de')).toBeNull();
  });

  it('keeps the lowest reported lows, marks an import, and moves rev on every change', async () => {
    const { a, b } = await open();
    await a.apply([write(730, [pt(T0, 'official', 10)], { reported: { official: { price: 5, shop: null, date: null } } })]);
    await a.flush();
    const first = (await b.read(730, 'us'))!;
    await b.apply([write(730, [], { reported: { official: { price: 7, shop: null, date: null }, keyshop: { price: 3, shop: null, date: null } }, importedAt: T0 + 5 })]);
    await b.flush();
    const second = (await a.read(730, 'us'))!;
    expect(second.reported).toEqual({ official: { price: 5, shop: null, date: null }, keyshop: { price: 3, shop: null, date: null } });
    expect(second.importedAt).toBe(T0 + 5);
    expect(second.rev).toBeGreaterThan(first.rev);
  });

  it('starts a series over when its currency changes', async () => {
    const { a } = await open();
    await a.apply([write(440, [pt(T0, 'official', 10)])]);
    await a.apply([write(440, [pt(T0 + HOUR, 'official', 9)], { currency: 'EUR' })]);
    await a.flush();
    const s = (await a.read(440, 'us'))!;
    expect(s.currency).toBe('EUR');
    expect(s.points.map((p) => p.price)).toEqual([9]);
  });

  it('thins a series to one point a day past the first week and drops what is past the retention', async () => {
    const { a, b } = await open();
    const points: HistoryPoint[] = [];
    for (let h = 0; h < 40 * 24; h++) points.push(pt(T0 + h * HOUR, 'official', 10 + (h % 3)));
    await a.apply([write(570, points)]);
    await a.flush();
    const now = T0 + 40 * DAY;
    expect(await b.compact(now, 30)).toBe(1);
    const s = (await a.read(570, 'us'))!;
    const old = s.points.filter((p) => p.at < now - 7 * DAY);
    const recent = s.points.filter((p) => p.at >= now - 7 * DAY);
    expect(old.every((p) => p.at >= now - 30 * DAY)).toBe(true);
    // One a day (the day's lowest, 10), and equal days collapse to the first.
    expect(old.map((p) => p.price)).toEqual([10]);
    expect(recent.length).toBeGreaterThanOrEqual(7 * 24 - 1);
    // Compacted within the hour: not rewritten again.
    expect(await b.compact(now + 60_000, 30)).toBe(0);
  });
});
