import type { JobEvent, JobEventBus } from '../core/jobs/job-events.ports.js';

/**
 * The embedded event bus: listeners run synchronously inside `publish`, each on its own copy of the event,
 * so one subscriber can neither change what another sees nor break the publisher.
 */
export class MemoryJobEventBus implements JobEventBus {
  readonly #listeners = new Set<(event: JobEvent) => void>();

  constructor(private readonly onListenerError: (err: unknown) => void = () => undefined) {}

  publish(event: JobEvent): Promise<void> {
    for (const listener of [...this.#listeners]) {
      try {
        listener(structuredClone(event));
      } catch (err) {
        this.onListenerError(err);
      }
    }
    return Promise.resolve();
  }

  subscribe(listener: (event: JobEvent) => void): () => void {
    // Wrapped, so one function subscribed twice is two subscriptions.
    const entry = (event: JobEvent) => listener(event);
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }
}
