import { EmbedBuilder } from 'discord.js';
import { clip } from '../../../core/chat/chat-text.js';
import type { DealsPage } from '../../../core/deals/deal.service.js';
import type { Deal, Follow } from '../../../core/deals/deal.types.js';
import type { OutgoingMessage } from '../messenger.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { dealFilterWords, followWords } from '../../../i18n/deal-words.js';
import { md, mdClip } from './escape.js';
import { cardMessage } from './components-v2.js';

const LIVE = 0x2ecc71;
const ENDED = 0x95a5a6;
const COLOR = 0x5865f2;

/** A deal post in the channel's language: an embed linking the source's redirect, with the game's image; ended: struck through and grey. */
export function dealEmbed(deal: Deal, tr: Translator): EmbedBuilder {
  const ended = deal.endedAt !== null;
  const price = md(deal.price === 0 ? tr.t('price-free') : tr.money(deal.price, deal.currency));
  const embed = new EmbedBuilder()
    .setColor(ended ? ENDED : LIVE)
    .setTitle(clip(`${ended ? `⛔ ${tr.t('deal-ended')} ` : deal.price === 0 ? '🎁 ' : ''}${deal.title}`, 256))
    .setURL(deal.url)
    .addFields(
      { name: tr.t('deal-price'), value: ended ? `~~${price}~~ ${md(tr.t('deal-ended-word'))}` : `**${price}**`, inline: true },
      { name: tr.t('deal-regular'), value: md(tr.money(deal.regular, deal.currency)), inline: true },
      { name: tr.t('deal-cut'), value: tr.percent(deal.cut), inline: true },
      { name: tr.t('deal-shop'), value: mdClip(deal.shop, 200), inline: true },
    );
  if (deal.expiresAt !== null && !ended) embed.setTimestamp(deal.expiresAt).setFooter({ text: tr.t('deal-ends') });
  if (deal.image && !ended) embed.setThumbnail(deal.image);
  return embed;
}

/**
 * A deal post as a Components V2 layout: the same facts as `dealEmbed`, the game's image beside the title, a button
 * to the deal; a role to ping leads the layout (a layout message has no content of its own).
 */
export function dealCardV2(deal: Deal, tr: Translator, roleId?: string | null): OutgoingMessage {
  const ended = deal.endedAt !== null;
  const price = md(deal.price === 0 ? tr.t('price-free') : tr.money(deal.price, deal.currency));
  const title = mdClip(`${ended ? `⛔ ${tr.t('deal-ended')} ` : deal.price === 0 ? '🎁 ' : ''}${deal.title}`, 256);
  const facts = [
    `**${tr.t('deal-price')}**: ${ended ? `~~${price}~~ ${md(tr.t('deal-ended-word'))}` : `**${price}**`}`,
    `**${tr.t('deal-regular')}**: ${md(tr.money(deal.regular, deal.currency))}`,
    `**${tr.t('deal-cut')}**: ${tr.percent(deal.cut)}`,
    `**${tr.t('deal-shop')}**: ${mdClip(deal.shop, 200)}`,
  ].join('\n');
  const ends = deal.expiresAt !== null && !ended ? `${tr.t('deal-ends')} <t:${Math.floor(deal.expiresAt / 1000)}:R>` : null;
  return cardMessage({
    accent: ended ? ENDED : LIVE,
    heading: `${roleId ? `<@&${roleId}>\n` : ''}## [${title}](${deal.url})`,
    thumbnail: deal.image && !ended ? { url: deal.image, description: clip(deal.title, 1000) } : null,
    blocks: [facts],
    gallery: null,
    footer: ends,
    links: ended ? [] : [{ label: clip(tr.t('price-at-store', { store: deal.shop }), 80), url: deal.url }],
  });
}

export function dealsReply(r: DealsPage, tr: Translator): OutgoingMessage {
  const price = (d: Deal) => md(d.price === 0 ? tr.t('price-free') : tr.money(d.price, d.currency));
  const lines = r.deals.map(
    (d) => `• [${mdClip(d.title, 150)}](${d.url}): **${price(d)}** (${md(tr.t('price-cut', { percent: tr.percent(d.cut) }))}) ${mdClip(tr.t('price-at-store', { store: d.shop }), 80)}`,
  );
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(clip(tr.t('deals-title', { filter: dealFilterWords(r.filter, tr) }), 256))
    .setDescription(clip(lines.join('\n') || tr.t('deals-none'), 4096))
    .setFooter({ text: tr.t('deals-page', { page: r.page, pages: r.pages }) });
  return { content: '', embeds: [embed], components: [] };
}

const followLine = (f: Follow, tr: Translator) => `\`${f.id}\` ${md(followWords(f, tr))}${f.roleId ? ` (${tr.t('dc-follow-mentions', { role: `<@&${f.roleId}>` })})` : ''}`;

export function followReply(r: { follow: Follow }, tr: Translator): OutgoingMessage {
  return { content: tr.t('dc-following', { filter: md(followWords(r.follow, tr)), id: `\`${r.follow.id}\``, stop: `\`/unfollow ${r.follow.id}\`` }), embeds: [], components: [] };
}

export function followingReply(follows: readonly Follow[], tr: Translator): OutgoingMessage {
  if (follows.length === 0) return { content: tr.t('dc-following-none'), embeds: [], components: [] };
  return { content: clip([`**${tr.t('dc-following-title')}**`, ...follows.map((f) => followLine(f, tr))].join('\n'), 2000), embeds: [], components: [] };
}

export function unfollowReply(removed: readonly Follow[], tr: Translator): OutgoingMessage {
  if (removed.length === 0) return { content: tr.t('unfollow-none'), embeds: [], components: [] };
  return { content: clip([tr.t('unfollow-stopped', { count: removed.length }), ...removed.map((f) => followLine(f, tr))].join('\n'), 2000), embeds: [], components: [] };
}
