import { EmbedBuilder } from 'discord.js';
import type { GiveawaysResult } from '../../../../commands/giveaways.js';
import { clip } from '../../../core/chat/chat-text.js';
import { storeName } from '../../../core/giveaways/giveaway-keys.js';
import { giveawayEnded } from '../../../core/giveaways/giveaway-text.js';
import type { Giveaway } from '../../../core/giveaways/giveaway.types.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { giveawayDetailWords, giveawayFilterWords } from '../../../i18n/giveaway-words.js';
import type { OutgoingMessage } from '../messenger.js';
import { md, mdClip } from './escape.js';

const LIVE = 0x2ecc71;
const ENDED = 0x95a5a6;
const COLOR = 0x5865f2;

/** `/giveaways` in the reader's language: one embed, a line each. */
export function giveawaysReply(r: GiveawaysResult, tr: Translator): OutgoingMessage {
  const lines = r.giveaways.map(
    (g) => `• [${mdClip(g.title, 150)}](${g.url}) ${md(tr.t('price-at-store', { store: storeName(g.store) }))} (${md(giveawayDetailWords(g, r.now, tr))})`,
  );
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(clip(tr.t('giveaways-title', { filter: giveawayFilterWords(r.filter, tr) }), 256))
    .setDescription(clip(lines.join('\n') || tr.t('giveaways-none'), 4096));
  return { content: '', embeds: [embed], components: [] };
}

/** A giveaway post in the channel's language: an embed linking the claim page; ended: grey and struck through. */
export function giveawayEmbed(g: Giveaway, now: number, tr: Translator): EmbedBuilder {
  const ended = giveawayEnded(g, now);
  const embed = new EmbedBuilder()
    .setColor(ended ? ENDED : LIVE)
    .setTitle(clip(`${ended ? `⛔ ${tr.t('giveaway-ended-title')} ` : '🎁 '}${g.title}`, 256))
    .addFields(
      { name: tr.t('giveaway-store'), value: mdClip(storeName(g.store), 200), inline: true },
      { name: tr.t('giveaway-status'), value: ended ? md(tr.t('giveaway-ended')) : md(giveawayDetailWords(g, now, tr)), inline: true },
    );
  if (!ended) embed.setURL(g.url);
  if (g.endsAt !== null && !ended) embed.setTimestamp(g.endsAt).setFooter({ text: tr.t('deal-ends') });
  if (g.image && !ended) embed.setThumbnail(g.image);
  return embed;
}
