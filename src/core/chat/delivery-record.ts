import type { ChatPlatform, ChatTarget } from './chat-target.js';
import type { JobStatusView } from './progress-text.js';

/**
 * Where one chat job is in this process's delivery:
 * - `admitted`: this process announced it (it knows the target) but shows nothing yet;
 * - `announcing`: its status message is going out;
 * - `showing`: its status message is on screen and kept up to date;
 * - `settling`: its result (or failure, or cancellation) is being delivered.
 * The record ends when nothing is left to hold: how the delivery ended (delivered, abandoned, or pending for a
 * later try) is the outbox's to keep, so a restart or another process can carry on.
 */
export type DeliveryState = 'admitted' | 'announcing' | 'showing' | 'settling';

/** The status message this process keeps up to date for a job. */
export interface Shown {
  platform: ChatPlatform;
  bound: { target: ChatTarget };
  updater: { close(): void } | null;
}

/** One job's delivery in this process. Its fields change only through its transitions below. */
export class JobDelivery<S extends Shown = Shown> {
  #target: ChatTarget | null = null;
  #announcing: Promise<void> | null = null;
  #early: JobStatusView | null = null;
  #shown: S | null = null;
  #settling: Promise<void> | null = null;

  constructor(readonly jobId: string) {}

  get state(): DeliveryState {
    if (this.#settling) return 'settling';
    if (this.#announcing) return 'announcing';
    if (this.#shown) return 'showing';
    return 'admitted';
  }

  /** Where the job is shown: as announced here, or as the status message this process keeps shows it. */
  get target(): ChatTarget | null {
    return this.#target ?? this.#shown?.bound.target ?? null;
  }
  get announcing(): Promise<void> | null {
    return this.#announcing;
  }
  get shown(): S | null {
    return this.#shown;
  }
  get settling(): Promise<void> | null {
    return this.#settling;
  }
  /** Progress heard before the status message was out, for its first edit. */
  get early(): JobStatusView | null {
    return this.#early;
  }
  /** Nothing is held: the record may go. */
  get empty(): boolean {
    return !this.#target && !this.#announcing && !this.#early && !this.#shown && !this.#settling;
  }

  /** → admitted: this process announced the job to `target`. */
  admit(target: ChatTarget): void {
    this.#target = target;
  }
  /** → announcing: the status message goes out. */
  announce(work: Promise<void>): void {
    this.#announcing = work;
  }
  /** announcing → showing (or admitted when no message could be sent): early progress has been used. */
  announced(): void {
    this.#announcing = null;
    this.#early = null;
  }
  /** Progress of a job whose status message is not out yet: only the newest is kept. */
  heard(view: JobStatusView): void {
    if (this.#target && !this.#settling) this.#early = view;
  }
  /** → showing: a status message is on screen (announced here, or resumed after a restart). */
  show(shown: S): void {
    this.#shown = shown;
  }
  /** → settling: the delivery is under way. */
  settle(work: Promise<void>): void {
    this.#settling = work;
  }
  /** The delivery took the job over (or another process has it): this process stops drawing its status. Answers what was shown. */
  takeOver(): S | null {
    const shown = this.#shown;
    this.#shown = null;
    this.#early = null;
    return shown;
  }
  /** The delivery in this process ended. */
  settled(): void {
    this.#settling = null;
    this.#target = null;
  }
  /** The platform's bot stopped: its jobs wait in the outbox for the next start. */
  detach(platform: ChatPlatform): void {
    if (this.#target?.platform === platform) this.#target = null;
    if (this.#shown?.platform === platform) {
      this.#shown.updater?.close();
      this.#shown = null;
    }
  }
}

/** The delivery records of this process, one per job, dropped as soon as one holds nothing. */
export class DeliveryRecords<S extends Shown = Shown> {
  readonly #jobs = new Map<string, JobDelivery<S>>();

  get(jobId: string): JobDelivery<S> | undefined {
    return this.#jobs.get(jobId);
  }

  /** The job's record, made when there is none. */
  of(jobId: string): JobDelivery<S> {
    let record = this.#jobs.get(jobId);
    if (!record) {
      record = new JobDelivery<S>(jobId);
      this.#jobs.set(jobId, record);
    }
    return record;
  }

  /** Forgets the record once it holds nothing. */
  release(record: JobDelivery<S>): void {
    if (record.empty && this.#jobs.get(record.jobId) === record) this.#jobs.delete(record.jobId);
  }

  all(): JobDelivery<S>[] {
    return [...this.#jobs.values()];
  }
}
