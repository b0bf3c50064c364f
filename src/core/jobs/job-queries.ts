import { AppError } from '../errors.js';
import type { Clock } from '../clock.ports.js';
import { safeEqual } from '../ids.js';
import { DownloadLinks } from './download-link.js';
import { classifyRawFailure } from './failure-message.js';
import type { JobEventBus } from './job-events.ports.js';
import { deepFreeze } from '../deep-freeze.js';
import type { ByteRange, JobFiles, JobQueue, JobStore, OwnedJobInfo, ServedFile } from './job.ports.js';
import type { JobInfo, JobOutput, JobRecord, PipelineProgress, QueueStats } from './job.types.js';
import { storedNames } from './stored-names.js';

export interface JobQueriesDeps {
  store: JobStore;
  files: JobFiles;
  queue: JobQueue;
  events: JobEventBus;
  clock: Clock;
}

/**
 * What callers ask of jobs once they exist: the owner's view, the list, removal, the output and the signed
 * links that stand in for a session. Ownership is checked on every owner-facing call; anyone else, or an
 * expired job, gets not_found.
 */
export class JobQueries {
  readonly #links: DownloadLinks;

  constructor(
    private readonly deps: JobQueriesDeps,
    linkSecret: string,
  ) {
    this.#links = new DownloadLinks(linkSecret);
  }

  /**
   * The owner's view of a job, checked as `owned` checks it. Read through the store's frozen view, not the whole
   * record: a poll asks this on every request, and copying the record was 3–5 % of its CPU (docs/performance.md).
   */
  async get(owner: string, id: string): Promise<JobInfo> {
    const found = typeof id === 'string' && id.length <= 64 ? await this.deps.store.view(id) : null;
    if (!found || !safeEqual(found.owner, owner) || found.info.expiresAt <= this.deps.clock.now()) {
      throw new AppError('not_found', 'No such job.');
    }
    return found.info;
  }

  /** The full record for adapters that deliver results (bots); ownership is checked. */
  async getRecord(owner: string, id: string): Promise<JobRecord> {
    return this.owned(owner, id);
  }

  /** The owner's unexpired jobs, newest first. */
  async list(owner: string, limit = 20): Promise<JobInfo[]> {
    return (await this.deps.store.listByOwner(owner, this.deps.clock.now(), limit)).map(toInfo);
  }

  /** Cancels a queued job, or aborts and removes any other (spec part 3). */
  async remove(owner: string, id: string): Promise<void> {
    await this.#removeJob(await this.owned(owner, id));
  }

  /** Same as remove, without the ownership check (admin panel). */
  async adminRemove(id: string): Promise<void> {
    const job = await this.deps.store.get(id);
    if (!job) throw new AppError('not_found', 'No such job.');
    await this.#removeJob(job);
  }

  async #removeJob(job: JobRecord): Promise<void> {
    const { store, files, clock, queue, events } = this.deps;
    if (job.status === 'queued') {
      const cancelled = await store.update(job.id, ['queued'], { status: 'cancelled', stage: 'cancelled', completedAt: clock.now(), input: null });
      if (cancelled) {
        await queue.remove(job.id);
        await files.removeInput(job.id);
        await files.removeWork(job.id);
        await events.publish({ type: 'cancelled', job: cancelled });
        return;
      }
      // It started meanwhile: remove it as a running job.
      const now = await store.get(job.id);
      if (!now) return;
      job = now;
    }
    // The record goes first, so a run that finishes meanwhile finds nothing to complete.
    await store.delete(job.id);
    await events.publish({ type: 'abort', jobId: job.id });
    await files.removeAll(job.id, storedNames(job));
    // A job still queued here lost the cancel to its start, whose 'processing' may not be readable yet: it was
    // running, so it ends cancelled as a running job does.
    if (job.status === 'processing' || job.status === 'queued') await events.publish({ type: 'cancelled', job: { ...job, status: 'cancelled' } });
  }

  /** Path and names of a completed job's output, for download and preview. */
  async output(owner: string, id: string): Promise<JobOutput> {
    return this.outputOf(await this.owned(owner, id));
  }

  /** The stored (relative) output path becomes absolute here, once, for whoever reads the file. */
  outputOf(job: JobRecord): JobOutput {
    if (job.status !== 'completed' || !job.output) throw new AppError('not_found', 'No result for this job.');
    return {
      path: this.deps.files.resolve(job.id, job.output.file),
      jobId: job.id,
      file: job.output.file,
      name: job.output.name,
      mime: job.output.mime,
      size: job.output.size,
      ext: extOf(job.output.name),
    };
  }

  /** A short-lived link that serves the output itself (an object store's presigned URL), or null where the store has none. */
  /** The output as the store serves it: a link to where it lies, or its bytes from here (src/core/jobs/job.ports.ts). */
  serveOutput(out: JobOutput, inline: boolean): Promise<ServedFile> {
    return this.deps.files.serve(out.jobId, out.file, { name: out.name, mime: out.mime, inline });
  }

  /** The output's bytes, wherever they lie (an agent's inline copy of a small result). */
  readOutput(out: JobOutput, range?: ByteRange): Promise<NodeJS.ReadableStream> {
    return this.deps.files.read(out.jobId, out.file, range);
  }

  /** A token that lets anyone holding it read this job's result until the job expires (chat deliveries). */
  async downloadToken(id: string): Promise<string> {
    const job = await this.deps.store.get(id);
    if (!job) throw new AppError('not_found', 'No such job.');
    return this.#links.token(id, job.expiresAt);
  }

  /** The output of a completed job for a valid token; not_found otherwise. */
  async outputByToken(id: string, token: string): Promise<JobOutput> {
    const job = typeof id === 'string' && id.length <= 64 ? await this.deps.store.get(id) : null;
    if (!job || job.expiresAt <= this.deps.clock.now() || !this.#links.verify(id, job.expiresAt, token)) {
      throw new AppError('not_found', 'No such job.');
    }
    return this.outputOf(job);
  }

  async stats(): Promise<QueueStats> {
    const counts = await this.deps.store.countByStatus();
    return { waiting: counts.queued, running: counts.processing, completed: counts.completed, failed: counts.failed, cancelled: counts.cancelled };
  }

  /** Recent jobs across all owners (admin panel); owners are not part of JobInfo. */
  async recent(limit = 50): Promise<JobInfo[]> {
    return (await this.deps.store.recent(limit)).map(toInfo);
  }

  async owned(owner: string, id: string): Promise<JobRecord> {
    const job = typeof id === 'string' && id.length <= 64 ? await this.deps.store.get(id) : null;
    if (!job || !safeEqual(job.owner, owner) || job.expiresAt <= this.deps.clock.now()) {
      throw new AppError('not_found', 'No such job.');
    }
    return job;
  }
}

/** The owner's view of a record. A failure stored before kinds existed is classified from its raw text. */
export function toInfo(job: JobRecord): JobInfo {
  return {
    id: job.id,
    tool: job.tool,
    source: job.source,
    status: job.status,
    stage: job.stage,
    progress: job.progress,
    createdAt: job.createdAt,
    expiresAt: job.expiresAt,
    completedAt: job.completedAt,
    result:
      job.status === 'completed' && job.output
        ? {
            name: job.output.name,
            mime: job.output.mime,
            size: job.output.size,
            ext: extOf(job.output.name),
            ...(job.output.note ? { note: job.output.note } : {}),
            ...(job.output.settings ? { settings: job.output.settings } : {}),
          }
        : null,
    failure: job.status === 'failed' ? (job.failure ?? classifyRawFailure(job.error ?? '')) : null,
    ...(job.steps?.length ? { pipeline: pipelineProgress(job, job.steps) } : {}),
  };
}

/**
 * What `JobStore.view` answers for a record: its owner and `toInfo` of it, deep-frozen. The result's note and
 * settings are copied first, as they are the record's own objects; everything else toInfo builds anew.
 */
export function ownedInfo(job: JobRecord): OwnedJobInfo {
  const info = toInfo(job);
  if (info.result?.note) info.result.note = structuredClone(info.result.note);
  if (info.result?.settings) info.result.settings = structuredClone(info.result.settings);
  return deepFreeze({ owner: job.owner, info });
}

function pipelineProgress(job: JobRecord, steps: NonNullable<JobRecord['steps']>): PipelineProgress {
  const step = Math.min(steps.length, Math.max(1, job.status === 'completed' ? steps.length : (job.step ?? 1)));
  const failed = job.status === 'failed' && job.failedStep ? Math.min(steps.length, Math.max(1, job.failedStep)) : null;
  return {
    steps: steps.length,
    step,
    stepTool: steps[step - 1].tool,
    failedStep: failed ? { index: failed, tool: steps[failed - 1].tool } : null,
  };
}

export function extOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : 'bin';
}
