import { EmbedBuilder } from 'discord.js';
import { clip, formatMoney } from '../../../core/chat/chat-text.js';
import { describeFilter } from '../../../core/deals/deal-filter.js';
import type { DealsPage } from '../../../core/deals/deal.service.js';
import type { Deal, Follow } from '../../../core/deals/deal.types.js';
import type { OutgoingMessage } from '../messenger.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { md, mdClip } from './escape.js';

const LIVE = 0x2ecc71;
const ENDED = 0x95a5a6;
const COLOR = 0x5865f2;

const priceText = (d: Deal) => (d.price === 0 ? 'FREE' : formatMoney(d.price, d.currency));

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

export function dealsReply(r: DealsPage): OutgoingMessage {
  const lines = r.deals.map((d) => `• [${mdClip(d.title, 150)}](${d.url}): **${md(priceText(d))}** (−${d.cut}%) at ${mdClip(d.shop, 60)}`);
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(clip(`Deals: ${describeFilter(r.filter)}`, 256))
    .setDescription(clip(lines.join('\n') || 'Nothing matches right now.', 4096))
    .setFooter({ text: `Page ${r.page} of ${r.pages}` });
  return { content: '', embeds: [embed], components: [] };
}

const followLine = (f: Follow) => `\`${f.id}\` ${md(describeFilter(f.filter))}${f.roleId ? ` (mentions <@&${f.roleId}>)` : ''}`;

export function followReply(r: { follow: Follow; filter: string }): OutgoingMessage {
  return { content: `Following ${md(r.filter)} in this channel (id \`${r.follow.id}\`). \`/unfollow ${r.follow.id}\` stops it.`, embeds: [], components: [] };
}

export function followingReply(follows: readonly Follow[]): OutgoingMessage {
  if (follows.length === 0) return { content: 'This channel follows no deals. Add one with /follow.', embeds: [], components: [] };
  return { content: clip(['**Deals this channel follows**', ...follows.map(followLine)].join('\n'), 2000), embeds: [], components: [] };
}

export function unfollowReply(removed: readonly Follow[]): OutgoingMessage {
  if (removed.length === 0) return { content: 'No such follow here. /following lists them.', embeds: [], components: [] };
  return { content: clip([`Stopped ${removed.length === 1 ? 'this follow' : `${removed.length} follows`}:`, ...removed.map(followLine)].join('\n'), 2000), embeds: [], components: [] };
}
