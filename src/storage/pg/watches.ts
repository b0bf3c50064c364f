import type pg from 'pg';
import { chatKey } from '../../core/chat/chat-target.js';
import { watchSchema } from '../../core/chat/watch.schema.js';
import type { Watch } from '../../core/chat/watch.types.js';
import type { WatchStore } from '../../core/chat/watch.ports.js';

/** Rows per INSERT: a price check writes back every watch it looked at. */
const BATCH = 500;

/** Price watches of every chat platform in PostgreSQL, one row each, the whole watch in `record`. */
export class PgWatchStore implements WatchStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (id: string) => void = () => undefined,
  ) {}

  async list(owner?: string): Promise<Watch[]> {
    const { rows } =
      owner === undefined
        ? await this.pool.query('SELECT record FROM watches ORDER BY created_at, id')
        : await this.pool.query('SELECT record FROM watches WHERE owner = $1 ORDER BY created_at, id', [owner]);
    const out: Watch[] = [];
    for (const row of rows as Array<{ record: unknown }>) {
      const parsed = watchSchema.safeParse(row.record);
      if (parsed.success) out.push(parsed.data);
      else this.onBad(String((row.record as { id?: unknown } | null)?.id ?? '?'));
    }
    return out;
  }

  async put(watches: readonly Watch[]): Promise<void> {
    await this.#insert(watches, 'UPDATE SET platform = EXCLUDED.platform, owner = EXCLUDED.owner, chat_key = EXCLUDED.chat_key, record = EXCLUDED.record');
  }

  /** Inserts the watches not stored yet and keeps the stored ones (the importer); answers how many were new. */
  adopt(watches: readonly Watch[]): Promise<number> {
    return this.#insert(watches, 'NOTHING');
  }

  async #insert(watches: readonly Watch[], onConflict: string): Promise<number> {
    // One row may change once per statement: the last copy of an id wins, as in the embedded store.
    const unique = [...new Map(watches.map((w) => [w.id, w])).values()];
    let changed = 0;
    for (let at = 0; at < unique.length; at += BATCH) {
      const part = unique.slice(at, at + BATCH);
      const values: unknown[] = [];
      const rows = part.map((w, i) => {
        values.push(w.id, w.platform, w.owner, chatKey(w.chat), w.createdAt, JSON.stringify(w));
        const p = i * 6;
        return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6})`;
      });
      const result = await this.pool.query(
        `INSERT INTO watches (id, platform, owner, chat_key, created_at, record) VALUES ${rows.join(', ')}
         ON CONFLICT (id) DO ${onConflict}`,
        values,
      );
      changed += result.rowCount ?? 0;
    }
    return changed;
  }

  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.pool.query('DELETE FROM watches WHERE id = ANY($1::text[])', [[...ids]]);
  }

  async disableChat(key: string, at: number): Promise<number> {
    const result = await this.pool.query(
      `UPDATE watches SET record = record || jsonb_build_object('disabledAt', $2::bigint)
       WHERE chat_key = $1 AND (record->>'disabledAt') IS NULL`,
      [key, at],
    );
    return result.rowCount ?? 0;
  }

  /** Every change is committed when its call resolves. */
  async flush(): Promise<void> {}
}
