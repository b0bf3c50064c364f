import type { z } from 'zod';
import { isOutOfSpace, ToolError, type FailureKind } from '../errors.js';
import type { Clock } from '../clock.ports.js';
import { systemTimers } from '../timers.js';
import type { Timers } from '../timers.ports.js';
import { safeStem } from '../tools/names.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import type { InputFile, ToolDefinition, ToolEnv } from '../tools/tool.types.js';
import { classifyRawFailure } from './failure-message.js';
import type { JobEventBus } from './job-events.ports.js';
import type { CpuMeter } from './cpu.ports.js';
import { forgetSecrets } from './secret-params.js';
import { inputNames } from './stored-names.js';
import type { FeatureFlags, JobFiles, JobQueue, JobStore } from './job.ports.js';
import { extOf } from './job-queries.js';
import type { JobRecord, JobStatus } from './job.types.js';
import type { FreeSpace } from './storage-room.js';
import { runPipeline } from '../pipelines/pipeline-run.js';
import type { PipelineFileOps } from '../pipelines/pipeline.ports.js';
import { DEFAULT_PIPELINE_LIMITS, type CheckedStep, type PipelineLimits } from '../pipelines/pipeline.types.js';

export interface JobRunnerDeps {
  tools: ToolRegistry;
  store: JobStore;
  files: JobFiles;
  queue: JobQueue;
  events: JobEventBus;
  flags: FeatureFlags;
  clock: Clock;
  toolEnv: ToolEnv;
  /** File work between pipeline steps; a service without it runs one-step jobs only. */
  pipelineFiles?: PipelineFileOps;
  pipelineLimits?: PipelineLimits;
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta?: Record<string, unknown>) => void;
  /** Where the job's time limit is scheduled (tests move it); the system's timers when absent. */
  timers?: Timers;
  /** Free bytes where job files go; a running pipeline is stopped below `room.minFreeBytes`. */
  freeSpace?: FreeSpace;
  /** A CPU meter for each job, with its budget in seconds (JOB_CPU_S); no budget is kept without it. */
  cpu?: { meter: () => CpuMeter; budgetS: number };
}

/** How often a running job's CPU count is read against its budget. */
const CPU_CHECK_MS = 1_000;

/** What a running job's scratch is held to: the owner's and address's quota, and the disk's floor. */
export interface RunRoom {
  maxStoredBytes?: number;
  minFreeBytes?: number;
}

/**
 * The worker side: takes job ids from the queue, runs the tool under a timeout with an abort any process may
 * ask for (DELETE, expiry), reports progress and records the end. Stopping abandons running jobs as
 * `processing`, so the next start retries them.
 */
export class JobRunner {
  readonly #running = new Map<string, AbortController>();
  readonly #inFlight = new Set<Promise<void>>();
  #stopping = false;
  #unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: JobRunnerDeps,
    private readonly timeoutMs: number,
    private readonly room: RunRoom = {},
  ) {}

  async start(): Promise<void> {
    // An abort may come from any process (DELETE, expiry); whoever runs the job stops it.
    this.#unsubscribe = this.deps.events.subscribe((event) => {
      if (event.type === 'abort') this.#running.get(event.jobId)?.abort(new Error('job deleted'));
    });
    await this.deps.queue.start((id, attempt) => {
      const run = this.#process(id, attempt.redelivered);
      this.#inFlight.add(run);
      return run.finally(() => this.#inFlight.delete(run));
    });
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#unsubscribe?.();
    for (const controller of this.#running.values()) controller.abort(new Error('service stopping'));
    await Promise.allSettled([...this.#inFlight]);
    await this.deps.queue.close();
  }

  /** An interrupted job is retried once (back to queued), then failed as interrupted; answers the requeued record. */
  async requeueInterrupted(job: JobRecord): Promise<JobRecord | null> {
    if (job.attempts >= 2) {
      await this.fail(job.id, ['processing'], new ToolError('internal', 'job interrupted twice (its worker stopped)'), { job });
      return null;
    }
    await this.deps.files.removeWork(job.id);
    // A pipeline starts again from its first step.
    const requeued = await this.deps.store.update(job.id, ['processing'], { status: 'queued', stage: 'queued', progress: 0, scratch: 0, ...(job.steps ? { step: null } : {}) });
    if (requeued) this.deps.log?.('info', 'job resumed', { job: job.id, tool: job.tool, was: 'processing', attempt: job.attempts + 1 });
    return requeued;
  }

  async #process(id: string, redelivered: boolean): Promise<void> {
    const { store, clock, tools } = this.deps;
    if (this.#stopping) return;
    let queued = await store.get(id);
    // Handed out again by a shared queue because the worker running it died: the one retry, or the end.
    if (queued && redelivered && queued.status === 'processing') queued = await this.requeueInterrupted(queued);
    if (!queued || queued.status !== 'queued') return;
    // The record names its tools by slug; this worker (maybe another process) finds its own copy of each, and a
    // pipeline's steps are checked again here: a tool may have been switched off since it was admitted.
    const steps: CheckedStep[] = [];
    for (const [i, step] of (queued.steps ?? [{ tool: queued.tool, params: queued.params }]).entries()) {
      const found = tools.get(step.tool);
      const at = queued.steps ? { failedStep: i + 1, job: queued } : { job: queued };
      if (!found) {
        await this.fail(id, ['queued'], new ToolError('internal', `tool ${step.tool} is no longer available`), at);
        return;
      }
      const disabled = await this.deps.flags.toolDisabled(found.slug, found.category, found.kind);
      if (disabled) {
        await this.fail(id, ['queued'], new ToolError('disabled', `${found.slug} is disabled on this server`), at);
        return;
      }
      steps.push({ tool: found, params: step.params });
    }
    const tool = steps[0].tool;

    const controller = new AbortController();
    this.#running.set(id, controller);
    const timers = this.deps.timers ?? systemTimers;
    // One limit for the whole job, set as it starts: a pipeline's steps share it.
    const cancelTimer = timers.after(
      this.timeoutMs,
      () => controller.abort(new ToolError('timeout', `processing time exceeds the limit of ${this.timeoutMs / 1000} s`)),
    );
    // And one CPU budget over every process that works for it, every step and every file: a small request that
    // fans out keeps several cores busy long before its wall clock runs out (issue 37).
    const cpu = this.deps.cpu ? { meter: this.deps.cpu.meter(), budgetS: this.deps.cpu.budgetS } : null;
    const stopCpuChecks = cpu
      ? timers.every(CPU_CHECK_MS, () => {
          void cpu.meter.seconds().then((used) => {
            if (used > cpu.budgetS && !controller.signal.aborted) {
              controller.abort(new ToolError('timeout', `CPU time exceeds the limit of ${cpu.budgetS} s`));
            }
          });
        })
      : () => undefined;
    try {
      const started = await store.update(id, ['queued'], {
        status: 'processing',
        stage: 'processing',
        progress: 0,
        startedAt: clock.now(),
        attempts: queued.attempts + 1,
      });
      if (!started) return; // cancelled or deleted meanwhile
      await this.#run(started, tool, controller, started.steps ? steps : null, cpu?.meter);
    } finally {
      cancelTimer();
      stopCpuChecks();
      this.#running.delete(id);
    }
  }

  async #run(started: JobRecord, tool: ToolDefinition, controller: AbortController, steps: CheckedStep[] | null, cpu?: CpuMeter): Promise<void> {
    const { store, files, clock, events } = this.deps;
    const shared = cpu ? jobEnv(this.deps.toolEnv, cpu) : this.deps.toolEnv;
    // The job's reader's language goes with it, for tools that word their output.
    const env: ToolEnv = started.locale ? { ...shared, locale: started.locale } : shared;
    const id = started.id;
    await events.publish({ type: 'progress', job: started });
    // This run's own view of the job, for progress events; the store keeps the durable one.
    let current = started;
    // Every change goes out as an event at once (streams and long polls follow those); the store is handed the
    // first change at once (a poll sees the job move) and then at most one per `progressWriteMs`, the latest one
    // when it is due. Nothing held back is written after the end: the end's write carries its last word.
    const every = store.progressWriteMs ?? 0;
    const timers = this.deps.timers ?? systemTimers;
    let writtenAt = -Infinity;
    let due: (() => void) | null = null;
    const writeProgress = () => {
      due = null;
      if (controller.signal.aborted) return;
      writtenAt = clock.now();
      this.#background(store.setProgress(id, current.progress, current.stage));
    };
    const progress = (percent: number, stage?: string) => {
      if (controller.signal.aborted) return;
      const next = Math.max(current.progress, Math.min(99, Math.floor(Number.isFinite(percent) ? percent : 0)));
      const nextStage = stage || current.stage;
      if (next === current.progress && nextStage === current.stage) return;
      current = { ...current, progress: next, stage: nextStage };
      // The write first, the event after, as before: the embedded store holds the change before anyone hears of it.
      // A write already scheduled takes `current` as it is then.
      if (!due) {
        const wait = writtenAt + every - clock.now();
        if (wait <= 0) writeProgress();
        else due = timers.after(wait, writeProgress);
      }
      this.#background(events.publish({ type: 'progress', job: current }));
    };
    const stopProgressWrites = () => {
      due?.();
      due = null;
    };

    let step = 0;
    let stepWrites: Promise<void> = Promise.resolve();
    try {
      const workDir = await files.createWorkDir(id);
      const inputFile = async (f: NonNullable<JobRecord['input']>): Promise<InputFile> => ({
        path: await files.inputPath(id, f.file),
        name: f.name,
        mime: f.mime,
        ext: extOf(f.file),
        size: f.size,
      });
      const input: InputFile | null = started.input ? await inputFile(started.input) : null;
      const pipelineFiles = this.deps.pipelineFiles;
      if (steps && !pipelineFiles) throw new ToolError('internal', 'this service runs no pipelines');
      const work = steps && pipelineFiles
        ? runPipeline({
            steps,
            inputs: started.inputs ? await Promise.all(started.inputs.map(inputFile)) : input ? [input] : [],
            url: started.url,
            videoId: started.videoId,
            workDir,
            signal: controller.signal,
            env,
            limits: this.deps.pipelineLimits ?? DEFAULT_PIPELINE_LIMITS,
            ops: pipelineFiles,
            progress,
            onWritten: () => this.#weigh(started, workDir, pipelineFiles),
            onStep: async (index) => {
              step = index + 1;
              const at = step;
              current = { ...current, step: at };
              // Written behind the work, in order: the run's events carry the step at once, and a write landing
              // after the end changes nothing (it only moves a job still processing).
              stepWrites = stepWrites.catch(() => undefined).then(async () => void (await store.update(id, ['processing'], { step: at })));
              this.#background(stepWrites);
            },
          })
        : tool.run({
          params: started.params as z.output<typeof tool.params>,
          input,
          url: started.url,
          videoId: started.videoId,
          workDir,
          baseName: baseNameFor(started),
          signal: controller.signal,
          progress,
          env,
        });
      const result = await raceAbort(work, controller.signal);
      // The end write follows: a progress write now would be one statement more for nothing.
      stopProgressWrites();
      if (controller.signal.aborted) throw controller.signal.reason;
      // The record keeps the path relative to the job's folder (it outlives this process); the event carries
      // the tool's own absolute path, so nothing turns it back.
      const rel = files.relativeToJob(id, result.path);
      if (!rel) throw new ToolError('internal', `tool ${tool.slug} wrote its output outside the work directory`);
      const size = result.size ?? (await files.size(result.path));
      if (size > this.deps.toolEnv.limits.maxOutputBytes) {
        throw new ToolError('too_large', `output of ${size} bytes exceeds the limit of ${this.deps.toolEnv.limits.maxOutputBytes}`);
      }
      const output = {
        file: rel,
        name: safeOutputName(result.name, result.path),
        mime: result.mime,
        size,
        ...(result.note ? { note: result.note } : {}),
        ...(result.settings ? { settings: result.settings } : {}),
      };
      await files.keepOutput(id, rel, output.mime);
      const done = await this.#writeEnd(id, ['processing'], {
        status: 'completed',
        stage: 'done',
        progress: 100,
        completedAt: clock.now(),
        output,
        input: null,
        scratch: 0,
        ...(steps ? { inputs: null, step: steps.length } : {}),
        ...forgetSecrets(this.deps.tools, started),
      });
      if (!done) return; // deleted while finishing
      // Written before the event goes out, so whoever follows the job sees the line once it reads `completed`.
      this.deps.log?.('info', 'job completed', {
        job: id,
        tool: done.tool,
        ...(steps ? { steps: steps.length } : {}),
        output_size: size,
        duration_ms: done.completedAt !== null && done.startedAt !== null ? done.completedAt - done.startedAt : undefined,
      });
      // The record named its inputs: they go by name, with no listing of the store.
      await files.removeInput(id, inputNames(started));
      await events.publish({ type: 'completed', job: done, output: { path: result.path, file: rel, name: output.name, mime: output.mime, size, ...(result.note ? { note: result.note } : {}) } });
    } catch (err) {
      if (this.#stopping) return; // left as processing: retried after the restart
      if (err instanceof UnsavedEnd) throw this.#unsaved(err);
      const at = steps ? { failedStep: Math.max(1, step), job: started } : { job: started };
      await this.fail(id, ['processing'], controller.signal.aborted ? controller.signal.reason : err, at).catch((e: unknown) => {
        throw e instanceof UnsavedEnd ? this.#unsaved(e) : e;
      });
    } finally {
      stopProgressWrites();
    }
  }

  /**
   * Writes a final status; the store's answer decides. A write that fails is no failure of the job: nothing is
   * shown or announced, and the record keeps its stored status, so the usual recovery runs the job again (a
   * shared queue's redelivery, the next start, or the hand-back of a job no worker holds).
   */
  async #writeEnd(id: string, from: readonly JobStatus[], patch: Partial<JobRecord>): Promise<JobRecord | null> {
    try {
      return await this.deps.store.update(id, from, patch);
    } catch (err) {
      throw new UnsavedEnd(id, patch.status ?? 'unknown', err);
    }
  }

  /**
   * Logs an end that was not stored; the caller throws it on to the queue. A shared queue then hands the job out
   * again after its back-off (the run's one retry, once the store answers) instead of leaving it to the fleet
   * sweep's search for silent workers. The in-process queue drops the throw: the next start runs the job.
   */
  #unsaved(err: UnsavedEnd): UnsavedEnd {
    this.deps.log?.('error', 'final status not stored; the job stays as it was and runs again at its recovery', {
      job: err.jobId,
      status: err.status,
      err: err.message,
    });
    return err;
  }

  /** Records the failure when the job is still in one of `from` (a deleted job has nothing left to record). */
  async fail(
    id: string,
    from: readonly JobStatus[],
    reason: unknown,
    at: { failedStep?: number; job?: Pick<JobRecord, 'tool' | 'params' | 'steps'> } = {},
  ): Promise<void> {
    const raw = reason instanceof Error ? reason.message : String(reason);
    // A write that found the disk full is "too large" whatever the tool called it (often a format problem).
    const kind: FailureKind = isOutOfSpace(reason) ? 'too_large' : reason instanceof ToolError ? reason.kind : classifyRawFailure(raw);
    // The run's files go first: when they filled the disk, the record's own write needs the room back. A run
    // again (the write failed) starts from a fresh work folder anyway.
    await this.deps.files.removeWork(id);
    const failed = await this.#writeEnd(id, from, {
      status: 'failed',
      stage: 'failed',
      error: raw.slice(0, 2000),
      failure: kind,
      completedAt: this.deps.clock.now(),
      input: null,
      output: null,
      scratch: 0,
      ...(at.failedStep ? { failedStep: at.failedStep, inputs: null } : {}),
      ...(at.job ? forgetSecrets(this.deps.tools, at.job) : {}),
    });
    if (!failed) return;
    this.deps.log?.('warn', 'job failed', { job: id, tool: failed.tool, kind, error: raw.slice(0, 500) });
    await this.deps.files.removeInput(id);
    await this.deps.events.publish({ type: 'failed', job: failed, failure: { kind } });
  }

  /**
   * Counts what the job's work folder holds now against its owner's (and address's) quota and the disk's floor;
   * throws `too_large` to stop a job that outgrew either. Its intermediate files are bytes on the same disk as
   * every stored result, so they are held to the same rules while they exist.
   */
  async #weigh(job: JobRecord, workDir: string, ops: PipelineFileOps): Promise<void> {
    const { maxStoredBytes, minFreeBytes = 0 } = this.room;
    if (maxStoredBytes !== undefined) {
      const bytes = await ops.footprint(workDir);
      const kept = await this.deps.store.setScratch(job.id, bytes);
      const over = kept ? Math.max(kept.owner, kept.address ?? 0) : 0;
      if (kept && over > maxStoredBytes) {
        const whose = kept.owner >= (kept.address ?? 0) ? 'your stored files' : 'files sent from your network address';
        throw new ToolError(
          'too_large',
          `the files this job makes take ${mb(bytes)} MB while it runs; with ${whose} that exceeds the storage limit of ${mb(maxStoredBytes)} MB`,
        );
      }
    }
    if (minFreeBytes > 0 && this.deps.freeSpace) {
      const free = await this.deps.freeSpace();
      if (free < minFreeBytes) throw new ToolError('too_large', `the server's free disk space (${mb(free)} MB) fell under its floor of ${mb(minFreeBytes)} MB while this job ran`);
    }
  }

  #background(work: Promise<void>): void {
    work.catch((err: unknown) => this.deps.log?.('warn', 'background write failed', { err: String(err) }));
  }
}

/** A final status the store refused to write; the job's stored status still stands. */
class UnsavedEnd extends Error {
  constructor(
    readonly jobId: string,
    readonly status: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'UnsavedEnd';
  }
}

/** Settles as soon as the signal aborts, so a tool that ignores its signal cannot hold a worker slot. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

const mb = (bytes: number) => Math.ceil(bytes / 1_048_576);

function baseNameFor(job: JobRecord): string {
  return job.input ? safeStem(job.input.name) : (job.videoId ?? 'output');
}

function safeOutputName(name: string, path: string): string {
  const raw = name || path.split('/').pop() || 'output';
  const candidate = [...raw].map((ch) => (ch < ' ' || ch === '/' || ch === '\\' || ch === '"' ? '_' : ch)).join('');
  return candidate.slice(0, 200);
}

/** The environment one job's tools run in: the service's, with the job's CPU count, which its PDF workers add to. */
function jobEnv(env: ToolEnv, cpu: CpuMeter): ToolEnv {
  const pdf = env.pdf;
  return {
    ...env,
    cpu,
    pdf: {
      run: (op, args, opts) => pdf.run(op, args, { ...opts, cpu }),
      prewarm: (limits) => pdf.prewarm(limits),
      close: () => pdf.close(),
    },
  };
}
