import type { Clock } from '../clock.js';
import { isAppError } from '../errors.js';
import type { JobEventBus } from '../jobs/job.events.js';
import type { JobRecord } from '../jobs/job.types.js';
import type { ChatPlatform } from './chat.types.js';

/** One chat job whose result must reach its chat. */
export interface OutboxEntry {
  jobId: string;
  platform: ChatPlatform;
  /** The job's owner, needed to read the job back after a restart. */
  owner: string;
  /** The message showing the job's progress, once sent (platform message id). */
  statusMessageId: string | number | null;
  state: 'pending' | 'delivered' | 'abandoned';
  attempts: number;
  createdAt: number;
  /** When the entry reached its final state. */
  settledAt: number | null;
}

/** Durable outbox entries (src/storage/outbox.ts keeps them in a lowdb file). */
export interface OutboxStore {
  get(jobId: string): OutboxEntry | undefined;
  list(): readonly OutboxEntry[];
  /** Inserts or replaces; resolves once on disk. */
  put(entry: OutboxEntry): Promise<void>;
  delete(jobIds: readonly string[]): Promise<void>;
}

/** What the outbox needs from the job service. */
export interface OutboxJobs {
  getRecord(owner: string, id: string): Promise<JobRecord>;
  events: JobEventBus;
}

/** Puts a finished job into its chat (document, link or failure text) and settles its status message. */
export type DeliverResult = (job: Readonly<JobRecord>, entry: Readonly<OutboxEntry>) => Promise<void>;

export interface DeliveryOutboxOptions {
  platform: ChatPlatform;
  store: OutboxStore;
  jobs: OutboxJobs;
  clock: Clock;
  /** Settled entries are forgotten after this long (the job is gone by then too). */
  retentionMs: number;
  /** A delivery that failed this many times is given up (the bot may be blocked in that chat). */
  maxAttempts?: number;
  log?: (level: 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
  /** Told how each delivery attempt ended (for metrics); never throws back. */
  onAttempt?: (platform: ChatPlatform, outcome: 'delivered' | 'failed' | 'abandoned') => void;
}

/** The job statuses that end a job, each also the name of the event announcing it. */
const FINISHED = ['completed', 'failed', 'cancelled'] as const;
const FINISHED_SET: ReadonlySet<string> = new Set(FINISHED);

/**
 * Delivers each chat job's result exactly once, across restarts. An entry is written when the job is
 * enqueued and marked delivered only after the platform accepted the result; on start, pending entries
 * whose jobs finished while the process was down are delivered then. A crash in the instant between the
 * platform's acceptance and the write can repeat one delivery; nothing is ever lost.
 */
export class DeliveryOutbox {
  readonly #opts: DeliveryOutboxOptions;
  readonly #inFlight = new Map<string, Promise<void>>();
  #deliver: DeliverResult | null = null;
  #unsubscribe: Array<() => void> = [];
  #retryTimer: ReturnType<typeof setInterval> | null = null;

  constructor(opts: DeliveryOutboxOptions) {
    this.#opts = opts;
  }

  get platform(): ChatPlatform {
    return this.#opts.platform;
  }

  /** Records a chat job right after enqueue (before anything can be delivered). */
  async track(jobId: string, owner: string): Promise<void> {
    if (this.#opts.store.get(jobId)) return;
    await this.#opts.store.put({
      jobId,
      platform: this.#opts.platform,
      owner,
      statusMessageId: null,
      state: 'pending',
      attempts: 0,
      createdAt: this.#opts.clock.now(),
      settledAt: null,
    });
  }

  /** Remembers the job's status message so the final state can be shown there, even after a restart. */
  async setStatusMessage(jobId: string, messageId: string | number): Promise<void> {
    const entry = this.#opts.store.get(jobId);
    if (!entry) return;
    await this.#opts.store.put({ ...entry, statusMessageId: messageId });
  }

  entry(jobId: string): Readonly<OutboxEntry> | undefined {
    return this.#opts.store.get(jobId);
  }

  /**
   * Subscribes to job events and delivers what finished while nobody listened.
   * `retryEveryMs` re-tries failed deliveries (0 = only at start).
   */
  async start(deliver: DeliverResult, retryEveryMs = 60_000): Promise<void> {
    this.#deliver = deliver;
    const { jobs, platform } = this.#opts;
    this.#unsubscribe.push(
      jobs.events.subscribe((event) => {
        if (event.type === 'progress' || event.type === 'abort') return;
        if (event.job.chat?.platform === platform) void this.#settle(event.job);
      }),
    );
    await this.resume();
    if (retryEveryMs > 0) {
      this.#retryTimer = setInterval(() => void this.resume(), retryEveryMs);
      this.#retryTimer.unref();
    }
  }

  /** Stops listening; deliveries under way finish or fail on their own and stay pending if they fail. */
  async stop(): Promise<void> {
    this.#unsubscribe.splice(0).forEach((off) => off());
    if (this.#retryTimer) clearInterval(this.#retryTimer);
    this.#retryTimer = null;
    this.#deliver = null;
  }

  /** Resolves when every delivery under way has settled (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight.values()]);
  }

  /** Delivers pending entries whose jobs have finished; forgets old and orphaned entries. */
  async resume(): Promise<void> {
    const { store, jobs, clock, platform, retentionMs } = this.#opts;
    const now = clock.now();
    const forget: string[] = [];
    for (const entry of store.list()) {
      if (entry.platform !== platform) continue;
      if (entry.state !== 'pending') {
        if (entry.settledAt !== null && now - entry.settledAt > retentionMs) forget.push(entry.jobId);
        continue;
      }
      let job: Readonly<JobRecord>;
      try {
        job = await jobs.getRecord(entry.owner, entry.jobId);
      } catch (err) {
        // Expired or deleted: nothing is left to deliver.
        if (isAppError(err) && err.code === 'not_found') forget.push(entry.jobId);
        continue;
      }
      if (FINISHED_SET.has(job.status)) void this.#settle(job);
    }
    if (forget.length > 0) await store.delete(forget);
  }

  #settle(job: Readonly<JobRecord>): Promise<void> {
    const running = this.#inFlight.get(job.id);
    if (running) return running;
    const work = this.#run(job).finally(() => this.#inFlight.delete(job.id));
    this.#inFlight.set(job.id, work);
    return work;
  }

  async #run(job: Readonly<JobRecord>): Promise<void> {
    const { store, clock, log } = this.#opts;
    const deliver = this.#deliver;
    if (!deliver) return;
    // A very fast job can finish before the adapter tracked it; the job's own chat target still says where.
    if (!store.get(job.id)) await this.track(job.id, job.owner);
    const entry = store.get(job.id);
    if (!entry || entry.state !== 'pending') return;
    try {
      await deliver(job, entry);
    } catch (err) {
      const attempts = entry.attempts + 1;
      const giveUp = attempts >= (this.#opts.maxAttempts ?? 5);
      this.#observe(giveUp ? 'abandoned' : 'failed');
      log?.(giveUp ? 'error' : 'warn', giveUp ? 'chat delivery abandoned' : 'chat delivery failed', {
        job: job.id,
        attempts,
        err,
      });
      const latest = store.get(job.id) ?? entry;
      await store.put({
        ...latest,
        attempts,
        state: giveUp ? 'abandoned' : 'pending',
        settledAt: giveUp ? clock.now() : null,
      });
      return;
    }
    this.#observe('delivered');
    const latest = store.get(job.id) ?? entry;
    await store.put({ ...latest, state: 'delivered', settledAt: clock.now() });
  }

  #observe(outcome: 'delivered' | 'failed' | 'abandoned'): void {
    try {
      this.#opts.onAttempt?.(this.#opts.platform, outcome);
    } catch {
      // Counting must not disturb a delivery.
    }
  }
}
