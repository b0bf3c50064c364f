import type pg from 'pg';
import type { Clock } from '../../core/clock.ports.js';
import {
  STREAM_EVENTS_PAGE,
  STREAM_EVENTS_TTL_MS,
  parseEventId,
  type LoggedEvent,
  type StreamEventLog,
} from '../../core/streams/event-log.ports.js';

/** How often expired events are swept, at most. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Resumable stream events in PostgreSQL (migration 049), so a client resumes at any api process of a fleet. The
 * sequence of an event id is the row's id: it grows across the table, so it grows within each stream.
 */
export class PgStreamEventLog implements StreamEventLog {
  /** Appends of one stream, chained: a row's id must follow the order the transport sent its events in. */
  private readonly tails = new Map<string, Promise<unknown>>();
  private lastSweep = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  append(stream: string, owner: string, message: unknown): Promise<string> {
    const run = async () => {
      const now = this.clock.now();
      await this.sweep(now);
      const { rows } = await this.pool.query<{ id: string }>(
        'INSERT INTO mcp_stream_events (stream, owner, message, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [stream, owner, JSON.stringify(message ?? {}), now],
      );
      return `${stream}.${rows[0].id}`;
    };
    const next = (this.tails.get(stream) ?? Promise.resolve()).then(run, run);
    const tail = next.catch(() => undefined);
    this.tails.set(stream, tail);
    void tail.then(() => {
      if (this.tails.get(stream) === tail) this.tails.delete(stream);
    });
    return next;
  }

  async after(eventId: string, owner: string): Promise<{ stream: string; events: LoggedEvent[] } | null> {
    const id = parseEventId(eventId);
    if (!id) return null;
    const since = this.clock.now() - STREAM_EVENTS_TTL_MS;
    const known = await this.pool.query(
      'SELECT 1 FROM mcp_stream_events WHERE id = $1 AND stream = $2 AND owner = $3 AND created_at >= $4',
      [id.seq, id.stream, owner, since],
    );
    if (known.rowCount === 0) return null;
    const { rows } = await this.pool.query<{ id: string; message: unknown }>(
      'SELECT id, message FROM mcp_stream_events WHERE stream = $1 AND id > $2 ORDER BY id LIMIT $3',
      [id.stream, id.seq, STREAM_EVENTS_PAGE],
    );
    return { stream: id.stream, events: rows.map((r) => ({ id: `${id.stream}.${r.id}`, message: r.message })) };
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.pool.query('DELETE FROM mcp_stream_events WHERE created_at < $1', [now - STREAM_EVENTS_TTL_MS]);
  }
}
