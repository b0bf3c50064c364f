import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from '../../../../src/core/prices/history/history.types.js';
import { computeLows, lastIncrease } from '../../../../src/core/prices/history/lows.js';
import { DAY_MS, HOUR_MS, mergePoints } from '../../../../src/core/prices/history/points.js';
import { pointsFromShopLog } from '../../../../src/core/prices/history/shop-log.js';
import { maxPointsPerSeries, thinPoints } from '../../../../src/core/prices/history/thin.js';

const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);
const at = (day: number, hour = 0, minute = 0) => T0 + day * DAY_MS + hour * HOUR_MS + minute * 60_000;
const pt = (when: number, kind: HistoryPoint['kind'], price: number, shop: string | null = 'Steam', regular: number | null = 20, cut: number | null = null): HistoryPoint => ({
  at: when,
  kind,
  price,
  regular,
  cut: cut ?? (regular ? Math.round((1 - price / regular) * 100) : null),
  shop,
});
const noReported = { official: null, keyshop: null };

describe('recording: one point per kind and hour, the lowest', () => {
  it('keeps the lowest of an hour and the first one on a tie, per kind', () => {
    let points: HistoryPoint[] = [];
    points = mergePoints(points, [pt(at(0, 10, 5), 'official', 15), pt(at(0, 10, 5), 'keyshop', 9, 'K')]).points;
    const higher = mergePoints(points, [pt(at(0, 10, 40), 'official', 16)]);
    expect(higher.changed).toBe(false);
    const lower = mergePoints(points, [pt(at(0, 10, 50), 'official', 12, 'GOG')]);
    expect(lower.changed).toBe(true);
    expect(lower.points.filter((p) => p.kind === 'official')).toEqual([pt(at(0, 10, 50), 'official', 12, 'GOG')]);
    const nextHour = mergePoints(lower.points, [pt(at(0, 11, 0), 'official', 14)]);
    expect(nextHour.points.filter((p) => p.kind === 'official').map((p) => p.price)).toEqual([12, 14]);
    expect(nextHour.points.filter((p) => p.kind === 'keyshop')).toHaveLength(1);
  });
});

describe('thinning and retention', () => {
  const now = at(800);

  it('drops points past the retention, keeps the lowest per day past a week, and drops repeats', () => {
    const points = [
      pt(at(10), 'official', 10), // older than 730 days before `now`: dropped
      pt(at(100, 1), 'official', 18),
      pt(at(100, 5), 'official', 12), // same day, lower: the day's point
      pt(at(100, 9), 'official', 15),
      pt(at(101, 3), 'official', 15), // next day: kept (a change from 12)
      pt(at(102, 3), 'official', 15), // repeats the day before: dropped
      pt(at(798, 1), 'official', 15), // inside the hourly week, repeats 15: dropped
      pt(at(798, 2), 'official', 9),
      pt(at(798, 3), 'official', 11),
    ];
    const thinned = thinPoints(points, now, 730);
    expect(thinned.map((p) => [p.at, p.price])).toEqual([
      [at(100, 5), 12],
      [at(101, 3), 15],
      [at(798, 2), 9],
      [at(798, 3), 11],
    ]);
  });

  it('bounds a series however often prices change', () => {
    const points: HistoryPoint[] = [];
    for (let h = 0; h < 800 * 24; h++) points.push(pt(at(0, h), 'official', h % 2 === 0 ? 10 : 11));
    const thinned = thinPoints(points, now, 730);
    expect(thinned.length).toBeLessThanOrEqual(maxPointsPerSeries(730, 1));
    // A week of hourly detail survives, except its first hour, which repeats the lowest (10) of the day before.
    expect(thinned.filter((p) => p.at >= now - 7 * DAY_MS)).toHaveLength(7 * 24 - 1);
    expect(thinned.filter((p) => p.at < now - 7 * DAY_MS).every((p) => p.price === 10)).toBe(true);
  });
});

describe('lows on a constructed series', () => {
  const series: HistoryPoint[] = [
    pt(at(0), 'regular', 20, null, 20, 0),
    pt(at(0), 'official', 20, 'Steam'),
    pt(at(0), 'steam', 20, 'Steam'),
    pt(at(0), 'keyshop', 14, 'KeyShop'),
    pt(at(30), 'official', 5, 'GOG'), // the official low before the increase
    pt(at(30), 'keyshop', 4, 'KeyShop'),
    pt(at(31), 'official', 20, 'Steam'),
    pt(at(40), 'steam', 8, 'Steam'), // Steam's own low
    pt(at(41), 'steam', 20, 'Steam'),
    pt(at(60), 'regular', 30, null, 30, 0), // the regular price rises
    pt(at(60), 'official', 30, 'Steam', 30),
    pt(at(60), 'steam', 30, 'Steam', 30),
    pt(at(90), 'official', 18, 'Fanatical', 30), // the low since the increase
    pt(at(91), 'official', 24, 'Steam', 30),
    pt(at(120), 'regular', 25, null, 25, 0), // a cut in the regular price is not an increase
    pt(at(120), 'official', 25, 'Steam', 25),
  ];

  it('computes every kind of low with shop and date', () => {
    const lows = computeLows({ points: series, reported: noReported });
    expect(lows.official).toEqual({ price: 5, shop: 'GOG', date: '2026-01-31' });
    expect(lows.keyshop).toEqual({ price: 4, shop: 'KeyShop', date: '2026-01-31' });
    expect(lows.all_time).toEqual({ price: 4, shop: 'KeyShop', date: '2026-01-31' });
    expect(lows.steam).toEqual({ price: 8, shop: 'Steam', date: '2026-02-10' });
    expect(lastIncrease(series)).toBe(at(60));
    expect(lows.since_increase).toEqual({ price: 18, shop: 'Fanatical', date: '2026-04-01', since: '2026-03-02' });
  });

  it('counts the price in effect at the increase when nothing cheaper followed', () => {
    const points = [
      pt(at(0), 'regular', 20, null, 20, 0),
      pt(at(0), 'official', 12, 'GOG'),
      pt(at(10), 'regular', 30, null, 30, 0),
      pt(at(12), 'official', 27, 'Steam', 30),
    ];
    expect(computeLows({ points, reported: noReported }).since_increase).toEqual({ price: 12, shop: 'GOG', date: '2026-01-11', since: '2026-01-11' });
  });

  it('without a rise seen, the low since the increase is the official low and names no day', () => {
    const lows = computeLows({ points: series.slice(0, 9), reported: noReported });
    expect(lows.since_increase).toEqual({ price: 5, shop: 'GOG', date: '2026-01-31', since: null });
  });

  it("fills the official and key-reseller lows from lows sources report when they are lower", () => {
    const lows = computeLows({
      points: series,
      reported: { official: { price: 2.89, shop: null, date: null }, keyshop: { price: 3.5, shop: null, date: null } },
      answerLow: { price: 3.99, store: 'Humble', date: '2019-05-01' },
    });
    expect(lows.official).toEqual({ price: 2.89, shop: null, date: null });
    expect(lows.keyshop).toEqual({ price: 3.5, shop: null, date: null });
    expect(lows.all_time).toEqual({ price: 2.89, shop: null, date: null });
    // Reported lows have no day, so they cannot be placed after the increase.
    expect(lows.since_increase?.price).toBe(18);
  });

  it('has no lows for an empty series', () => {
    expect(computeLows({ points: [], reported: noReported })).toEqual({ all_time: null, official: null, keyshop: null, steam: null, since_increase: null });
  });
});

describe("replaying a store's price log", () => {
  it('follows the cheapest store selling the game, Steam and Steam\'s regular price', () => {
    const log = {
      currency: 'EUR',
      entries: [
        { at: at(0), shop: 'Steam', deal: { price: 20, regular: 20, cut: 0 } },
        { at: at(0), shop: 'GOG', deal: { price: 22, regular: 22, cut: 0 } },
        { at: at(5), shop: 'GOG', deal: { price: 11, regular: 22, cut: 50 } },
        { at: at(9), shop: 'GOG', deal: null }, // GOG stops selling it
        { at: at(20), shop: 'Steam', deal: { price: 25, regular: 25, cut: 0 } },
      ],
    };
    const points = pointsFromShopLog(log);
    const line = (kind: string) => points.filter((p) => p.kind === kind).map((p) => [p.at, p.price, p.shop]);
    expect(line('official')).toEqual([
      [at(0), 20, 'Steam'],
      [at(5), 11, 'GOG'],
      [at(9), 20, 'Steam'],
      [at(20), 25, 'Steam'],
    ]);
    expect(line('steam')).toEqual([
      [at(0), 20, 'Steam'],
      [at(5), 20, 'Steam'],
      [at(9), 20, 'Steam'],
      [at(20), 25, 'Steam'],
    ]);
    expect(line('regular').map((p) => p[1])).toEqual([20, 20, 20, 25]);
    expect(lastIncrease(points)).toBe(at(20));
  });
});
