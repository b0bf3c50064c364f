import type { Translations, Translator } from '../i18n.ports.js';
import type { LanguageAnswer } from './language.service.js';

/** The languages present, each in its own words: `de (Deutsch), en (English)`. */
export function languageList(translations: Translations, available: readonly string[]): string {
  return available.map((l) => `${l} (${translations.translator(l).t('language-name')})`).join(', ');
}

/** `/language`'s answer as plain text; a new choice is confirmed in the language just chosen. */
export function languageText(answer: LanguageAnswer, translations: Translations, tr: Translator): string {
  switch (answer.kind) {
    case 'set': {
      const chosen = translations.translator(answer.locale);
      return chosen.t(answer.scope === 'chat' ? 'language-set-chat' : 'language-set', { language: chosen.t('language-name') });
    }
    case 'reset':
      return tr.t('language-reset');
    case 'current':
      return `${tr.t('language-current', { language: tr.t('language-name') })}\n${tr.t('language-available', { list: languageList(translations, answer.available) })}`;
    case 'unknown':
      return tr.t('language-unknown', { wanted: answer.wanted, available: languageList(translations, answer.available) });
    case 'admins_only':
      return tr.t('language-admins-only');
  }
}
