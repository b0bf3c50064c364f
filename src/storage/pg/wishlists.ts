import type pg from 'pg';
import { wishlistEntrySchema } from '../../core/chat/wishlist.schema.js';
import type { WishlistStore } from '../../core/chat/wishlist.ports.js';
import type { WishlistEntry, WishlistMember } from '../../core/chat/wishlist.types.js';

/** Shared wishlists in PostgreSQL (migration 052): entries as JSON records, opt-ins one row per member and game. */
export class PgWishlistStore implements WishlistStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (id: string) => void = () => undefined,
  ) {}

  async list(chatKey?: string): Promise<WishlistEntry[]> {
    const { rows } =
      chatKey === undefined
        ? await this.pool.query('SELECT record FROM wishlist_entries ORDER BY created_at, id')
        : await this.pool.query('SELECT record FROM wishlist_entries WHERE chat_key = $1 ORDER BY created_at, id', [chatKey]);
    const out: WishlistEntry[] = [];
    for (const row of rows as Array<{ record: unknown }>) {
      const parsed = wishlistEntrySchema.safeParse(row.record);
      if (parsed.success) out.push(parsed.data);
      else this.onBad(String((row.record as { id?: unknown } | null)?.id ?? '?'));
    }
    return out;
  }

  async put(entries: readonly WishlistEntry[]): Promise<void> {
    await this.#insert(entries, 'UPDATE SET platform = EXCLUDED.platform, chat_key = EXCLUDED.chat_key, record = EXCLUDED.record');
  }

  /** Inserts the entries not stored yet and keeps the stored ones (the importer); answers how many were new. */
  adopt(entries: readonly WishlistEntry[]): Promise<number> {
    return this.#insert(entries, 'NOTHING');
  }

  /** Inserts the opt-ins not stored yet, of entries that are (the importer); answers how many were new. */
  async adoptMembers(members: readonly WishlistMember[]): Promise<number> {
    let added = 0;
    for (const m of members) {
      const result = await this.pool.query(
        `INSERT INTO wishlist_members (entry_id, user_id, name, opted_at)
         SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM wishlist_entries WHERE id = $1)
         ON CONFLICT (entry_id, user_id) DO NOTHING`,
        [m.entryId, m.userId, m.name, m.at],
      );
      added += result.rowCount ?? 0;
    }
    return added;
  }

  async #insert(entries: readonly WishlistEntry[], onConflict: string): Promise<number> {
    // One row may change once per statement: the last copy of an id wins, as in the embedded store.
    const unique = [...new Map(entries.map((e) => [e.id, e])).values()];
    if (unique.length === 0) return 0;
    const values: unknown[] = [];
    const rows = unique.map((e, i) => {
      values.push(e.id, e.platform, e.chatKey, e.createdAt, JSON.stringify(e));
      const p = i * 5;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5})`;
    });
    const result = await this.pool.query(
      `INSERT INTO wishlist_entries (id, platform, chat_key, created_at, record) VALUES ${rows.join(', ')}
       ON CONFLICT (id) DO ${onConflict}`,
      values,
    );
    return result.rowCount ?? 0;
  }

  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.pool.query('DELETE FROM wishlist_entries WHERE id = ANY($1::text[])', [[...ids]]);
  }

  async setMember(member: WishlistMember, on: boolean): Promise<number> {
    if (on) {
      // An entry removed meanwhile takes no opt-in (the foreign key would refuse it): nothing is inserted then.
      await this.pool.query(
        `INSERT INTO wishlist_members (entry_id, user_id, name, opted_at)
         SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM wishlist_entries WHERE id = $1)
         ON CONFLICT (entry_id, user_id) DO UPDATE SET name = EXCLUDED.name`,
        [member.entryId, member.userId, member.name, member.at],
      );
    } else {
      await this.pool.query('DELETE FROM wishlist_members WHERE entry_id = $1 AND user_id = $2', [member.entryId, member.userId]);
    }
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM wishlist_members WHERE entry_id = $1', [member.entryId]);
    return Number(rows[0]?.n ?? 0);
  }

  async members(entryIds: readonly string[]): Promise<WishlistMember[]> {
    if (entryIds.length === 0) return [];
    const { rows } = await this.pool.query<{ entry_id: string; user_id: string; name: string; opted_at: string }>(
      'SELECT entry_id, user_id, name, opted_at FROM wishlist_members WHERE entry_id = ANY($1::text[]) ORDER BY opted_at, user_id',
      [[...entryIds]],
    );
    return rows.map((r) => ({ entryId: r.entry_id, userId: r.user_id, name: r.name, at: Number(r.opted_at) }));
  }

  async disableChat(chatKey: string, at: number): Promise<number> {
    const result = await this.pool.query(
      `UPDATE wishlist_entries SET record = record || jsonb_build_object('disabledAt', $2::bigint)
       WHERE chat_key = $1 AND (record->>'disabledAt') IS NULL`,
      [chatKey, at],
    );
    return result.rowCount ?? 0;
  }

  /** Every change is committed when its call resolves. */
  async flush(): Promise<void> {}
}
