import { describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/core/deals/deal.types.js';
import { dealPostText } from '../../../src/bots/telegram/deal-format.js';
import { gameCard } from '../../../src/bots/telegram/format.js';
import type { Game } from '../../../src/core/prices/price.types.js';
import { english } from '../../helpers/translations.js';

const en = await english();

/**
 * Issue 37 item 8: control characters and lone surrogates in upstream titles reached Telegram posts (a lone
 * surrogate cannot be sent as UTF-8 at all). They are stripped, as the Atom feed strips what XML cannot carry.
 */
const HOSTILE = 'Bad\u0000Game\u0007 \uD800Edition\u001b[31m\nTwo\uDC00';
const T = Date.UTC(2026, 10, 1);
const deal: Deal = {
  id: 'cheapshark:1:1', source: 'cheapshark', gameId: '1', shopId: '1', title: HOSTILE, shop: 'Sho\u0008p\uDBFF', price: 1.99, regular: 9.99,
  cut: 80, currency: 'USD', region: 'us', url: 'https://shop.example/deal', image: null, expiresAt: null, firstSeenAt: T, updatedAt: T,
  seenAt: T, endedAt: null, version: 1, queries: ['cut:80'],
};
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('upstream titles in Telegram posts', () => {
  it('lose their control characters and lone surrogates, keeping the words', () => {
    const texts = [
      dealPostText(deal, en),
      dealPostText({ ...deal, endedAt: T }, en),
      gameCard({
        platform_appid: 1, title: HOSTILE, region: 'us', currency: 'USD', regular_price: 9.99,
        best_official: { price: 1.99, store: 'Steam', cut: 80, url: 'https://example.com/deal' },
        best_keyshop: { price: 1.5, store: 'Keys', cut: 85, url: 'https://example.com/key' },
        all_time_low: { price: 0.99, store: 'Steam', date: '2020-01-01' }, active_deals: 1, metacritic: 80,
        urls: { steam: 'https://store.steampowered.com/app/1', deal: 'https://example.com/d' },
      } as unknown as Game, en),
    ];
    for (const text of texts) {
      expect(wellFormed(text)).toBe(true);
      expect(text).not.toMatch(CONTROL);
      expect(text).toContain('BadGame Edition[31m Two');
    }
    expect(texts[0]).toContain('at Shop');
  });
});
