import { describe, expect, it } from 'vitest';
import { giveawaysReply, giveawayEmbed } from '../../src/bots/discord/format/giveaway-message.js';
import { giveawayPostText, giveawaysText } from '../../src/bots/telegram/giveaway-format.js';
import { NO_FILTER } from '../../src/core/giveaways/giveaway-filter.js';
import type { Giveaway } from '../../src/core/giveaways/giveaway.types.js';

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

describe('giveaway texts', () => {
  it('Telegram escapes a hostile title and link, and words the kind, worth and time left', () => {
    const post = giveawayPostText(hostile, NOW);
    expect(post).toContain('🎁 <b>&lt;b&gt;Evil&lt;/b&gt; &amp; [link](https://evil.example) *bold*</b>');
    expect(post).toContain('(in-game loot, worth €4.99, ends in 5 hours)');
    expect(post).toContain('href="https://www.gamerpower.com/open/1?a=1&amp;b=&quot;2&quot;"');
    const list = giveawaysText({ giveaways: [hostile], filter: NO_FILTER, now: NOW });
    expect(list).not.toContain('<b>Evil</b>');
    expect(giveawaysText({ giveaways: [], filter: NO_FILTER, now: NOW })).toContain('No giveaway is open right now.');
  });

  it('Discord escapes Markdown in a hostile title, and an ended giveaway drops its link', () => {
    const reply = giveawaysReply({ giveaways: [hostile], filter: NO_FILTER, now: NOW });
    const text = JSON.stringify(reply.embeds);
    expect(text).not.toContain('[link](https://evil.example)');
    const ended = giveawayEmbed({ ...hostile, endedAt: NOW }, NOW).toJSON();
    expect(ended.title).toBe(`⛔ Ended: ${hostile.title}`);
    expect(ended.url).toBeUndefined();
    expect(JSON.stringify(ended.fields)).toContain('ended');
  });
});
