import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/core/deals/deal.types.js';
import { SourceFailure } from '../../../src/core/prices/source-failure.js';
import { createCheapSharkDeals } from '../../../src/prices/deals/cheapshark-deals.js';
import { createMetrics } from '../../../src/metrics/metrics.js';
import type { HttpClient } from '../../../src/prices/sources/http.js';
import { startCheapSharkFake, type CheapSharkGame, type CheapSharkListItem } from '../fakes/cheapshark.js';
import type { FakeServer } from '../fakes/server.js';
import { rejection } from '../../helpers/errors.js';
import { ManualClock } from '../../helpers/clock.js';
import { gameAt, listItem, STORES } from './cheapshark-list.js';

const http: HttpClient = { fetch: globalThis.fetch, userAgent: 'gametools-test/1 (tests@example.test)' };
const signal = () => AbortSignal.timeout(5000);

describe('CheapShark deals list client', () => {
  let fake: FakeServer;
  const list: CheapSharkListItem[] = [];
  const games: CheapSharkGame[] = [];
  beforeAll(async () => {
    fake = await startCheapSharkFake(STORES, games, list);
  });
  afterAll(() => fake.close());

  const client = () => createCheapSharkDeals({ baseUrl: `${fake.url}/api/1.0`, http, clock: new ManualClock() });

  it('reads one page of free games (upperPrice=0) with their redirect links, shop names and images', async () => {
    list.splice(0, list.length, listItem('10', '25', '0.00', '24.99'), listItem('11', '1', '3.99', '19.99'), listItem('12', '1', '0.00', '0.00'));
    fake.requests.length = 0;
    const deals = await client().list({ kind: 'free', upper: 0, store: null, region: 'us' }, signal());
    expect(deals).toEqual([
      expect.objectContaining({
        source: 'cheapshark',
        gameId: '10',
        shopId: '25',
        shop: 'Epic Games Store',
        title: 'Game 10',
        price: 0,
        regular: 24.99,
        cut: 100,
        currency: 'USD',
        url: 'https://www.cheapshark.com/redirect?dealID=deal10s25%3D',
        image: 'https://cdn.example.test/10.jpg',
      }),
    ]);
    const asked = fake.requests.filter((r) => r.path === '/api/1.0/deals');
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0].query)).toMatchObject({ upperPrice: '0', pageSize: '60', sortBy: 'Recent', onSale: '1' });
    expect(asked[0].headers['user-agent']).toBe(http.userAgent);
  });

  it('asks a store by its CheapShark id, and big cuts sorted by savings', async () => {
    list.splice(0, list.length, listItem('20', '1', '1.00', '20.00'), listItem('21', '25', '2.00', '20.00'));
    fake.requests.length = 0;
    const steam = await client().list({ kind: 'cut', upper: null, store: 'steam', region: 'us' }, signal());
    expect(steam.map((d) => d.gameId)).toEqual(['20']);
    expect(fake.requests.find((r) => r.path === '/api/1.0/deals')!.query.get('sortBy')).toBe('Savings');
    expect(await client().list({ kind: 'cut', upper: null, store: 'nosuchshop', region: 'us' }, signal())).toEqual([]);
  });

  it('confirms ends with one games?ids lookup: back at full price is ended, a sale price is on, an unknown game says nothing', async () => {
    games.splice(0, games.length, gameAt('30', '25', '24.99', '24.99'), gameAt('31', '1', '2.99', '19.99'));
    const deal = (gameId: string, shopId: string) => ({ id: `d${gameId}`, gameId, shopId, region: 'us' }) as Deal;
    fake.requests.length = 0;
    const checks = await client().check([deal('30', '25'), deal('31', '1'), deal('32', '1')], signal());
    expect(checks.get('d30')).toEqual({ state: 'ended' });
    expect(checks.get('d31')).toEqual({ state: 'on', price: 2.99, regular: 19.99, cut: 85 });
    expect(checks.has('d32')).toBe(false);
    expect(fake.requests.filter((r) => r.path === '/api/1.0/games').map((r) => r.query.get('ids'))).toEqual(['30,31,32']);
  });

  it('a 429 is a rate_limited failure carrying Retry-After', async () => {
    fake.mode = 'rate_limited';
    fake.retryAfter = '120';
    try {
      const err = await rejection(client().list({ kind: 'free', upper: 0, store: null, region: 'us' }, signal()), SourceFailure);
      expect(err.kind).toBe('rate_limited');
      expect(err.retryAfterS).toBe(120);
    } finally {
      fake.mode = 'ok';
      fake.retryAfter = null;
    }
  });

  it('drops an item with a quote in its dealID or a 500-character title, keeps the rest, and counts what it dropped', async () => {
    list.splice(
      0,
      list.length,
      listItem('30', '1', '1.00', '10.00'),
      { ...listItem('31', '1', '1.00', '10.00'), dealID: 'deal31"><script>' },
      { ...listItem('32', '1', '1.00', '10.00'), title: 'T'.repeat(500) },
      listItem('33', '25', '2.00', '10.00'),
    );
    const dropped: number[] = [];
    const source = createCheapSharkDeals({ baseUrl: `${fake.url}/api/1.0`, http, clock: new ManualClock(), onDropped: (n) => dropped.push(n) });
    const deals = await source.list({ kind: 'cut', upper: null, store: null, region: 'us' }, signal());
    expect(deals.map((d) => [d.gameId, d.title])).toEqual([['30', 'Game 30'], ['33', 'Game 33']]);
    expect(dropped).toEqual([2]);
    // The count the composition root hands to Prometheus.
    const metrics = createMetrics({ queueCounts: () => ({ waiting: 0, running: 0 }) });
    for (const n of dropped) metrics.dealItemsDropped('cheapshark', n);
    expect((await metrics.render()).body).toContain('gametools_deal_items_dropped_total{source="cheapshark"} 2');
  });
});
