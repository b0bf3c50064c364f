import type pg from 'pg';
import type { z } from 'zod';
import { apiWatchSchema, type ApiWatch } from '../../core/webhooks/api-watch.schema.js';
import type { ApiWatchStore } from '../../core/webhooks/api-watch.ports.js';
import {
  pendingDelivery,
  type AttemptOutcome,
  type DueFilter,
  type JobCallbackStore,
  type NewDelivery,
  type WebhookKeyStore,
  type WebhookOutboxStore,
} from '../../core/webhooks/webhook.ports.js';
import {
  jobCallbackSchema,
  webhookDeliverySchema,
  webhookKeySchema,
  type JobCallback,
  type WebhookDelivery,
  type WebhookKey,
} from '../../core/webhooks/webhook.schema.js';

type OnBad = (table: string, id: string) => void;

/** Rows whose record does not read back are reported and skipped, never cast. */
function records<T>(rows: Array<{ record: unknown }>, schema: z.ZodType<T>, table: string, onBad: OnBad): T[] {
  const out: T[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row.record);
    if (parsed.success) out.push(parsed.data);
    else onBad(table, String((row.record as { id?: unknown } | null)?.id ?? '?'));
  }
  return out;
}

const first = <T>(list: T[]): T | null => list[0] ?? null;

/** The webhook outbox in PostgreSQL: each conditional call is one statement, so its check and change are one step. */
export class PgWebhookOutbox implements WebhookOutboxStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: OnBad = () => undefined,
  ) {}

  #read(rows: Array<{ record: unknown }>): WebhookDelivery[] {
    return records(rows, webhookDeliverySchema, 'webhook_deliveries', this.onBad);
  }

  async open(d: NewDelivery, now: number): Promise<{ delivery: WebhookDelivery; created: boolean }> {
    const delivery = pendingDelivery(d, now);
    const inserted = await this.pool.query(
      `INSERT INTO webhook_deliveries (id, key_id, state, created_at, next_attempt_at, record)
       VALUES ($1, $2, 'pending', $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING record`,
      [d.id, d.keyId, d.createdAt, now, JSON.stringify(delivery)],
    );
    if (inserted.rowCount === 1) return { delivery, created: true };
    const existing = await this.get(d.id);
    if (!existing) throw new Error(`webhook delivery ${d.id} neither inserted nor readable`);
    return { delivery: existing, created: false };
  }

  async get(id: string): Promise<WebhookDelivery | null> {
    return first(this.#read((await this.pool.query('SELECT record FROM webhook_deliveries WHERE id = $1', [id])).rows));
  }

  async listDue(now: number, limit: number, due: DueFilter): Promise<WebhookDelivery[]> {
    // Each key's due rows numbered oldest first; rows are then taken by that number, so keys take turns.
    const { rows } = await this.pool.query(
      `SELECT record FROM (
         SELECT record, next_attempt_at, created_at,
                row_number() OVER (PARTITION BY key_id ORDER BY next_attempt_at, created_at) AS turn
         FROM webhook_deliveries
         WHERE state = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
           AND NOT (key_id = ANY($3::text[]))
       ) due
       WHERE turn <= $4
       ORDER BY turn, next_attempt_at, created_at LIMIT $2`,
      [now, limit, [...due.skipKeys], due.perKey],
    );
    return this.#read(rows);
  }

  async expire(createdBefore: number, now: number, reason: string): Promise<WebhookDelivery[]> {
    const { rows } = await this.pool.query(
      `UPDATE webhook_deliveries
       SET state = 'failed', settled_at = $2, holder = NULL, lease_until = NULL,
           record = record || jsonb_build_object('state', 'failed', 'settledAt', $2::bigint, 'lastError', $3::text,
                                                 'holder', NULL, 'leaseUntil', NULL)
       WHERE state = 'pending' AND created_at < $1 AND (lease_until IS NULL OR lease_until <= $2)
       RETURNING record`,
      [createdBefore, now, reason],
    );
    return this.#read(rows);
  }

  async claim(id: string, holder: string, now: number, leaseMs: number): Promise<WebhookDelivery | null> {
    const until = now + leaseMs;
    const { rows } = await this.pool.query(
      `UPDATE webhook_deliveries
       SET holder = $2, lease_until = $3,
           record = record || jsonb_build_object('holder', $2::text, 'leaseUntil', $3::bigint)
       WHERE id = $1 AND state = 'pending' AND next_attempt_at <= $4
         AND (holder IS NULL OR holder = $2 OR lease_until IS NULL OR lease_until <= $4)
       RETURNING record`,
      [id, holder, until, now],
    );
    return first(this.#read(rows));
  }

  async settle(id: string, holder: string, o: AttemptOutcome): Promise<boolean> {
    const patch = { ...o, holder: null, leaseUntil: null };
    const result = await this.pool.query(
      `UPDATE webhook_deliveries
       SET state = $3, next_attempt_at = $4, settled_at = $5, holder = NULL, lease_until = NULL, record = record || $6::jsonb
       WHERE id = $1 AND holder = $2`,
      [id, holder, o.state, o.nextAttemptAt, o.settledAt, JSON.stringify(patch)],
    );
    return result.rowCount === 1;
  }

  async replay(id: string, now: number): Promise<WebhookDelivery | null> {
    const { rows } = await this.pool.query(
      `UPDATE webhook_deliveries
       SET state = 'pending', next_attempt_at = $2, settled_at = NULL,
           record = record || jsonb_build_object('state', 'pending', 'nextAttemptAt', $2::bigint, 'settledAt', NULL)
       WHERE id = $1 RETURNING record`,
      [id, now],
    );
    return first(this.#read(rows));
  }

  async listByKey(keyId: string, limit: number): Promise<WebhookDelivery[]> {
    const { rows } = await this.pool.query(
      'SELECT record FROM webhook_deliveries WHERE key_id = $1 ORDER BY created_at DESC LIMIT $2',
      [keyId, limit],
    );
    return this.#read(rows);
  }

  async countPending(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>("SELECT count(*) AS n FROM webhook_deliveries WHERE state = 'pending'");
    return Number(rows[0]?.n ?? 0);
  }

  async purge(settledBefore: number): Promise<number> {
    const result = await this.pool.query('DELETE FROM webhook_deliveries WHERE settled_at IS NOT NULL AND settled_at < $1', [settledBefore]);
    return result.rowCount ?? 0;
  }
}

/** Signing secrets and pause state per key; the failure count moves in one UPDATE under the row's lock. */
export class PgWebhookKeys implements WebhookKeyStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: OnBad = () => undefined,
  ) {}

  #read(rows: Array<{ record: unknown }>): WebhookKey[] {
    return records(rows, webhookKeySchema, 'webhook_keys', this.onBad);
  }

  async get(keyId: string): Promise<WebhookKey | null> {
    return first(this.#read((await this.pool.query('SELECT record FROM webhook_keys WHERE key_id = $1', [keyId])).rows));
  }

  async ensure(keyId: string, secret: string, now: number): Promise<WebhookKey> {
    const record: WebhookKey = { keyId, secret, createdAt: now, failures: 0, pausedAt: null };
    await this.pool.query('INSERT INTO webhook_keys (key_id, record) VALUES ($1, $2) ON CONFLICT (key_id) DO NOTHING', [
      keyId,
      JSON.stringify(record),
    ]);
    const stored = await this.get(keyId);
    if (!stored) throw new Error(`webhook key ${keyId} neither inserted nor readable`);
    return stored;
  }

  async setSecret(keyId: string, secret: string, now: number): Promise<WebhookKey> {
    const record: WebhookKey = { keyId, secret, createdAt: now, failures: 0, pausedAt: null };
    const { rows } = await this.pool.query(
      `INSERT INTO webhook_keys (key_id, record) VALUES ($1, $2)
       ON CONFLICT (key_id) DO UPDATE SET record = webhook_keys.record || jsonb_build_object('secret', $3::text, 'createdAt', $4::bigint)
       RETURNING record`,
      [keyId, JSON.stringify(record), secret, now],
    );
    return this.#read(rows)[0];
  }

  async recordAttempt(keyId: string, ok: boolean, pauseAfter: number, now: number): Promise<WebhookKey | null> {
    const { rows } = await this.pool.query(
      `UPDATE webhook_keys SET record = CASE
         WHEN $2 THEN record || '{"failures": 0}'::jsonb
         ELSE record || jsonb_build_object(
           'failures', (record->>'failures')::int + 1,
           'pausedAt', CASE WHEN jsonb_typeof(record->'pausedAt') = 'null' AND (record->>'failures')::int + 1 >= $3
                            THEN to_jsonb($4::bigint) ELSE record->'pausedAt' END)
       END
       WHERE key_id = $1 RETURNING record`,
      [keyId, ok, pauseAfter, now],
    );
    return first(this.#read(rows));
  }

  async resume(keyId: string): Promise<WebhookKey | null> {
    const { rows } = await this.pool.query(
      `UPDATE webhook_keys SET record = record || '{"failures": 0, "pausedAt": null}'::jsonb WHERE key_id = $1 RETURNING record`,
      [keyId],
    );
    return first(this.#read(rows));
  }

  async list(): Promise<WebhookKey[]> {
    return this.#read((await this.pool.query('SELECT record FROM webhook_keys ORDER BY key_id')).rows);
  }
}

export class PgJobCallbacks implements JobCallbackStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: OnBad = () => undefined,
  ) {}

  #read(rows: Array<{ record: unknown }>): JobCallback[] {
    return records(rows, jobCallbackSchema, 'webhook_callbacks', this.onBad);
  }

  async put(c: JobCallback): Promise<void> {
    await this.pool.query(
      `INSERT INTO webhook_callbacks (job_id, created_at, record) VALUES ($1, $2, $3)
       ON CONFLICT (job_id) DO UPDATE SET record = EXCLUDED.record`,
      [c.jobId, c.createdAt, JSON.stringify(c)],
    );
  }

  async get(jobId: string): Promise<JobCallback | null> {
    return first(this.#read((await this.pool.query('SELECT record FROM webhook_callbacks WHERE job_id = $1', [jobId])).rows));
  }

  async list(limit: number): Promise<JobCallback[]> {
    return this.#read((await this.pool.query('SELECT record FROM webhook_callbacks ORDER BY created_at LIMIT $1', [limit])).rows);
  }

  async delete(jobId: string): Promise<void> {
    await this.pool.query('DELETE FROM webhook_callbacks WHERE job_id = $1', [jobId]);
  }
}

export class PgApiWatches implements ApiWatchStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: OnBad = () => undefined,
  ) {}

  #read(rows: Array<{ record: unknown }>): ApiWatch[] {
    return records(rows, apiWatchSchema, 'api_watches', this.onBad);
  }

  async list(keyId?: string): Promise<ApiWatch[]> {
    const { rows } =
      keyId === undefined
        ? await this.pool.query('SELECT record FROM api_watches ORDER BY created_at')
        : await this.pool.query('SELECT record FROM api_watches WHERE key_id = $1 ORDER BY created_at', [keyId]);
    return this.#read(rows);
  }

  async get(id: string): Promise<ApiWatch | null> {
    return first(this.#read((await this.pool.query('SELECT record FROM api_watches WHERE id = $1', [id])).rows));
  }

  /** Counts and inserts under a per-key advisory lock, so concurrent creations cannot pass the limit together. */
  async insert(watch: ApiWatch, max: number): Promise<{ inserted: boolean; count: number }> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT pg_advisory_xact_lock(hashtext('api_watches:' || $1))", [watch.keyId]);
      const count = Number((await client.query('SELECT count(*) AS n FROM api_watches WHERE key_id = $1', [watch.keyId])).rows[0].n);
      if (count >= max) {
        await client.query('ROLLBACK');
        return { inserted: false, count };
      }
      await client.query('INSERT INTO api_watches (id, key_id, created_at, record) VALUES ($1, $2, $3, $4)', [
        watch.id,
        watch.keyId,
        watch.createdAt,
        JSON.stringify(watch),
      ]);
      await client.query('COMMIT');
      return { inserted: true, count: count + 1 };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async replace(watch: ApiWatch): Promise<boolean> {
    const result = await this.pool.query('UPDATE api_watches SET record = $2 WHERE id = $1', [watch.id, JSON.stringify(watch)]);
    return result.rowCount === 1;
  }

  async delete(id: string): Promise<boolean> {
    return ((await this.pool.query('DELETE FROM api_watches WHERE id = $1', [id])).rowCount ?? 0) === 1;
  }
}
