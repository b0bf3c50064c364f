import type pg from 'pg';
import type { Admission, AdmissionLimits, JobStore, OwnedJobInfo } from '../../core/jobs/job.ports.js';
import { ownedInfo } from '../../core/jobs/job-queries.js';
import { parseJobRecord } from '../../core/jobs/job.schema.js';
import { emptyStatusCounts, type JobRecord, type JobStatus } from '../../core/jobs/job.types.js';
import { inTransaction } from './transaction.js';

/** Key of the transaction advisory lock that serialises admissions across every process of the fleet. */
const ADMISSION_LOCK = 7_146_502_144;

const ACTIVE = ['queued', 'processing'];

interface Row {
  id: string;
  record: unknown;
}

/**
 * Jobs in PostgreSQL: the whole record in `record` (jsonb), with the columns queries filter on kept beside it.
 * Conditional writes are single statements (`WHERE status = ANY(...)`), so two processes never both win.
 */
export class PgJobStore implements JobStore {
  /**
   * Each progress write is an UPDATE of the jsonb record that the PostgreSQL server (not niced, unlike the
   * workers) runs beside the api processes: the runner hands over a job's first change at once, then at most
   * one a second. Polls see progress up to that late; streams and long polls follow the events, not held back.
   */
  readonly progressWriteMs = 1000;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onCorrupt: (id: string, err: unknown) => void = () => undefined,
  ) {}

  /**
   * Lock, count, insert in one transaction. The lock makes concurrent admissions take turns, so the counts
   * each one sees include every job admitted before it: the limits hold exactly across processes.
   */
  async admit(job: JobRecord, limits: AdmissionLimits): Promise<Admission> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [ADMISSION_LOCK]);
      const counted = await client.query<{ owner: number; address: number; keyless: number; total: number }>(
        `SELECT count(*) FILTER (WHERE owner = $1)::int AS owner, count(*) FILTER (WHERE address = $3)::int AS address,
                count(*) FILTER (WHERE address IS NOT NULL)::int AS keyless, count(*)::int AS total
           FROM jobs WHERE status = ANY($2)`,
        [job.owner, ACTIVE, job.address ?? null],
      );
      const { owner, address, keyless, total } = counted.rows[0];
      const { maxActivePerAddress: perAddress = Infinity, maxActiveWithoutKey: withoutKey = Infinity } = limits;
      if (owner >= limits.maxActivePerOwner) {
        return { admitted: false, scope: 'owner', active: owner, limit: limits.maxActivePerOwner } as const;
      }
      if (job.address && address >= perAddress) {
        return { admitted: false, scope: 'address', active: address, limit: perAddress } as const;
      }
      if (total >= limits.maxActiveTotal) {
        return { admitted: false, scope: 'total', active: total, limit: limits.maxActiveTotal } as const;
      }
      if (job.address && keyless >= withoutKey) {
        return { admitted: false, scope: 'without_key', active: keyless, limit: withoutKey } as const;
      }
      if (limits.maxStoredBytes !== undefined) {
        const refused = await this.#storedOver(client, job, limits.maxStoredBytes);
        if (refused) return refused;
      }
      await client.query(
        'INSERT INTO jobs (id, owner, status, created_at, expires_at, record, address) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [job.id, job.owner, job.status, job.createdAt, job.expiresAt, JSON.stringify(job), job.address ?? null],
      );
      return { admitted: true } as const;
    });
  }

  /** The bytes the owner (and the address) keep with this job's input, against the quota; null when under it. */
  async #storedOver(client: pg.PoolClient, job: JobRecord, quota: number): Promise<Admission | null> {
    const incoming = (job.inputs ? job.inputs.reduce((sum, f) => sum + f.size, 0) : (job.input?.size ?? 0)) + (job.output?.size ?? 0) + (job.scratch ?? 0);
    const { rows } = await client.query<{ owner: string; address: string }>(
      `SELECT (SELECT COALESCE(sum(stored_bytes), 0) FROM jobs WHERE owner = $1)::text AS owner,
              (SELECT COALESCE(sum(stored_bytes), 0) FROM jobs WHERE address = $2)::text AS address`,
      [job.owner, job.address ?? null],
    );
    const owner = Number(rows[0].owner) + incoming;
    if (owner > quota) return { admitted: false, scope: 'stored_owner', active: owner, limit: quota };
    const address = job.address ? Number(rows[0].address) + incoming : 0;
    if (address > quota) return { admitted: false, scope: 'stored_address', active: address, limit: quota };
    return null;
  }

  /**
   * Reads asked for in the same turn of the event loop (a burst of polls whose rate-limit answers came back in one
   * read from Redis) go out as one statement, sent after the last of them was asked: each still sees every write
   * that committed before it was asked, as its own statement would. Named statements: each pooled connection
   * parses and plans them once.
   */
  get(id: string): Promise<JobRecord | null> {
    return new Promise((resolve, reject) => {
      if (!this.#gets) {
        this.#gets = new Map();
        setImmediate(() => void this.#readGets());
      }
      const waiting = this.#gets.get(id);
      if (waiting) waiting.push({ resolve, reject });
      else this.#gets.set(id, [{ resolve, reject }]);
    });
  }

  #gets: Map<string, Array<{ resolve: (job: JobRecord | null) => void; reject: (err: unknown) => void }>> | null = null;

  async #readGets(): Promise<void> {
    const gets = this.#gets;
    this.#gets = null;
    if (!gets) return;
    const ids = [...gets.keys()];
    try {
      const { rows } = ids.length === 1
        ? await this.pool.query<Row>({ name: 'job-get', text: 'SELECT id, record FROM jobs WHERE id = $1', values: ids })
        : await this.pool.query<Row>({ name: 'job-get-many', text: 'SELECT id, record FROM jobs WHERE id = ANY($1)', values: [ids] });
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const [id, waiting] of gets) {
        const row = found.get(id);
        // Each caller gets its own copy, as from a statement of its own.
        for (const w of waiting) w.resolve(row ? this.#read(row) : null);
      }
    } catch (err) {
      for (const waiting of gets.values()) for (const w of waiting) w.reject(err);
    }
  }

  /** Each read is a fresh row, parsed: the view is made from it, with nothing to copy and nothing to keep. */
  async view(id: string): Promise<OwnedJobInfo | null> {
    const job = await this.get(id);
    return job ? ownedInfo(job) : null;
  }

  async update(id: string, from: readonly JobStatus[], patch: Partial<Omit<JobRecord, 'id' | 'owner'>>): Promise<JobRecord | null> {
    const { id: _id, owner: _owner, ...rest } = patch as Partial<JobRecord>;
    const { rows } = await this.pool.query<Row>(
      `UPDATE jobs
          SET record = record || $3::jsonb,
              status = COALESCE($3::jsonb->>'status', status),
              expires_at = COALESCE(($3::jsonb->>'expiresAt')::bigint, expires_at)
        WHERE id = $1 AND status = ANY($2)
        RETURNING id, record`,
      [id, [...from], JSON.stringify(rest)],
    );
    return rows.length ? this.#read(rows[0]) : null;
  }

  async setScratch(id: string, bytes: number): Promise<{ owner: number; address: number | null } | null> {
    // One statement: the write and the sums it answers. The sums see the rows as they were, so this job's old
    // scratch figure is taken out of them by hand and the new one put in.
    const { rows } = await this.pool.query<{ owner: string; address: string | null }>(
      `WITH before AS (SELECT owner, address, COALESCE((record->>'scratch')::bigint, 0) AS old
                         FROM jobs WHERE id = $1 AND status = 'processing'),
            changed AS (UPDATE jobs SET record = record || jsonb_build_object('scratch', $2::bigint)
                          WHERE id = $1 AND status = 'processing' RETURNING id)
       SELECT ((SELECT COALESCE(sum(stored_bytes), 0) FROM jobs WHERE owner = b.owner) - b.old + $2::bigint)::text AS owner,
              CASE WHEN b.address IS NULL THEN NULL
                   ELSE ((SELECT COALESCE(sum(stored_bytes), 0) FROM jobs WHERE address = b.address) - b.old + $2::bigint)::text END AS address
         FROM before b, changed`,
      [id, Math.max(0, Math.round(bytes))],
    );
    if (!rows.length) return null;
    return { owner: Number(rows[0].owner), address: rows[0].address === null ? null : Number(rows[0].address) };
  }

  async setProgress(id: string, progress: number, stage: string): Promise<void> {
    // GREATEST in the statement: two writers racing can never move progress back.
    await this.pool.query(
      `UPDATE jobs
          SET record = record || jsonb_build_object(
                'progress', GREATEST((record->>'progress')::double precision, $2::double precision),
                'stage', $3::text)
        WHERE id = $1 AND status = 'processing'`,
      [id, progress, stage],
    );
  }

  async delete(id: string): Promise<boolean> {
    const res = await this.pool.query('DELETE FROM jobs WHERE id = $1', [id]);
    return (res.rowCount ?? 0) > 0;
  }

  async listByOwner(owner: string, now: number, limit: number): Promise<JobRecord[]> {
    return this.#list(
      'SELECT id, record FROM jobs WHERE owner = $1 AND expires_at > $2 ORDER BY created_at DESC, id LIMIT $3',
      [owner, now, limit],
    );
  }

  async listByStatus(statuses: readonly JobStatus[], limit: number): Promise<JobRecord[]> {
    return this.#list('SELECT id, record FROM jobs WHERE status = ANY($1) ORDER BY created_at, id LIMIT $2', [
      [...statuses],
      clampLimit(limit),
    ]);
  }

  /** Served by the partial index of migration 021: only ended jobs whose webhook is still to be told. */
  async listUnannounced(limit: number): Promise<JobRecord[]> {
    return this.#list(
      `SELECT id, record FROM jobs
        WHERE status IN ('completed', 'failed', 'cancelled') AND record->'webhook'->>'url' IS NOT NULL
          AND record->'webhook'->>'announcedAt' IS NULL
        ORDER BY created_at, id LIMIT $1`,
      [clampLimit(limit)],
    );
  }

  async listExpired(now: number, limit: number): Promise<JobRecord[]> {
    return this.#list('SELECT id, record FROM jobs WHERE expires_at <= $1 ORDER BY expires_at, id LIMIT $2', [
      now,
      clampLimit(limit),
    ]);
  }

  async recent(limit: number): Promise<JobRecord[]> {
    return this.#list('SELECT id, record FROM jobs ORDER BY created_at DESC, id LIMIT $1', [clampLimit(limit)]);
  }

  async countByStatus(): Promise<Record<JobStatus, number>> {
    const counts = emptyStatusCounts();
    const { rows } = await this.pool.query<{ status: JobStatus; n: number }>(
      'SELECT status, count(*)::int AS n FROM jobs GROUP BY status',
    );
    for (const row of rows) if (Object.hasOwn(counts, row.status)) counts[row.status] = row.n;
    return counts;
  }

  async activeCount(owner: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jobs WHERE owner = $1 AND status = ANY($2)',
      [owner, ACTIVE],
    );
    return rows[0].n;
  }

  /**
   * The worker running these jobs is alive (its heartbeat, every half lease). Stamped with PostgreSQL's clock,
   * which every process reads alike, and kept out of Redis, so it outlives a Redis restart.
   */
  async touch(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.pool.query('UPDATE jobs SET alive_at = now() WHERE id = ANY($1)', [[...ids]]);
  }

  /** `processing` jobs whose worker has not said it is alive for `silentMs` (or never did), oldest first. */
  async listSilent(silentMs: number, limit: number): Promise<JobRecord[]> {
    return this.#list(
      `SELECT id, record FROM jobs
        WHERE status = 'processing' AND (alive_at IS NULL OR alive_at < now() - make_interval(secs => $1::double precision / 1000))
        ORDER BY created_at, id LIMIT $2`,
      [silentMs, clampLimit(limit)],
    );
  }

  /** Every write has committed when its call resolved. */
  async flush(): Promise<void> {}

  async #list(sql: string, params: unknown[]): Promise<JobRecord[]> {
    const { rows } = await this.pool.query<Row>(sql, params);
    const jobs: JobRecord[] = [];
    for (const row of rows) {
      const job = this.#read(row);
      if (job) jobs.push(job);
    }
    return jobs;
  }

  #read(row: Row): JobRecord | null {
    const parsed = parseJobRecord(row.record);
    if (!parsed.ok || parsed.job.id !== row.id) {
      this.onCorrupt(row.id, parsed.ok ? new Error('id mismatch') : parsed.error);
      return null;
    }
    return parsed.job;
  }
}

/** Callers ask for "all" with MAX_SAFE_INTEGER; PostgreSQL's LIMIT takes a bigint. */
function clampLimit(limit: number): number {
  return Math.max(0, Math.min(Math.floor(limit), 2 ** 53 - 1));
}
