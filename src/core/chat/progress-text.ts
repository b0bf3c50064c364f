/** Text shown in a job's status message; shared so both bots draw the same bar. */
import { classifyRawFailure, failureMessage } from '../jobs/failure-message.js';
import type { JobRecord } from '../jobs/job.types.js';

const FULL = '█';
const EMPTY = '░';

/** A fixed-width bar such as `██████░░░░`; the percent is clamped to 0–100. */
export function progressBar(percent: number, width = 10): string {
  const p = clampPercent(percent);
  const filled = Math.round((p / 100) * width);
  return FULL.repeat(filled) + EMPTY.repeat(width - filled);
}

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.max(0, Math.min(100, Math.floor(percent)));
}

/** The status a job is shown in; `failed` carries the user-facing message (never the raw error). */
export type JobStatusView =
  | { state: 'queued' }
  | { state: 'processing'; percent: number; stage: string }
  | { state: 'completed'; outputName: string; outputSize: number }
  | { state: 'failed'; message: string }
  | { state: 'cancelled' };

/** The status view of a job record (failed jobs get the spec's user-facing message). */
export function jobStatusView(job: Readonly<JobRecord>): JobStatusView {
  switch (job.status) {
    case 'queued':
      return { state: 'queued' };
    case 'processing':
      // A pipeline's stage ("step 2/3: encoding") reads "step 2 of 3: encoding" in chat.
      return { state: 'processing', percent: job.progress, stage: job.steps?.length ? job.stage.replace(/^step (\d+)\/(\d+):/, 'step $1 of $2:') : job.stage };
    case 'completed':
      return { state: 'completed', outputName: job.output?.name ?? 'result', outputSize: job.output?.size ?? 0 };
    case 'failed': {
      const message = failureMessage(job.failure ?? classifyRawFailure(job.error ?? ''));
      // A failed pipeline names the step it failed in.
      const at = job.steps && job.failedStep ? job.steps[job.failedStep - 1] : undefined;
      return { state: 'failed', message: at ? `step ${job.failedStep} of ${job.steps!.length} (${at.tool}): ${message}` : message };
    }
    case 'cancelled':
      return { state: 'cancelled' };
  }
}

/**
 * Plain-text lines for a job's status message: tool, bar, percent and stage. Platforms may add markup
 * around it but must not depend on its exact wording.
 */
export function statusLines(tool: string, status: JobStatusView): string[] {
  switch (status.state) {
    case 'queued':
      return [`${tool}`, `${progressBar(0)} 0%`, 'Waiting in the queue…'];
    case 'processing': {
      const p = clampPercent(status.percent);
      const stage = status.stage && status.stage !== 'processing' ? status.stage : 'working';
      return [`${tool}`, `${progressBar(p)} ${p}%`, `Stage: ${stage}`];
    }
    case 'completed':
      return [`${tool}`, `${progressBar(100)} 100%`, `Done: ${status.outputName} (${formatBytes(status.outputSize)})`];
    case 'failed':
      return [`${tool}`, `Failed: ${status.message}`];
    case 'cancelled':
      return [`${tool}`, 'Cancelled.'];
  }
}

/** `1.5 MB`-style sizes (powers of 1024, one decimal above a kilobyte). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
