import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
  type LocaleString,
  type RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord.js';
import type { Translations } from '../../core/i18n.ports.js';
import { discordLocales } from './command-locales.js';

/**
 * The message commands (Apps → … on any message). Their registered English names are what an interaction names,
 * so the handler matches on these, whatever language the user's client shows them in.
 */
export const MENU_CONVERT = 'Convert…';
export const MENU_PRICE = 'Price check';

const MENUS = [
  { name: MENU_CONVERT, key: 'dc-menu-convert' },
  { name: MENU_PRICE, key: 'dc-menu-price' },
] as const;

/** Discord's rule for a context-menu name: 1–32 characters; unlike slash commands, capitals and spaces are allowed. */
const MENU_NAME = /^.{1,32}$/u;

/**
 * The message commands as Discord's registration JSON: installable in a server and on a user's account, usable in
 * servers, the bot's DM and group DMs (as the slash commands), with each name in every language present.
 */
export function contextMenuJson(translations?: Translations): RESTPostAPIContextMenuApplicationCommandsJSONBody[] {
  const locales = translations ? discordLocales(translations) : [];
  return MENUS.map(({ name, key }) => {
    const names: Partial<Record<LocaleString, string>> = {};
    for (const { discord, locale } of locales) {
      const text = translations!.translator(locale).t(key);
      if (text !== key && text !== name && MENU_NAME.test(text)) names[discord] = text;
    }
    return {
      type: ApplicationCommandType.Message,
      name,
      ...(Object.keys(names).length > 0 ? { name_localizations: names } : {}),
      integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
      contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
    };
  });
}
