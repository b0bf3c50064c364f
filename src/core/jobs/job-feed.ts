import { AppError } from '../errors.js';
import { randomId } from '../ids.js';
import type { Timers } from '../timers.ports.js';
import type { JobEvent, JobEventBus } from './job-events.ports.js';
import { toInfo } from './job-queries.js';
import type { JobInfo, JobRecord, JobStatus } from './job.types.js';

export type FeedEventType = 'progress' | 'completed' | 'failed' | 'cancelled';

/** One change of a job as a follower sees it: an id to resume after, and the owner's view of the job. */
export interface FeedEvent {
  id: string;
  type: FeedEventType;
  job: JobInfo;
}

/** Where a subscription delivers: each event in order, then one end (after the final event, or at shutdown). */
export interface FeedSink {
  event(event: FeedEvent): void;
  end(reason: 'final' | 'shutdown'): void;
}

export interface FeedSubscription {
  close(): void;
}

export interface JobFeedDeps {
  events: JobEventBus;
  /** The owner's record, or not_found (another owner's job, an expired one, none). */
  owned(owner: string, id: string): Promise<JobRecord>;
  /** The owner's unexpired jobs, newest first. */
  listOwned(owner: string, limit: number): Promise<JobRecord[]>;
  timers: Timers;
}

export interface JobFeedOptions {
  /** Open streams one owner may hold in this process (MAX_STREAMS_PER_OWNER). */
  maxStreamsPerOwner: number;
  /** Open streams of this process, every owner together. */
  maxStreams: number;
  /** Open streams of callers without a key from one client address (its /64 for IPv6); unlimited when absent. */
  maxStreamsPerAddress?: number;
  /** Open streams of callers without a key, every address together: the rest of MAX_STREAMS stays for keys. */
  maxStreamsWithoutKey?: number;
  /** Events kept per job so a reconnecting follower gets what it missed. */
  keepPerJob?: number;
  /** Jobs whose last events are kept; the oldest-heard job is forgotten first. */
  keepJobs?: number;
}

const FINAL: ReadonlySet<JobStatus> = new Set(['completed', 'failed', 'cancelled']);
const RANK: Record<JobStatus, number> = { queued: 0, processing: 1, completed: 2, failed: 2, cancelled: 2 };

export const isFinalStatus = (status: JobStatus): boolean => FINAL.has(status);

/**
 * Whether `next` moves a follower forward from `prev`: never back to an earlier status, never lower progress,
 * and no repeat of what was already said. A job retried after its worker died starts again from 0 in its record;
 * its followers hear it again only once it passes where they were.
 */
function forward(prev: JobInfo | null, next: JobInfo): boolean {
  if (!prev) return true;
  if (FINAL.has(prev.status)) return false;
  if (RANK[next.status] !== RANK[prev.status]) return RANK[next.status] > RANK[prev.status];
  // A pipeline's next step is news even where its progress or stage read the same.
  const step = (j: JobInfo) => j.pipeline?.step ?? 0;
  if (step(next) !== step(prev)) return step(next) > step(prev);
  if (next.progress !== prev.progress) return next.progress > prev.progress;
  return next.stage !== prev.stage;
}

function typeOf(job: JobInfo): FeedEventType {
  return FINAL.has(job.status) ? (job.status as Exclude<FeedEventType, 'progress'>) : 'progress';
}

/** One follower: holds what it was last told, so whatever arrives out of order or twice is dropped. */
class Follower {
  #last = new Map<string, JobInfo>();
  #open = true;

  constructor(
    private readonly sink: FeedSink,
    /** Following a single job ends with its final event; following an owner does not. */
    private readonly single: boolean,
    private readonly onClose: () => void,
  ) {}

  get open(): boolean {
    return this.#open;
  }

  offer(event: FeedEvent): void {
    if (!this.#open) return;
    const prev = this.#last.get(event.job.id) ?? null;
    if (!forward(prev, event.job)) return;
    if (FINAL.has(event.job.status) && !this.single) this.#last.delete(event.job.id);
    else this.#last.set(event.job.id, event.job);
    this.sink.event(event);
    if (this.single && FINAL.has(event.job.status)) this.end('final');
  }

  /** What the follower already knows, so nothing older is offered (a resume). */
  knows(job: JobInfo): void {
    this.#last.set(job.id, job);
  }

  end(reason: 'final' | 'shutdown'): void {
    if (!this.#open) return;
    this.close();
    this.sink.end(reason);
  }

  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.onClose();
  }
}

/**
 * The job-event feed: turns the event bus (in-process, or Redis across a fleet) into followers of one job or of
 * every job of an owner, with event ids and the last events of each job kept so a follower that reconnects with
 * the id it last saw gets what it missed, or the job's current state when that id is no longer kept (or was
 * given by another process). Also the waits of long polling and synchronous enqueues, and the count of open
 * streams against their limits. Built once per process; `stop` ends every follower.
 */
export class JobFeed {
  readonly #tag = randomId(6);
  #seq = 0;
  readonly #recent = new Map<string, FeedEvent[]>();
  readonly #byJob = new Map<string, Set<Follower>>();
  readonly #byOwner = new Map<string, Set<Follower>>();
  readonly #streams = new Map<string, number>();
  readonly #streamsByAddress = new Map<string, number>();
  #streamTotal = 0;
  #streamsWithoutKey = 0;
  #unsubscribe: (() => void) | null = null;
  #stopped = false;
  readonly #keepPerJob: number;
  readonly #keepJobs: number;

  constructor(
    private readonly deps: JobFeedDeps,
    private readonly opts: JobFeedOptions,
  ) {
    this.#keepPerJob = opts.keepPerJob ?? 8;
    this.#keepJobs = opts.keepJobs ?? 2000;
  }

  /** Listens to the bus; called once by the root (every process that serves followers). */
  start(): void {
    if (this.#unsubscribe || this.#stopped) return;
    this.#unsubscribe = this.deps.events.subscribe((event) => this.#hear(event));
  }

  /** Ends every follower (each told `shutdown`) and stops listening; later follows are refused. */
  stop(): void {
    this.#stopped = true;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    const all = [...this.#byJob.values(), ...this.#byOwner.values()].flatMap((set) => [...set]);
    for (const follower of all) follower.end('shutdown');
  }

  /**
   * Takes one of the owner's stream slots or refuses with rate_limited (per owner; for a caller without a key,
   * `address` set, per address and within the share kept from keys; then per process); answers the release, which
   * may be called more than once. A new session costs nothing, so without the address and share caps 32 addresses
   * took all 2,000 slots in 4 s and a key holder got 429 (issue 37).
   */
  openStream(owner: string, address: string | null = null): () => void {
    this.#refuseWhenStopped();
    const mine = this.#streams.get(owner) ?? 0;
    if (mine >= this.opts.maxStreamsPerOwner) {
      throw new AppError('rate_limited', `You have ${mine} open event streams; the limit is ${this.opts.maxStreamsPerOwner}. Close one first.`, {
        retryAfter: 5,
      });
    }
    if (address !== null) {
      const fromAddress = this.#streamsByAddress.get(address) ?? 0;
      const perAddress = this.opts.maxStreamsPerAddress ?? Infinity;
      if (fromAddress >= perAddress) {
        throw new AppError('rate_limited', `Your network address has ${fromAddress} open event streams; the limit is ${perAddress}. Close one first, or use an API key.`, {
          retryAfter: 5,
        });
      }
      if (this.#streamsWithoutKey >= (this.opts.maxStreamsWithoutKey ?? Infinity)) {
        throw new AppError('rate_limited', 'This server has too many open event streams of callers without an API key. Retry shortly, or poll.', { retryAfter: 5 });
      }
    }
    if (this.#streamTotal >= this.opts.maxStreams) {
      throw new AppError('rate_limited', 'This server has too many open event streams. Retry shortly, or poll.', { retryAfter: 5 });
    }
    bump(this.#streams, owner, 1);
    this.#streamTotal++;
    if (address !== null) {
      bump(this.#streamsByAddress, address, 1);
      this.#streamsWithoutKey++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#streamTotal--;
      bump(this.#streams, owner, -1);
      if (address !== null) {
        bump(this.#streamsByAddress, address, -1);
        this.#streamsWithoutKey--;
      }
    };
  }

  /**
   * Follows one of the owner's jobs: first what a follower that last saw `lastEventId` missed (or, without one or
   * when it is not kept, the job's current state), then every change, ending after the final event. A job that
   * already ended answers its final event at once. not_found for a job that is not the owner's.
   */
  async followJob(owner: string, id: string, lastEventId: string | null, sink: FeedSink): Promise<FeedSubscription> {
    this.#refuseWhenStopped();
    const follower = new Follower(sink, true, () => this.#remove(this.#byJob, id, follower));
    // Listening before the record is read, so a change between the two is not lost (repeats are dropped).
    this.#add(this.#byJob, id, follower);
    let record: JobRecord;
    try {
      record = await this.deps.owned(owner, id);
    } catch (err) {
      follower.close();
      throw err;
    }
    for (const event of this.#backlog(record, lastEventId, follower)) follower.offer(event);
    return follower;
  }

  /**
   * Follows every job of the owner, new ones included: first the owner's current jobs (`limit`, newest first),
   * then every change of any of them.
   */
  async followOwner(owner: string, sink: FeedSink, limit = 20): Promise<FeedSubscription> {
    this.#refuseWhenStopped();
    const follower = new Follower(sink, false, () => this.#remove(this.#byOwner, owner, follower));
    this.#add(this.#byOwner, owner, follower);
    let current: JobRecord[];
    try {
      current = limit > 0 ? await this.deps.listOwned(owner, limit) : [];
    } catch (err) {
      follower.close();
      throw err;
    }
    for (const record of current.reverse()) for (const event of this.#backlog(record, null, follower)) follower.offer(event);
    return follower;
  }

  /** The owner's job once its status or progress changes, or its current view after `ms` (long polling). */
  waitForChange(owner: string, id: string, ms: number): Promise<JobInfo> {
    return this.#wait(owner, id, ms, (first, next) => next !== first);
  }

  /** The owner's job once it has ended, or its current view after `ms` (synchronous enqueue). */
  waitForEnd(owner: string, id: string, ms: number): Promise<JobInfo> {
    return this.#wait(owner, id, ms, (_first, next) => FINAL.has(next.status));
  }

  #wait(owner: string, id: string, ms: number, done: (first: JobInfo, next: JobInfo) => boolean): Promise<JobInfo> {
    return new Promise<JobInfo>((resolve, reject) => {
      let first: JobInfo | null = null;
      let latest: JobInfo | null = null;
      let settled = false;
      let cancelTimer: (() => void) | null = null;
      let subscription: FeedSubscription | null = null;
      const finish = () => {
        if (settled || !latest) return;
        settled = true;
        cancelTimer?.();
        subscription?.close();
        resolve(latest);
      };
      const sink: FeedSink = {
        event: (event) => {
          latest = event.job;
          if (!first) first = event.job;
          // A job that already ended answers at once; otherwise the first change after what it was.
          if (FINAL.has(event.job.status) || done(first, event.job)) finish();
        },
        end: () => finish(),
      };
      this.followJob(owner, id, null, sink).then((sub) => {
        subscription = sub;
        if (settled) sub.close();
        else cancelTimer = this.deps.timers.after(ms, finish);
      }, reject);
    });
  }

  #refuseWhenStopped(): void {
    if (this.#stopped) throw new AppError('service_unavailable', 'The server is stopping. Retry shortly.', { retryAfter: 5 });
  }

  /** What a (re)connecting follower is told first; `follower` learns where a resume starts. */
  #backlog(record: JobRecord, lastEventId: string | null, follower: Follower): FeedEvent[] {
    const kept = this.#recent.get(record.id) ?? [];
    const at = lastEventId === null ? -1 : kept.findIndex((e) => e.id === lastEventId);
    if (at >= 0) {
      follower.knows(kept[at].job);
      return kept.slice(at + 1);
    }
    const job = toInfo(record);
    const last = kept.at(-1);
    // The current state, under the id of the kept event that said it when there is one.
    const same = last && last.job.status === job.status && last.job.progress === job.progress && last.job.stage === job.stage;
    return [{ id: same ? last.id : this.#nextId(), type: typeOf(job), job: same ? last.job : job }];
  }

  #hear(event: JobEvent): void {
    if (event.type === 'abort') return;
    const job = toInfo(event.job);
    const feedEvent: FeedEvent = { id: this.#nextId(), type: event.type, job };
    this.#keep(feedEvent);
    for (const follower of [...(this.#byJob.get(job.id) ?? [])]) follower.offer(feedEvent);
    for (const follower of [...(this.#byOwner.get(event.job.owner) ?? [])]) follower.offer(feedEvent);
  }

  #keep(event: FeedEvent): void {
    const id = event.job.id;
    let kept = this.#recent.get(id);
    if (kept) {
      // Heard again: it becomes the newest job, the last to be forgotten.
      this.#recent.delete(id);
    } else {
      kept = [];
      if (this.#recent.size >= this.#keepJobs) this.#recent.delete(this.#recent.keys().next().value as string);
    }
    kept.push(event);
    if (kept.length > this.#keepPerJob) kept.shift();
    this.#recent.set(id, kept);
  }

  #nextId(): string {
    return `${this.#tag}-${(++this.#seq).toString(36)}`;
  }

  #add(map: Map<string, Set<Follower>>, key: string, follower: Follower): void {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(follower);
  }

  #remove(map: Map<string, Set<Follower>>, key: string, follower: Follower): void {
    const set = map.get(key);
    if (!set) return;
    set.delete(follower);
    if (set.size === 0) map.delete(key);
  }
}

function bump(counts: Map<string, number>, key: string, delta: number): void {
  const n = (counts.get(key) ?? 0) + delta;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
