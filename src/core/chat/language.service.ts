import type { Translations } from '../i18n.ports.js';
import type { ChatCaller } from './chat.types.js';
import type { ChatTarget } from './chat-target.js';
import type { LanguageStore } from './language.ports.js';

/** What `/language` answered, as data: each bot words it in the (new) language. */
export type LanguageAnswer =
  | { kind: 'current'; scope: 'user' | 'chat'; locale: string | null; available: readonly string[] }
  | { kind: 'set'; scope: 'user' | 'chat'; locale: string }
  | { kind: 'reset'; scope: 'user' | 'chat' }
  | { kind: 'unknown'; wanted: string; available: readonly string[] }
  | { kind: 'admins_only' };

/** The key a user's own choice is stored under. */
export const userKey = (platform: string, userId: string | number) => `user:${platform}:${userId}`;

/** The key a chat's choice is stored under (a Telegram group's, set by its admins). */
export function chatLanguageKey(target: ChatTarget): string {
  return target.platform === 'telegram' ? `chat:telegram:${target.chatId}` : `chat:discord:${target.channelId}`;
}

/**
 * The /language rules: a user chooses for themself; in a Telegram group the group's administrators choose
 * for the group (every answer and deal post there). A choice must be a language present in the catalogue.
 */
export class LanguageChoices {
  constructor(
    private readonly store: LanguageStore,
    private readonly translations: Pick<Translations, 'locales' | 'pick'>,
  ) {}

  /** The first stored choice among the keys, in order, or null. */
  async chosen(keys: readonly string[]): Promise<string | null> {
    const found = await this.store.get(keys);
    for (const key of keys) {
      const locale = found.get(key);
      // A choice of a language since removed from the catalogue falls through to the platform's.
      if (locale && this.translations.locales.includes(locale)) return locale;
    }
    return null;
  }

  /**
   * `forChannel`: a Discord member chooses for the channel the command came from (its deal and giveaway posts), as
   * a Telegram group's administrators choose for the group; who may manage the chat decides.
   */
  async choose(caller: ChatCaller, wanted: string | undefined, mayManageChat: () => Promise<boolean>, forChannel = false): Promise<LanguageAnswer> {
    const group = (caller.chat.platform === 'telegram' && caller.chat.chatId < 0) || (caller.chat.platform === 'discord' && forChannel);
    const scope = group ? 'chat' : 'user';
    const key = group ? chatLanguageKey(caller.chat) : userKey(caller.platform, caller.userId);
    const available = this.translations.locales;
    const word = wanted?.trim();
    if (!word) return { kind: 'current', scope, locale: (await this.store.get([key])).get(key) ?? null, available };
    if (group && !(await mayManageChat())) return { kind: 'admins_only' };
    if (word.toLowerCase() === 'reset') {
      await this.store.set(key, null);
      return { kind: 'reset', scope };
    }
    const locale = this.translations.pick([word]);
    // pick answers English for anything it does not know: only an asked-for English is English.
    if (locale === 'en' && word.toLowerCase().split(/[-_]/)[0] !== 'en') return { kind: 'unknown', wanted: word, available };
    await this.store.set(key, locale);
    return { kind: 'set', scope, locale };
  }
}
