import { describe, expect, it } from 'vitest';
import { keyshopGap } from '../../../src/core/chat/chat-text.js';

describe('the empty key-reseller offer', () => {
  const offer = { price: 4.5, store: 'Kinguin', cut: 55 };

  it('is explained when GG.deals, the only source of reseller offers, gave no answer', () => {
    expect(keyshopGap({ best_keyshop: null, sources: ['steam', 'cheapshark'] })).toBe(true);
  });

  it('is a plain dash when GG.deals answered that no reseller sells the game, or when there is an offer', () => {
    expect(keyshopGap({ best_keyshop: null, sources: ['steam', 'ggdeals'] })).toBe(false);
    expect(keyshopGap({ best_keyshop: offer, sources: ['steam', 'ggdeals'] })).toBe(false);
  });
});
