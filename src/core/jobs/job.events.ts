import { EventEmitter } from 'node:events';
import type { JobRecord } from './job.types.js';

export type JobEventName = 'progress' | 'completed' | 'failed' | 'cancelled';

/** Job lifecycle events for subscribers such as the chat bots. Listeners get a snapshot, not the live record. */
export class JobEvents {
  readonly #emitter = new EventEmitter();

  constructor() {
    // Each bot and test may subscribe; the default limit of 10 is only a leak heuristic.
    this.#emitter.setMaxListeners(100);
  }

  on(event: JobEventName, listener: (job: Readonly<JobRecord>) => void): () => void {
    this.#emitter.on(event, listener);
    return () => this.#emitter.off(event, listener);
  }

  emit(event: JobEventName, job: JobRecord): void {
    const snapshot = structuredClone(job);
    for (const listener of this.#emitter.listeners(event)) {
      try {
        (listener as (j: JobRecord) => void)(snapshot);
      } catch {
        // A subscriber's failure must not break the job pipeline.
      }
    }
  }
}
