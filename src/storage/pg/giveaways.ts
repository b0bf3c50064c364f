import type pg from 'pg';
import { giveawaySchema } from '../../core/giveaways/giveaway.schema.js';
import type { GiveawayStore } from '../../core/giveaways/giveaway.ports.js';
import type { Giveaway } from '../../core/giveaways/giveaway.types.js';

/** Rows per INSERT (a poll writes back every listed giveaway, a few hundred at most). */
const BATCH = 500;

/** Tracked giveaways in PostgreSQL, the whole record in `record`. */
export class PgGiveawayStore implements GiveawayStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (id: string) => void = () => undefined,
  ) {}

  async list(endedSince: number): Promise<Giveaway[]> {
    const { rows } = await this.pool.query<{ record: unknown }>(
      'SELECT record FROM giveaways WHERE ended_at IS NULL OR ended_at >= $1 ORDER BY first_seen_at DESC, id',
      [endedSince],
    );
    const out: Giveaway[] = [];
    for (const row of rows) {
      const parsed = giveawaySchema.safeParse(row.record);
      if (parsed.success) out.push(parsed.data);
      else this.onBad(String((row.record as { id?: unknown } | null)?.id ?? '?'));
    }
    return out;
  }

  async put(giveaways: readonly Giveaway[]): Promise<void> {
    const unique = [...new Map(giveaways.map((g) => [g.id, g])).values()];
    for (let at = 0; at < unique.length; at += BATCH) {
      const values: unknown[] = [];
      const rows = unique.slice(at, at + BATCH).map((g, i) => {
        values.push(g.id, g.firstSeenAt, g.endedAt, JSON.stringify(g));
        return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`;
      });
      await this.pool.query(
        `INSERT INTO giveaways (id, first_seen_at, ended_at, record) VALUES ${rows.join(', ')}
         ON CONFLICT (id) DO UPDATE SET ended_at = EXCLUDED.ended_at, record = EXCLUDED.record`,
        values,
      );
    }
  }

  async prune(before: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>('DELETE FROM giveaways WHERE ended_at < $1 RETURNING id', [before]);
    return rows.map((r) => r.id);
  }

  async flush(): Promise<void> {}
}
