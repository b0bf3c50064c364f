import { ActionRowBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder } from 'discord.js';
import type { UnclaimedResult } from '../../../../commands/unclaimed.js';
import { reminderButtonId } from '../../../core/giveaways/reminder-buttons.js';
import type { GiveawaysResult } from '../../../../commands/giveaways.js';
import { clip } from '../../../core/chat/chat-text.js';
import { storeName } from '../../../core/giveaways/giveaway-keys.js';
import { giveawayEnded } from '../../../core/giveaways/giveaway-text.js';
import type { Giveaway } from '../../../core/giveaways/giveaway.types.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { giveawayDetailWords, giveawayFilterWords, reminderWords } from '../../../i18n/giveaway-words.js';
import type { OutgoingMessage } from '../messenger.js';
import { md, mdClip } from './escape.js';

const LIVE = 0x2ecc71;
const ENDED = 0x95a5a6;
const COLOR = 0x5865f2;

/** `/giveaways` in the reader's language: one embed, a line each. */
export function giveawaysReply(r: GiveawaysResult, tr: Translator): OutgoingMessage {
  return giveawayList(r.giveaways, r.now, tr.t('giveaways-title', { filter: giveawayFilterWords(r.filter, tr) }), tr.t('giveaways-none'), tr);
}

/** `/unclaimed` in the reader's language: the open giveaways not marked claimed, as `/giveaways` words them. */
export function unclaimedReply(r: UnclaimedResult, tr: Translator): OutgoingMessage {
  return giveawayList(r.giveaways, r.now, tr.t('unclaimed-title'), tr.t('unclaimed-none'), tr);
}

/**
 * A numbered list of giveaways with "Remind me" and "Claimed" for each, numbered as the lines: two giveaways to a
 * row, so ten fit Discord's five rows.
 */
function giveawayList(list: readonly Giveaway[], now: number, title: string, none: string, tr: Translator): OutgoingMessage {
  const lines = list.map(
    (g, i) => `${i + 1}. [${mdClip(g.title, 150)}](${g.url}) ${md(tr.t('price-at-store', { store: storeName(g.store) }))} (${md(giveawayDetailWords(g, now, tr))})`,
  );
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(clip(title, 256))
    .setDescription(clip(lines.join('\n') || none, 4096));
  const rows: Array<ActionRowBuilder<ButtonBuilder>> = [];
  list.slice(0, 10).forEach((g, i) => {
    if (i % 2 === 0) rows.push(new ActionRowBuilder<ButtonBuilder>());
    rows.at(-1)!.addComponents(...reminderButtons(g, tr, `${i + 1}. `));
  });
  return { content: '', embeds: [embed], components: rows };
}

/** "Remind me" and "Claimed" for one giveaway (labels at most 80 characters, Discord's limit). */
function reminderButtons(g: Pick<Giveaway, 'id'>, tr: Translator, prefix = ''): ButtonBuilder[] {
  return [
    new ButtonBuilder().setCustomId(reminderButtonId('remind', g.id)).setStyle(ButtonStyle.Primary).setEmoji('⏰').setLabel(clip(`${prefix}${tr.t('giveaway-remind-button')}`, 80)),
    new ButtonBuilder().setCustomId(reminderButtonId('claimed', g.id)).setStyle(ButtonStyle.Secondary).setEmoji('✅').setLabel(clip(`${prefix}${tr.t('giveaway-claimed-button')}`, 80)),
  ];
}

/** The buttons under a post: both while it is open, none once it ended. */
export function giveawayPostButtons(g: Giveaway, now: number, tr: Translator): Array<ActionRowBuilder<ButtonBuilder>> {
  return giveawayEnded(g, now) ? [] : [new ActionRowBuilder<ButtonBuilder>().addComponents(...reminderButtons(g, tr))];
}

/** The reminder's direct message (markdown), with the claim link. */
export function reminderMessage(g: Giveaway, now: number, tr: Translator): string {
  return `${md(reminderWords(g, now, tr))}\n[${md(tr.t('giveaway-claim-at', { store: storeName(g.store) }))}](${g.url})`;
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
