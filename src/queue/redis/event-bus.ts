import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { JobEvent, JobEventBus } from '../../core/jobs/job-events.ports.js';

const CHANNEL = 'gametools:job-events';

interface Envelope {
  /** The publishing process, so it does not hear its own events twice. */
  from: string;
  event: JobEvent;
}

/**
 * Job events across processes over Redis pub/sub. A process's own listeners hear its events at once (even
 * while Redis is down); every other process hears them through the channel. Pub/sub keeps nothing for a
 * listener that is away: delivery that must survive that (chat results) also resumes from the stores.
 */
export class RedisJobEventBus implements JobEventBus {
  readonly #listeners = new Set<(event: JobEvent) => void>();
  readonly #origin = randomBytes(8).toString('hex');
  #subscribed: Promise<void> | null = null;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly log: (level: 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void = () => undefined,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CHANNEL) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(message) as Envelope;
      } catch {
        return;
      }
      if (envelope.from === this.#origin || !envelope.event || typeof envelope.event.type !== 'string') return;
      this.#deliver(envelope.event);
    });
  }

  /** Resolves once this process hears the channel (ioredis subscribes again by itself after a reconnect). */
  async ready(): Promise<void> {
    this.#subscribed ??= this.subscriber.subscribe(CHANNEL).then(() => undefined);
    await this.#subscribed;
  }

  async publish(event: JobEvent): Promise<void> {
    this.#deliver(event);
    try {
      await this.publisher.publish(CHANNEL, JSON.stringify({ from: this.#origin, event } satisfies Envelope));
    } catch (err) {
      this.log('warn', 'job event not shared with other processes', {
        type: event.type,
        err: err instanceof Error ? err.message : String(err),
      });
    }
  }

  subscribe(listener: (event: JobEvent) => void): () => void {
    const entry = (event: JobEvent) => listener(event);
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await this.subscriber.unsubscribe(CHANNEL).catch(() => undefined);
  }

  #deliver(event: JobEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(structuredClone(event));
      } catch (err) {
        this.log('error', 'job event listener failed', { type: event.type, err: err instanceof Error ? err.message : String(err) });
      }
    }
  }
}
