import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
  type LocaleString,
  type MessageContextMenuCommandInteraction,
  type RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord.js';
import { runNamed } from '../../../../commands/index.js';
import type { Translations } from '../../../core/i18n.ports.js';
import { discordLocales } from '../command-locales.js';
import { callerOf, targetOf, translatorOf, type BotContext } from '../context.js';
import { discordErrorText, showPrivately } from '../replies.js';

/** The message context-menu command's name (Apps → Make sticker/emoji); Discord shows it as written. */
export const MAKE_STICKER_MENU = 'Make sticker/emoji';

/** The menu entry as `npm run deploy-commands` registers it: any message, in servers, DMs and group DMs alike. */
export function makeStickerMenuJson(translations?: Translations): RESTPostAPIContextMenuApplicationCommandsJSONBody {
  // A message command's name may hold spaces and capitals (1-32 characters), unlike a slash command's.
  const names: Partial<Record<LocaleString, string>> = {};
  for (const { discord, locale } of translations ? discordLocales(translations) : []) {
    const text = translations!.translator(locale).t('menu-make-sticker');
    if (text !== 'menu-make-sticker') names[discord] = text.slice(0, 32);
  }
  return {
    type: ApplicationCommandType.Message,
    name: MAKE_STICKER_MENU,
    ...(Object.keys(names).length > 0 ? { name_localizations: names } : {}),
    integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
    contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
  };
}

/**
 * "Make sticker/emoji" on a message: its first image becomes a server emoji through `/sticker` (the same core call,
 * the same permission rule and delivery); a message without an image is answered with a word, privately.
 */
export async function handleMakeSticker(ctx: BotContext, interaction: MessageContextMenuCommandInteraction): Promise<void> {
  const tr = await translatorOf(ctx, interaction);
  const image = interaction.targetMessage.attachments.find((a) => (a.contentType ?? '').startsWith('image/'));
  if (!image) {
    await showPrivately(interaction, tr.t('sticker-no-image'));
    return;
  }
  await interaction.deferReply();
  const target = targetOf(interaction, ctx.clock, tr.locale);
  try {
    await ctx.limiter.take(`discord:${target.userId}`);
    const stem = image.name.replace(/\.[^.]*$/, '');
    await runNamed(
      'sticker',
      {
        services: ctx.services,
        caller: callerOf(ctx, target, true),
        file: () => ctx.download({ url: image.url, name: image.name, size: image.size }),
        permissions: { member: interaction.memberPermissions?.bitfield ?? null, app: interaction.appPermissions.bitfield },
      },
      { as: 'emoji', name: stem },
    );
  } catch (err) {
    const text = discordErrorText(err, tr);
    if (text === null) throw err;
    await showPrivately(interaction, text);
  }
}
