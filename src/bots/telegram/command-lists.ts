import type { Api } from 'grammy';
import { COMMANDS } from '../../../commands/index.js';
import type { Translations } from '../../core/i18n.ports.js';

/** Telegram's limit on a command list entry's description. */
const MAX_DESCRIPTION = 256;

/** The command menu in one language: English names (Telegram allows only a-z, 0-9 and _), translated descriptions. */
export function commandList(translations: Translations, locale: string): Array<{ command: string; description: string }> {
  const tr = translations.translator(locale);
  return COMMANDS.map((c) => ({ command: c.name, description: tr.t(`cmd-${c.name}`).slice(0, MAX_DESCRIPTION) }));
}

/**
 * The default (English) command list, and one per other locale present with its language code, so a user's
 * Telegram shows the menu in their app's language. Telegram matches `language_code` on the two-letter language
 * (pt-BR → pt), so a locale with a region is set under its language.
 */
export async function setCommandLists(api: Api, translations: Translations): Promise<void> {
  await api.setMyCommands(commandList(translations, 'en'));
  const done = new Set<string>();
  for (const locale of translations.locales) {
    const language = locale.split('-')[0].toLowerCase();
    if (language === 'en' || done.has(language) || !/^[a-z]{2}$/.test(language)) continue;
    done.add(language);
    await api.setMyCommands(commandList(translations, locale), { language_code: language as never });
  }
}
