import { languageList, languageText } from '../../../core/chat/language-text.js';
import type { LanguageAnswer } from '../../../core/chat/language.service.js';
import type { Translations, Translator } from '../../../core/i18n.ports.js';

/**
 * `/language` on Discord as plain text. A channel's choice (`where: channel`, scope `chat`) is worded as the
 * channel's, and a refusal names who may choose it (members who can manage the channel); a user's own choice is
 * worded as in every chat.
 */
export function discordLanguageText(answer: LanguageAnswer, translations: Translations, tr: Translator): string {
  if (answer.kind === 'admins_only') return tr.t('dc-language-channel-managers');
  if (!('scope' in answer) || answer.scope !== 'chat') return languageText(answer, translations, tr);
  switch (answer.kind) {
    case 'set': {
      const chosen = translations.translator(answer.locale);
      return chosen.t('dc-language-channel-set', { language: chosen.t('language-name') });
    }
    case 'reset':
      return tr.t('dc-language-channel-reset');
    case 'current': {
      const list = tr.t('language-available', { list: languageList(translations, answer.available) });
      const now = answer.locale
        ? tr.t('dc-language-channel-current', { language: translations.translator(answer.locale).t('language-name') })
        : tr.t('dc-language-channel-none');
      return `${now}\n${list}`;
    }
  }
}
