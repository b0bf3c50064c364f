import type { LocaleString } from 'discord.js';
import type { MessageArgs, Translations } from '../../core/i18n.ports.js';

/** The languages Discord's clients may run in (its `locale` values); a localisation for any other is refused. */
const DISCORD_LOCALES = [
  'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro', 'fi',
  'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko',
] as const;

/** Discord's rule for command and option names: lower case, 1–32 letters, digits, - or _. */
const NAME = /^[-_\p{L}\p{N}]{1,32}$/u;

/**
 * Each Discord locale some catalogue locale serves, with that locale: the same tag, or a catalogue locale without
 * a region for every Discord variant of its language (`es` serves es-ES and es-419). English is the registration's
 * own text, so it is not repeated.
 */
export function discordLocales(translations: Translations): Array<{ discord: LocaleString; locale: string }> {
  const out: Array<{ discord: LocaleString; locale: string }> = [];
  for (const discord of DISCORD_LOCALES) {
    const locale = translations.locales.find((l) => l !== 'en' && (l.toLowerCase() === discord.toLowerCase() || (!l.includes('-') && discord.split('-')[0] === l)));
    if (locale) out.push({ discord: discord as LocaleString, locale });
  }
  return out;
}

/** `name_localizations` or `description_localizations` for one catalogue message; a name Discord would refuse is left out. */
export function localised(
  translations: Translations,
  locales: ReturnType<typeof discordLocales>,
  id: string,
  kind: 'name' | 'description',
  args?: MessageArgs,
): Partial<Record<'name_localizations' | 'description_localizations', Partial<Record<LocaleString, string>>>> {
  const map: Partial<Record<LocaleString, string>> = {};
  for (const { discord, locale } of locales) {
    const text = translations.translator(locale).t(id, args);
    if (text === id) continue;
    if (kind === 'name') {
      if (NAME.test(text) && text === text.toLowerCase()) map[discord] = text;
    } else {
      map[discord] = text.slice(0, 100);
    }
  }
  if (Object.keys(map).length === 0) return {};
  return kind === 'name' ? { name_localizations: map } : { description_localizations: map };
}
