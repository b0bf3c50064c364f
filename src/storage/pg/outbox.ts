import type pg from 'pg';
import type { ChatPlatform } from '../../core/chat/chat-target.js';
import { outboxEntrySchema, type NewOutboxEntry, type OutboxEntry, type OutboxStore } from '../../core/chat/outbox.ports.js';
import type { Clock } from '../../core/clock.ports.js';

/**
 * The chat delivery outbox in PostgreSQL. Every conditional method is one statement whose WHERE clause is the
 * rule (pending, not held by another unexpired lease, held by the caller), so two bot processes racing on one
 * finished job get one winner. The whole entry is kept in `entry` beside the columns the queries use, and both
 * change in the same statement.
 */
export class PgOutboxStore implements OutboxStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly onBad: (jobId: string) => void = () => undefined,
  ) {}

  #read(rows: Array<{ entry: unknown }>): OutboxEntry[] {
    const out: OutboxEntry[] = [];
    for (const row of rows) {
      const parsed = outboxEntrySchema.safeParse(row.entry);
      if (parsed.success) out.push(parsed.data);
      else this.onBad(String((row.entry as { jobId?: unknown } | null)?.jobId ?? '?'));
    }
    return out;
  }

  #one(rows: Array<{ entry: unknown }>): OutboxEntry | null {
    return this.#read(rows)[0] ?? null;
  }

  /** Inserts a whole entry unless its job has one (the importer); answers whether it was inserted. */
  async adopt(entry: OutboxEntry): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO outbox (job_id, platform, state, created_at, settled_at, holder, lease_until, chat_key, entry)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (job_id) DO NOTHING`,
      [entry.jobId, entry.platform, entry.state, entry.createdAt, entry.settledAt, entry.holder, entry.leaseUntil, entry.chatKey, JSON.stringify(entry)],
    );
    return result.rowCount === 1;
  }

  async open(entry: NewOutboxEntry): Promise<OutboxEntry> {
    const stored: OutboxEntry = { ...entry, statusMessageId: null, state: 'pending', attempts: 0, settledAt: null, holder: null, leaseUntil: null };
    if (await this.adopt(stored)) return stored;
    const existing = await this.get(entry.jobId);
    if (!existing) throw new Error(`outbox entry ${entry.jobId} neither inserted nor readable`);
    return existing;
  }

  async get(jobId: string): Promise<OutboxEntry | null> {
    return this.#one((await this.pool.query('SELECT entry FROM outbox WHERE job_id = $1', [jobId])).rows);
  }

  async setStatusMessage(jobId: string, messageId: string): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET entry = entry || jsonb_build_object('statusMessageId', $2::text) WHERE job_id = $1 AND state = 'pending'`,
      [jobId, messageId],
    );
  }

  async listPending(platform: ChatPlatform, limit: number): Promise<OutboxEntry[]> {
    const { rows } = await this.pool.query(
      `SELECT entry FROM outbox WHERE platform = $1 AND state = 'pending' ORDER BY created_at, job_id LIMIT $2`,
      [platform, limit],
    );
    return this.#read(rows);
  }

  async claim(jobId: string, holder: string, leaseMs: number): Promise<OutboxEntry | null> {
    const now = this.clock.now();
    const { rows } = await this.pool.query(
      `UPDATE outbox SET holder = $2, lease_until = $3,
         entry = entry || jsonb_build_object('holder', $2::text, 'leaseUntil', $3::bigint)
       WHERE job_id = $1 AND state = 'pending'
         AND (holder IS NULL OR holder = $2 OR lease_until IS NULL OR lease_until <= $4)
       RETURNING entry`,
      [jobId, holder, now + leaseMs, now],
    );
    return this.#one(rows);
  }

  async settle(
    jobId: string,
    holder: string,
    outcome: { state: 'pending' | 'delivered' | 'abandoned'; attempts: number },
  ): Promise<boolean> {
    const settledAt = outcome.state === 'pending' ? null : this.clock.now();
    const result = await this.pool.query(
      `UPDATE outbox SET state = $3, settled_at = $5, holder = NULL, lease_until = NULL,
         entry = entry || jsonb_build_object('state', $3::text, 'attempts', $4::int, 'settledAt', $5::bigint,
                                             'holder', NULL, 'leaseUntil', NULL)
       WHERE job_id = $1 AND state = 'pending' AND holder = $2`,
      [jobId, holder, outcome.state, outcome.attempts, settledAt],
    );
    return result.rowCount === 1;
  }

  async dropChat(chatKey: string): Promise<number> {
    const result = await this.pool.query(
      `UPDATE outbox SET state = 'dropped', settled_at = $2, holder = NULL, lease_until = NULL,
         entry = entry || jsonb_build_object('state', 'dropped', 'settledAt', $2::bigint, 'holder', NULL, 'leaseUntil', NULL)
       WHERE chat_key = $1 AND state = 'pending'`,
      [chatKey, this.clock.now()],
    );
    return result.rowCount ?? 0;
  }

  async purge(settledBefore: number, jobIds: readonly string[] = []): Promise<number> {
    const result = await this.pool.query(
      'DELETE FROM outbox WHERE (settled_at IS NOT NULL AND settled_at < $1) OR job_id = ANY($2::text[])',
      [settledBefore, [...jobIds]],
    );
    return result.rowCount ?? 0;
  }

  /** Every change is committed when its call resolves. */
  async flush(): Promise<void> {}
}
