import { describe, expect, it } from 'vitest';
import { bundleEmbed } from '../../../src/bots/discord/bundle-messenger.js';
import { bundlePostText } from '../../../src/bots/telegram/bundle-messenger.js';
import type { Bundle } from '../../../src/core/bundles/bundle.types.js';
import { testTranslations } from '../../helpers/translations.js';

const translations = await testTranslations();
const NOW = Date.UTC(2026, 10, 29, 12);
const D = 86_400_000;

const bundle = (o: Partial<Bundle> = {}): Bundle => ({
  id: 'bn0123456789abcdef0123',
  sourceId: '9001',
  store: 'Fanatical',
  title: 'Build your own <Platinum> Bundle',
  price: { amount: 4.99, currency: 'EUR' },
  games: 5,
  startsAt: NOW - D,
  endsAt: NOW + 3 * D + 3_600_000,
  url: 'https://itad.link/bundle/9001?a="b"',
  firstSeenAt: NOW,
  seenAt: NOW,
  version: 1,
  ...o,
});

describe('bundle posts in the chat’s language', () => {
  it('Telegram: site, escaped title, price via Intl, plural game count, time left, a quoted-safe link', () => {
    expect(bundlePostText(bundle(), NOW, translations.translator('de'))).toBe(
      [
        '📦 Neues Bundle bei Fanatical',
        '<b>Build your own &lt;Platinum&gt; Bundle</b>',
        'ab 4,99\u00a0€, 5 Spiele, endet in 3 Tagen',
        // A quote cannot close the attribute (the source already percent-encodes links; this is the second guard).
        '<a href="https://itad.link/bundle/9001?a=&quot;b&quot;">Bei Fanatical holen</a>',
      ].join('\n'),
    );
    expect(bundlePostText(bundle({ games: 1, price: null, endsAt: null }), NOW, translations.translator('ru'))).toContain('\n1 игра\n');
    expect(bundlePostText(bundle({ games: 5 }), NOW, translations.translator('ru'))).toContain('5 игр,');
  });

  it('Discord: one embed titled and linked to the bundle, its end as the timestamp', () => {
    const embed = bundleEmbed(bundle(), NOW, translations.translator('en')).toJSON();
    expect(embed).toMatchObject({
      title: '📦 Build your own <Platinum> Bundle',
      url: 'https://itad.link/bundle/9001?a="b"',
      author: { name: 'New bundle at Fanatical' },
      description: 'from €4.99, 5 games, ends in 3 days',
      timestamp: new Date(NOW + 3 * D + 3_600_000).toISOString(),
    });
  });
});
