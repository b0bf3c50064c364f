import { ActionRowBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder, type MessageActionRowComponentBuilder } from 'discord.js';
import { clip, gameName } from '../../../core/chat/chat-text.js';
import type { Translator } from '../../../core/i18n.ports.js';
import type { WishlistAlert, WishlistAnswer, WishlistEntry } from '../../../core/chat/wishlist.types.js';
import { wishlistAlertLines, wishlistAlertTitle, wishlistAnswerLines } from '../../../core/chat/wishlist-text.js';
import type { OutgoingMessage } from '../messenger.js';
import { md, mdClip } from './escape.js';
import { attachChart, storeUrl } from './price-card.js';

/** Button ids: `wl:on:<entry id>` ("Notify me") and `wl:off:<entry id>` ("Stop"), per member who presses. */
export const WISHLIST_PREFIX = 'wl:';
export const WISHLIST_BUTTON = /^wl:(on|off):([a-z0-9]{6})$/;
const COLOR = 0x57f287;
type Row = ActionRowBuilder<MessageActionRowComponentBuilder>;

/** "Notify me" and "Stop" for one game. */
export function wishlistButtons(entryId: string, tr: Translator): Row {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder().setCustomId(`wl:on:${entryId}`).setStyle(ButtonStyle.Primary).setLabel(tr.t('wishlist-button-on')),
    new ButtonBuilder().setCustomId(`wl:off:${entryId}`).setStyle(ButtonStyle.Secondary).setLabel(tr.t('wishlist-button-off')),
  );
}

/** A message holds at most 5 rows: the list's first 5 games get a row of their own buttons. */
function listRows(entries: readonly WishlistEntry[], tr: Translator): Row[] {
  return entries.slice(0, 5).map((e) =>
    new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
      new ButtonBuilder().setCustomId(`wl:on:${e.id}`).setStyle(ButtonStyle.Primary).setLabel(clip(`🔔 ${gameName(e.title, e.appid)}`, 80)),
      new ButtonBuilder().setCustomId(`wl:off:${e.id}`).setStyle(ButtonStyle.Secondary).setLabel(tr.t('wishlist-button-off')),
    ),
  );
}

/** A `/wishlist` answer as an embed (an embed never pings, whatever a game's title says), with its buttons. */
export function wishlistReply(answer: WishlistAnswer, tr: Translator): OutgoingMessage {
  const lines = wishlistAnswerLines(answer, tr).map((l) => md(l));
  const embed = new EmbedBuilder().setColor(COLOR).setDescription(clip(lines.join('\n'), 4096));
  const components =
    answer.kind === 'added' ? [wishlistButtons(answer.entry.id, tr)] : answer.kind === 'list' ? listRows(answer.entries.map((e) => e.entry), tr) : [];
  return { content: '', embeds: [embed], components, files: [] };
}

/**
 * The alert: the members who asked, mentioned in the content (the only place a mention pings), the alert as an
 * embed with the chart attached as the watch alerts carry it, and the buttons.
 */
export function wishlistAlertMessage(alert: WishlistAlert, tr: Translator): OutgoingMessage & { content: string } {
  const { game } = alert;
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(clip(`🛒 ${wishlistAlertTitle(alert, tr, (name) => mdClip(name, 200))}`, 256))
    .setURL(game.urls.deal ?? storeUrl(game))
    .setDescription(wishlistAlertLines(alert, tr).map((l) => md(l)).join('\n') || tr.t('alert-changed'));
  const files = attachChart(embed, alert.chart, tr);
  const content = alert.members.filter((m) => /^\d{1,25}$/.test(m.userId)).map((m) => `<@${m.userId}>`).join(' ');
  return { content, embeds: [embed], components: [wishlistButtons(alert.entry.id, tr)], files };
}
