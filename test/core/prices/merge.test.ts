import { describe, expect, it } from 'vitest';
import { mergeGame } from '../../../src/core/prices/merge.js';
import { slugify, storeKey } from '../../../src/core/prices/names.js';
import type { SourceName, SourceOffer, SourceReport } from '../../../src/core/prices/price.types.js';

const FETCHED_AT = Date.UTC(2026, 10, 22, 23, 59, 0);

function report(source: SourceName, fields: Partial<SourceReport> = {}): SourceReport {
  return { source, title: null, currency: 'USD', offers: null, ...fields };
}

function offer(store: string, price: number, regular: number | null, cut: number, url: string | null = null): SourceOffer {
  return { store, price, regular, cut, url };
}

function merge(reports: SourceReport[], region = 'us', answered?: SourceName[]) {
  const game = mergeGame({
    appid: 42,
    region,
    reports,
    answered: answered ?? reports.map((r) => r.source),
    fetchedAt: FETCHED_AT,
  });
  if (!game) throw new Error('expected a game');
  return game;
}

describe('merge rules', () => {
  it('answers null when no source knows the game', () => {
    expect(mergeGame({ appid: 1, region: 'us', reports: [], answered: ['steam'], fetchedAt: FETCHED_AT })).toBeNull();
  });

  it('title: Steam, else IsThereAnyDeal, else CheapShark, else GG.deals (blank titles skipped)', () => {
    const all = [
      report('ggdeals', { title: 'GG' }),
      report('cheapshark', { title: 'CS' }),
      report('isthereanydeal', { title: 'ITAD' }),
      report('steam', { title: 'Steam' }),
    ];
    expect(merge(all).title).toBe('Steam');
    expect(merge(all.slice(0, 3)).title).toBe('ITAD');
    expect(merge([...all.slice(0, 2), report('isthereanydeal', { title: '  ' })]).title).toBe('CS');
    expect(merge(all.slice(0, 1)).title).toBe('GG');
  });

  it("slug: IsThereAnyDeal's, else the GG.deals URL's last segment, else made from the title", () => {
    const gg = report('ggdeals', { title: 'X', urls: { ggdeals: 'https://gg.deals/game/half-life-2-episode-two/' } });
    expect(merge([gg, report('isthereanydeal', { title: 'X', slug: 'itad-slug' })]).slug).toBe('itad-slug');
    expect(merge([gg, report('steam', { title: 'Other' })]).slug).toBe('half-life-2-episode-two');
    expect(merge([report('steam', { title: 'LEGO® Batman™: The Videogame' })]).slug).toBe('lego-batman-the-videogame');
    expect(merge([report('steam', { title: "Pokémon: Let's Go, Ärger & Co. 2" })]).slug).toBe('pokemon-lets-go-arger-co-2');
    expect(slugify('東方')).toBeNull();
  });

  it("regular_price: Steam's initial price first", () => {
    const game = merge([
      report('steam', { offers: [offer('Steam', 4.99, 19.99, 75)] }),
      report('isthereanydeal', { offers: [offer('Steam', 5.99, 24.99, 76), offer('GOG', 9, 29.99, 70)] }),
    ]);
    expect(game.regular_price).toBe(19.99);
  });

  it('regular_price: else the Steam offer of another source, else the highest regular among offers', () => {
    const itadSteam = report('isthereanydeal', { offers: [offer('GOG', 9, 29.99, 70), offer('Steam', 5.99, 24.99, 76)] });
    expect(merge([itadSteam, report('steam', { title: 'unpriced' })]).regular_price).toBe(24.99);
    const csSteam = report('cheapshark', { offers: [offer('GameBillet', 4.23, 19.99, 78.8), offer('Steam', 19.99, 21.99, 9)] });
    expect(merge([csSteam]).regular_price).toBe(21.99);
    const noSteam = report('cheapshark', { offers: [offer('GameBillet', 4.23, 19.99, 78.8), offer('GOG', 5, 24.99, 80)] });
    expect(merge([noSteam]).regular_price).toBe(24.99);
    expect(merge([report('ggdeals', { unnamedOfficial: 3 })]).regular_price).toBeNull();
  });

  it('best_official: the cheapest offer of all sources, Steam included, with its own cut rounded', () => {
    const game = merge([
      report('steam', { offers: [offer('Steam', 14.99, 19.99, 25, 'https://store.example/app/42/')] }),
      report('cheapshark', {
        offers: [offer('WinGameStore', 4.59, 19.99, 77.038519, 'https://cs/redirect?dealID=w'), offer('GameBillet', 4.6, 19.99, 76.99)],
      }),
    ]);
    expect(game.best_official).toEqual({ price: 4.59, store: 'WinGameStore', cut: 77 });
    expect(game.urls.deal).toBe('https://cs/redirect?dealID=w');
    const steamWins = merge([
      report('steam', { offers: [offer('Steam', 3.99, 19.99, 80, 'https://store.example/app/42/')] }),
      report('cheapshark', { offers: [offer('GameBillet', 4.23, 19.99, 78.839420)] }),
    ]);
    expect(steamWins.best_official).toEqual({ price: 3.99, store: 'Steam', cut: 80 });
  });

  it('one store seen by two sources counts once, the more authoritative source giving its offer', () => {
    const game = merge([
      report('isthereanydeal', { offers: [offer('GameBillet', 4.1, 19.99, 79), offer('Epic Game Store', 9, 19.99, 55)] }),
      report('cheapshark', {
        offers: [offer('GameBillet', 3.5, 19.99, 82), offer('Epic Games Store', 8, 19.99, 60), offer('Humble Store', 10, 19.99, 50)],
      }),
    ]);
    // CheapShark's GameBillet row is the same store as ITAD's: ITAD (earlier in precedence) speaks for it.
    expect(game.best_official).toEqual({ price: 4.1, store: 'GameBillet', cut: 79 });
    expect(game.active_deals).toBe(3);
  });

  it("store keys match each source's spelling of one store", () => {
    expect(storeKey('Epic Games Store')).toBe(storeKey('Epic Game Store'));
    expect(storeKey('Humble Store')).toBe(storeKey('Humble'));
    expect(storeKey('GOG.com')).toBe(storeKey('GOG'));
    expect(storeKey('Uplay')).toBe(storeKey('Ubisoft Store'));
    expect(storeKey('Gamesplanet US')).toBe(storeKey('Gamesplanet'));
    expect(storeKey('Steam')).not.toBe(storeKey('GreenManGaming'));
  });

  it('best_official: a GG.deals retail price (no store named) wins only when strictly cheaper', () => {
    const steam = report('steam', { offers: [offer('Steam', 4.1, 19.99, 79)] });
    const tie = merge([steam, report('ggdeals', { unnamedOfficial: 4.1 })]);
    expect(tie.best_official).toEqual({ price: 4.1, store: 'Steam', cut: 79 });
    const cheaper = merge([steam, report('ggdeals', { unnamedOfficial: 3.3, urls: { ggdeals: 'https://gg.deals/game/x/' } })]);
    expect(cheaper.best_official).toEqual({ price: 3.3, store: null, cut: 83 });
    expect(cheaper.urls.deal).toBe('https://gg.deals/game/x/');
    const alone = merge([report('ggdeals', { unnamedOfficial: 91.99 })]);
    expect(alone.best_official).toEqual({ price: 91.99, store: null, cut: null });
  });

  it('best_keyshop: the GG.deals price, cut against regular_price, rounded and never negative', () => {
    const steam = report('steam', { offers: [offer('Steam', 19.99, 19.99, 0)] });
    expect(merge([steam, report('ggdeals', { keyshop: { price: 3.05, store: null } })]).best_keyshop).toEqual({
      price: 3.05,
      store: null,
      cut: 85,
    });
    expect(merge([steam, report('ggdeals', { keyshop: { price: 24.5, store: 'Kinguin' } })]).best_keyshop).toEqual({
      price: 24.5,
      store: 'Kinguin',
      cut: 0,
    });
    expect(merge([steam]).best_keyshop).toBeNull();
    expect(merge([report('ggdeals', { keyshop: { price: 24.3, store: null } })]).best_keyshop).toEqual({
      price: 24.3,
      store: null,
      cut: null,
    });
  });

  it('all_time_low: the lowest any source reports; store null when unnamed; UTC date', () => {
    const game = merge([
      report('isthereanydeal', { historicalLow: { price: 3.49, store: 'Fanatical', date: '2023-03-02' } }),
      report('cheapshark', { historicalLow: { price: 2.99, store: null, date: '2018-11-24' } }),
      report('ggdeals', { historicalLow: { price: 3.1, store: null, date: null } }),
    ]);
    expect(game.all_time_low).toEqual({ price: 2.99, store: null, date: '2018-11-24' });
  });

  it('all_time_low: on equal prices the report naming the store and date wins', () => {
    const game = merge([
      report('ggdeals', { historicalLow: { price: 3.49, store: null, date: null } }),
      report('cheapshark', { historicalLow: { price: 3.49, store: null, date: '2018-11-24' } }),
      report('isthereanydeal', { historicalLow: { price: 3.49, store: 'Fanatical', date: '2023-03-02' } }),
    ]);
    expect(game.all_time_low).toEqual({ price: 3.49, store: 'Fanatical', date: '2023-03-02' });
  });

  it('all_time_low: a current offer below every reported low is the low, dated today (UTC)', () => {
    const game = merge([
      report('steam', { offers: [offer('Steam', 1.99, 19.99, 90)] }),
      report('cheapshark', { historicalLow: { price: 3.99, store: null, date: '2018-11-24' } }),
    ]);
    expect(game.all_time_low).toEqual({ price: 1.99, store: 'Steam', date: '2026-11-22' });
    expect(merge([report('steam', { offers: [offer('Steam', 1.99, 19.99, 90)] })]).all_time_low).toBeNull();
  });

  it('active_deals: distinct stores with cut > 0; null when no source lists stores', () => {
    const game = merge([
      report('steam', { offers: [offer('Steam', 19.99, 19.99, 0)] }),
      report('cheapshark', { offers: [offer('Steam', 19.99, 19.99, 0), offer('GOG', 5, 20, 75), offer('Voidu', 19.9, 20, 0.4)] }),
    ]);
    expect(game.active_deals).toBe(1);
    expect(merge([report('ggdeals', { unnamedOfficial: 5 })]).active_deals).toBeNull();
    expect(merge([report('isthereanydeal', { offers: [] })]).active_deals).toBe(0);
  });

  it("metacritic: Steam's score, else CheapShark's when non-zero, else null", () => {
    expect(merge([report('steam', { metacritic: 93 }), report('cheapshark', { metacritic: 75 })]).metacritic).toBe(93);
    expect(merge([report('steam', { title: 'x' }), report('cheapshark', { metacritic: 75 })]).metacritic).toBe(75);
    expect(merge([report('cheapshark', { metacritic: 0 })]).metacritic).toBeNull();
    expect(merge([report('isthereanydeal', { title: 'x' })]).metacritic).toBeNull();
  });

  it('one currency per answer: CheapShark (USD) is left out of prices in a euro region', () => {
    const game = merge(
      [
        report('steam', { title: 'Game', currency: 'EUR', offers: [offer('Steam', 4.99, 19.99, 75)] }),
        report('cheapshark', {
          title: 'CS',
          offers: [offer('GameBillet', 1.99, 19.99, 90)],
          historicalLow: { price: 0.99, store: null, date: '2018-01-01' },
          metacritic: 70,
        }),
      ],
      'de',
    );
    expect(game.currency).toBe('EUR');
    expect(game.best_official).toEqual({ price: 4.99, store: 'Steam', cut: 75 });
    expect(game.all_time_low).toBeNull();
    expect(game.active_deals).toBe(1);
    // Not a price: CheapShark's score still counts, and it is listed as having answered.
    expect(game.metacritic).toBe(70);
    expect(game.sources).toEqual(['steam', 'cheapshark']);
  });

  it('one currency per answer: CheapShark counts in a USD answer; another source in a foreign currency does not', () => {
    const game = merge([
      report('steam', { currency: 'USD', offers: [offer('Steam', 19.99, 19.99, 0)] }),
      report('cheapshark', { offers: [offer('GameBillet', 4.23, 19.99, 78.8)] }),
      report('ggdeals', { currency: 'PLN', unnamedOfficial: 1, keyshop: { price: 1, store: null } }),
    ]);
    expect(game.best_official).toEqual({ price: 4.23, store: 'GameBillet', cut: 79 });
    expect(game.best_keyshop).toBeNull();
  });

  it("with only CheapShark in a euro region the currency is the region's and prices are null", () => {
    const game = merge([report('cheapshark', { title: 'CS', offers: [offer('GOG', 5, 20, 75)] })], 'de');
    expect(game).toMatchObject({ title: 'CS', currency: 'EUR', regular_price: null, best_official: null, active_deals: null });
  });

  it('a free Steam game costs 0 at Steam, whatever the currency', () => {
    const game = merge([report('steam', { title: 'Dota 2', currency: null, offers: [offer('Steam', 0, 0, 0)] })], 'gb');
    expect(game).toMatchObject({
      regular_price: 0,
      best_official: { price: 0, store: 'Steam', cut: 0 },
      active_deals: 0,
      currency: 'GBP',
    });
  });

  it('lists every source that answered, in precedence order, and the merged links', () => {
    const game = merge(
      [
        report('ggdeals', { urls: { ggdeals: 'https://gg.deals/game/x/' } }),
        report('steam', { urls: { steam: 'https://store.steampowered.com/app/42/' } }),
      ],
      'us',
      ['ggdeals', 'cheapshark', 'steam'],
    );
    expect(game.sources).toEqual(['steam', 'cheapshark', 'ggdeals']);
    expect(game.urls).toEqual({ steam: 'https://store.steampowered.com/app/42/', ggdeals: 'https://gg.deals/game/x/' });
    expect(game.updated_at).toBe('2026-11-22T23:59:00Z');
    expect(game.stale).toBe(false);
    expect(game.platform_appid).toBe(42);
  });
});
