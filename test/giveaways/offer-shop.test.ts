import { describe, expect, it } from 'vitest';
import { priceCard } from '../../src/bots/discord/format/price-card.js';
import { gameCard } from '../../src/bots/telegram/format.js';
import { makeGame } from '../helpers/game-factory.js';

/** The card tells one truth (issue 41, item 5): every offer names its shop, also GG.deals' unnamed key reseller. */
describe('price cards name the shop of every offer', () => {
  const game = makeGame({
    sources: ['steam', 'ggdeals'],
    best_official: { price: 9.99, store: 'Steam', cut: 50 },
    best_keyshop: { price: 7.49, store: null, cut: 63 },
  });

  it('Telegram: the key-reseller line says where its price was read', () => {
    const card = gameCard(game);
    expect(card).toContain('Best official offer: <b>$9.99</b> at Steam (−50%)');
    expect(card).toContain('Best key-reseller offer: <b>$7.49</b> at a key reseller via GG.deals (−63%)');
  });

  it('Discord: the same in the embed field', () => {
    const fields = priceCard(game).toJSON().fields ?? [];
    expect(fields.find((f) => f.name === 'Best key reseller')?.value).toBe('$7.49 (−63%)\nat a key reseller via GG.deals');
    expect(fields.find((f) => f.name === 'Best official')?.value).toBe('$9.99 (−50%)\nat Steam');
  });
});
