import { z } from 'zod';
import { AppError, ToolError } from '../errors.js';
import { formatTimestamp, type Clock } from '../clock.js';
import { randomId, safeEqual } from '../ids.js';
import { safeStem } from '../tools/names.js';
import { SEED_PARAM_KEYS } from '../tools/params.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import type { InputFile, ToolDefinition, ToolEnv } from '../tools/tool.types.js';
import { canonicalVideoUrl, extractVideoId, INVALID_VIDEO_URL_TEXT } from '../video-link.js';
import { DownloadLinks } from './download-link.js';
import { failureMessage } from './failure-message.js';
import { JobEvents } from './job.events.js';
import type { FeatureFlags, JobFiles, JobQueue, JobRepository, ToolActivity } from './job.ports.js';
import {
  ACTIVE_STATUSES,
  type EnqueueRequest,
  type EnqueueResult,
  type JobRecord,
  type JobView,
  type QueueStats,
} from './job.types.js';

export interface JobServiceOptions {
  baseUrl: string;
  ttlMs: number;
  timeoutMs: number;
  maxActivePerOwner: number;
  maxQueue: number;
  maxUploadBytes: number;
  /** Secret for signed download links (chat deliveries). */
  linkSecret: string;
}

export interface JobServiceDeps {
  tools: ToolRegistry;
  repo: JobRepository;
  files: JobFiles;
  queue: JobQueue;
  activity: ToolActivity;
  flags: FeatureFlags;
  clock: Clock;
  toolEnv: ToolEnv;
  /** Decides a file's type from its content (magic bytes). */
  detect: (path: string) => Promise<{ mime: string; ext: string } | null>;
  /** Short words for the service log; the core has no logger of its own. */
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta?: Record<string, unknown>) => void;
}

/** Progress is kept in memory for polls; the disk copy is refreshed at most this often. */
const PROGRESS_PERSIST_MS = 2000;

/**
 * The job rules: validation and enqueue, ownership, processing, cancellation, restart recovery and expiry.
 * Adapters (HTTP, bots) call these methods and format what they return.
 */
export class JobService {
  readonly events = new JobEvents();
  readonly #running = new Map<string, AbortController>();
  readonly #inFlight = new Set<Promise<void>>();
  #stopping = false;
  readonly #deps: JobServiceDeps;
  readonly #opts: JobServiceOptions;
  #started = false;
  readonly #links: DownloadLinks;

  constructor(deps: JobServiceDeps, opts: JobServiceOptions) {
    this.#deps = deps;
    this.#opts = opts;
    this.#links = new DownloadLinks(opts.linkSecret);
  }

  /** An absolute download link anyone holding it may use until the job expires (for chat deliveries). */
  signedDownloadUrl(id: string): string {
    const job = this.#deps.repo.get(id);
    if (!job) throw new AppError('not_found', 'No such job.');
    return `${this.#opts.baseUrl}/download/${id}?t=${this.#links.token(id, job.expiresAt)}`;
  }

  /** The output of a completed job for a valid signed link; not_found otherwise. */
  outputByToken(id: string, token: string): ReturnType<JobService['output']> {
    const job = this.#deps.repo.get(id);
    if (!job || job.expiresAt <= this.#deps.clock.now() || !this.#links.verify(id, job.expiresAt, token)) {
      throw new AppError('not_found', 'No such job.');
    }
    return this.output(job.owner, id);
  }

  /** Loads stored jobs, re-queues what was waiting and retries (once) what was interrupted. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const { repo, queue, clock } = this.#deps;
    await repo.load();
    this.#deps.queue.start((id) => {
      const run = this.#process(id);
      this.#inFlight.add(run);
      return run.finally(() => this.#inFlight.delete(run));
    });
    const now = clock.now();
    const jobs = [...repo.all()].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
    for (const job of jobs) {
      if (job.expiresAt <= now) {
        await this.#expire(job);
      } else if (job.status === 'queued') {
        queue.push(job.id);
      } else if (job.status === 'processing') {
        if (job.attempts >= 2) {
          await this.#fail(job, 'job interrupted twice by a restart');
        } else {
          job.status = 'queued';
          job.stage = 'queued';
          job.progress = 0;
          await this.#deps.files.removeWork(job.id);
          await repo.save(job);
          queue.push(job.id);
        }
      }
    }
  }

  /** Stops taking work; running jobs are abandoned as `processing` so the next start retries them. */
  async stop(): Promise<void> {
    this.#stopping = true;
    for (const controller of this.#running.values()) controller.abort(new Error('service stopping'));
    await Promise.allSettled([...this.#inFlight]);
    await this.#deps.queue.close();
    await this.#deps.repo.flush();
  }

  async enqueue(req: EnqueueRequest): Promise<EnqueueResult> {
    try {
      return await this.#enqueue(req);
    } finally {
      // Whatever happened, the temporary upload never outlives the request.
      if (req.file) await this.#deps.files.discardTemp(req.file.tempPath);
    }
  }

  async #enqueue(req: EnqueueRequest): Promise<EnqueueResult> {
    const { tools, repo, files, queue, activity, clock } = this.#deps;
    const tool = tools.get(String(req.tool ?? ''));
    if (!tool) throw new AppError('unknown_tool', `No tool is called "${String(req.tool ?? '')}".`);

    let url: string | null = null;
    let videoId: string | null = null;
    if (tool.kind === 'upload') {
      if (!req.file) {
        if (req.viaUpload) throw new AppError('missing_file', 'Send the file in the multipart field "file".');
        throw new AppError('upload_required', `The tool ${tool.slug} works on a file: send it through POST /upload.`);
      }
    } else {
      if (req.viaUpload) {
        throw new AppError('url_required', `The tool ${tool.slug} works on a video link: send "url", not a file.`);
      }
      videoId = extractVideoId(req.fields.url);
      if (!videoId) {
        activity.recordEvent('error', tool.slug);
        throw new AppError('invalid_url', `${INVALID_VIDEO_URL_TEXT}: paste the full link of one video.`, { field: 'url' });
      }
      url = canonicalVideoUrl(videoId);
    }

    const disabled = this.#deps.flags.toolDisabled(tool.slug, tool.category, tool.kind);
    if (disabled) throw new AppError('tool_disabled', `${tool.slug} is disabled on this server.`);

    const params = this.#parseParams(tool, req.fields);

    let input: InputFile | null = null;
    if (req.file) {
      if (req.file.size > this.#opts.maxUploadBytes) {
        throw new AppError('file_too_large', `The file exceeds the upload limit of ${this.#opts.maxUploadBytes} bytes.`);
      }
      const detected = await this.#deps.detect(req.file.tempPath);
      if (!detected || !tool.accepts.includes(detected.mime)) {
        throw new AppError(
          'unsupported_type',
          `${tool.slug} does not accept ${detected ? detected.mime : 'this kind of file'}; it takes ${tool.accepts.join(', ')}.`,
          { field: 'file' },
        );
      }
      input = { path: req.file.tempPath, name: req.file.name, mime: detected.mime, ext: detected.ext, size: req.file.size };
    }
    if (tool.validate) {
      try {
        await tool.validate(params, input, this.#deps.toolEnv);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError('unsupported_type', `The file could not be read by ${tool.slug}; it may be damaged.`, {
          field: 'file',
        });
      }
    }

    this.#checkCapacity(req.owner);

    const now = clock.now();
    const id = randomId(16);
    const job: JobRecord = {
      id,
      tool: tool.slug,
      operation: tool.operation,
      source: req.source,
      owner: req.owner,
      status: 'queued',
      stage: 'queued',
      progress: 0,
      params,
      url,
      videoId,
      input: null,
      output: null,
      error: null,
      createdAt: now,
      expiresAt: now + this.#opts.ttlMs,
      startedAt: null,
      completedAt: null,
      attempts: 0,
      chat: req.chat ?? null,
    };
    if (input && req.file) {
      const stored = await files.adoptInput(id, req.file.tempPath, input.ext);
      job.input = { file: stored, name: input.name, mime: input.mime, size: input.size };
    }
    try {
      await repo.save(job);
    } catch (err) {
      await files.removeAll(id);
      throw err;
    }
    queue.push(id);
    activity.recordUse(tool.slug);
    activity.recordEvent('tool_start', tool.slug);
    return { ok: true, job_id: id, status: 'queued', poll_url: `${this.#opts.baseUrl}/api/jobs/${id}` };
  }

  #parseParams(tool: ToolDefinition, fields: Record<string, unknown>): Record<string, unknown> {
    const op = fields._operation;
    if (op !== undefined && op !== '' && op !== tool.operation) {
      throw new AppError('invalid_params', `_operation: ${tool.slug} only performs "${tool.operation}".`, {
        field: '_operation',
      });
    }
    const picked: Record<string, unknown> = {};
    for (const key of SEED_PARAM_KEYS) {
      if (fields[key] !== undefined) picked[key] = fields[key];
    }
    const parsed = tool.params.safeParse(picked);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? 'params');
      throw new AppError('invalid_params', `${field}: ${describeIssue(issue, tool.params, field)}`, { field });
    }
    return parsed.data as Record<string, unknown>;
  }

  #checkCapacity(owner: string): void {
    let active = 0;
    let total = 0;
    for (const job of this.#deps.repo.all()) {
      if (!ACTIVE_STATUSES.has(job.status)) continue;
      total++;
      if (job.owner === owner) active++;
    }
    if (active >= this.#opts.maxActivePerOwner) {
      throw new AppError(
        'limit_reached',
        `You already have ${active} active jobs; the limit is ${this.#opts.maxActivePerOwner}. Wait for one to finish.`,
      );
    }
    if (total >= this.#opts.maxQueue) {
      throw new AppError('limit_reached', `The queue is full (${this.#opts.maxQueue} jobs). Try again in a few minutes.`);
    }
  }

  /** The job as its owner sees it; anyone else, or an expired job, gets not_found. */
  get(owner: string, id: string): JobView {
    return this.view(this.#owned(owner, id));
  }

  /** Raw record for adapters that must deliver results (bots); ownership is checked. */
  getRecord(owner: string, id: string): Readonly<JobRecord> {
    return this.#owned(owner, id);
  }

  /** The owner's jobs, newest first. */
  list(owner: string, limit = 20): JobView[] {
    const now = this.#deps.clock.now();
    return [...this.#deps.repo.all()]
      .filter((j) => j.owner === owner && j.expiresAt > now)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit)
      .map((j) => this.view(j));
  }

  /** Cancels a queued job, or aborts and removes any other (spec part 3). */
  async remove(owner: string, id: string): Promise<{ ok: true; deleted: true }> {
    const job = this.#owned(owner, id);
    await this.#removeJob(job);
    return { ok: true, deleted: true };
  }

  /** Same as remove, without the ownership check (admin panel). */
  async adminRemove(id: string): Promise<{ ok: true; deleted: true }> {
    const job = this.#deps.repo.get(id);
    if (!job) throw new AppError('not_found', 'No such job.');
    await this.#removeJob(job);
    return { ok: true, deleted: true };
  }

  async #removeJob(job: JobRecord): Promise<void> {
    const { repo, files, clock } = this.#deps;
    if (job.status === 'queued') {
      job.status = 'cancelled';
      job.stage = 'cancelled';
      job.completedAt = clock.now();
      await files.removeInput(job.id);
      await files.removeWork(job.id);
      job.input = null;
      await repo.save(job);
      this.events.emit('cancelled', job);
      return;
    }
    const running = this.#running.get(job.id);
    if (running) {
      running.abort(new Error('job deleted'));
      this.#running.delete(job.id);
    }
    const wasProcessing = job.status === 'processing';
    await repo.delete(job.id);
    await files.removeAll(job.id);
    if (wasProcessing) {
      job.status = 'cancelled';
      this.events.emit('cancelled', job);
    }
  }

  /** Path and names of a completed job's output, for download and preview. */
  output(owner: string, id: string): { path: string; name: string; mime: string; size: number; ext: string } {
    const job = this.#owned(owner, id);
    if (job.status !== 'completed' || !job.output) throw new AppError('not_found', 'No result for this job.');
    return {
      path: this.#deps.files.resolve(job.id, job.output.file),
      name: job.output.name,
      mime: job.output.mime,
      size: job.output.size,
      ext: extOf(job.output.name),
    };
  }

  stats(): QueueStats {
    const stats: QueueStats = { waiting: 0, running: 0, completed: 0, failed: 0, cancelled: 0 };
    for (const job of this.#deps.repo.all()) {
      if (job.status === 'queued') stats.waiting++;
      else if (job.status === 'processing') stats.running++;
      else stats[job.status]++;
    }
    return stats;
  }

  /** Recent jobs across all owners, without file contents or owners (admin panel). */
  recent(limit = 50): Array<JobView & { tool: string; source: string }> {
    return [...this.#deps.repo.all()]
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit)
      .map((j) => ({ ...this.view(j), tool: j.tool, source: j.source }));
  }

  /** Removes expired jobs and their files. */
  async sweep(): Promise<number> {
    const now = this.#deps.clock.now();
    let removed = 0;
    for (const job of [...this.#deps.repo.all()]) {
      if (job.expiresAt <= now) {
        await this.#expire(job);
        removed++;
      }
    }
    return removed;
  }

  view(job: JobRecord): JobView {
    const view: JobView = {
      job_id: job.id,
      status: job.status,
      stage: job.stage,
      progress: job.progress,
      created_at: formatTimestamp(job.createdAt),
      expires_at: formatTimestamp(job.expiresAt),
    };
    if (job.status === 'completed' && job.output) {
      view.download_url = `/download/${job.id}`;
      view.preview_url = `/preview/${job.id}.${extOf(job.output.name)}`;
      view.output_name = job.output.name;
      view.output_size = job.output.size;
    }
    if (job.status === 'failed') view.message = failureMessage(job.error);
    return view;
  }

  #owned(owner: string, id: string): JobRecord {
    const job = typeof id === 'string' && id.length <= 64 ? this.#deps.repo.get(id) : undefined;
    if (!job || !safeEqual(job.owner, owner) || job.expiresAt <= this.#deps.clock.now()) {
      throw new AppError('not_found', 'No such job.');
    }
    return job;
  }

  async #expire(job: JobRecord): Promise<void> {
    this.#running.get(job.id)?.abort(new Error('job expired'));
    this.#running.delete(job.id);
    await this.#deps.repo.delete(job.id);
    await this.#deps.files.removeAll(job.id);
  }

  async #process(id: string): Promise<void> {
    const { repo, files, clock, tools } = this.#deps;
    const job = repo.get(id);
    if (!job || job.status !== 'queued' || this.#stopping) return;
    const tool = tools.get(job.tool);
    if (!tool) {
      await this.#fail(job, `tool ${job.tool} is no longer available`);
      return;
    }
    const disabled = this.#deps.flags.toolDisabled(tool.slug, tool.category, tool.kind);
    if (disabled) {
      await this.#fail(job, `${tool.slug} is disabled on this server`);
      return;
    }

    const controller = new AbortController();
    this.#running.set(id, controller);
    const timer = setTimeout(
      () => controller.abort(new ToolError(`processing time exceeds the limit of ${this.#opts.timeoutMs / 1000} s`)),
      this.#opts.timeoutMs,
    );
    job.status = 'processing';
    job.stage = 'processing';
    job.progress = 0;
    job.startedAt = clock.now();
    job.attempts++;
    await repo.save(job);
    this.events.emit('progress', job);

    let lastPersist = clock.now();
    const progress = (percent: number, stage?: string) => {
      if (controller.signal.aborted || job.status !== 'processing') return;
      const next = Math.max(job.progress, Math.min(99, Math.floor(Number.isFinite(percent) ? percent : 0)));
      const changed = next !== job.progress || (stage !== undefined && stage !== job.stage);
      job.progress = next;
      if (stage) job.stage = stage;
      if (!changed) return;
      this.events.emit('progress', job);
      if (clock.now() - lastPersist >= PROGRESS_PERSIST_MS) {
        lastPersist = clock.now();
        void repo.save(job).catch(() => undefined);
      }
    };

    try {
      const workDir = await files.createWorkDir(id);
      const input: InputFile | null = job.input
        ? {
            path: files.resolve(id, job.input.file),
            name: job.input.name,
            mime: job.input.mime,
            ext: extOf(job.input.file),
            size: job.input.size,
          }
        : null;
      const result = await raceAbort(
        tool.run({
          params: job.params as z.output<typeof tool.params>,
          input,
          url: job.url,
          videoId: job.videoId,
          workDir,
          baseName: baseNameFor(job),
          signal: controller.signal,
          progress,
          env: this.#deps.toolEnv,
        }),
        controller.signal,
      );
      if (controller.signal.aborted) throw controller.signal.reason;
      const rel = files.relativeToJob(id, result.path);
      if (!rel) throw new Error(`tool ${tool.slug} wrote its output outside the work directory`);
      const size = await files.size(result.path);
      if (size > this.#deps.toolEnv.limits.maxOutputBytes) {
        throw new ToolError(`output of ${size} bytes exceeds the limit of ${this.#deps.toolEnv.limits.maxOutputBytes}`);
      }
      if (repo.get(id) !== job) return; // deleted while finishing
      job.status = 'completed';
      job.stage = 'done';
      job.progress = 100;
      job.completedAt = clock.now();
      job.output = { file: rel, name: safeOutputName(result.name, result.path), mime: result.mime, size };
      await files.removeInput(id);
      job.input = null;
      await repo.save(job);
      this.events.emit('completed', job);
    } catch (err) {
      if (repo.get(id) !== job) return; // deleted or expired meanwhile: nothing left to record
      if (this.#stopping) return; // left as processing on disk: retried after the restart
      const reason = controller.signal.aborted ? controller.signal.reason : err;
      await this.#fail(job, reason instanceof Error ? reason.message : String(reason));
    } finally {
      clearTimeout(timer);
      this.#running.delete(id);
    }
  }

  async #fail(job: JobRecord, raw: string): Promise<void> {
    this.#deps.log?.('warn', 'job failed', { job: job.id, tool: job.tool, error: raw.slice(0, 500) });
    job.status = 'failed';
    job.stage = 'failed';
    job.error = raw.slice(0, 2000);
    job.completedAt = this.#deps.clock.now();
    await this.#deps.files.removeWork(job.id);
    await this.#deps.files.removeInput(job.id);
    job.input = null;
    job.output = null;
    await this.#deps.repo.save(job);
    this.events.emit('failed', job);
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

function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodObject, field: string): string {
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const range = rangeOf(schema, field);
    if (range) return `must be between ${range[0]} and ${range[1]}`;
  }
  if (issue.code === 'invalid_value' && 'values' in issue) {
    return `must be one of ${(issue.values as unknown[]).map(String).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  return issue.message;
}

function rangeOf(schema: z.ZodObject, field: string): [number, number] | null {
  try {
    const props = (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { minimum?: number; maximum?: number }>;
    }).properties;
    const p = props?.[field];
    if (p && p.minimum !== undefined && p.maximum !== undefined) return [p.minimum, p.maximum];
  } catch {
    // A schema that cannot be described still gets zod's own message.
  }
  return null;
}
