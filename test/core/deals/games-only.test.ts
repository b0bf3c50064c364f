import { describe, expect, it } from 'vitest';
import { filterFromFields, filterKey, matches, parseFilterText } from '../../../src/core/deals/deal-filter.js';
import type { Deal } from '../../../src/core/deals/deal.types.js';
import { dealSchema, dealFilterSchema } from '../../../src/core/deals/deal.schema.js';

const deal = (title: string, kind?: Deal['kind']): Deal => ({
  id: title, source: kind === undefined ? 'cheapshark' : 'itad', gameId: 'g', shopId: '1', title, shop: 'Steam', price: 4.99, regular: 19.99, cut: 75,
  currency: 'USD', region: 'us', url: 'https://example.test/d', image: null, expiresAt: null, firstSeenAt: 0, updatedAt: 0, seenAt: 0, endedAt: null,
  version: 1, queries: [], ...(kind === undefined ? {} : { kind }),
});

describe('games_only on deal feeds and follows', () => {
  it('hides a DLC, a soundtrack and a package (by the source’s word, else by the title) and keeps the games', () => {
    const filter = parseFilterText('cut>=50 games-only', 'us');
    expect(filter.gamesOnly).toBe(true);
    expect(filterKey(filter)).toBe('cut=50;region=us;games-only');
    const shown = [
      deal('Halo', 'game'),
      deal('Halo: Extra Maps', 'dlc'),
      deal('Halo Collection', 'package'),
      deal('Portal 2'),
      deal('Portal 2 Soundtrack'),
      deal('Portal 2 - Season Pass'),
    ].filter((d) => matches(d, filter));
    expect(shown.map((d) => d.title)).toEqual(['Halo', 'Portal 2']);
    // Without it, all of them.
    expect([deal('Halo: Extra Maps', 'dlc'), deal('Portal 2 Soundtrack')].every((d) => matches(d, parseFilterText('cut>=50', 'us')))).toBe(true);
  });

  it('is kept in stored follows and deals, and follows made before it read as off', () => {
    const filter = filterFromFields({ cut: 50, gamesOnly: true }, 'us');
    expect(dealFilterSchema.parse(JSON.parse(JSON.stringify(filter))).gamesOnly).toBe(true);
    const old = dealFilterSchema.parse({ free: false, under: null, minCut: 50, store: null, region: 'us', currency: null, ignoredStores: [] });
    expect(matches(deal('Halo: Extra Maps', 'dlc'), old)).toBe(true);
    expect(dealSchema.parse(deal('Halo: Extra Maps', 'dlc')).kind).toBe('dlc');
  });
});
