import pg from 'pg';

export interface PgPoolOptions {
  /** Connections this process may open. */
  max?: number;
  /** Told about connection errors (an engine restart ends idle connections). */
  onError?: (err: Error) => void;
}

/**
 * The process's pool of PostgreSQL connections. An idle connection that the server drops (restart, failover)
 * raises an error on the pool; it is reported, not thrown, and the next query opens a new connection.
 */
export function createPgPool(url: string, opts: PgPoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A query stuck on a dead connection must not hold a request for ever.
    query_timeout: 30_000,
  });
  pool.on('error', (err) => opts.onError?.(err));
  return pool;
}

/** True when the database answers within `timeoutMs` (for /healthz). */
export async function pgAlive(pool: pg.Pool, timeoutMs = 1_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      pool.query('SELECT 1').then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
