import type { Clock } from '../core/clock.ports.js';
import {
  STREAM_EVENTS_PAGE,
  STREAM_EVENTS_TTL_MS,
  parseEventId,
  type LoggedEvent,
  type StreamEventLog,
} from '../core/streams/event-log.ports.js';

interface KeptStream {
  owner: string;
  next: number;
  lastAt: number;
  events: Array<{ seq: number; message: unknown }>;
}

/** Most events kept of one stream; an answer stream is a handful of progress notes and one result. */
const MAX_EVENTS_PER_STREAM = 2_000;

/**
 * Resumable stream events in this process's memory: the embedded deployment is one process, so every resume reaches
 * the process that kept the events, and a restart ends the streams it held anyway.
 */
export class MemoryStreamEventLog implements StreamEventLog {
  private readonly streams = new Map<string, KeptStream>();

  constructor(private readonly clock: Clock) {}

  async append(stream: string, owner: string, message: unknown): Promise<string> {
    const now = this.clock.now();
    this.prune(now);
    let kept = this.streams.get(stream);
    if (!kept) {
      kept = { owner, next: 1, lastAt: now, events: [] };
      this.streams.set(stream, kept);
    }
    const seq = kept.next++;
    kept.lastAt = now;
    kept.events.push({ seq, message });
    if (kept.events.length > MAX_EVENTS_PER_STREAM) kept.events.shift();
    return `${stream}.${seq}`;
  }

  async after(eventId: string, owner: string): Promise<{ stream: string; events: LoggedEvent[] } | null> {
    this.prune(this.clock.now());
    const id = parseEventId(eventId);
    const kept = id && this.streams.get(id.stream);
    if (!id || !kept || kept.owner !== owner || id.seq >= kept.next) return null;
    const events = kept.events
      .filter((e) => e.seq > id.seq)
      .slice(0, STREAM_EVENTS_PAGE)
      .map((e) => ({ id: `${id.stream}.${e.seq}`, message: e.message }));
    return { stream: id.stream, events };
  }

  private prune(now: number): void {
    for (const [stream, kept] of this.streams) {
      if (now - kept.lastAt > STREAM_EVENTS_TTL_MS) this.streams.delete(stream);
    }
  }
}
