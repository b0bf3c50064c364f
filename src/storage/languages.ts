import type { LanguageStore } from '../core/chat/language.ports.js';
import { JsonDocument } from './json-file.js';

interface LanguageData {
  choices: Record<string, string>;
}

/** /language choices in one lowdb file (`<DATA_DIR>/languages.json`). */
export class LowLanguageStore implements LanguageStore {
  private constructor(readonly file: JsonDocument<LanguageData>) {}

  static async open(dataDir: string): Promise<LowLanguageStore> {
    const file = await JsonDocument.open<LanguageData>(dataDir, 'languages.json', (read) => {
      const choices: Record<string, string> = {};
      const raw = read?.choices;
      if (raw && typeof raw === 'object') {
        for (const [key, value] of Object.entries(raw as Record<string, unknown>)) if (typeof value === 'string') choices[key] = value;
      }
      return { choices };
    });
    return new LowLanguageStore(file);
  }

  async get(keys: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const key of keys) if (Object.hasOwn(this.file.data.choices, key)) out.set(key, this.file.data.choices[key]);
    return out;
  }

  async set(key: string, locale: string | null): Promise<void> {
    if (locale === null) delete this.file.data.choices[key];
    else this.file.data.choices[key] = locale;
    await this.file.write();
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
