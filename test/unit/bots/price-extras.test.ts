import { describe, expect, it } from 'vitest';
import { priceCard, priceCardV2 } from '../../../src/bots/discord/format/price-card.js';
import { gameCard } from '../../../src/bots/telegram/format.js';
import { makeGame } from '../../helpers/game-factory.js';
import { testTranslations } from '../../helpers/translations.js';

const translations = await testTranslations();
const en = translations.translator('en');
const de = translations.translator('de');

const game = makeGame({
  title: 'Halo',
  subscriptions: [
    { name: 'Game Pass', leaving_at: '2027-03-01T00:00:00Z', source: 'isthereanydeal' },
    { name: 'EA Play', leaving_at: null, source: 'isthereanydeal' },
  ],
  bundles: [
    {
      store: 'Fanatical',
      title: '<b>Evil</b> [Claim](https://evil.example) Bundle',
      price: 5.99,
      currency: 'USD',
      ends_at: '2099-03-21T23:59:46Z',
      url: 'https://www.fanatical.com/en/bundle/x',
      source: 'isthereanydeal',
    },
  ],
});

describe('bundles and subscriptions on the bot price cards', () => {
  it('Telegram: the subscriptions and the bundle, with money and dates in the reader’s way and a hostile title escaped', () => {
    const card = gameCard(game, en);
    expect(card).toContain('In subscriptions: Game Pass (leaves Mar 1, 2027), EA Play');
    expect(card).toContain('<a href="https://www.fanatical.com/en/bundle/x">&lt;b&gt;Evil&lt;/b&gt; [Claim](https://evil.example) Bundle</a> · Fanatical · from $5.99 · ends');
    expect(card).not.toContain('<b>Evil');
    expect(gameCard(game, de)).toContain('In Abos: Game Pass (verlässt das Abo am 01.03.2027), EA Play');
  });

  it('Discord: a field per list in both layouts, the hostile title unable to make its own link', () => {
    const fields = priceCard(game, en).toJSON().fields ?? [];
    // Discord shows a backslash-escaped bracket as the bracket itself.
    expect(fields.find((f) => f.name === 'In subscriptions')?.value).toBe('Game Pass \\(leaves Mar 1, 2027\\), EA Play');
    const bundles = fields.find((f) => f.name === 'Bundles')?.value ?? '';
    expect(bundles).toContain('\\[Claim\\]\\(https:\\/\\/evil.example\\)');
    expect(bundles).toMatch(/^\[.*\]\(https:\/\/www\.fanatical\.com\/en\/bundle\/x\) · Fanatical · from \$5\.99 · ends /);
    expect(JSON.stringify(priceCardV2(game, en, null).components)).toContain('In subscriptions');
  });

  it('a game in no subscription and no bundle shows neither heading', () => {
    const plain = makeGame({ subscriptions: [], bundles: [] });
    expect(gameCard(plain, en)).not.toContain('subscriptions');
    expect((priceCard(plain, en).toJSON().fields ?? []).map((f) => f.name)).not.toContain('Bundles');
  });
});
