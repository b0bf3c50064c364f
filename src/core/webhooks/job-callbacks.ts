import type { Clock } from '../clock.ports.js';
import { isAppError } from '../errors.js';
import type { JobNotify } from '../jobs/job-notify.js';
import type { JobRecord, WebhookTarget } from '../jobs/job.types.js';
import type { JobCallbackStore, NewDelivery } from './webhook.ports.js';
import type { JobCallback, WebhookEventType } from './webhook.schema.js';

const FINISHED: Partial<Record<JobRecord['status'], WebhookEventType>> = {
  completed: 'job.completed',
  failed: 'job.failed',
  cancelled: 'job.cancelled',
};

/** What the webhook notifier needs of the job core (its notify part). */
export interface WebhookNotifyJobs {
  notify: Pick<JobNotify, 'on' | 'unannouncedWebhooks' | 'webhookAnnounced'>;
  /** Only for callbacks stored beside their jobs by earlier versions. */
  getRecord(owner: string, id: string): Promise<JobRecord>;
}

export interface JobCallbacksDeps {
  jobs: WebhookNotifyJobs;
  /** Callbacks an earlier version kept beside their jobs: announced (or dropped) at start, never written. */
  legacy: JobCallbackStore;
  publish: (event: NewDelivery) => Promise<unknown>;
  /** The job's poll view as the callback receives it (wire shape, built by the adapter). */
  render: (job: JobRecord) => unknown;
  clock: Clock;
  log?: (level: 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
}

/**
 * The webhook notifier: announces the end of a job to the callback URL its record carries (stored with the job
 * at admission). The end is announced from the job event (any process may have run the job) or, when it ended
 * while no process listened, found again at start among ended jobs not yet announced. Event ids are derived
 * from the job, so announcing twice makes one delivery.
 */
export class JobCallbacks {
  readonly #deps: JobCallbacksDeps;
  #unsubscribe: (() => void) | null = null;

  constructor(deps: JobCallbacksDeps) {
    this.#deps = deps;
  }

  async start(): Promise<void> {
    if (this.#unsubscribe) return;
    this.#unsubscribe = this.#deps.jobs.notify.on('webhook', (event, target) => {
      if (event.type === 'progress') return;
      this.#announce(target, event.job).catch((err: unknown) =>
        this.#deps.log?.('error', 'job callback could not be announced', { job: event.job.id, err }),
      );
    });
    await this.resume();
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  /** Announces the ends nobody heard: jobs whose record says so, then callbacks an earlier version kept aside. */
  async resume(): Promise<void> {
    for (const job of await this.#deps.jobs.notify.unannouncedWebhooks(10_000)) {
      if (job.webhook) await this.#announce(job.webhook, job);
    }
    for (const callback of await this.#deps.legacy.list(10_000)) await this.#resumeLegacy(callback);
  }

  async #resumeLegacy(callback: JobCallback): Promise<void> {
    let job: JobRecord;
    try {
      job = await this.#deps.jobs.getRecord(callback.owner, callback.jobId);
    } catch (err) {
      if (isAppError(err) && err.code === 'not_found') await this.#deps.legacy.delete(callback.jobId);
      return;
    }
    if (!FINISHED[job.status]) return;
    await this.#announce({ url: callback.url, keyId: callback.keyId, announcedAt: null }, job);
    await this.#deps.legacy.delete(callback.jobId);
  }

  async #announce(target: WebhookTarget, job: JobRecord): Promise<void> {
    const type = FINISHED[job.status];
    if (!type) return;
    await this.#deps.publish({
      id: `evt_${job.id}_${job.status}`,
      type,
      keyId: target.keyId,
      url: target.url,
      createdAt: job.completedAt ?? this.#deps.clock.now(),
      data: this.#deps.render(job),
    });
    await this.#deps.jobs.notify.webhookAnnounced(job);
  }
}
