/**
 * The languages people chose with /language, per user and per chat. Keys: `user:<platform>:<user id>` and
 * `chat:<platform>:<chat id>`; the value is a locale tag of the catalogue. Embedded: `languages.json` in
 * DATA_DIR; scaled: the `chat_languages` table (migration 028).
 */
export interface LanguageStore {
  /** The stored choice of each key that has one. */
  get(keys: readonly string[]): Promise<Map<string, string>>;
  /** Stores a choice; null removes it (the platform's language applies again). */
  set(key: string, locale: string | null): Promise<void>;
  flush(): Promise<void>;
}
