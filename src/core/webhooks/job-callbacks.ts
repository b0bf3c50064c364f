import type { Clock } from '../clock.js';
import { isAppError } from '../errors.js';
import type { JobEventBus } from '../jobs/job.events.js';
import type { JobRecord } from '../jobs/job.types.js';
import type { JobCallbackStore, NewDelivery } from './webhook.ports.js';
import type { JobCallback, WebhookEventType } from './webhook.schema.js';

const FINISHED: Partial<Record<JobRecord['status'], WebhookEventType>> = {
  completed: 'job.completed',
  failed: 'job.failed',
  cancelled: 'job.cancelled',
};

export interface JobCallbacksDeps {
  store: JobCallbackStore;
  publish: (event: NewDelivery) => Promise<unknown>;
  events: JobEventBus;
  jobs: { getRecord(owner: string, id: string): Promise<JobRecord> };
  /** The job's poll view as the callback receives it (wire shape, built by the adapter). */
  render: (job: JobRecord) => unknown;
  clock: Clock;
  log?: (level: 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
}

/**
 * Announces the end of a job to the callback URL given when it was enqueued. The callback is stored before
 * anything is announced; the end is announced from the job event (any process may have run the job) or, when
 * the job ended before the callback was stored or while no process listened, from the record itself. Event
 * ids are derived from the job, so announcing twice makes one delivery.
 */
export class JobCallbacks {
  readonly #deps: JobCallbacksDeps;
  #unsubscribe: (() => void) | null = null;

  constructor(deps: JobCallbacksDeps) {
    this.#deps = deps;
  }

  async start(): Promise<void> {
    if (this.#unsubscribe) return;
    this.#unsubscribe = this.#deps.events.subscribe((event) => {
      if (event.type === 'progress' || event.type === 'abort') return;
      this.#deps.store
        .get(event.job.id)
        .then((callback) => (callback ? this.#announce(callback, event.job) : undefined))
        .catch((err: unknown) => this.#deps.log?.('error', 'job callback could not be stored', { job: event.job.id, err }));
    });
    await this.resume();
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  /** Remembers where to announce the job's end; announces at once when it has already ended. */
  async register(callback: Omit<JobCallback, 'createdAt'>): Promise<void> {
    const stored: JobCallback = { ...callback, createdAt: this.#deps.clock.now() };
    await this.#deps.store.put(stored);
    await this.#check(stored);
  }

  /** Announces callbacks whose jobs ended while nobody listened; forgets those whose jobs are gone. */
  async resume(): Promise<void> {
    for (const callback of await this.#deps.store.list(10_000)) await this.#check(callback);
  }

  async #check(callback: JobCallback): Promise<void> {
    let job: JobRecord;
    try {
      job = await this.#deps.jobs.getRecord(callback.owner, callback.jobId);
    } catch (err) {
      if (isAppError(err) && err.code === 'not_found') await this.#deps.store.delete(callback.jobId);
      return;
    }
    if (FINISHED[job.status]) await this.#announce(callback, job);
  }

  async #announce(callback: JobCallback, job: JobRecord): Promise<void> {
    const type = FINISHED[job.status];
    if (!type) return;
    await this.#deps.publish({
      id: `evt_${job.id}_${job.status}`,
      type,
      keyId: callback.keyId,
      url: callback.url,
      createdAt: job.completedAt ?? this.#deps.clock.now(),
      data: this.#deps.render(job),
    });
    await this.#deps.store.delete(callback.jobId);
  }
}
