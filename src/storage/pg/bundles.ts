import type pg from 'pg';
import { bundleSchema } from '../../core/bundles/bundle.schema.js';
import type { BundleStore } from '../../core/bundles/bundle.ports.js';
import type { Bundle } from '../../core/bundles/bundle.types.js';

/** Rows per INSERT (a poll writes back one list page: 50 bundles). */
const BATCH = 500;

/** Seen bundles in PostgreSQL, the whole record in `record`. */
export class PgBundleStore implements BundleStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (id: string) => void = () => undefined,
  ) {}

  async list(seenSince: number): Promise<Bundle[]> {
    const { rows } = await this.pool.query<{ record: unknown }>('SELECT record FROM bundles WHERE seen_at >= $1 ORDER BY first_seen_at DESC, id', [seenSince]);
    const out: Bundle[] = [];
    for (const row of rows) {
      const parsed = bundleSchema.safeParse(row.record);
      if (parsed.success) out.push(parsed.data);
      else this.onBad(String((row.record as { id?: unknown } | null)?.id ?? '?'));
    }
    return out;
  }

  async put(bundles: readonly Bundle[]): Promise<void> {
    const unique = [...new Map(bundles.map((b) => [b.id, b])).values()];
    for (let at = 0; at < unique.length; at += BATCH) {
      const values: unknown[] = [];
      const rows = unique.slice(at, at + BATCH).map((b, i) => {
        values.push(b.id, b.firstSeenAt, b.seenAt, JSON.stringify(b));
        return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`;
      });
      // The first sighting stays: a second poller racing the first never makes a seen bundle new again.
      await this.pool.query(
        `INSERT INTO bundles (id, first_seen_at, seen_at, record) VALUES ${rows.join(', ')}
         ON CONFLICT (id) DO UPDATE SET seen_at = GREATEST(bundles.seen_at, EXCLUDED.seen_at),
           record = jsonb_set(EXCLUDED.record, '{firstSeenAt}', to_jsonb(bundles.first_seen_at))`,
        values,
      );
    }
  }

  async prune(before: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>('DELETE FROM bundles WHERE seen_at < $1 RETURNING id', [before]);
    return rows.map((r) => r.id);
  }

  async flush(): Promise<void> {}
}
