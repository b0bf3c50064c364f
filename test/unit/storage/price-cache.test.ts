import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../src/core/prices/price.types.js';
import { LowPriceCache } from '../../../src/storage/price-cache.js';
import { makeGame } from '../../helpers/game-factory.js';
import { TestClock } from '../../prices/fakes/harness.js';

const game: Game = makeGame({
  title: 'T',
  slug: 't',
  platform_appid: 1,
  regular_price: 9.99,
  best_official: { price: 4.99, store: 'Steam', cut: 50 },
  updated_at: '2026-11-22T12:00:00Z',
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('lowdb price cache', () => {
  it('keeps answers in <dataDir>/prices.json across restarts, batching writes', async () => {
    const clock = new TestClock();
    const cache = await LowPriceCache.open(dir, { clock, writeDelayMs: 5 });
    const a = cache.setGame('us:1', { game, fetchedAt: clock.t });
    const b = cache.setGame('us:2', { game: null, fetchedAt: clock.t });
    expect(a).toBe(b); // one write for both
    await cache.setSearch('q:t', { results: [{ title: 'T', appid: 1 }], fetchedAt: clock.t });
    const onDisk = JSON.parse(await readFile(join(dir, 'prices.json'), 'utf8'));
    expect(Object.keys(onDisk.games)).toEqual(['us:1', 'us:2']);

    const reopened = await LowPriceCache.open(dir, { clock });
    expect(await reopened.getGame('us:1')).toEqual({ game, fetchedAt: clock.t });
    expect(await reopened.getGame('us:2')).toEqual({ game: null, fetchedAt: clock.t });
    expect(await reopened.getSearch('q:t')).toEqual({ results: [{ title: 'T', appid: 1 }], fetchedAt: clock.t });
    expect(await reopened.getGame('q:constructor')).toBeUndefined();
    expect(await reopened.getGame('toString')).toBeUndefined();
  });

  it('hands out entries nobody can change: the writer\'s object is copied, what a reader gets is frozen', async () => {
    const clock = new TestClock();
    const cache = await LowPriceCache.open(dir, { clock, writeDelayMs: 1 });
    const written = { game: structuredClone(game), fetchedAt: clock.t };
    await cache.setGame('us:1', written);
    written.game.title = 'changed by the writer';
    const read = (await cache.getGame('us:1'))!;
    expect(read.game!.title).toBe('T');
    expect(() => {
      (read.game!.best_official as { price: number }).price = 0;
    }).toThrow(TypeError);
    expect((await cache.getGame('us:1'))!.game!.best_official!.price).toBe(4.99);
    // Entries read back from the file at start are frozen alike.
    await cache.flush();
    const reopened = (await (await LowPriceCache.open(dir, { clock })).getGame('us:1'))!;
    expect(Object.isFrozen(reopened.game!.best_official)).toBe(true);
  });

  it('drops entries older than a day when it opens', async () => {
    const clock = new TestClock();
    const cache = await LowPriceCache.open(dir, { clock, writeDelayMs: 1 });
    await cache.setGame('us:old', { game, fetchedAt: clock.t - 86_400_001 });
    await cache.setGame('us:new', { game, fetchedAt: clock.t - 1000 });
    const reopened = await LowPriceCache.open(dir, { clock });
    expect(await reopened.getGame('us:old')).toBeUndefined();
    expect(await reopened.getGame('us:new')).toBeDefined();
  });

  it('starts empty over an unreadable or foreign file', async () => {
    const clock = new TestClock();
    await writeFile(join(dir, 'prices.json'), '{"games": {"us:1": ');
    const broken = await LowPriceCache.open(dir, { clock, writeDelayMs: 1 });
    expect(await broken.getGame('us:1')).toBeUndefined();
    await broken.setGame('us:1', { game, fetchedAt: clock.t });
    expect(JSON.parse(await readFile(join(dir, 'prices.json'), 'utf8')).games['us:1'].game.title).toBe('T');
    await writeFile(join(dir, 'prices.json'), '[1,2,3]');
    expect(await (await LowPriceCache.open(dir, { clock })).getGame('us:1')).toBeUndefined();
  });
});
