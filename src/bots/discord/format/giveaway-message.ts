import { EmbedBuilder } from 'discord.js';
import type { GiveawaysResult } from '../../../../commands/giveaways.js';
import { clip } from '../../../core/chat/chat-text.js';
import { describeGiveawayFilter } from '../../../core/giveaways/giveaway-filter.js';
import { storeName } from '../../../core/giveaways/giveaway-keys.js';
import { endsInText, kindText, worthText } from '../../../core/giveaways/giveaway-text.js';
import type { Giveaway } from '../../../core/giveaways/giveaway.types.js';
import type { OutgoingMessage } from '../messenger.js';
import { md, mdClip } from './escape.js';

const LIVE = 0x2ecc71;
const ENDED = 0x95a5a6;
const COLOR = 0x5865f2;

const details = (g: Giveaway, now: number) =>
  [kindText(g), worthText(g), endsInText(g, now)].filter((p): p is string => p !== null).join(', ');

/** `/giveaways`: one embed, a line each. */
export function giveawaysReply(r: GiveawaysResult): OutgoingMessage {
  const lines = r.giveaways.map((g) => `• [${mdClip(g.title, 150)}](${g.url}) at ${md(storeName(g.store))} (${md(details(g, r.now))})`);
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(clip(`Free to keep: ${describeGiveawayFilter(r.filter)}`, 256))
    .setDescription(clip(lines.join('\n') || 'No giveaway is open right now.', 4096));
  return { content: '', embeds: [embed], components: [] };
}

/** A giveaway post: an embed linking the claim page; ended: grey and struck through. */
export function giveawayEmbed(g: Giveaway, now: number): EmbedBuilder {
  const ended = g.endedAt !== null || (g.endsAt !== null && g.endsAt <= now);
  const embed = new EmbedBuilder()
    .setColor(ended ? ENDED : LIVE)
    .setTitle(clip(`${ended ? '⛔ Ended: ' : '🎁 '}${g.title}`, 256))
    .addFields(
      { name: 'Store', value: mdClip(storeName(g.store), 200), inline: true },
      { name: 'Status', value: ended ? 'ended' : md(details(g, now)), inline: true },
    );
  if (!ended) embed.setURL(g.url);
  if (g.endsAt !== null && !ended) embed.setTimestamp(g.endsAt).setFooter({ text: 'Ends' });
  if (g.image && !ended) embed.setThumbnail(g.image);
  return embed;
}
