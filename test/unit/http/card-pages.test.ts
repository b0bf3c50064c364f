import { describe, expect, it } from 'vitest';
import type { Giveaway } from '../../../src/core/giveaways/giveaway.types.js';
import { giveawaysBody } from '../../../src/http/web/pages/giveaways.js';
import { testTranslations } from '../../helpers/translations.js';

const tr = (await testTranslations()).translator('en');
const NOW = Date.UTC(2026, 10, 29, 12);

const giveaway = (title: string, url: string): Giveaway => ({
  id: 'gw1', store: 'steam', title, kind: 'game', worth: null, startsAt: null, endsAt: NOW + 86_400_000, url,
  image: 'https://cdn.example.test/a.jpg', sources: ['gamerpower'], firstSeenAt: 0, updatedAt: 0, seenAt: 0, endedAt: null, version: 1,
});

describe('the giveaways page cards', () => {
  it('escapes a hostile title, links only http(s) addresses, and shows the image only through the proxy link it is given', () => {
    const page = String(
      giveawaysBody({ store: null, kinds: [], gamesOnly: false }, [giveaway('<img src=x onerror=alert(1)>', 'javascript:alert(1)')], NOW, '/feeds/giveaways.atom', tr, (u) =>
        u ? `/img?u=${encodeURIComponent(u)}&s=sig` : null,
      ),
    );
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('javascript:');
    expect(page).toContain('<img src="/img?u=https%3A%2F%2Fcdn.example.test%2Fa.jpg&amp;s=sig"');
    expect(page).not.toContain('src="https://cdn.example.test');
    expect(page).toContain('<span class="shop">at Steam</span>');
  });
});
