import type pg from 'pg';
import type { LanguageStore } from '../../core/chat/language.ports.js';

/** /language choices in PostgreSQL (migration 028), shared by every bot process of a fleet. */
export class PgLanguageStore implements LanguageStore {
  constructor(private readonly pool: pg.Pool) {}

  async get(keys: readonly string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const { rows } = await this.pool.query<{ key: string; locale: string }>('SELECT key, locale FROM chat_languages WHERE key = ANY($1)', [keys]);
    return new Map(rows.map((r) => [r.key, r.locale]));
  }

  async set(key: string, locale: string | null): Promise<void> {
    if (locale === null) {
      await this.pool.query('DELETE FROM chat_languages WHERE key = $1', [key]);
      return;
    }
    await this.pool.query(
      `INSERT INTO chat_languages (key, locale, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET locale = EXCLUDED.locale, updated_at = EXCLUDED.updated_at`,
      [key, locale, Date.now()],
    );
  }

  async flush(): Promise<void> {}
}
