import { describe, expect, it } from 'vitest';
import type { ExtrasSource } from '../../../src/core/prices/extras.ports.js';
import type { ExtrasReport } from '../../../src/core/prices/extras.types.js';
import { MemoryPriceCache } from '../../../src/core/prices/memory-cache.js';
import type { PriceSource } from '../../../src/core/prices/price.ports.js';
import { PriceService } from '../../../src/core/prices/price.service.js';
import { SourceFailure } from '../../../src/core/prices/source-failure.js';
import { ManualClock } from '../../helpers/clock.js';

const steam: PriceSource = {
  name: 'steam',
  supportsRegion: () => true,
  lookup: async () => ({ source: 'steam', title: 'Halo', currency: 'USD', offers: [{ store: 'Steam', price: 9.99, regular: 39.99, cut: 75, url: null }] }),
};

function extrasOf(name: 'isthereanydeal' | 'ggdeals', answer: () => Promise<ExtrasReport | null>): ExtrasSource & { calls: number } {
  const source = { name, calls: 0, supportsRegion: () => true, extras: () => (source.calls++, answer()) };
  return source;
}

const sub = (name: string) => ({ name, leaving_at: null, source: 'isthereanydeal' as const });

describe('bundles and subscriptions beside a lookup', () => {
  it('a failing or hanging source of them costs only its own lists, never the prices or the other source', async () => {
    const clock = new ManualClock();
    const itad = extrasOf('isthereanydeal', async () => ({ source: 'isthereanydeal', bundles: null, subscriptions: [sub('Game Pass')] }));
    const gg = extrasOf('ggdeals', () => new Promise(() => {}));
    const service = new PriceService({ sources: [steam], extras: [itad, gg], cache: new MemoryPriceCache(), clock, timeoutMs: 50 });
    const game = await service.lookup(1);
    expect(game.best_official).toEqual({ price: 9.99, store: 'Steam', cut: 75 });
    expect(game.subscriptions).toEqual([sub('Game Pass')]);
    expect(game.bundles).toEqual([]);
  });

  it('are cached with the lookup: a second ask within the TTL asks nobody, and a failed refresh keeps the lists', async () => {
    const clock = new ManualClock();
    let fail = false;
    const itad = extrasOf('isthereanydeal', async () => {
      if (fail) throw new SourceFailure('isthereanydeal', 'http', 'HTTP 500');
      return { source: 'isthereanydeal', bundles: [], subscriptions: [sub('EA Play')] };
    });
    const service = new PriceService({ sources: [steam], extras: [itad], cache: new MemoryPriceCache(), clock, ttlS: 60 });
    await Promise.all([service.lookup(1), service.lookup(1)]);
    expect((await service.lookup(1)).subscriptions).toEqual([sub('EA Play')]);
    expect(itad.calls).toBe(1);
    fail = true;
    clock.advance(61_000);
    expect((await service.lookup(1)).subscriptions).toEqual([sub('EA Play')]);
    expect(itad.calls).toBe(2);
  });

  it('without any source of them the answer carries no such fields (nothing known, nothing claimed)', async () => {
    const service = new PriceService({ sources: [steam], cache: new MemoryPriceCache(), clock: new ManualClock() });
    const game = await service.lookup(1);
    expect('bundles' in game || 'subscriptions' in game).toBe(false);
  });
});
