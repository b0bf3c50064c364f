import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClock } from './fakes/harness.js';
import { checker, manyWatches, MemoryWatchStore, startManyGames, type ManyGames } from './many-games.js';

let world: ManyGames;

beforeAll(async () => {
  world = await startManyGames(300);
});
afterAll(async () => {
  await world?.close();
});

const counts = () => ({
  steam: world.steam.count('/api/appdetails'),
  cheapsharkMap: world.cheapshark.requests.filter((r) => r.query.has('steamAppID')).length,
  cheapsharkBatch: world.cheapshark.requests.filter((r) => r.query.has('ids')).length,
  cheapsharkSingle: world.cheapshark.requests.filter((r) => r.query.has('id')).length,
  gg: world.gg.count('/v1/prices'),
});
const since = (before: ReturnType<typeof counts>) => {
  const now = counts();
  return Object.fromEntries(Object.entries(now).map(([k, v]) => [k, v - before[k as keyof typeof before]])) as typeof before;
};

it('1,000 watches on 300 games: batched per source, within Steam’s budget, and the CheapShark ids learned once', async () => {
  const clock = new TestClock();
  const store = new MemoryWatchStore();
  await store.put(manyWatches(1000, world.appids));
  const watches = checker(store, world.prices(clock), clock);

  let before = counts();
  await watches.check();
  let calls = since(before);
  // GG.deals: 100 ids a request. CheapShark: 25 games a request, after learning each game's id once.
  expect(calls.gg).toBe(3);
  expect(calls.cheapsharkBatch).toBe(12);
  expect(calls.cheapsharkMap).toBe(300);
  expect(calls.cheapsharkSingle).toBe(0);
  // Steam has no multi-id price lookup: one call a game, but never past ~200 per 5 minutes.
  expect(calls.steam).toBe(200);
  expect((await store.list()).every((w) => w.lastPrice === 7.99)).toBe(true);

  // The next check, past the 10-minute cache and the 5-minute Steam window.
  clock.advance(11 * 60_000);
  before = counts();
  await watches.check();
  calls = since(before);
  expect(calls).toEqual({ steam: 200, cheapsharkMap: 0, cheapsharkBatch: 12, cheapsharkSingle: 0, gg: 3 });
});

it('checks spread over the interval: each slice asks only for its own games', async () => {
  const clock = new TestClock();
  const store = new MemoryWatchStore();
  await store.put(manyWatches(1000, world.appids));
  const watches = checker(store, world.prices(clock), clock);
  const mine = new Set(world.appids.filter((a) => a % 12 === 4));
  expect(mine.size).toBeGreaterThan(10);
  const before = counts();
  const checkedBefore = new Set((await store.list()).filter((w) => w.lastCheckedAt !== null).map((w) => w.appid));
  await watches.checkSlice(4, 12);
  const calls = since(before);
  expect(calls.steam).toBe(mine.size);
  expect(calls.gg).toBe(1);
  const checked = new Set((await store.list()).filter((w) => w.lastCheckedAt !== null).map((w) => w.appid));
  expect(checkedBefore.size).toBe(0);
  expect(checked).toEqual(mine);
});

it('without batching (the old checker) every game costs a call per source and step', async () => {
  const clock = new TestClock();
  const store = new MemoryWatchStore();
  await store.put(manyWatches(1000, world.appids.slice(0, 100)));
  const service = world.prices(clock);
  const watches = checker(store, { lookup: (a, r) => service.lookup(a, r), search: (t) => service.search(t) }, clock);
  const before = counts();
  await watches.check();
  const calls = since(before);
  expect(calls.gg).toBe(100);
  // games?id and deals?id for each game.
  expect(calls.cheapsharkSingle).toBe(200);
  expect(calls.cheapsharkBatch).toBe(0);
});
