import { describe, expect, it } from 'vitest';
import { priceCard } from '../../src/bots/discord/format/price-card.js';
import { gameCard } from '../../src/bots/telegram/format.js';
import { makeGame } from '../helpers/game-factory.js';
import { english } from '../helpers/translations.js';

const en = await english();

/** The card tells one truth (issue 41, item 5): every offer names its shop, and one all-time low, the same as the lows'. */
describe('price cards name the shop of every offer', () => {
  const game = makeGame({
    sources: ['steam', 'ggdeals'],
    best_official: { price: 9.99, store: 'Steam', cut: 50 },
    best_keyshop: { price: 7.49, store: null, cut: 63 },
  });

  it('Telegram: the key-reseller line says where its price was read', () => {
    const card = gameCard(game, en);
    expect(card).toContain('Best official offer: <b>$9.99</b> at Steam (−50%)');
    expect(card).toContain('Best key-reseller offer: <b>$7.49</b> at a key reseller via GG.deals (−63%)');
  });

  it('Discord: the same in the embed field', () => {
    const fields = priceCard(game, en).toJSON().fields ?? [];
    expect(fields.find((f) => f.name === 'Best key reseller')?.value).toBe('$7.49 (−63%)\nat a key reseller via GG.deals');
    expect(fields.find((f) => f.name === 'Best official')?.value).toBe('$9.99 (−50%)\nat Steam');
  });
});

describe('one all-time low', () => {
  // The sources' own low is an official store's; the history knows a lower key-reseller price.
  const game = makeGame({ all_time_low: { price: 3.49, store: 'Fanatical', date: '2025-06-01' } });
  const lows = {
    all_time: { price: 1.5, shop: 'Kinguin', date: '2025-09-09' },
    official: { price: 3.49, shop: 'Fanatical', date: '2025-06-01' },
    keyshop: { price: 1.5, shop: 'Kinguin', date: '2025-09-09' },
    steam: null,
    since_increase: null,
  };

  it('Telegram: with the lows, the card names the lowest of every kind as the all-time low; without, the sources’ low', () => {
    expect(gameCard(game, en, lows)).toContain('All-time low: $1.50 at Kinguin on Sep 9, 2025');
    expect(gameCard(game, en, lows)).not.toContain('$3.49');
    expect(gameCard(game, en)).toContain('All-time low: $3.49 at Fanatical on Jun 1, 2025');
  });

  it('Discord: the same', () => {
    const field = (l?: typeof lows) => priceCard(game, en, l).toJSON().fields?.find((f) => f.name === 'All-time low')?.value;
    expect(field(lows)).toBe('$1.50\nKinguin, Sep 9, 2025');
    expect(field()).toBe('$3.49\nFanatical, Jun 1, 2025');
  });
});
