import { describe, expect, it } from 'vitest';
import { historyCardV2, priceCardV2 } from '../../../../src/bots/discord/format/price-card.js';
import type { ChartImage } from '../../../../src/core/chat/price-chart.js';
import type { Game } from '../../../../src/core/prices/price.types.js';
import { testTranslations } from '../../../helpers/translations.js';

const tr = (await testTranslations()).translator('en');

const game: Game = {
  title: 'Portal 2', slug: null, platform_appid: 620, regular_price: 9.99, best_official: { price: 1.99, store: 'GOG', cut: 80 },
  best_keyshop: null, all_time_low: { price: 0.99, store: 'Steam', date: '2024-01-01' }, active_deals: 3, metacritic: 95,
  currency: 'USD', region: 'us', updated_at: '2026-11-25T12:00:00Z', stale: false, sources: ['steam'],
  urls: { deal: 'https://deal.example/portal2', isthereanydeal: 'https://isthereanydeal.com/game/portal-2/' },
};
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const chart: ChartImage = { png: PNG, enough: true, lows: { all_time: null, official: null, keyshop: null, steam: null, since_increase: null }, days: 365 };

type Component = { type: number; components?: Component[]; accessory?: Component; items?: Array<{ media: { url: string } }>; url?: string; label?: string };
/** Depth first; a section's accessory comes right after the section. */
const flatten = (list: Component[]): Component[] => list.flatMap((c) => [c, ...(c.accessory ? [c.accessory] : []), ...flatten(c.components ?? [])]);

describe('the price card layout', () => {
  it('shows a drawn chart as a Media Gallery of the attached PNG, and a button per link the game has', () => {
    const message = priceCardV2(game, tr, chart);
    expect(message.flags).toBe(1 << 15);
    const all = flatten(message.components as Component[]);
    expect(all.map((c) => c.type)).toEqual([17, 9, 11, 10, 10, 10, 10, 12, 10, 1, 2, 2, 2]);
    expect(all.find((c) => c.type === 12)!.items).toEqual([{ media: { url: 'attachment://price-history.png' }, description: 'Price history chart' }]);
    expect(message.files).toHaveLength(1);
    expect(all.filter((c) => c.type === 2).map((b) => [b.label, b.url])).toEqual([
      ['Steam', 'https://store.steampowered.com/app/620/'],
      ['Best deal', 'https://deal.example/portal2'],
      ['IsThereAnyDeal', 'https://isthereanydeal.com/game/portal-2/'],
    ]);
  });

  it('says there is too little history instead of drawing a flat chart, and sends no file', () => {
    const message = priceCardV2(game, tr, { ...chart, enough: false });
    expect(flatten(message.components as Component[]).some((c) => c.type === 12)).toBe(false);
    expect(message.files).toEqual([]);
    expect(JSON.stringify(message.components)).toContain('Not enough price history yet');
  });

  it('lays /history out the same way', () => {
    const all = flatten(historyCardV2(game, chart, tr).components as Component[]);
    expect(all.map((c) => c.type)).toEqual([17, 9, 11, 10, 10, 12, 10, 1, 2]);
  });
});
