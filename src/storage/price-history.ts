import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { PriceHistoryStore } from '../core/prices/history/history.ports.js';
import type { HistoryKind, HistoryPoint, HistorySeries, HistoryWrite, ReportedLow, ReportedLows } from '../core/prices/history/history.types.js';
import { DAY_MS, HOUR_MS, mergePoints } from '../core/prices/history/points.js';
import { thinPoints } from '../core/prices/history/thin.js';
import { DurableJsonFile } from './json-file.js';

/** Series are spread over this many files by appid, so a batch rewrites only the files it touched. */
const SHARDS = 64;
const KIND_CODES: Record<HistoryKind, string> = { official: 'o', keyshop: 'k', regular: 'r', steam: 's' };
const CODE_KINDS: Record<string, HistoryKind> = { o: 'official', k: 'keyshop', r: 'regular', s: 'steam' };

const storedLow = z.object({ price: z.number(), shop: z.string().nullable(), date: z.string().nullable() }).nullable();
/** A point on disk: [at, kind code, price, regular, cut, shop] (a sixth of the size of named fields). */
const storedPoint = z.tuple([z.number(), z.enum(['o', 'k', 'r', 's']), z.number(), z.number().nullable(), z.number().nullable(), z.string().nullable()]);
const storedSeries = z.object({
  currency: z.string(),
  points: z.array(storedPoint),
  lastSeenAt: z.number(),
  reported: z.object({ official: storedLow, keyshop: storedLow }),
  importedAt: z.number().nullable(),
  rev: z.number(),
  compactedAt: z.number(),
});
type StoredSeries = z.output<typeof storedSeries>;
interface Shard {
  series: Record<string, StoredSeries>;
}

export interface LowdbPriceHistoryOptions {
  /** Writes within this many ms are gathered into one per file. */
  writeDelayMs?: number;
  /** Told about a series that could not be read back (it is skipped). */
  onUnreadable?: (key: string) => void;
  /** Told when a batch could not be written (it is tried again with the next one). */
  onWriteError?: (error: unknown) => void;
}

/**
 * Price history in `<dataDir>/price-history/NN.json` (64 files by appid). Reads come from memory; writes
 * are batched per file through the one atomic write scheme of the lowdb stores.
 */
export class LowPriceHistory implements PriceHistoryStore {
  readonly #dir: string;
  readonly #shards = new Map<number, Promise<{ file: DurableJsonFile<Shard>; data: Shard }>>();
  readonly #dirty = new Set<number>();
  readonly #writeDelayMs: number;
  readonly #onUnreadable: (key: string) => void;
  readonly #onWriteError: (error: unknown) => void;
  #timer: Promise<void> | undefined;

  private constructor(dir: string, opts: LowdbPriceHistoryOptions) {
    this.#dir = dir;
    this.#writeDelayMs = opts.writeDelayMs ?? 1000;
    this.#onUnreadable = opts.onUnreadable ?? (() => {});
    this.#onWriteError = opts.onWriteError ?? (() => {});
  }

  static async open(dataDir: string, opts: LowdbPriceHistoryOptions = {}): Promise<LowPriceHistory> {
    const dir = join(dataDir, 'price-history');
    await mkdir(dir, { recursive: true });
    return new LowPriceHistory(dir, opts);
  }

  async apply(writes: readonly HistoryWrite[]): Promise<void> {
    for (const w of writes) {
      const index = shardOf(w.appid);
      const { data } = await this.#shard(index);
      const key = `${w.region}:${w.appid}`;
      let s = Object.hasOwn(data.series, key) ? data.series[key] : undefined;
      // A series whose currency changed starts over: amounts in two currencies cannot share one line.
      if (!s || s.currency !== w.currency) {
        s = { currency: w.currency, points: [], lastSeenAt: w.seenAt, reported: { official: null, keyshop: null }, importedAt: null, rev: (s?.rev ?? 0) + 1, compactedAt: 0 };
        data.series[key] = s;
      }
      const merged = mergePoints(s.points.map(fromStored), w.points);
      let changed = merged.changed;
      if (merged.changed) s.points = merged.points.map(toStored);
      s.lastSeenAt = Math.max(s.lastSeenAt, w.seenAt);
      for (const kind of ['official', 'keyshop'] as const) {
        const low = w.reported?.[kind];
        if (low && (s.reported[kind] === null || low.price < s.reported[kind]!.price)) {
          s.reported[kind] = { ...low };
          changed = true;
        }
      }
      if (w.importedAt !== undefined) {
        s.importedAt = w.importedAt;
        changed = true;
      }
      if (changed) s.rev++;
      this.#dirty.add(index);
    }
    // Memory is the truth for this process; the files follow within writeDelayMs (failures are reported there).
    this.#scheduleWrite();
  }

  async read(appid: number, region: string): Promise<HistorySeries | null> {
    const { data } = await this.#shard(shardOf(appid));
    const key = `${region}:${appid}`;
    if (!Object.hasOwn(data.series, key)) return null;
    const s = data.series[key];
    return {
      appid,
      region,
      currency: s.currency,
      points: s.points.map(fromStored),
      lastSeenAt: s.lastSeenAt,
      reported: { official: copyLow(s.reported.official), keyshop: copyLow(s.reported.keyshop) },
      importedAt: s.importedAt,
      rev: s.rev,
    };
  }

  async meta(appid: number, region: string): Promise<{ rev: number; importedAt: number | null } | null> {
    const { data } = await this.#shard(shardOf(appid));
    const key = `${region}:${appid}`;
    return Object.hasOwn(data.series, key) ? { rev: data.series[key].rev, importedAt: data.series[key].importedAt } : null;
  }

  /** Every readable series, shard by shard (`npm run migrate-data` moves them to PostgreSQL). */
  async *all(): AsyncGenerator<HistorySeries> {
    for (let index = 0; index < SHARDS; index++) {
      const { data } = await this.#shard(index);
      for (const key of Object.keys(data.series)) {
        const [region, appid] = key.split(':');
        const series = await this.read(Number(appid), region);
        if (series) yield series;
      }
    }
  }

  /** Thins every loaded series not compacted in the last hour and drops series unseen for the whole retention. */
  async compact(now: number, retentionDays: number): Promise<number> {
    let rewritten = 0;
    for (let index = 0; index < SHARDS; index++) {
      const { data } = await this.#shard(index);
      for (const [key, s] of Object.entries(data.series)) {
        if (now - s.lastSeenAt > retentionDays * DAY_MS) {
          delete data.series[key];
          this.#dirty.add(index);
          continue;
        }
        if (now - s.compactedAt < HOUR_MS) continue;
        const thinned = thinPoints(s.points.map(fromStored), now, retentionDays);
        if (thinned.length !== s.points.length) s.rev++;
        s.points = thinned.map(toStored);
        s.compactedAt = now;
        this.#dirty.add(index);
        rewritten++;
      }
    }
    this.#scheduleWrite();
    return rewritten;
  }

  async flush(): Promise<void> {
    await this.#timer;
  }

  #shard(index: number): Promise<{ file: DurableJsonFile<Shard>; data: Shard }> {
    let shard = this.#shards.get(index);
    if (!shard) {
      shard = this.#load(index);
      this.#shards.set(index, shard);
    }
    return shard;
  }

  async #load(index: number): Promise<{ file: DurableJsonFile<Shard>; data: Shard }> {
    const file = new DurableJsonFile<Shard>(join(this.#dir, `${String(index).padStart(2, '0')}.json`));
    const data: Shard = { series: {} };
    let raw: unknown = null;
    try {
      raw = await file.read(z.custom<Shard>());
    } catch {
      this.#onUnreadable(`shard ${index}`);
    }
    const series = z.object({ series: z.record(z.string(), z.unknown()) }).safeParse(raw);
    if (series.success) {
      for (const [key, value] of Object.entries(series.data.series)) {
        const parsed = storedSeries.safeParse(value);
        if (parsed.success && /^[a-z]{2}:\d{1,10}$/.test(key)) data.series[key] = parsed.data;
        else this.#onUnreadable(key);
      }
    }
    return { file, data };
  }

  #scheduleWrite(): void {
    this.#timer ??= new Promise<void>((resolve) => {
      setTimeout(() => {
        const dirty = [...this.#dirty];
        this.#dirty.clear();
        Promise.all(
          dirty.map(async (index) => {
            const { file, data } = await this.#shard(index);
            try {
              await file.write(data);
            } catch (err) {
              this.#dirty.add(index);
              throw err;
            }
          }),
        )
          .catch((err: unknown) => this.#onWriteError(err))
          .finally(() => {
            this.#timer = undefined;
            resolve();
          });
      }, this.#writeDelayMs);
    });
  }
}

function shardOf(appid: number): number {
  return appid % SHARDS;
}

function toStored(p: HistoryPoint): z.output<typeof storedPoint> {
  return [p.at, KIND_CODES[p.kind] as 'o', p.price, p.regular, p.cut, p.shop];
}

function fromStored(p: z.output<typeof storedPoint>): HistoryPoint {
  return { at: p[0], kind: CODE_KINDS[p[1]], price: p[2], regular: p[3], cut: p[4], shop: p[5] };
}

function copyLow(low: ReportedLow | null): ReportedLow | null {
  return low ? { ...low } : null;
}

export type { ReportedLows };
