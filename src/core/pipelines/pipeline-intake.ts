import { AppError } from '../errors.js';
import type { JobIntake } from '../jobs/job-intake.js';
import { acceptInput, validateForTool } from '../jobs/intake.js';
import type { FeatureFlags, JobFiles } from '../jobs/job.ports.js';
import type { ChatTarget, FetchFile, IncomingFile, JobRecord, JobSource, WebhookTarget } from '../jobs/job.types.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import type { InputFile, ToolDefinition, ToolEnv } from '../tools/tool.types.js';
import { checkChain, checkFiles, parseSteps } from './pipeline-check.js';
import { toolsAfter } from './next-step.js';
import { declaredRuns, storedStep, type CheckedStep, type PipelineLimits } from './pipeline.types.js';

export interface PipelineIntakeDeps {
  tools: ToolRegistry;
  flags: FeatureFlags;
  files: Pick<JobFiles, 'discardTemp'>;
  toolEnv: ToolEnv;
  detect: (path: string) => Promise<{ mime: string; ext: string } | null>;
  detectedAs: (mime: string) => string;
  /** The job intake: a pipeline is admitted as one job, against every job limit. */
  jobs: Pick<JobIntake, 'admitBuilt' | 'newRecord' | 'linkTarget'>;
}

export interface PipelineRequest {
  /** The steps as sent: a list of `{tool, ...parameters}`, or its JSON text. */
  steps: unknown;
  owner: string;
  source: JobSource;
  address?: string | null;
  /** Raw request fields besides the steps (`url` for a video-link first step). */
  fields: Record<string, unknown>;
  /** The files, already on disk, in the order sent (they stay the caller's). */
  files: readonly IncomingFile[];
  /** Files the intake fetches itself once the steps pass (chat attachments), after `files`; it deletes them. */
  fetch?: readonly FetchFile[];
  chat?: ChatTarget | null;
  webhook?: Omit<WebhookTarget, 'announcedAt'> | null;
  /** The reader's language, for words a tool writes into its output (the chat target's when absent). */
  locale?: string | null;
}

/**
 * Admission of a pipeline: every check of the steps and of the files runs before anything is stored, each refusal
 * naming the step it is about, then the pipeline is admitted as one job. Temp files stay the caller's.
 */
export class PipelineIntake {
  constructor(
    private readonly deps: PipelineIntakeDeps,
    private readonly limits: PipelineLimits,
    private readonly maxUploadBytes: number,
  ) {}

  /** The steps parsed and checked without files (a recipe being saved): each must be able to follow the last. */
  async checkSteps(raw: unknown): Promise<CheckedStep[]> {
    const steps = await parseSteps(raw, this.deps, this.limits);
    checkChain(steps, { kind: 'unknown' }, this.deps);
    return steps;
  }

  /**
   * The switched-on tools that could be added after these steps (the web page's "then…" list); the steps are
   * checked as a recipe's are, so a refusal names the step and field at fault.
   */
  async nextTools(raw: unknown): Promise<ToolDefinition[]> {
    const steps = await this.checkSteps(raw);
    if (steps.length >= this.limits.maxSteps) return [];
    const fit = toolsAfter(steps, this.deps.tools.all(), this.deps.detectedAs);
    const off = await Promise.all(fit.map((t) => this.deps.flags.toolDisabled(t.slug, t.category, t.kind)));
    return fit.filter((_, i) => off[i] === null);
  }

  async admit(req: PipelineRequest): Promise<JobRecord> {
    if (!req.fetch?.length) return this.#admit(req, req.files);
    const steps = await parseSteps(req.steps, this.deps, this.limits);
    if (req.files.length + req.fetch.length > this.limits.maxFiles) checkFiles([...req.files, ...req.fetch.map(() => ({ size: 0 }))], this.limits, Infinity);
    // A chain that fits no file its first step takes is refused before anything is downloaded.
    checkChain(steps, { kind: steps[0].tool.kind === 'url' ? 'url' : 'unknown' }, this.deps);
    const fetched: IncomingFile[] = [];
    try {
      // Only once the steps pass is anything downloaded; a refused request then deletes what it fetched.
      if (steps[0].tool.kind === 'upload') for (const get of req.fetch) fetched.push(await get());
      return await this.#admit(req, [...req.files, ...fetched]);
    } finally {
      // Adopted files were moved into the job; what is left here was refused.
      await Promise.all(fetched.map((f) => this.deps.files.discardTemp(f.tempPath)));
    }
  }

  async #admit(req: PipelineRequest, files: readonly IncomingFile[]): Promise<JobRecord> {
    const steps = await parseSteps(req.steps, this.deps, this.limits);
    const first = steps[0];
    let url: string | null = null;
    let videoId: string | null = null;
    const accepted: { file: IncomingFile; input: InputFile }[] = [];
    if (first.tool.kind === 'url') {
      if (files.length > 0) {
        throw new AppError('url_required', `step 1 (${first.tool.slug}) works on a video link, not a file: send {"url": …}.`, { field: 'url', step: 0 });
      }
      ({ url, videoId } = await this.deps.jobs.linkTarget(first.tool, req.fields));
      checkChain(steps, { kind: 'url' }, this.deps);
    } else {
      if (files.length === 0) throw new AppError('missing_file', `step 1 (${first.tool.slug}) works on a file: send one or more "file" fields.`, { field: 'file', step: 0 });
      checkFiles(files, this.limits, this.maxUploadBytes);
      for (const file of files) {
        const input = await stepped(0, () => acceptInput(first.tool, { path: file.tempPath, name: file.name, size: file.size }, this.deps.detect));
        accepted.push({ file, input });
      }
      checkChain(steps, { kind: 'files', mimes: accepted.map((a) => a.input.mime) }, this.deps);
      // Each file is checked on its own, also for a tool that takes them all (every PDF of a merge must open).
      for (const a of accepted) await stepped(0, () => validateForTool(first.tool, first.params, a.input, this.deps.toolEnv));
    }
    const runs = declaredRuns(steps, accepted.length, this.limits.maxFanout);
    if (this.limits.maxRuns !== undefined && runs > this.limits.maxRuns) {
      throw new AppError(
        'too_many_steps',
        `these steps may run tools up to ${runs} times (each page or frame a step hands on goes through every step after it), which exceeds the limit of ${this.limits.maxRuns}; use fewer steps after the one that splits the file`,
      );
    }
    const job = this.deps.jobs.newRecord(first.tool, req, first.params, url, videoId);
    job.steps = steps.map(storedStep);
    job.step = null;
    job.failedStep = null;
    return this.deps.jobs.admitBuilt(job, accepted);
  }
}

/** Runs a check of one step; its refusal names the step. */
async function stepped<T>(step: number, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (err) {
    if (err instanceof AppError && err.details.step === undefined) {
      throw new AppError(err.code, err.message, { ...err.details, step });
    }
    throw err;
  }
}
