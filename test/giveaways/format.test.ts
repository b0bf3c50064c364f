import { beforeAll, describe, expect, it } from 'vitest';
import { giveawaysReply, giveawayEmbed } from '../../src/bots/discord/format/giveaway-message.js';
import { giveawayPostText, giveawaysText } from '../../src/bots/telegram/giveaway-format.js';
import { NO_FILTER } from '../../src/core/giveaways/giveaway-filter.js';
import type { Giveaway } from '../../src/core/giveaways/giveaway.types.js';
import type { Translations, Translator } from '../../src/core/i18n.ports.js';
import { testTranslations } from '../helpers/translations.js';
import { pseudoText } from '../i18n/pseudo.js';

const NOW = Date.UTC(2026, 10, 28, 12);
const hostile: Giveaway = {
  id: 'gwabc',
  store: 'steam',
  title: '<b>Evil</b> & [link](https://evil.example) *bold*',
  kind: 'loot',
  worth: { amount: 4.99, currency: 'EUR' },
  startsAt: NOW - 3_600_000,
  endsAt: NOW + 5 * 3_600_000 + 10,
  url: 'https://www.gamerpower.com/open/1?a=1&b="2"',
  image: null,
  sources: ['gamerpower'],
  firstSeenAt: NOW,
  updatedAt: NOW,
  seenAt: NOW,
  endedAt: null,
  version: 1,
};

let all: Translations;
let en: Translator;
beforeAll(async () => {
  all = await testTranslations();
  en = all.translator('en');
});

describe('giveaway texts', () => {
  it('Telegram escapes a hostile title and link, and words the kind, worth and time left', () => {
    const post = giveawayPostText(hostile, NOW, en);
    expect(post).toContain('🎁 <b>&lt;b&gt;Evil&lt;/b&gt; &amp; [link](https://evil.example) *bold*</b>');
    expect(post).toContain('(in-game loot, worth €4.99, ends in 5 hours)');
    expect(post).toContain('href="https://www.gamerpower.com/open/1?a=1&amp;b=&quot;2&quot;"');
    const list = giveawaysText({ giveaways: [hostile], filter: NO_FILTER, now: NOW }, en);
    expect(list).not.toContain('<b>Evil</b>');
    expect(giveawaysText({ giveaways: [], filter: NO_FILTER, now: NOW }, en)).toContain('No giveaway is open right now.');
  });

  it('Discord escapes Markdown in a hostile title, and an ended giveaway drops its link', () => {
    const reply = giveawaysReply({ giveaways: [hostile], filter: NO_FILTER, now: NOW }, en);
    const text = JSON.stringify(reply.embeds);
    expect(text).not.toContain('[link](https://evil.example)');
    const ended = giveawayEmbed({ ...hostile, endedAt: NOW }, NOW, en).toJSON();
    expect(ended.title).toBe(`⛔ Ended: ${hostile.title}`);
    expect(ended.url).toBeUndefined();
    expect(JSON.stringify(ended.fields)).toContain('ended');
  });

  it('words a Telegram post in German: the kind, the worth the German way, and the time left from Intl', () => {
    const de = all.translator('de');
    const post = giveawayPostText(hostile, NOW, de);
    expect(post).toContain('<b>GRATIS</b> zum Behalten bei Steam (In-Game-Beute, Wert 4,99\u00a0€, endet in 5 Stunden)');
    expect(post).toContain('>Bei Steam holen</a>');
    expect(giveawayPostText({ ...hostile, endedAt: NOW }, NOW, de)).toContain('Beendet: Diese Gratisaktion bei Steam ist vorbei.');
    const list = giveawaysText({ giveaways: [hostile], filter: { store: 'steam', kinds: [], gamesOnly: true }, now: NOW }, de);
    expect(list).toContain('<b>Gratis zum Behalten: steam nur Spiele</b>');
    expect(list).toContain('bei Steam (In-Game-Beute, Wert 4,99\u00a0€, endet in 5 Stunden)');
    expect(giveawaysText({ giveaways: [], filter: NO_FILTER, now: NOW }, de)).toBe('<b>Gratis zum Behalten: alle Stores</b>\nGerade läuft keine Gratisaktion.');
  });

  it('words a Discord post and /giveaways in the test locale, every label included', () => {
    const ps = all.translator('ar-XB');
    const live = giveawayEmbed(hostile, NOW, ps).toJSON();
    expect(live.fields?.map((f) => f.name)).toEqual([pseudoText('Store'), pseudoText('Status')]);
    expect(live.footer?.text).toBe(pseudoText('Ends'));
    expect(live.fields?.[1].value).toContain(pseudoText('in-game loot'));
    const ended = giveawayEmbed({ ...hostile, endedAt: NOW }, NOW, ps).toJSON();
    expect(ended.title).toBe(`⛔ ${pseudoText('Ended:')} ${hostile.title}`);
    expect(ended.fields?.[1].value).toBe(pseudoText('ended'));
    const none = JSON.parse(JSON.stringify(giveawaysReply({ giveaways: [], filter: NO_FILTER, now: NOW }, ps).embeds)) as Array<{ title: string; description: string }>;
    expect(none[0].title).toBe(`${pseudoText('Free to keep')}: ${pseudoText('every store')}`);
    expect(none[0].description).toBe(pseudoText('No giveaway is open right now.'));
  });
});
