import { AppError } from '../errors.js';
import type { Clock } from '../clock.ports.js';
import { randomId } from '../ids.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import type { InputFile, ToolDefinition, ToolEnv } from '../tools/tool.types.js';
import { canonicalVideoUrl, extractVideoId, INVALID_VIDEO_URL_TEXT } from '../video-link.js';
import { parseWebLink } from '../web-link.js';
import { acceptInput, parseToolParams, validateForTool } from './intake.js';
import type { JobEventBus } from './job-events.ports.js';
import type { AdmissionScope, FeatureFlags, JobFiles, JobQueue, JobStore, ToolActivity } from './job.ports.js';
import type { EnqueueRequest, IncomingFile, JobRecord } from './job.types.js';
import type { JobLane } from './job-lane.js';
import { StorageRoom, storageRefusal, type FreeSpace, type StorageScope } from './storage-room.js';

export interface JobIntakeDeps {
  tools: ToolRegistry;
  store: JobStore;
  files: JobFiles;
  queue: JobQueue;
  /** Where the admitted job is announced to its owner's followers. */
  events: JobEventBus;
  activity: ToolActivity;
  flags: FeatureFlags;
  clock: Clock;
  toolEnv: ToolEnv;
  detect: (path: string) => Promise<{ mime: string; ext: string } | null>;
  /** Free space where job files go (DATA_DIR); no floor is checked without it. */
  freeSpace?: FreeSpace;
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta?: Record<string, unknown>) => void;
  /** Told of each job once it is admitted, whatever its steps (the job counters); `activity` hears of each tool. */
  admitted?: (job: JobRecord) => void;
  /** The slots the job waits for (job-lane.ts); heavy when absent. */
  laneOf?: (job: JobRecord) => JobLane;
}

export interface JobIntakeOptions {
  ttlMs: number;
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
}

/**
 * Admission in one pass: the tool is resolved once (or handed in already resolved), the request is checked in
 * the order the API words its refusals, the input moves into the job's folder and the record, with its notify
 * targets, is admitted atomically against the limits. A file the intake fetched itself (a chat attachment) is
 * fetched only once the tool takes a file and the owner has room, and is the intake's to delete; a file handed
 * in already on disk (an HTTP upload) stays its caller's.
 */
export class JobIntake {
  readonly #room: StorageRoom;

  constructor(
    private readonly deps: JobIntakeDeps,
    private readonly opts: JobIntakeOptions,
  ) {
    this.#room = new StorageRoom(deps.freeSpace ?? null, { minFreeBytes: opts.minFreeBytes ?? 0 });
  }

  /** Validates and admits a job; resolves with the stored record once it is durable and queued. */
  async admit(req: EnqueueRequest): Promise<JobRecord> {
    let fetched: IncomingFile | null = null;
    let adopted = false;
    try {
      const tool = this.#resolve(req.tool);
      const { url, videoId } = await this.#target(tool, req);
      const disabled = await this.deps.flags.toolDisabled(tool.slug, tool.category, tool.kind);
      if (disabled) throw new AppError('tool_disabled', `${tool.slug} is disabled on this server.`);
      const params = parseToolParams(tool, req.fields);
      await this.#room.check();

      let file: IncomingFile | null = null;
      if (tool.kind === 'upload' && typeof req.file === 'function') {
        // The advisory look at the limits, so a job that would be refused costs no download.
        await this.checkRoom(req.owner);
        file = fetched = await req.file();
      } else if (req.file && typeof req.file !== 'function') {
        file = req.file;
      }
      const input = file ? await this.#accept(tool, file) : null;
      await validateForTool(tool, params, input, this.deps.toolEnv);

      const job = this.#record(tool, req, params, url, videoId);
      // The input moves in first: a folder without a record is removed at the next start, never run.
      if (input && file) {
        const stored = await this.deps.files.adoptInput(job.id, file.tempPath, input.ext);
        adopted = true;
        job.input = { file: stored, name: input.name, mime: input.mime, size: input.size };
      }
      await this.#admitRecord(job);
      this.#background(this.deps.activity.recordUse(tool.slug));
      this.#background(this.deps.activity.recordEvent('tool_start', tool.slug));
      return job;
    } finally {
      if (fetched && !adopted) await this.deps.files.discardTemp(fetched.tempPath);
    }
  }

  /**
   * Admits a record another intake built (a pipeline) with its checked files: they move into the job's folder
   * (numbered when there are several), then the record is admitted against the same limits as any job.
   */
  async admitBuilt(job: JobRecord, inputs: readonly { file: IncomingFile; input: InputFile }[]): Promise<JobRecord> {
    await this.#room.check();
    try {
      const stored = [];
      for (const [n, { file, input }] of inputs.entries()) {
        const name = await this.deps.files.adoptInput(job.id, file.tempPath, input.ext, inputs.length > 1 ? n + 1 : undefined);
        stored.push({ file: name, name: input.name, mime: input.mime, size: input.size });
      }
      job.input = stored[0] ?? null;
      job.inputs = stored.length > 1 ? stored : null;
    } catch (err) {
      await this.deps.files.removeAll(job.id);
      throw err;
    }
    await this.#admitRecord(job);
    const slugs = new Set((job.steps ?? [{ tool: job.tool }]).map((s) => s.tool));
    for (const slug of slugs) {
      this.#background(this.deps.activity.recordUse(slug));
      this.#background(this.deps.activity.recordEvent('tool_start', slug));
    }
    return job;
  }

  /** A new queued record for this tool and request: id, times, notify targets; no input yet. */
  newRecord(tool: ToolDefinition, req: Omit<EnqueueRequest, 'tool' | 'fields' | 'file'>, params: Record<string, unknown>, url: string | null, videoId: string | null): JobRecord {
    return this.#record(tool, req, params, url, videoId);
  }

  /** The link a video-link tool is given, canonical, or the spec's refusal (counted as an error event first). */
  linkTarget(tool: ToolDefinition, fields: Record<string, unknown>): Promise<{ url: string | null; videoId: string | null }> {
    return this.#target(tool, { tool, owner: '', source: 'api', fields, file: undefined });
  }

  /**
   * Refuses early when the owner or the queue is full (for doors that would otherwise fetch a file first).
   * Advisory only: `admit` decides atomically.
   */
  async checkRoom(owner: string): Promise<void> {
    const { store } = this.deps;
    await this.#room.check();
    const active = await store.activeCount(owner);
    if (active >= this.opts.maxActivePerOwner) throw limitError('owner', active, this.opts.maxActivePerOwner);
    const counts = await store.countByStatus();
    const total = counts.queued + counts.processing;
    if (total >= this.opts.maxQueue) throw limitError('total', total, this.opts.maxQueue);
  }

  #resolve(named: EnqueueRequest['tool']): ToolDefinition {
    if (typeof named !== 'string' && named) return named;
    const tool = this.deps.tools.get(String(named ?? ''));
    if (!tool) throw new AppError('unknown_tool', `No tool is called "${String(named ?? '')}".`);
    return tool;
  }

  async #target(tool: ToolDefinition, req: EnqueueRequest): Promise<{ url: string | null; videoId: string | null }> {
    if (tool.kind === 'upload') {
      if (!req.file) throw new AppError('upload_required', `The tool ${tool.slug} works on a file.`, { tool: tool.slug });
      return { url: null, videoId: null };
    }
    // A file beside a link is ignored (a chat message may carry both); the HTTP upload route refuses it itself.
    if (tool.link === 'web') return { url: await this.#webLink(tool, req.fields.url), videoId: null };
    const videoId = extractVideoId(req.fields.url);
    if (!videoId) {
      // Counted before the refusal is answered, so the admin panel (another process in a fleet) shows it at once;
      // a failed write is logged and never changes the answer.
      await this.#settled(this.deps.activity.recordEvent('error', tool.slug));
      throw new AppError('invalid_url', `${INVALID_VIDEO_URL_TEXT}: paste the full link of one video.`, { field: 'url' });
    }
    return { url: canonicalVideoUrl(videoId), videoId };
  }

  /** A web page's address, checked for its form and by the tool's address rules. */
  async #webLink(tool: ToolDefinition, raw: unknown): Promise<string> {
    try {
      const url = parseWebLink(raw);
      tool.checkLink?.(url, this.deps.toolEnv);
      return url.href;
    } catch (err) {
      await this.#settled(this.deps.activity.recordEvent('error', tool.slug));
      throw err;
    }
  }

  async #accept(tool: ToolDefinition, file: IncomingFile): Promise<InputFile> {
    if (file.size > this.opts.maxUploadBytes) {
      throw new AppError('file_too_large', `The file exceeds the upload limit of ${this.opts.maxUploadBytes} bytes.`);
    }
    return acceptInput(tool, { path: file.tempPath, name: file.name, size: file.size }, this.deps.detect);
  }

  #record(tool: ToolDefinition, req: Omit<EnqueueRequest, 'tool' | 'fields' | 'file'>, params: Record<string, unknown>, url: string | null, videoId: string | null): JobRecord {
    const now = this.deps.clock.now();
    return {
      id: randomId(16),
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
      expiresAt: now + this.opts.ttlMs,
      startedAt: null,
      completedAt: null,
      attempts: 0,
      chat: req.chat ?? null,
      webhook: req.webhook ? { ...req.webhook, announcedAt: null } : null,
      locale: req.locale ?? req.chat?.locale ?? null,
    };
  }

  async #admitRecord(job: JobRecord): Promise<void> {
    const { store, files, queue } = this.deps;
    let admission;
    try {
      admission = await store.admit(job, {
        maxActivePerOwner: this.opts.maxActivePerOwner,
        maxActiveTotal: this.opts.maxQueue,
        maxActivePerAddress: this.opts.maxActivePerAddress,
        maxActiveWithoutKey: this.opts.maxActiveWithoutKey,
        maxStoredBytes: this.opts.maxStoredBytesPerOwner,
      });
    } catch (err) {
      await files.removeAll(job.id);
      throw err;
    }
    if (!admission.admitted) {
      await files.removeAll(job.id);
      throw limitError(admission.scope, admission.active, admission.limit);
    }
    this.deps.admitted?.(job);
    // Followers of the owner hear of the new job (a dashboard in another tab), before a worker can start it.
    this.#background(this.deps.events.publish({ type: 'progress', job }));
    // Fair between owners: the queue serves each owner's first active job before anyone's second.
    const rank = Math.max(0, (await this.deps.store.activeCount(job.owner)) - 1);
    await queue.push(job.id, { rank, lane: this.deps.laneOf?.(job) ?? 'heavy' });
  }

  /** Counters and analytics are written in the background; losing one never fails a request. */
  #background(work: Promise<void>): void {
    void this.#settled(work);
  }

  #settled(work: Promise<void>): Promise<void> {
    return work.catch((err: unknown) => this.deps.log?.('warn', 'background write failed', { err: String(err) }));
  }
}

export function limitError(scope: AdmissionScope, active: number, limit: number): AppError {
  if (scope === 'stored_owner' || scope === 'stored_address') return storageRefusal(scope, active, limit);
  const text: Record<Exclude<AdmissionScope, StorageScope>, string> = {
    owner: `You already have ${active} active jobs; the limit is ${limit}. Wait for one to finish.`,
    address: `Your network address already has ${active} active jobs; the limit is ${limit}. Wait for one to finish, or use an API key.`,
    without_key: `The queue's share for callers without an API key is full (${limit} jobs). Try again in a few minutes, or use an API key.`,
    total: `The queue is full (${limit} jobs). Try again in a few minutes.`,
  };
  return new AppError('limit_reached', text[scope], { scope, active, limit });
}
