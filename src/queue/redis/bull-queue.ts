import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobLane } from '../../core/jobs/job-lane.js';
import type { JobQueue } from '../../core/jobs/job.ports.js';

export interface BullJobQueueOptions {
  /** Fail-fast connection for adding and removing (request paths). */
  connection: Redis;
  /** Factory for the worker's blocking connection (BullMQ needs its own, waiting through outages). */
  workerConnection: () => Redis;
  /** Heavy jobs this process runs at once (WORKER_CONCURRENCY). */
  concurrency: number;
  /**
   * Light jobs this process runs at once besides (LIGHT_JOB_CONCURRENCY), taken from a queue of their own; absent
   * or 0: no light queue, a light push goes to the one queue. Every process of a fleet must agree on it.
   */
  lightConcurrency?: number;
  /** How long a running job's lock lasts unless renewed; a killed worker's job is redelivered after it. */
  leaseMs: number;
  /** False for processes that only add jobs (ROLES without worker): `start` then takes no work. */
  consume?: boolean;
  /**
   * Tells the job records that this process is running these ids: once when it takes a job, then every half
   * lease while it runs. Kept outside Redis, it lets the fleet find a running job that Redis lost together
   * with its worker (see `handBack`).
   */
  alive?: (jobIds: string[]) => Promise<void>;
  /** Hand-outs of one id when the worker throws, and the first back-off (doubling after); 8 and 1 s by default. */
  retry?: { attempts: number; delayMs: number };
  /** Key prefix in Redis (one per installation sharing a Redis). */
  prefix?: string;
  log?: (level: 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
}

const QUEUE_NAME = 'jobs';
/** Light jobs wait apart, so a worker takes them into its light slots while its heavy slots are full. */
const LIGHT_QUEUE_NAME = 'jobs-light';
/** How long `push` waits for Redis before leaving the id to the re-queue pass (the record is already stored). */
const PUSH_TIMEOUT_MS = 2_000;

interface Payload {
  id: string;
  /** Pushed again by `handBack`: the worker takes it as a stalled job handed out again. */
  handedBack?: boolean;
}

/**
 * The shared queue on BullMQ. It carries only job ids: the records live in PostgreSQL and the worker re-reads
 * the status before running, so a duplicate or stale id is harmless. The BullMQ job id is the job id, which
 * makes a second push of a waiting id a no-op.
 *
 * A worker killed mid-job stops renewing its lock; another worker's stalled check finds the job after
 * `leaseMs` and hands it out again with `redelivered: true`. The core decides from its record whether that
 * is the one retry or the end (failed as interrupted). `maxStalledCount: 2` lets the second redelivery reach
 * the core too, so it is the core, not BullMQ, that records the failure. When Redis loses the job as well
 * (restarted without its data while the worker died), no stalled check can find it; the worker's heartbeat
 * in the job records (`alive`) lets the fleet sweep find it instead and `handBack` takes the same path.
 *
 * Two lanes (core/jobs/job-lane.ts), each a BullMQ queue with its own worker and slots; an id lives in one of
 * them, so every call that looks an id up (remove, holds, handBack) asks both.
 */
export class BullJobQueue implements JobQueue {
  readonly #lanes: Record<JobLane, Queue<Payload>>;
  /** The distinct queues: one, or the heavy and the light. */
  readonly #queues: Queue<Payload>[];
  #workers: Worker<Payload>[] = [];
  readonly #opts: BullJobQueueOptions;
  /** Ids this process is running now, for the heartbeat. */
  readonly #running = new Set<string>();
  #heartbeat: ReturnType<typeof setInterval> | null = null;

  constructor(opts: BullJobQueueOptions) {
    this.#opts = opts;
    const heavy = this.#open(QUEUE_NAME);
    this.#lanes = { heavy, light: opts.lightConcurrency ? this.#open(LIGHT_QUEUE_NAME) : heavy };
    this.#queues = [...new Set(Object.values(this.#lanes))];
  }

  #open(name: string): Queue<Payload> {
    const opts = this.#opts;
    const queue = new Queue<Payload>(name, {
      connection: opts.connection,
      prefix: opts.prefix ?? 'gametools',
      // The core records every tool failure itself and resolves; the worker throws only when an engine failed
      // under it (PostgreSQL away mid-job, or a final status it could not store). Then BullMQ hands the id out
      // again after a back-off that doubles, so an outage of about two minutes is ridden out. An id BullMQ gave
      // up on is dropped, not kept as failed: the record still says queued or processing, and the sweep's
      // re-queue (`pushMany`) or hand-back must be able to add the same id again.
      defaultJobOptions: {
        removeOnComplete: true,
        removeOnFail: true,
        attempts: opts.retry?.attempts ?? 8,
        backoff: { type: 'exponential', delay: opts.retry?.delayMs ?? 1000 },
      },
    });
    queue.on('error', (err) => opts.log?.('warn', 'queue connection', { err: err.message }));
    return queue;
  }

  async start(worker: (jobId: string, attempt: { redelivered: boolean }) => Promise<void>): Promise<void> {
    if (this.#workers.length || this.#opts.consume === false) return;
    const { concurrency, lightConcurrency, leaseMs, prefix, log } = this.#opts;
    const process = async (job: Job<Payload>) => {
        // attemptsStarted counts every hand-out, including those after a stall.
        const redelivered = job.data.handedBack === true || job.attemptsStarted > 1 || job.stalledCounter > 0;
        const id = job.data.id;
        this.#running.add(id);
        try {
          await this.#sayAlive([id]);
          await worker(id, { redelivered });
        } finally {
          this.#running.delete(id);
        }
    };
    const take = (name: string, slots: number) =>
      new Worker<Payload>(name, process, {
        connection: this.#opts.workerConnection(),
        prefix: prefix ?? 'gametools',
        concurrency: slots,
        lockDuration: leaseMs,
        stalledInterval: Math.max(250, Math.floor(leaseMs / 2)),
        maxStalledCount: 2,
      });
    this.#workers = [take(QUEUE_NAME, concurrency), ...(lightConcurrency ? [take(LIGHT_QUEUE_NAME, lightConcurrency)] : [])];
    for (const w of this.#workers) {
      w.on('error', (err) => log?.('warn', 'queue worker', { err: err.message }));
      w.on('failed', (job, err) => {
        // The core records every outcome itself; a throw here is an engine that failed under the worker.
        if (!job) return;
        // BullMQ stamps `finishedOn` only when it fails the job for good (no retry left).
        log?.('warn', job.finishedOn ? 'queue gave up on a job; the sweep brings it back from its record' : 'job handed out again after an engine error', {
          job: job.data.id,
          err: err.message,
        });
      });
    }
    if (this.#opts.alive) {
      this.#heartbeat = setInterval(() => {
        if (this.#running.size) void this.#sayAlive([...this.#running]);
      }, Math.max(250, Math.floor(leaseMs / 2)));
      this.#heartbeat.unref();
    }
  }

  async #sayAlive(ids: string[]): Promise<void> {
    try {
      await this.#opts.alive?.(ids);
    } catch (err) {
      this.#opts.log?.('warn', 'job heartbeat not written', { jobs: ids, err: err instanceof Error ? err.message : String(err) });
    }
  }

  /**
   * Adds the id unless Redis is unreachable; then the job stays `queued` in PostgreSQL and the re-queue pass
   * pushes it when Redis is back. An accepted job is never lost to a Redis outage.
   */
  async push(jobId: string, opts: { rank?: number; lane?: JobLane } = {}): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // BullMQ serves priority 1 first, FIFO within one: an owner's n-th active job waits behind every owner's first.
    const priority = Math.min(1 + Math.max(0, Math.floor(opts.rank ?? 0)), 2_097_152);
    try {
      await Promise.race([
        this.#lanes[opts.lane ?? 'heavy'].add('run', { id: jobId }, { jobId, priority }),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('Redis did not answer')), PUSH_TIMEOUT_MS))),
      ]);
    } catch (err) {
      this.#opts.log?.('warn', 'job left for the re-queue pass', { job: jobId, err: err instanceof Error ? err.message : String(err) });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Adds many ids at once (the re-queue pass), each into its lane (heavy unless `laneOf` says otherwise); ids
   * already waiting or running in that lane are left as they are. The lane comes from the record and the fleet's
   * shared settings, so an id is not looked for in the other lane; were it there, the worker's status check
   * would make the second run a no-op.
   */
  async pushMany(jobIds: readonly string[], laneOf: (id: string) => JobLane = () => 'heavy'): Promise<void> {
    for (const queue of this.#queues) {
      const mine = jobIds.filter((id) => this.#lanes[laneOf(id)] === queue);
      if (mine.length) await queue.addBulk(mine.map((id) => ({ name: 'run', data: { id }, opts: { jobId: id } })));
    }
  }

  /** Whether BullMQ holds this id in any state (waiting, running, delayed), in either lane. */
  async holds(jobId: string): Promise<boolean> {
    for (const queue of this.#queues) if (held(await queue.getJobState(jobId))) return true;
    return false;
  }

  /**
   * Hands `processing` jobs whose worker is gone back to the workers, as BullMQ hands back a stalled job
   * (`redelivered`: the one retry, or failed as interrupted). Only ids BullMQ no longer holds (Redis lost
   * them, or it gave up on them) are pushed: one it holds is waiting, running, or will be found by its own
   * stalled check, and pushing it too would run the retry twice. Answers the ids handed back.
   */
  async handBack(jobIds: readonly string[], laneOf: (id: string) => JobLane = () => 'heavy'): Promise<string[]> {
    const handed: string[] = [];
    next: for (const id of jobIds) {
      const finished: Queue<Payload>[] = [];
      for (const queue of this.#queues) {
        const state = await queue.getJobState(id);
        if (held(state)) continue next;
        if (state !== 'unknown') finished.push(queue);
      }
      // A finished entry of the same id would make the add below a no-op.
      for (const queue of finished) await queue.remove(id);
      // In the prioritized set with every owner's first job (as push's rank 0): an id without a priority would go to
      // BullMQ's plain wait list, which it serves before every prioritized job, ahead of jobs that waited longer.
      await this.#lanes[laneOf(id)].add('run', { id, handedBack: true }, { jobId: id, priority: 1 });
      handed.push(id);
    }
    return handed;
  }

  async remove(jobId: string): Promise<void> {
    // A running job is locked and cannot be removed; the abort event stops it instead.
    await Promise.all(this.#queues.map((queue) => queue.remove(jobId).catch(() => undefined)));
  }

  async counts(): Promise<{ waiting: number; running: number }> {
    let waiting = 0;
    let running = 0;
    for (const queue of this.#queues) {
      const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'paused');
      waiting += (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0) + (c.paused ?? 0);
      running += c.active ?? 0;
    }
    return { waiting, running };
  }

  async close(): Promise<void> {
    const workers = this.#workers;
    this.#workers = [];
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    await Promise.all(workers.map((w) => w.close()));
    await Promise.all(this.#queues.map((queue) => queue.close()));
  }
}

/** A state in which BullMQ still holds the id (waiting, running, delayed): a push of it would be a no-op. */
function held(state: string): boolean {
  return state !== 'unknown' && state !== 'completed' && state !== 'failed';
}
