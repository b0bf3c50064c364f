import type { CpuMeter } from './cpu.ports.js';
import type { Clock } from '../clock.ports.js';
import { systemTimers } from '../timers.js';
import type { Timers } from '../timers.ports.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import type { ToolEnv } from '../tools/tool.types.js';
import type { JobEventBus } from './job-events.ports.js';
import { JobFeed } from './job-feed.js';
import { JobIntake } from './job-intake.js';
import { JobJanitor } from './job-janitor.js';
import { jobLane, type JobLane } from './job-lane.js';
import { JobNotify } from './job-notify.js';
import { JobQueries, toInfo } from './job-queries.js';
import { JobRunner } from './job-runner.js';
import type { FeatureFlags, JobFiles, JobQueue, JobStore, ServedFile, ToolActivity } from './job.ports.js';
import type { FreeSpace } from './storage-room.js';
import type { EnqueueRequest, JobInfo, JobOutput, JobRecord, QueueStats } from './job.types.js';
import { PipelineIntake, type PipelineRequest } from '../pipelines/pipeline-intake.js';
import type { PipelineFileOps } from '../pipelines/pipeline.ports.js';
import { DEFAULT_PIPELINE_LIMITS, type PipelineLimits } from '../pipelines/pipeline.types.js';

export { toInfo };

export interface JobServiceOptions {
  ttlMs: number;
  timeoutMs: number;
  maxActivePerOwner: number;
  maxQueue: number;
  /** Active jobs of callers without a key from one client address (unlimited when absent). */
  maxActivePerAddress?: number;
  /** Active jobs of callers without a key, every address together (unlimited when absent). */
  maxActiveWithoutKey?: number;
  maxUploadBytes: number;
  /** Bytes one session, key or address may keep (unlimited when absent). */
  maxStoredBytesPerOwner?: number;
  /** Free bytes below which no new job is taken (no floor when absent). */
  minFreeBytes?: number;
  /** Secret for signed download links (chat deliveries). */
  linkSecret: string;
  /**
   * True when several processes share the queue (BullMQ). A job found `processing` at start may then be running
   * in another process, so start leaves it alone; a job whose worker died is redelivered by the queue instead.
   */
  sharedQueue?: boolean;
  /** Open event streams per owner and per process (MAX_STREAMS_PER_OWNER, MAX_STREAMS); 10 and 2000 when absent. */
  maxStreamsPerOwner?: number;
  maxStreams?: number;
  /** Open streams of callers without a key per address, and all of them together (unlimited when absent). */
  maxStreamsPerAddress?: number;
  maxStreamsWithoutKey?: number;
  /** MAX_PIPELINE_STEPS, MAX_FILES_PER_JOB, MAX_FANOUT. */
  pipelineLimits?: PipelineLimits;
  /** Inputs up to this size may run in a light slot (LIGHT_JOB_MAX_KB, job-lane.ts); 0 or absent: every job is heavy. */
  maxLightInputBytes?: number;
}

export interface JobServiceDeps {
  tools: ToolRegistry;
  store: JobStore;
  files: JobFiles;
  queue: JobQueue;
  events: JobEventBus;
  activity: ToolActivity;
  flags: FeatureFlags;
  clock: Clock;
  toolEnv: ToolEnv;
  /** Decides a file's type from its content (magic bytes). */
  detect: (path: string) => Promise<{ mime: string; ext: string } | null>;
  /** Free space where job files go (DATA_DIR); no floor is checked without it. */
  freeSpace?: FreeSpace;
  /** File work between pipeline steps (ZIPs in and out, types by content); without it only one-step jobs run. */
  pipelineFiles?: PipelineFileOps;
  /** Told of each job once it is admitted (the job counters). */
  admitted?: (job: JobRecord) => void;
  /** Short words for the service log; the core has no logger of its own. */
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta?: Record<string, unknown>) => void;
  /** Deadlines of long polls and synchronous enqueues (tests move them); the system's timers when absent. */
  timers?: Timers;
  /** Each job's CPU meter and budget (JOB_CPU_S); no CPU budget without it. */
  cpu?: { meter: () => CpuMeter; budgetS: number };
}

/**
 * The job core, built once from its ports: `intake` admits, `queries` answers owners and admins, `runner`
 * works the queue, `janitor` sweeps and recovers, `notify` tells each job's targets. This class only holds
 * them together and keeps the short names the adapters already call; new code calls the part it needs.
 */
export class JobService {
  readonly intake: JobIntake;
  readonly queries: JobQueries;
  readonly runner: JobRunner;
  readonly janitor: JobJanitor;
  readonly notify: JobNotify;
  /** Followers of jobs (event streams, long polls, synchronous enqueues). */
  readonly feed: JobFeed;
  /** Admits pipelines (several steps or several files) as one job each. */
  readonly pipelines: PipelineIntake;
  readonly events: JobEventBus;
  readonly #store: JobStore;
  #started = false;
  /** The slots a job waits for; every push (admission, restart recovery, a shared queue's re-queue) asks it. */
  readonly laneOf: (job: JobRecord) => JobLane;

  constructor(deps: JobServiceDeps, opts: JobServiceOptions) {
    this.events = deps.events;
    this.#store = deps.store;
    const maxLight = opts.maxLightInputBytes ?? 0;
    this.laneOf = (job) => jobLane(job, deps.tools, maxLight);
    this.intake = new JobIntake({ ...deps, laneOf: this.laneOf }, opts);
    this.queries = new JobQueries(deps, opts.linkSecret);
    const pipelineLimits = opts.pipelineLimits ?? DEFAULT_PIPELINE_LIMITS;
    this.runner = new JobRunner({ ...deps, pipelineLimits }, opts.timeoutMs, { maxStoredBytes: opts.maxStoredBytesPerOwner, minFreeBytes: opts.minFreeBytes });
    this.pipelines = new PipelineIntake(
      { ...deps, detectedAs: deps.pipelineFiles?.detectedAs ?? ((mime) => mime), jobs: this.intake },
      pipelineLimits,
      opts.maxUploadBytes,
    );
    this.janitor = new JobJanitor({ ...deps, runner: this.runner, laneOf: this.laneOf }, opts.sharedQueue ?? false);
    this.notify = new JobNotify(deps.events, deps.store, deps.clock);
    this.feed = new JobFeed(
      {
        events: deps.events,
        owned: (owner, id) => this.queries.owned(owner, id),
        listOwned: (owner, limit) => deps.store.listByOwner(owner, deps.clock.now(), limit),
        timers: deps.timers ?? systemTimers,
      },
      {
        maxStreamsPerOwner: opts.maxStreamsPerOwner ?? 10,
        maxStreams: opts.maxStreams ?? 2000,
        maxStreamsPerAddress: opts.maxStreamsPerAddress,
        maxStreamsWithoutKey: opts.maxStreamsWithoutKey,
      },
    );
  }

  /** Starts the worker, then re-queues what was waiting and retries (once) what was interrupted. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    this.feed.start();
    await this.runner.start();
    await this.janitor.recover();
  }

  /** Stops taking work; running jobs are abandoned as `processing` so the next start retries them. */
  async stop(): Promise<void> {
    this.feed.stop();
    await this.runner.stop();
    await this.#store.flush();
  }

  /** Validates and admits a job; resolves once it is stored, so the caller may acknowledge it. */
  async enqueue(req: EnqueueRequest): Promise<JobInfo> {
    return toInfo(await this.intake.admit(req));
  }

  /** Validates and admits a pipeline as one job. */
  async enqueuePipeline(req: PipelineRequest): Promise<JobInfo> {
    return toInfo(await this.pipelines.admit(req));
  }

  get(owner: string, id: string): Promise<JobInfo> {
    return this.queries.get(owner, id);
  }

  getRecord(owner: string, id: string): Promise<JobRecord> {
    return this.queries.getRecord(owner, id);
  }

  list(owner: string, limit?: number): Promise<JobInfo[]> {
    return this.queries.list(owner, limit);
  }

  remove(owner: string, id: string): Promise<void> {
    return this.queries.remove(owner, id);
  }

  adminRemove(id: string): Promise<void> {
    return this.queries.adminRemove(id);
  }

  output(owner: string, id: string): Promise<JobOutput> {
    return this.queries.output(owner, id);
  }

  serveOutput(out: JobOutput, inline: boolean): Promise<ServedFile> {
    return this.queries.serveOutput(out, inline);
  }

  readOutput(out: JobOutput): Promise<NodeJS.ReadableStream> {
    return this.queries.readOutput(out);
  }

  downloadToken(id: string): Promise<string> {
    return this.queries.downloadToken(id);
  }

  outputByToken(id: string, token: string): Promise<JobOutput> {
    return this.queries.outputByToken(id, token);
  }

  stats(): Promise<QueueStats> {
    return this.queries.stats();
  }

  recent(limit?: number): Promise<JobInfo[]> {
    return this.queries.recent(limit);
  }

  sweep(): Promise<number> {
    return this.janitor.sweep();
  }
}
