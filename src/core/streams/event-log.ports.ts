/** One kept event of a resumable stream: the id a client resumes after, and the message it carried. */
export interface LoggedEvent {
  id: string;
  message: unknown;
}

/**
 * The events of resumable answer streams (MCP's Streamable HTTP, issue 42), kept for a short while so that a client
 * whose connection dropped picks up after the last event it saw, from whichever process of a fleet it reaches.
 */
export interface StreamEventLog {
  /** Keeps one event of `stream`, which belongs to `owner`; answers its id. Ids of one stream grow. */
  append(stream: string, owner: string, message: unknown): Promise<string>;
  /**
   * The stream `eventId` belongs to and its events after that id, oldest first; null when the id is unknown, expired
   * or another owner's (the three look alike, so an id says nothing of other callers' streams).
   */
  after(eventId: string, owner: string): Promise<{ stream: string; events: LoggedEvent[] } | null>;
}

/** How long a stream's events are kept after the last one: long enough for a client's reconnect attempts. */
export const STREAM_EVENTS_TTL_MS = 10 * 60_000;
/** Most events one resume hands back at once; the client resumes again after the last. */
export const STREAM_EVENTS_PAGE = 500;

/** An event id is `<stream>.<sequence>`; streams are the transport's UUIDs, which hold no dot. */
export function parseEventId(eventId: string): { stream: string; seq: number } | null {
  const dot = eventId.lastIndexOf('.');
  if (dot <= 0 || dot > 100) return null;
  const stream = eventId.slice(0, dot);
  const digits = eventId.slice(dot + 1);
  if (!/^[A-Za-z0-9_-]+$/.test(stream) || !/^[0-9]{1,15}$/.test(digits)) return null;
  return { stream, seq: Number(digits) };
}
