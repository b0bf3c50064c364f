import { describe, expect, it } from 'vitest';
import { deriveHistory, thinnedUntil, type DeriveInput } from '../../../../src/core/prices/history/derived.js';
import type { PriceHistoryStore } from '../../../../src/core/prices/history/history.ports.js';
import { PriceHistory } from '../../../../src/core/prices/history/history.service.js';
import type { HistoryPoint, HistorySeries, HistoryWrite } from '../../../../src/core/prices/history/history.types.js';
import { computeLows } from '../../../../src/core/prices/history/lows.js';
import { DAY_MS, HOUR_MS, mergePoints } from '../../../../src/core/prices/history/points.js';
import { thinPoints } from '../../../../src/core/prices/history/thin.js';
import type { Game } from '../../../../src/core/prices/price.types.js';
import { ManualClock } from '../../../helpers/clock.js';
import { makeGame } from '../../../helpers/game-factory.js';

const APPID = 620;
const RETENTION_DAYS = 30;
const pt = (at: number, kind: HistoryPoint['kind'], price: number, shop: string | null = 'Steam'): HistoryPoint => ({ at, kind, price, regular: 20, cut: null, shop });

/** The port's contract in memory (merge per kind and hour, a revision that grows on change), counting full reads. */
class MemoryHistoryStore implements PriceHistoryStore {
  readonly series = new Map<string, HistorySeries>();
  reads = 0;

  async apply(writes: readonly HistoryWrite[]): Promise<void> {
    for (const w of writes) {
      const key = `${w.region}:${w.appid}`;
      const s = this.series.get(key) ?? { appid: w.appid, region: w.region, currency: w.currency, points: [], lastSeenAt: w.seenAt, reported: { official: null, keyshop: null }, importedAt: null, rev: 0 };
      const merged = mergePoints(s.points, w.points);
      let changed = merged.changed || !this.series.has(key);
      s.points = merged.points;
      for (const kind of ['official', 'keyshop'] as const) {
        const low = w.reported?.[kind];
        if (low && (s.reported[kind] === null || low.price < s.reported[kind]!.price)) {
          s.reported[kind] = low;
          changed = true;
        }
      }
      if (changed) s.rev++;
      this.series.set(key, s);
    }
  }

  async read(appid: number, region: string): Promise<HistorySeries | null> {
    this.reads++;
    const s = this.series.get(`${region}:${appid}`);
    return s ? structuredClone(s) : null;
  }

  async meta(appid: number, region: string) {
    const s = this.series.get(`${region}:${appid}`);
    return s ? { rev: s.rev, importedAt: s.importedAt } : null;
  }

  async compact(): Promise<number> {
    return 0;
  }

  async flush(): Promise<void> {}
}

function setup() {
  const clock = new ManualClock();
  const store = new MemoryHistoryStore();
  const calls: DeriveInput[] = [];
  // The cached answer the price service would hand out again and again.
  let game: Game = makeGame({ platform_appid: APPID, all_time_low: { price: 9, store: 'GOG', date: '2025-12-01' } });
  const history = new PriceHistory({
    store,
    clock,
    lookup: async () => game,
    defaultRegion: 'us',
    retentionDays: RETENTION_DAYS,
    derive: (input) => {
      calls.push(input);
      return deriveHistory(input);
    },
  });
  const write = (points: HistoryPoint[]) => store.apply([{ appid: APPID, region: 'us', currency: 'USD', points, seenAt: clock.now() }]);
  /** The lows as every answer computed them before: from the whole series, thinned now. */
  const recomputed = () => {
    const s = store.series.get(`us:${APPID}`)!;
    return computeLows({ points: thinPoints(s.points, clock.now(), RETENTION_DAYS), reported: s.reported, answerLow: game.all_time_low });
  };
  return { clock, store, history, calls, write, recomputed, setGame: (g: Game) => (game = g) };
}

describe('derived price history: computed once per series revision, not per answer', () => {
  it('answers 50 cached lookups with the recomputed lows while deriving and reading the series once', async () => {
    const { clock, store, history, calls, write, recomputed } = setup();
    const now = clock.now();
    await write([pt(now - 20 * DAY_MS, 'official', 7), pt(now - 20 * DAY_MS, 'keyshop', 5, 'Kinguin'), pt(now - 2 * HOUR_MS, 'official', 12), pt(now - 10 * DAY_MS, 'regular', 20)]);

    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await history.lookupWithLows(APPID));

    expect(calls).toHaveLength(1);
    expect(store.reads).toBe(1);
    for (const a of answers) expect(a.lows).toEqual(recomputed());
    expect(answers[0].lows.official).toEqual({ price: 7, shop: 'Steam', date: new Date(now - 20 * DAY_MS).toISOString().slice(0, 10) });
    expect(answers[0].lows.keyshop?.price).toBe(5);
  });

  it('hands out one frozen answer while the cached game and its lows stay the same, and a new one when either changes', async () => {
    const { clock, history, write, setGame } = setup();
    await write([pt(clock.now() - DAY_MS, 'official', 8)]);
    const first = await history.lookupWithLows(APPID);
    expect(Object.isFrozen(first)).toBe(true);
    // The same object, so a door can keep the JSON it made of it.
    expect(await history.lookupWithLows(APPID)).toBe(first);

    clock.t += HOUR_MS;
    await write([pt(clock.t, 'official', 4, 'Humble')]);
    const cheaper = await history.lookupWithLows(APPID);
    expect(cheaper).not.toBe(first);
    expect(cheaper.lows.official?.price).toBe(4);
    expect(first.lows.official?.price).toBe(8);

    setGame(makeGame({ platform_appid: APPID, title: 'Renamed', all_time_low: { price: 9, store: 'GOG', date: '2025-12-01' } }));
    const renamed = await history.lookupWithLows(APPID);
    expect(renamed).not.toBe(cheaper);
    expect(renamed.title).toBe('Renamed');
  });

  it('derives again when a new point changes the series, and answers the new low', async () => {
    const { clock, history, calls, write, recomputed } = setup();
    const now = clock.now();
    await write([pt(now - 3 * DAY_MS, 'official', 8)]);
    expect((await history.lookupWithLows(APPID)).lows.official?.price).toBe(8);
    expect((await history.lookupWithLows(APPID)).lows.official?.price).toBe(8);
    expect(calls).toHaveLength(1);

    clock.t += HOUR_MS;
    await write([pt(clock.t, 'official', 4, 'Humble')]);
    const after = await history.lookupWithLows(APPID);
    expect(calls).toHaveLength(2);
    expect(after.lows).toEqual(recomputed());
    expect(after.lows.official).toEqual({ price: 4, shop: 'Humble', date: new Date(clock.t).toISOString().slice(0, 10) });
    await history.lookupWithLows(APPID);
    expect(calls).toHaveLength(2);

    // A point that changes nothing (dearer, same hour) leaves the revision, and so the derived lows, alone.
    await write([pt(clock.t, 'official', 6)]);
    await history.lookupWithLows(APPID);
    expect(calls).toHaveLength(2);
  });

  it('derives again when the answer’s own low changes, though the series did not', async () => {
    const { clock, history, calls, write, setGame } = setup();
    await write([pt(clock.now() - DAY_MS, 'official', 8)]);
    expect((await history.lookupWithLows(APPID)).lows.official?.price).toBe(8);
    setGame(makeGame({ platform_appid: APPID, all_time_low: { price: 3, store: 'Steam', date: '2026-11-01' } }));
    expect((await history.lookupWithLows(APPID)).lows.official).toEqual({ price: 3, shop: 'Steam', date: '2026-11-01' });
    expect(calls).toHaveLength(2);
  });

  it('derives again once time carries a point past the retention, and not before', async () => {
    const { clock, history, calls, write, recomputed } = setup();
    const oldLow = clock.now() - (RETENTION_DAYS - 1) * DAY_MS;
    await write([pt(oldLow, 'official', 2), pt(clock.now() - HOUR_MS, 'official', 11)]);
    expect((await history.lookupWithLows(APPID)).lows.official?.price).toBe(2);

    clock.t = oldLow + RETENTION_DAYS * DAY_MS; // the last moment the old low is kept
    expect((await history.lookupWithLows(APPID)).lows.official?.price).toBe(2);
    clock.t += 1;
    const after = await history.lookupWithLows(APPID);
    expect(after.lows).toEqual(recomputed());
    // The answer's own low (9) is now the cheapest official one.
    expect(after.lows.official?.price).toBe(9);
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('serves the history route from the same derived points and lows', async () => {
    const { clock, store, history, calls, write, recomputed } = setup();
    await write([pt(clock.now() - 5 * DAY_MS, 'official', 8), pt(clock.now() - DAY_MS, 'official', 10)]);
    await history.lookupWithLows(APPID);
    const h = await history.history(APPID, 'us', 30);
    expect(calls).toHaveLength(1);
    expect(h.lows).toEqual(recomputed());
    expect(h.points).toEqual(thinPoints(store.series.get(`us:${APPID}`)!.points, clock.now(), RETENTION_DAYS));
  });
});

describe('thinnedUntil', () => {
  const same = (points: HistoryPoint[], a: number, b: number) => expect(thinPoints(points, a, RETENTION_DAYS)).toEqual(thinPoints(points, b, RETENTION_DAYS));

  it('is the moment a point drops past the retention, after which thinning answers otherwise', () => {
    const now = Date.UTC(2026, 5, 1);
    const points = [pt(now - 29.5 * DAY_MS, 'official', 5), pt(now - HOUR_MS, 'official', 9)];
    const until = thinnedUntil(points, now, RETENTION_DAYS);
    expect(until).toBe(now + 0.5 * DAY_MS);
    same(points, until, now);
    expect(thinPoints(points, until + 1, RETENTION_DAYS).map((p) => p.price)).toEqual([9]);
  });

  it('is the moment a point loses its hourly detail, after which its day keeps only the lowest', () => {
    const day = Date.UTC(2026, 5, 1);
    const now = day + 7 * DAY_MS + 2 * HOUR_MS;
    const points = [pt(day + HOUR_MS, 'official', 5), pt(day + 3 * HOUR_MS, 'official', 8), pt(now - HOUR_MS, 'official', 9)];
    const until = thinnedUntil(points, now, RETENTION_DAYS);
    expect(until).toBe(day + 3 * HOUR_MS + 7 * DAY_MS);
    same(points, until, now);
    expect(thinPoints(points, now, RETENTION_DAYS).map((p) => p.price)).toEqual([5, 8, 9]);
    expect(thinPoints(points, until + 1, RETENTION_DAYS).map((p) => p.price)).toEqual([5, 9]);
  });
});
