import type { Redis } from 'ioredis';
import type pg from 'pg';
import { z } from 'zod';
import { formatDate } from '../../core/clock.js';
import type { Clock } from '../../core/clock.ports.js';
import type { ApiKeyRecord } from '../../core/sessions/session.ports.js';
import type { FlagState } from '../../core/tools/flags.ports.js';
import type { AppStore } from '../app-store.js';

const CHANNEL = 'gametools:state-changed';
/** Analytics older than this many days are dropped, as in the embedded store. */
const EVENT_DAYS_KEPT = 90;

const keyRow = z.object({
  id: z.string(),
  label: z.string(),
  hash: z.string(),
  created_at: z.coerce.number(),
  last_used_at: z.coerce.number().nullable(),
  revoked_at: z.coerce.number().nullable(),
});

export interface DayCounts {
  tool_start: number;
  error: number;
}

/**
 * API keys, feature flags, tool use counts and daily events in PostgreSQL, for every process. Reads that sit on
 * hot paths (flags on every enqueue, keys on every keyed request, use counts in the tool list) come from a copy
 * in memory, because their ports are synchronous; a process that changes keys or flags tells the others over
 * Redis pub/sub and they read the tables again (milliseconds later). The copy is also read again every few
 * seconds, in case a message was missed while Redis was away.
 */
export class PgAppStore implements AppStore {
  #keys: ApiKeyRecord[] = [];
  #flags: FlagState = { tools: {}, categories: {} };
  #uses = new Map<string, number>();
  #timer: ReturnType<typeof setInterval> | null = null;
  #reloading: Promise<void> | null = null;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly publisher: Redis | null,
    private readonly subscriber: Redis | null,
    private readonly onError: (err: unknown) => void,
  ) {}

  static async open(opts: {
    pool: pg.Pool;
    clock: Clock;
    publisher?: Redis;
    subscriber?: Redis;
    refreshMs?: number;
    onError?: (err: unknown) => void;
  }): Promise<PgAppStore> {
    const state = new PgAppStore(opts.pool, opts.clock, opts.publisher ?? null, opts.subscriber ?? null, opts.onError ?? (() => undefined));
    await state.reload();
    if (opts.subscriber) {
      opts.subscriber.on('message', (channel: string) => {
        if (channel === CHANNEL) void state.reload().catch(state.onError);
      });
      await opts.subscriber.subscribe(CHANNEL);
    }
    state.#timer = setInterval(() => void state.reload().catch(state.onError), opts.refreshMs ?? 5_000);
    state.#timer.unref();
    return state;
  }

  /** Reads keys, flags and use counts again (coalesced: concurrent calls share one read). */
  reload(): Promise<void> {
    this.#reloading ??= this.#load().finally(() => (this.#reloading = null));
    return this.#reloading;
  }

  /**
   * Reads the flags table again now. The job service calls this before it admits or starts a job, so a switch
   * made on any process holds for the very next job everywhere, without waiting for the pub/sub message.
   */
  async refreshFlags(): Promise<void> {
    this.#flags = await this.#readFlags();
  }

  async #readFlags(): Promise<FlagState> {
    const { rows } = await this.pool.query<{ scope: 'tool' | 'category'; name: string; enabled: boolean }>(
      'SELECT scope, name, enabled FROM flags',
    );
    const flags: FlagState = { tools: {}, categories: {} };
    for (const f of rows) (f.scope === 'tool' ? flags.tools : flags.categories)[f.name] = f.enabled;
    return flags;
  }

  async #load(): Promise<void> {
    const [keys, flags, uses] = await Promise.all([
      this.pool.query('SELECT id, label, hash, created_at, last_used_at, revoked_at FROM api_keys ORDER BY created_at, id'),
      this.#readFlags(),
      this.pool.query<{ slug: string; uses: string }>('SELECT slug, uses FROM tool_uses'),
    ]);
    const parsedKeys: ApiKeyRecord[] = [];
    for (const row of keys.rows) {
      const parsed = keyRow.safeParse(row);
      if (!parsed.success) continue;
      const k = parsed.data;
      parsedKeys.push({ id: k.id, label: k.label, hash: k.hash, createdAt: k.created_at, lastUsedAt: k.last_used_at, revokedAt: k.revoked_at });
    }
    this.#keys = parsedKeys;
    this.#flags = flags;
    this.#uses = new Map(uses.rows.map((u) => [u.slug, Number(u.uses)]));
  }

  async #changed(): Promise<void> {
    await this.reload();
    await this.publisher?.publish(CHANNEL, 'x').catch(this.onError);
  }

  // --- API keys

  async listKeys(): Promise<ApiKeyRecord[]> {
    return this.#keys.map((k) => ({ ...k }));
  }

  /** From the copy in memory (every keyed request asks); a revocation reaches it over pub/sub at once. */
  async findByHash(hash: string): Promise<ApiKeyRecord | null> {
    const found = this.#keys.find((k) => k.hash === hash);
    return found ? { ...found } : null;
  }

  async addKey(record: ApiKeyRecord): Promise<void> {
    await this.pool.query(
      'INSERT INTO api_keys (id, label, hash, created_at, last_used_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING',
      [record.id, record.label, record.hash, record.createdAt, record.lastUsedAt, record.revokedAt],
    );
    await this.#changed();
  }

  async updateKey(id: string, patch: Partial<Pick<ApiKeyRecord, 'label' | 'lastUsedAt' | 'revokedAt'>>): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE api_keys SET label = COALESCE($2, label),
                           last_used_at = CASE WHEN $3::boolean THEN $4::bigint ELSE last_used_at END,
                           revoked_at = CASE WHEN $5::boolean THEN $6::bigint ELSE revoked_at END
        WHERE id = $1`,
      [id, patch.label ?? null, 'lastUsedAt' in patch, patch.lastUsedAt ?? null, 'revokedAt' in patch, patch.revokedAt ?? null],
    );
    // "Last used" is informational; only a revocation or a new label must reach the other processes at once.
    if ('revokedAt' in patch || 'label' in patch) await this.#changed();
    return (rowCount ?? 0) > 0;
  }

  // --- Flags

  async readFlags(): Promise<FlagState> {
    return structuredClone(this.#flags);
  }

  async writeFlags(flags: FlagState): Promise<void> {
    const rows = [
      ...Object.entries(flags.tools).map(([name, enabled]) => ['tool', name, enabled] as const),
      ...Object.entries(flags.categories).map(([name, enabled]) => ['category', name, enabled] as const),
    ];
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM flags');
      for (const [scope, name, enabled] of rows) {
        await client.query('INSERT INTO flags (scope, name, enabled) VALUES ($1, $2, $3)', [scope, name, enabled]);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    await this.#changed();
  }

  // --- Activity

  async recordUse(slug: string): Promise<void> {
    this.#uses.set(slug, (this.#uses.get(slug) ?? 0) + 1);
    await this.pool.query('INSERT INTO tool_uses (slug, uses) VALUES ($1, 1) ON CONFLICT (slug) DO UPDATE SET uses = tool_uses.uses + 1', [slug]);
  }

  async recordEvent(event: 'tool_start' | 'error', slug: string): Promise<void> {
    const day = formatDate(this.clock.now());
    const column = event === 'tool_start' ? 'tool_start' : 'error';
    await this.pool.query(
      `INSERT INTO tool_events (day, slug, ${column}) VALUES ($1, $2, 1)
       ON CONFLICT (day, slug) DO UPDATE SET ${column} = tool_events.${column} + 1`,
      [day, slug],
    );
  }

  async useCounts(): Promise<Record<string, number>> {
    return Object.fromEntries(this.#uses);
  }

  eventsByDay(): Promise<Record<string, Record<string, DayCounts>>> {
    return this.events();
  }

  /** day → slug → counts for the last EVENT_DAYS_KEPT days (older ones are dropped here). */
  async events(): Promise<Record<string, Record<string, DayCounts>>> {
    const cutoff = formatDate(this.clock.now() - EVENT_DAYS_KEPT * 86_400_000);
    await this.pool.query('DELETE FROM tool_events WHERE day < $1', [cutoff]);
    const { rows } = await this.pool.query<{ day: string; slug: string; tool_start: number; error: number }>(
      'SELECT day, slug, tool_start, error FROM tool_events',
    );
    const out: Record<string, Record<string, DayCounts>> = {};
    for (const r of rows) (out[r.day] ??= {})[r.slug] = { tool_start: r.tool_start, error: r.error };
    return out;
  }

  /** Every write has committed when its call resolved. */
  async flush(): Promise<void> {}

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.subscriber?.unsubscribe(CHANNEL).catch(() => undefined);
  }
}
