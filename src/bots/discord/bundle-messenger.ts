import { EmbedBuilder, type Client } from 'discord.js';
import type { BundleMessenger } from '../../core/bundles/bundle.ports.js';
import type { Bundle } from '../../core/bundles/bundle.types.js';
import { clip } from '../../core/chat/chat-text.js';
import type { Follow } from '../../core/deals/deal.types.js';
import type { Translator } from '../../core/i18n.ports.js';
import { bundleDetailWords } from '../../i18n/bundle-words.js';
import { followChannel, guildLocaleOf } from './deal-messenger.js';
import { md } from './format/escape.js';
import { GIVEAWAY_POSTS_PER_SECOND } from './giveaway-messenger.js';

/** One embed: the bundle's title linking to it, the site and price, games and time left. */
export function bundleEmbed(b: Bundle, now: number, tr: Translator): EmbedBuilder {
  const embed = new EmbedBuilder()
    .setColor(0x5865f2)
    .setAuthor({ name: clip(tr.t('bundle-new', { store: b.store }), 256) })
    .setTitle(clip(`📦 ${b.title}`, 256))
    .setURL(b.url)
    .setDescription(md(bundleDetailWords(b, now, tr)) || null);
  if (b.endsAt !== null) embed.setTimestamp(b.endsAt).setFooter({ text: tr.t('deal-ends') });
  return embed;
}

/** Bundle posts as channel messages in the channel's language, paced as giveaway posts; the role is pinged. */
export function discordBundleMessenger(
  client: Client<true>,
  isDeadChat: (err: unknown) => boolean,
  wordsFor: (follow: Follow, guildLocale: string | null) => Promise<Translator>,
): BundleMessenger {
  return {
    perSecond: GIVEAWAY_POSTS_PER_SECOND,
    chatGapMs: 1000,
    async post(follow, bundle, now, roleId) {
      const channel = await followChannel(client, follow);
      const tr = await wordsFor(follow, guildLocaleOf(channel));
      const sent = await channel.send({
        content: roleId ? `<@&${roleId}>` : undefined,
        embeds: [bundleEmbed(bundle, now, tr)],
        allowedMentions: { parse: [], roles: roleId ? [roleId] : [] },
      });
      return sent.id;
    },
    isDeadChat,
  };
}
