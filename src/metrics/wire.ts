import { stat } from 'node:fs/promises';
import { isAppError } from '../core/errors.js';
import type { JobEvent, JobEventBus } from '../core/jobs/job-events.ports.js';
import type { JobFiles } from '../core/jobs/job.ports.js';
import type { JobRecord } from '../core/jobs/job.types.js';
import type { SourceResult } from '../core/prices/price.service.js';
import type { Metrics } from './metrics.js';

/** The limit's name from its key (`ip:1.2.3.4` → `ip`), so a label never holds an address or a session. */
export function limitScope(key: string): string {
  const colon = key.indexOf(':');
  return colon > 0 ? key.slice(0, colon) : 'other';
}

const isRefusal = (err: unknown) => isAppError(err) && err.code === 'rate_limited';

/** Runs a limiter call and counts it under `scope` when it refuses (AppError rate_limited); the refusal goes on unchanged. */
export function countRefusal<T>(metrics: Metrics, scope: string, take: () => T): T {
  try {
    const out = take();
    if (out instanceof Promise) {
      return out.catch((err: unknown) => {
        if (isRefusal(err)) metrics.rateLimited(scope);
        throw err;
      }) as T;
    }
    return out;
  } catch (err) {
    if (isRefusal(err)) metrics.rateLimited(scope);
    throw err;
  }
}

/** The `tool` and `category` labels of a job, which no step's tool speaks for. */
export const PIPELINE_LABEL = 'pipeline';

/**
 * A job's labels: its tool's, or `pipeline` for a job of several steps (whose time, failure and wait are the
 * whole pipeline's, not its first tool's). A pipeline of one step is that tool's job.
 */
export function jobLabels(job: Pick<JobRecord, 'tool' | 'steps'>, categoryOf: (tool: string) => string): { tool: string; category: string } {
  if (job.steps && job.steps.length > 1) return { tool: PIPELINE_LABEL, category: PIPELINE_LABEL };
  return { tool: job.tool, category: categoryOf(job.tool) };
}

/** Moves the counters for one event this process publishes. */
export function countJobEvent(metrics: Metrics, event: JobEvent, categoryOf: (tool: string) => string): void {
  if (event.type !== 'completed' && event.type !== 'failed' && event.type !== 'cancelled') return;
  const { job } = event;
  const { tool, category } = jobLabels(job, categoryOf);
  const seconds = job.startedAt !== null && job.completedAt !== null ? (job.completedAt - job.startedAt) / 1000 : null;
  metrics.jobFinished(tool, category, event.type, seconds);
  if (event.type === 'failed') metrics.jobFailed(tool, event.failure.kind);
  // Counted when the job ends, from its record, so the process that ran it counts it once.
  if (job.startedAt !== null) metrics.jobWaited(tool, Math.max(0, job.startedAt - job.createdAt) / 1000);
}

type Limiter = { take(key: string, cost?: number): unknown };

/**
 * Decorators for the ports and hooks the composition root hands the core, so the core never sees prom-client.
 * Without metrics each one gives back what it was given.
 */
export interface Instruments {
  events(bus: JobEventBus): JobEventBus;
  /** Counts each admitted job once, a pipeline as one (the tools it uses are the admin's analytics). */
  admitted: ((job: JobRecord) => void) | undefined;
  files<T extends JobFiles>(inner: T): JobFiles;
  limiter<T extends Limiter>(inner: T): T;
  priceLimit(inner: (key: string, cost: number) => Promise<void>): (key: string, cost: number) => Promise<void>;
  priceSource: ((result: SourceResult) => void) | undefined;
}

export function instrument(metrics: Metrics | null, categoryOf: (tool: string) => string): Instruments {
  if (!metrics) {
    return {
      events: (bus) => bus,
      admitted: undefined,
      files: (inner) => inner,
      limiter: (inner) => inner,
      priceLimit: (inner) => inner,
      priceSource: undefined,
    };
  }
  return {
    // Counted on publish, not on subscribe: with several processes on one bus, each counts the jobs it ran.
    events: (bus) => ({
      publish(event) {
        countJobEvent(metrics, event, categoryOf);
        return bus.publish(event);
      },
      subscribe: (listener) => bus.subscribe(listener),
    }),
    admitted: (job) => metrics.jobQueued(jobLabels(job, categoryOf).tool),
    files: (inner) => ({
      resolve: (jobId, file) => inner.resolve(jobId, file),
      async adoptInput(jobId, tempPath, ext, slot) {
        const { size } = await stat(tempPath);
        const stored = await inner.adoptInput(jobId, tempPath, ext, slot);
        metrics.uploadBytes(size);
        return stored;
      },
      createWorkDir: (jobId) => inner.createWorkDir(jobId),
      inputPath: (jobId, file) => inner.inputPath(jobId, file),
      keepOutput: (jobId, file, mime) => inner.keepOutput(jobId, file, mime),
      link: (jobId, file, headers) => inner.link(jobId, file, headers),
      read: (jobId, file, range) => inner.read(jobId, file, range),
      serve: (jobId, file, headers) => inner.serve(jobId, file, headers),
      localCopy: (jobId, file, tmpDir) => inner.localCopy(jobId, file, tmpDir),
      relativeToJob: (jobId, absPath) => inner.relativeToJob(jobId, absPath),
      removeInput: (jobId, stored) => inner.removeInput(jobId, stored),
      removeWork: (jobId) => inner.removeWork(jobId),
      removeAll: (jobId, stored) => inner.removeAll(jobId, stored),
      discardTemp: (tempPath) => inner.discardTemp(tempPath),
      size: (absPath) => inner.size(absPath),
    }),
    limiter(inner) {
      const take = inner.take.bind(inner);
      inner.take = (key, cost) => countRefusal(metrics, limitScope(key), () => take(key, cost));
      return inner;
    },
    priceLimit: (inner) => (key, cost) =>
      countRefusal(metrics, key.startsWith('web-') ? `price-${limitScope(key)}` : 'price-key', () => inner(key, cost)),
    priceSource: (r) => metrics.priceLookup(r.source, r.outcome, r.ms / 1000),
  };
}
