import type pg from 'pg';
import type { PriceHistoryStore } from '../../core/prices/history/history.ports.js';
import type { HistoryKind, HistoryPoint, HistorySeries, HistoryWrite, ReportedLow } from '../../core/prices/history/history.types.js';
import { DAY_MS, HOUR_MS, hourOf } from '../../core/prices/history/points.js';
import { thinPoints } from '../../core/prices/history/thin.js';
import { inTransaction } from './transaction.js';

export interface PgPriceHistoryOptions {
  pool: pg.Pool;
  /** Writes within this many ms go to the database as one transaction. */
  writeDelayMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
  onWriteError?: (error: unknown) => void;
  /** Series one compaction turn rewrites at most (the rest wait for the next turn). */
  compactBatch?: number;
}

interface SeriesRow {
  currency: string;
  last_seen_at: string;
  official_low: number | null;
  official_low_shop: string | null;
  official_low_date: string | null;
  keyshop_low: number | null;
  keyshop_low_shop: string | null;
  keyshop_low_date: string | null;
  imported_at: string | null;
  rev: string;
}

/**
 * Price history in PostgreSQL, shared by the fleet. Writes gather for a moment and land as one transaction of
 * set-based statements (unnest), so a burst of lookups costs a few round trips, not one per point. The lowest
 * point per kind and hour wins in the table itself (ON CONFLICT … WHERE lower), so two processes recording
 * the same hour agree.
 */
export class PgPriceHistory implements PriceHistoryStore {
  readonly #o: PgPriceHistoryOptions;
  #queue: HistoryWrite[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();

  constructor(opts: PgPriceHistoryOptions) {
    this.#o = opts;
  }

  async apply(writes: readonly HistoryWrite[]): Promise<void> {
    this.#queue.push(...writes.map((w) => structuredClone(w)));
    if (this.#queue.length >= (this.#o.maxBatch ?? 500)) {
      this.#startWrite();
      return;
    }
    this.#timer ??= setTimeout(() => this.#startWrite(), this.#o.writeDelayMs ?? 200);
  }

  async read(appid: number, region: string): Promise<HistorySeries | null> {
    if (this.#queue.some((w) => w.appid === appid && w.region === region)) this.#startWrite();
    await this.#writing;
    const { rows } = await this.#o.pool.query<SeriesRow>(
      `SELECT currency, last_seen_at, official_low::float8 AS official_low, official_low_shop, official_low_date,
              keyshop_low::float8 AS keyshop_low, keyshop_low_shop, keyshop_low_date, imported_at, rev
         FROM price_history_series WHERE appid = $1 AND region = $2`,
      [appid, region],
    );
    if (rows.length === 0) return null;
    const s = rows[0];
    const points = await this.#o.pool.query<{ at: string; kind: HistoryKind; price: number; regular: number | null; cut: number | null; shop: string | null }>(
      `SELECT at, kind, price::float8 AS price, regular::float8 AS regular, cut, shop
         FROM price_history_points WHERE appid = $1 AND region = $2 ORDER BY at, kind`,
      [appid, region],
    );
    return {
      appid,
      region,
      currency: s.currency,
      points: points.rows.map((p) => ({ at: Number(p.at), kind: p.kind, price: p.price, regular: p.regular, cut: p.cut, shop: p.shop })),
      lastSeenAt: Number(s.last_seen_at),
      reported: {
        official: low(s.official_low, s.official_low_shop, s.official_low_date),
        keyshop: low(s.keyshop_low, s.keyshop_low_shop, s.keyshop_low_date),
      },
      importedAt: s.imported_at === null ? null : Number(s.imported_at),
      rev: Number(s.rev),
    };
  }

  async meta(appid: number, region: string): Promise<{ rev: number; importedAt: number | null } | null> {
    if (this.#queue.some((w) => w.appid === appid && w.region === region)) this.#startWrite();
    await this.#writing;
    const { rows } = await this.#o.pool.query<{ rev: string; imported_at: string | null }>(
      'SELECT rev, imported_at FROM price_history_series WHERE appid = $1 AND region = $2',
      [appid, region],
    );
    return rows.length === 0 ? null : { rev: Number(rows[0].rev), importedAt: rows[0].imported_at === null ? null : Number(rows[0].imported_at) };
  }

  async compact(now: number, retentionDays: number): Promise<number> {
    await this.#o.pool.query('DELETE FROM price_history_series WHERE last_seen_at < $1', [now - retentionDays * DAY_MS]);
    const due = await this.#o.pool.query<{ appid: number; region: string }>(
      'SELECT appid, region FROM price_history_series WHERE compacted_at < $1 ORDER BY compacted_at LIMIT $2',
      [now - HOUR_MS, this.#o.compactBatch ?? 500],
    );
    let rewritten = 0;
    for (const { appid, region } of due.rows) {
      await inTransaction(this.#o.pool, async (client) => {
        // Another process compacting the same series skips it instead of waiting.
        const locked = await client.query('SELECT 1 FROM price_history_series WHERE appid = $1 AND region = $2 AND compacted_at < $3 FOR UPDATE SKIP LOCKED', [appid, region, now - HOUR_MS]);
        if (locked.rowCount === 0) return;
        const { rows } = await client.query<{ at: string; kind: HistoryKind; price: number; regular: number | null; cut: number | null; shop: string | null }>(
          `SELECT at, kind, price::float8 AS price, regular::float8 AS regular, cut, shop
             FROM price_history_points WHERE appid = $1 AND region = $2 ORDER BY at, kind`,
          [appid, region],
        );
        const before = rows.map((p) => ({ at: Number(p.at), kind: p.kind, price: p.price, regular: p.regular, cut: p.cut, shop: p.shop }));
        const thinned = thinPoints(before, now, retentionDays);
        if (thinned.length !== before.length) {
          await client.query('DELETE FROM price_history_points WHERE appid = $1 AND region = $2', [appid, region]);
          await insertPoints(client, thinned.map((p) => ({ appid, region, point: p })), false);
        }
        await client.query(
          `UPDATE price_history_series SET compacted_at = $3, rev = rev + CASE WHEN $4 THEN 1 ELSE 0 END WHERE appid = $1 AND region = $2`,
          [appid, region, now, thinned.length !== before.length],
        );
        rewritten++;
      });
    }
    return rewritten;
  }

  async flush(): Promise<void> {
    if (this.#queue.length > 0) this.#startWrite();
    await this.#writing;
  }

  #startWrite(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return;
    this.#writing = this.#writing
      .then(() => this.#write(batch))
      .catch((err: unknown) => (this.#o.onWriteError ?? (() => {}))(err));
  }

  async #write(batch: HistoryWrite[]): Promise<void> {
    // One row per series, with what the batch says about it.
    const series = new Map<string, { w: HistoryWrite; changed: boolean; official: ReportedLow | null; keyshop: ReportedLow | null; importedAt: number | null }>();
    const points = new Map<string, { appid: number; region: string; point: HistoryPoint }>();
    for (const w of batch) {
      const key = `${w.region}:${w.appid}`;
      const held = series.get(key);
      const entry = held ?? { w, changed: false, official: null, keyshop: null, importedAt: null };
      if (held && held.w.currency !== w.currency) {
        // The later write's currency wins; its points replace the earlier ones.
        for (const k of [...points.keys()]) if (k.startsWith(`${key}:`)) points.delete(k);
      }
      entry.w = { ...w, seenAt: Math.max(w.seenAt, held?.w.seenAt ?? 0) };
      entry.changed ||= w.points.length > 0 || Boolean(w.reported?.official || w.reported?.keyshop) || w.importedAt !== undefined;
      entry.official = cheaper(entry.official, w.reported?.official ?? null);
      entry.keyshop = cheaper(entry.keyshop, w.reported?.keyshop ?? null);
      if (w.importedAt !== undefined) entry.importedAt = w.importedAt;
      series.set(key, entry);
      for (const p of w.points) {
        const pk = `${key}:${p.kind}:${hourOf(p.at)}`;
        const prev = points.get(pk);
        if (!prev || p.price < prev.point.price) points.set(pk, { appid: w.appid, region: w.region, point: p });
      }
    }
    const rows = [...series.values()];
    await inTransaction(this.#o.pool, async (client) => {
      const col = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
      // A series in a new currency starts over.
      await client.query(
        `DELETE FROM price_history_points p USING price_history_series s, unnest($1::int[], $2::text[], $3::text[]) AS w(appid, region, currency)
          WHERE s.appid = w.appid AND s.region = w.region AND s.currency <> w.currency AND p.appid = w.appid AND p.region = w.region`,
        [col((r) => r.w.appid), col((r) => r.w.region), col((r) => r.w.currency)],
      );
      await client.query(
        `INSERT INTO price_history_series AS s (appid, region, currency, last_seen_at, official_low, official_low_shop, official_low_date,
                keyshop_low, keyshop_low_shop, keyshop_low_date, imported_at, rev)
         SELECT w.appid, w.region, w.currency, w.seen, w.ol, w.ols, w.old, w.kl, w.kls, w.kld, w.imported, CASE WHEN w.changed THEN 1 ELSE 0 END
           FROM unnest($1::int[], $2::text[], $3::text[], $4::bigint[], $5::numeric[], $6::text[], $7::text[], $8::numeric[], $9::text[], $10::text[], $11::bigint[], $12::boolean[])
             AS w(appid, region, currency, seen, ol, ols, old, kl, kls, kld, imported, changed)
         ON CONFLICT (appid, region) DO UPDATE SET
           last_seen_at = GREATEST(s.last_seen_at, EXCLUDED.last_seen_at),
           official_low = CASE WHEN s.currency <> EXCLUDED.currency THEN EXCLUDED.official_low ELSE LEAST(s.official_low, EXCLUDED.official_low) END,
           official_low_shop = CASE WHEN s.currency <> EXCLUDED.currency OR s.official_low IS NULL OR EXCLUDED.official_low < s.official_low THEN COALESCE(EXCLUDED.official_low_shop, CASE WHEN EXCLUDED.official_low IS NULL THEN s.official_low_shop END) ELSE s.official_low_shop END,
           official_low_date = CASE WHEN s.currency <> EXCLUDED.currency OR s.official_low IS NULL OR EXCLUDED.official_low < s.official_low THEN COALESCE(EXCLUDED.official_low_date, CASE WHEN EXCLUDED.official_low IS NULL THEN s.official_low_date END) ELSE s.official_low_date END,
           keyshop_low = CASE WHEN s.currency <> EXCLUDED.currency THEN EXCLUDED.keyshop_low ELSE LEAST(s.keyshop_low, EXCLUDED.keyshop_low) END,
           keyshop_low_shop = CASE WHEN s.currency <> EXCLUDED.currency OR s.keyshop_low IS NULL OR EXCLUDED.keyshop_low < s.keyshop_low THEN COALESCE(EXCLUDED.keyshop_low_shop, CASE WHEN EXCLUDED.keyshop_low IS NULL THEN s.keyshop_low_shop END) ELSE s.keyshop_low_shop END,
           keyshop_low_date = CASE WHEN s.currency <> EXCLUDED.currency OR s.keyshop_low IS NULL OR EXCLUDED.keyshop_low < s.keyshop_low THEN COALESCE(EXCLUDED.keyshop_low_date, CASE WHEN EXCLUDED.keyshop_low IS NULL THEN s.keyshop_low_date END) ELSE s.keyshop_low_date END,
           imported_at = CASE WHEN s.currency <> EXCLUDED.currency THEN EXCLUDED.imported_at ELSE COALESCE(EXCLUDED.imported_at, s.imported_at) END,
           currency = EXCLUDED.currency,
           rev = s.rev + EXCLUDED.rev + CASE WHEN s.currency <> EXCLUDED.currency THEN 1 ELSE 0 END`,
        [
          col((r) => r.w.appid),
          col((r) => r.w.region),
          col((r) => r.w.currency),
          col((r) => r.w.seenAt),
          col((r) => r.official?.price ?? null),
          col((r) => r.official?.shop ?? null),
          col((r) => r.official?.date ?? null),
          col((r) => r.keyshop?.price ?? null),
          col((r) => r.keyshop?.shop ?? null),
          col((r) => r.keyshop?.date ?? null),
          col((r) => r.importedAt),
          col((r) => r.changed),
        ],
      );
      if (points.size > 0) await insertPoints(client, [...points.values()], true);
    });
  }
}

/** One set-based insert; with `keepLowest` a point already stored for the hour is replaced only by a lower one. */
async function insertPoints(client: pg.PoolClient, list: Array<{ appid: number; region: string; point: HistoryPoint }>, keepLowest: boolean): Promise<void> {
  if (list.length === 0) return;
  const col = <T>(f: (r: (typeof list)[number]) => T) => list.map(f);
  await client.query(
    `INSERT INTO price_history_points AS p (appid, region, kind, bucket, at, price, regular, cut, shop)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::numeric[], $7::numeric[], $8::smallint[], $9::text[])
     ON CONFLICT (appid, region, kind, bucket) DO ${keepLowest ? `UPDATE SET at = EXCLUDED.at, price = EXCLUDED.price, regular = EXCLUDED.regular, cut = EXCLUDED.cut, shop = EXCLUDED.shop WHERE EXCLUDED.price < p.price` : 'NOTHING'}`,
    [
      col((r) => r.appid),
      col((r) => r.region),
      col((r) => r.point.kind),
      col((r) => hourOf(r.point.at)),
      col((r) => r.point.at),
      col((r) => r.point.price),
      col((r) => r.point.regular),
      col((r) => r.point.cut),
      col((r) => r.point.shop),
    ],
  );
}

function low(price: number | null, shop: string | null, date: string | null): ReportedLow | null {
  return price === null ? null : { price, shop, date };
}

function cheaper(a: ReportedLow | null, b: ReportedLow | null): ReportedLow | null {
  if (!a) return b;
  if (!b) return a;
  return b.price < a.price ? b : a;
}
