import { z } from 'zod';
import { AppError, ToolError, type FailureKind } from '../errors.js';
import type { Clock } from '../clock.js';
import { randomId, safeEqual } from '../ids.js';
import { safeStem } from '../tools/names.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import type { InputFile, ToolDefinition, ToolEnv } from '../tools/tool.types.js';
import { canonicalVideoUrl, extractVideoId, INVALID_VIDEO_URL_TEXT } from '../video-link.js';
import { DownloadLinks } from './download-link.js';
import { acceptInput, parseToolParams, validateForTool } from './intake.js';
import { classifyRawFailure } from './failure-message.js';
import type { JobEventBus } from './job.events.js';
import type { AdmissionScope, FeatureFlags, JobFiles, JobQueue, JobStore, ToolActivity } from './job.ports.js';
import {
  type EnqueueRequest,
  type JobInfo,
  type JobOutput,
  type JobRecord,
  type JobStatus,
  type QueueStats,
} from './job.types.js';

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
  /** Secret for signed download links (chat deliveries). */
  linkSecret: string;
  /**
   * True when several processes share the queue (BullMQ). A job found `processing` at start may then be running
   * in another process, so start leaves it alone; a job whose worker died is redelivered by the queue instead.
   */
  sharedQueue?: boolean;
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
  /** Short words for the service log; the core has no logger of its own. */
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta?: Record<string, unknown>) => void;
}

/** Jobs looked at per pass by restart recovery and the sweeper. */
const BATCH = 10_000;

/**
 * The job rules: validation and admission, ownership, processing, cancellation, restart recovery and expiry.
 * It answers domain data (JobInfo, JobOutput); each adapter shapes and words it for its medium.
 */
export class JobService {
  readonly #running = new Map<string, AbortController>();
  readonly #inFlight = new Set<Promise<void>>();
  #stopping = false;
  #started = false;
  #unsubscribe: (() => void) | null = null;
  readonly #deps: JobServiceDeps;
  readonly #opts: JobServiceOptions;
  readonly #links: DownloadLinks;

  constructor(deps: JobServiceDeps, opts: JobServiceOptions) {
    this.#deps = deps;
    this.#opts = opts;
    this.#links = new DownloadLinks(opts.linkSecret);
  }

  /** The bus job events are published on (subscribe to follow jobs). */
  get events(): JobEventBus {
    return this.#deps.events;
  }

  /** Re-queues what was waiting, retries (once) what was interrupted and drops what expired meanwhile. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const { store, queue } = this.#deps;
    // An abort may come from any process (DELETE, expiry); whoever runs the job stops it.
    this.#unsubscribe = this.#deps.events.subscribe((event) => {
      if (event.type === 'abort') this.#running.get(event.jobId)?.abort(new Error('job deleted'));
    });
    await queue.start((id, attempt) => {
      const run = this.#process(id, attempt.redelivered);
      this.#inFlight.add(run);
      return run.finally(() => this.#inFlight.delete(run));
    });
    await this.sweep();
    for (const job of await store.listByStatus(['queued', 'processing'], Number.MAX_SAFE_INTEGER)) {
      if (job.status === 'queued') {
        await queue.push(job.id);
      } else if (!this.#opts.sharedQueue && (await this.#requeueInterrupted(job))) {
        await queue.push(job.id);
      }
    }
  }

  /** An interrupted job is retried once (back to queued), then failed as interrupted; answers whether it was requeued. */
  async #requeueInterrupted(job: JobRecord): Promise<JobRecord | null> {
    if (job.attempts >= 2) {
      await this.#fail(job.id, ['processing'], new ToolError('internal', 'job interrupted twice (its worker stopped)'));
      return null;
    }
    await this.#deps.files.removeWork(job.id);
    return this.#deps.store.update(job.id, ['processing'], { status: 'queued', stage: 'queued', progress: 0 });
  }

  /** Stops taking work; running jobs are abandoned as `processing` so the next start retries them. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#unsubscribe?.();
    for (const controller of this.#running.values()) controller.abort(new Error('service stopping'));
    await Promise.allSettled([...this.#inFlight]);
    await this.#deps.queue.close();
    await this.#deps.store.flush();
  }

  /** Validates and admits a job; resolves once it is stored, so the caller may acknowledge it. */
  async enqueue(req: EnqueueRequest): Promise<JobInfo> {
    try {
      return await this.#enqueue(req);
    } finally {
      // Whatever happened, the temporary upload never outlives the request.
      if (req.file) await this.#deps.files.discardTemp(req.file.tempPath);
    }
  }

  /**
   * Refuses early when the owner or the queue is full (for adapters that would otherwise fetch a file first).
   * Advisory only: `enqueue` decides atomically.
   */
  async checkCapacity(owner: string): Promise<void> {
    const { store } = this.#deps;
    const active = await store.activeCount(owner);
    if (active >= this.#opts.maxActivePerOwner) throw this.#limitError('owner', active, this.#opts.maxActivePerOwner);
    const counts = await store.countByStatus();
    const total = counts.queued + counts.processing;
    if (total >= this.#opts.maxQueue) throw this.#limitError('total', total, this.#opts.maxQueue);
  }

  #limitError(scope: AdmissionScope, active: number, limit: number): AppError {
    const text: Record<AdmissionScope, string> = {
      owner: `You already have ${active} active jobs; the limit is ${limit}. Wait for one to finish.`,
      address: `Your network address already has ${active} active jobs; the limit is ${limit}. Wait for one to finish, or use an API key.`,
      without_key: `The queue's share for callers without an API key is full (${limit} jobs). Try again in a few minutes, or use an API key.`,
      total: `The queue is full (${limit} jobs). Try again in a few minutes.`,
    };
    return new AppError('limit_reached', text[scope], { scope, active, limit });
  }

  async #enqueue(req: EnqueueRequest): Promise<JobInfo> {
    const { tools, store, files, queue, activity, clock } = this.#deps;
    const tool = tools.get(String(req.tool ?? ''));
    if (!tool) throw new AppError('unknown_tool', `No tool is called "${String(req.tool ?? '')}".`);

    let url: string | null = null;
    let videoId: string | null = null;
    if (tool.kind === 'upload') {
      if (!req.file) throw new AppError('upload_required', `The tool ${tool.slug} works on a file.`, { tool: tool.slug });
    } else {
      // A file beside a link is ignored (a chat message may carry both); the HTTP upload route refuses it itself.
      videoId = extractVideoId(req.fields.url);
      if (!videoId) {
        this.#background(activity.recordEvent('error', tool.slug));
        throw new AppError('invalid_url', `${INVALID_VIDEO_URL_TEXT}: paste the full link of one video.`, { field: 'url' });
      }
      url = canonicalVideoUrl(videoId);
    }

    const disabled = await this.#deps.flags.toolDisabled(tool.slug, tool.category, tool.kind);
    if (disabled) throw new AppError('tool_disabled', `${tool.slug} is disabled on this server.`);

    const params = parseToolParams(tool, req.fields);

    let input: InputFile | null = null;
    if (req.file) {
      if (req.file.size > this.#opts.maxUploadBytes) {
        throw new AppError('file_too_large', `The file exceeds the upload limit of ${this.#opts.maxUploadBytes} bytes.`);
      }
      input = await acceptInput(tool, { path: req.file.tempPath, name: req.file.name, size: req.file.size }, this.#deps.detect);
    }
    await validateForTool(tool, params, input, this.#deps.toolEnv);

    const now = clock.now();
    const id = randomId(16);
    const job: JobRecord = {
      id,
      tool: tool.slug,
      operation: tool.operation,
      source: req.source,
      owner: req.owner,
      address: req.address ?? null,
      status: 'queued',
      stage: 'queued',
      progress: 0,
      params,
      url,
      videoId,
      input: null,
      output: null,
      error: null,
      failure: null,
      createdAt: now,
      expiresAt: now + this.#opts.ttlMs,
      startedAt: null,
      completedAt: null,
      attempts: 0,
      chat: req.chat ?? null,
    };
    // The input moves in first: a folder without a record is removed at the next start, never run.
    if (input && req.file) {
      const stored = await files.adoptInput(id, req.file.tempPath, input.ext);
      job.input = { file: stored, name: input.name, mime: input.mime, size: input.size };
    }
    let admission;
    try {
      admission = await store.admit(job, {
        maxActivePerOwner: this.#opts.maxActivePerOwner,
        maxActiveTotal: this.#opts.maxQueue,
        maxActivePerAddress: this.#opts.maxActivePerAddress,
        maxActiveWithoutKey: this.#opts.maxActiveWithoutKey,
      });
    } catch (err) {
      await files.removeAll(id);
      throw err;
    }
    if (!admission.admitted) {
      await files.removeAll(id);
      throw this.#limitError(admission.scope, admission.active, admission.limit);
    }
    await queue.push(id);
    this.#background(activity.recordUse(tool.slug));
    this.#background(activity.recordEvent('tool_start', tool.slug));
    return toInfo(job);
  }

  /** Counters and analytics are written in the background; losing one never fails a request. */
  #background(work: Promise<void>): void {
    work.catch((err: unknown) => this.#deps.log?.('warn', 'background write failed', { err: String(err) }));
  }

  /** The job as its owner sees it; anyone else, or an expired job, gets not_found. */
  async get(owner: string, id: string): Promise<JobInfo> {
    return toInfo(await this.#owned(owner, id));
  }

  /** The full record for adapters that deliver results (bots); ownership is checked. */
  async getRecord(owner: string, id: string): Promise<JobRecord> {
    return this.#owned(owner, id);
  }

  /** The owner's unexpired jobs, newest first. */
  async list(owner: string, limit = 20): Promise<JobInfo[]> {
    return (await this.#deps.store.listByOwner(owner, this.#deps.clock.now(), limit)).map(toInfo);
  }

  /** Cancels a queued job, or aborts and removes any other (spec part 3). */
  async remove(owner: string, id: string): Promise<void> {
    await this.#removeJob(await this.#owned(owner, id));
  }

  /** Same as remove, without the ownership check (admin panel). */
  async adminRemove(id: string): Promise<void> {
    const job = await this.#deps.store.get(id);
    if (!job) throw new AppError('not_found', 'No such job.');
    await this.#removeJob(job);
  }

  async #removeJob(job: JobRecord): Promise<void> {
    const { store, files, clock, queue, events } = this.#deps;
    if (job.status === 'queued') {
      const cancelled = await store.update(job.id, ['queued'], {
        status: 'cancelled',
        stage: 'cancelled',
        completedAt: clock.now(),
        input: null,
      });
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
    await files.removeAll(job.id);
    if (job.status === 'processing') await events.publish({ type: 'cancelled', job: { ...job, status: 'cancelled' } });
  }

  /** Path and names of a completed job's output, for download and preview. */
  async output(owner: string, id: string): Promise<JobOutput> {
    return this.#outputOf(await this.#owned(owner, id));
  }

  #outputOf(job: JobRecord): JobOutput {
    if (job.status !== 'completed' || !job.output) throw new AppError('not_found', 'No result for this job.');
    return {
      path: this.#deps.files.resolve(job.id, job.output.file),
      jobId: job.id,
      file: job.output.file,
      name: job.output.name,
      mime: job.output.mime,
      size: job.output.size,
      ext: extOf(job.output.name),
    };
  }

  /** A short-lived link that serves the output itself (an object store's presigned URL), or null where the store has none. */
  async outputLink(out: JobOutput, inline: boolean): Promise<string | null> {
    return this.#deps.files.link(out.jobId, out.file, { name: out.name, mime: out.mime, inline });
  }

  /** Streams the output (or an inclusive byte range of it) from the store. */
  async readOutput(out: JobOutput, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream> {
    return this.#deps.files.read(out.jobId, out.file, range);
  }

  /** A token that lets anyone holding it read this job's result until the job expires (chat deliveries). */
  async downloadToken(id: string): Promise<string> {
    const job = await this.#deps.store.get(id);
    if (!job) throw new AppError('not_found', 'No such job.');
    return this.#links.token(id, job.expiresAt);
  }

  /** The output of a completed job for a valid token; not_found otherwise. */
  async outputByToken(id: string, token: string): Promise<JobOutput> {
    const job = typeof id === 'string' && id.length <= 64 ? await this.#deps.store.get(id) : null;
    if (!job || job.expiresAt <= this.#deps.clock.now() || !this.#links.verify(id, job.expiresAt, token)) {
      throw new AppError('not_found', 'No such job.');
    }
    return this.#outputOf(job);
  }

  async stats(): Promise<QueueStats> {
    const counts = await this.#deps.store.countByStatus();
    return {
      waiting: counts.queued,
      running: counts.processing,
      completed: counts.completed,
      failed: counts.failed,
      cancelled: counts.cancelled,
    };
  }

  /** Recent jobs across all owners (admin panel); owners are not part of JobInfo. */
  async recent(limit = 50): Promise<JobInfo[]> {
    return (await this.#deps.store.recent(limit)).map(toInfo);
  }

  /** Removes expired jobs and their files; answers how many. */
  async sweep(): Promise<number> {
    let removed = 0;
    for (const job of await this.#deps.store.listExpired(this.#deps.clock.now(), BATCH)) {
      if (await this.#deps.store.delete(job.id)) {
        await this.#deps.events.publish({ type: 'abort', jobId: job.id });
        await this.#deps.queue.remove(job.id);
        removed++;
      }
      await this.#deps.files.removeAll(job.id);
    }
    return removed;
  }

  async #owned(owner: string, id: string): Promise<JobRecord> {
    const job = typeof id === 'string' && id.length <= 64 ? await this.#deps.store.get(id) : null;
    if (!job || !safeEqual(job.owner, owner) || job.expiresAt <= this.#deps.clock.now()) {
      throw new AppError('not_found', 'No such job.');
    }
    return job;
  }

  async #process(id: string, redelivered = false): Promise<void> {
    const { store, clock, tools } = this.#deps;
    if (this.#stopping) return;
    let queued = await store.get(id);
    // Handed out again by a shared queue because the worker running it died: the one retry, or the end.
    if (queued && redelivered && queued.status === 'processing') queued = await this.#requeueInterrupted(queued);
    if (!queued || queued.status !== 'queued') return;
    const tool = tools.get(queued.tool);
    if (!tool) {
      await this.#fail(id, ['queued'], new ToolError('internal', `tool ${queued.tool} is no longer available`));
      return;
    }
    const disabled = await this.#deps.flags.toolDisabled(tool.slug, tool.category, tool.kind);
    if (disabled) {
      await this.#fail(id, ['queued'], new ToolError('disabled', `${tool.slug} is disabled on this server`));
      return;
    }

    const controller = new AbortController();
    this.#running.set(id, controller);
    const timer = setTimeout(
      () => controller.abort(new ToolError('timeout', `processing time exceeds the limit of ${this.#opts.timeoutMs / 1000} s`)),
      this.#opts.timeoutMs,
    );
    try {
      const started = await store.update(id, ['queued'], {
        status: 'processing',
        stage: 'processing',
        progress: 0,
        startedAt: clock.now(),
        attempts: queued.attempts + 1,
      });
      if (!started) return; // cancelled or deleted meanwhile
      await this.#run(started, tool, controller);
    } finally {
      clearTimeout(timer);
      this.#running.delete(id);
    }
  }

  async #run(started: JobRecord, tool: ToolDefinition, controller: AbortController): Promise<void> {
    const { store, files, clock, events } = this.#deps;
    const id = started.id;
    await events.publish({ type: 'progress', job: started });
    // This run's own view of the job, for progress events; the store keeps the durable one.
    let current = started;
    const progress = (percent: number, stage?: string) => {
      if (controller.signal.aborted) return;
      const next = Math.max(current.progress, Math.min(99, Math.floor(Number.isFinite(percent) ? percent : 0)));
      const nextStage = stage || current.stage;
      if (next === current.progress && nextStage === current.stage) return;
      current = { ...current, progress: next, stage: nextStage };
      this.#background(store.setProgress(id, next, nextStage));
      this.#background(events.publish({ type: 'progress', job: current }));
    };

    try {
      const workDir = await files.createWorkDir(id);
      const input: InputFile | null = started.input
        ? {
            path: await files.inputPath(id, started.input.file),
            name: started.input.name,
            mime: started.input.mime,
            ext: extOf(started.input.file),
            size: started.input.size,
          }
        : null;
      const result = await raceAbort(
        tool.run({
          params: started.params as z.output<typeof tool.params>,
          input,
          url: started.url,
          videoId: started.videoId,
          workDir,
          baseName: baseNameFor(started),
          signal: controller.signal,
          progress,
          env: this.#deps.toolEnv,
        }),
        controller.signal,
      );
      if (controller.signal.aborted) throw controller.signal.reason;
      const rel = files.relativeToJob(id, result.path);
      if (!rel) throw new ToolError('internal', `tool ${tool.slug} wrote its output outside the work directory`);
      const size = await files.size(result.path);
      if (size > this.#deps.toolEnv.limits.maxOutputBytes) {
        throw new ToolError('too_large', `output of ${size} bytes exceeds the limit of ${this.#deps.toolEnv.limits.maxOutputBytes}`);
      }
      const output = { file: rel, name: safeOutputName(result.name, result.path), mime: result.mime, size };
      await files.keepOutput(id, rel, output.mime);
      const done = await store.update(id, ['processing'], {
        status: 'completed',
        stage: 'done',
        progress: 100,
        completedAt: clock.now(),
        output,
        input: null,
      });
      if (!done) return; // deleted while finishing
      await files.removeInput(id);
      await events.publish({
        type: 'completed',
        job: done,
        output: { path: files.resolve(id, rel), name: output.name, mime: output.mime, size },
      });
    } catch (err) {
      if (this.#stopping) return; // left as processing: retried after the restart
      await this.#fail(id, ['processing'], controller.signal.aborted ? controller.signal.reason : err);
    }
  }

  /** Records the failure when the job is still in one of `from` (a deleted job has nothing left to record). */
  async #fail(id: string, from: readonly JobStatus[], reason: unknown): Promise<void> {
    const raw = reason instanceof Error ? reason.message : String(reason);
    const kind: FailureKind = reason instanceof ToolError ? reason.kind : classifyRawFailure(raw);
    const failed = await this.#deps.store.update(id, from, {
      status: 'failed',
      stage: 'failed',
      error: raw.slice(0, 2000),
      failure: kind,
      completedAt: this.#deps.clock.now(),
      input: null,
      output: null,
    });
    if (!failed) return;
    this.#deps.log?.('warn', 'job failed', { job: id, tool: failed.tool, kind, error: raw.slice(0, 500) });
    await this.#deps.files.removeWork(id);
    await this.#deps.files.removeInput(id);
    await this.#deps.events.publish({ type: 'failed', job: failed, failure: { kind } });
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
        ? { name: job.output.name, mime: job.output.mime, size: job.output.size, ext: extOf(job.output.name) }
        : null,
    failure: job.status === 'failed' ? (job.failure ?? classifyRawFailure(job.error ?? '')) : null,
  };
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

function extOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : 'bin';
}

function baseNameFor(job: JobRecord): string {
  return job.input ? safeStem(job.input.name) : (job.videoId ?? 'output');
}

function safeOutputName(name: string, path: string): string {
  const raw = name || path.split('/').pop() || 'output';
  const candidate = [...raw].map((ch) => (ch < ' ' || ch === '/' || ch === '\\' || ch === '"' ? '_' : ch)).join('');
  return candidate.slice(0, 200);
}
