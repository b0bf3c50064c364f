import type { Game } from '../../src/core/prices/price.types.js';

/**
 * The one place tests make a merged price record: a Steam game at 20 USD with one deal and no offers, with
 * `overrides` applied (a test sets the offers and the low it moves).
 */
export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    title: 'Test Game',
    slug: null,
    platform_appid: 10,
    regular_price: 20,
    best_official: null,
    best_keyshop: null,
    all_time_low: null,
    active_deals: 1,
    metacritic: null,
    currency: 'USD',
    region: 'us',
    updated_at: '2026-01-01T00:00:00Z',
    stale: false,
    sources: ['steam'],
    urls: {},
    ...overrides,
  };
}
