/** Text shown in a job's status message; shared so both bots draw the same bar. */
import { classifyRawFailure, type FailureKind } from '../errors.js';
import type { Translator } from '../i18n.ports.js';
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

/**
 * The status a job is shown in, as data: `failed` carries the kind of failure (never the raw error) and, for a
 * pipeline, the step it failed in; `processing` a pipeline's step. Each bot words it in the reader's language.
 */
export type JobStatusView =
  | { state: 'queued' }
  | { state: 'processing'; percent: number; stage: string; step?: { index: number; of: number } }
  | { state: 'completed'; outputName: string; outputSize: number }
  | { state: 'failed'; kind: FailureKind; step?: { index: number; of: number; tool: string } }
  | { state: 'cancelled' };

/** The status view of a job record. */
export function jobStatusView(job: Readonly<JobRecord>): JobStatusView {
  switch (job.status) {
    case 'queued':
      return { state: 'queued' };
    case 'processing': {
      // A pipeline's stage ("step 2/3: encoding") is its step and the step's own stage.
      const step = job.steps?.length ? /^step (\d+)\/(\d+): ?(.*)$/.exec(job.stage) : null;
      return step
        ? { state: 'processing', percent: job.progress, stage: step[3], step: { index: Number(step[1]), of: Number(step[2]) } }
        : { state: 'processing', percent: job.progress, stage: job.stage };
    }
    case 'completed':
      return { state: 'completed', outputName: job.output?.name ?? 'result', outputSize: job.output?.size ?? 0 };
    case 'failed': {
      const kind = job.failure ?? classifyRawFailure(job.error ?? '');
      // A failed pipeline names the step it failed in.
      const at = job.steps && job.failedStep ? job.steps[job.failedStep - 1] : undefined;
      return at ? { state: 'failed', kind, step: { index: job.failedStep!, of: job.steps!.length, tool: at.tool } } : { state: 'failed', kind };
    }
    case 'cancelled':
      return { state: 'cancelled' };
  }
}

/**
 * A job's stage in the reader's language. The tools name their stages in English (`reading`, `laying out`); the
 * common ones have a catalogue word `stage-<slug>`, and any other (free text such as `encoding at 96 kbit/s`) shows
 * as the tool wrote it. The job's `stage` field itself stays English: the API shows it as-is.
 */
export function stageText(stage: string, tr: Translator): string {
  // A counter after the word (`recognizing 2/5`, page 2 of 5) keeps its numbers around the translated word.
  const counted = /^(.*\S)\s+(\d+\/\d+)$/.exec(stage.trim());
  const word = counted ? counted[1] : stage;
  const id = `stage-${word.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-')}`;
  const text = tr.t(id);
  if (text === id) return stage;
  return counted ? `${text} ${counted[2]}` : text;
}

/** Why a job failed, in the reader's language (a pipeline names the step). */
export function failureText(status: Extract<JobStatusView, { state: 'failed' }>, tr: Translator): string {
  const reason = tr.t(`failure-${status.kind}`);
  return status.step ? tr.t('job-failed-step', { step: status.step.index, steps: status.step.of, tool: status.step.tool, reason }) : reason;
}

/**
 * Plain-text lines for a job's status message in the reader's language: tool, bar, percent and stage.
 * Platforms may add markup around it but must not depend on its exact wording.
 */
export function statusLines(tool: string, status: JobStatusView, tr: Translator): string[] {
  switch (status.state) {
    case 'queued':
      return [`${tool}`, `${progressBar(0)} ${tr.percent(0)}`, tr.t('job-queued')];
    case 'processing': {
      const p = clampPercent(status.percent);
      const own = status.stage && status.stage !== 'processing' ? stageText(status.stage, tr) : tr.t('job-working');
      const stage = status.step ? tr.t('job-step-stage', { step: status.step.index, steps: status.step.of, stage: own }) : own;
      return [`${tool}`, `${progressBar(p)} ${tr.percent(p)}`, tr.t('job-stage', { stage })];
    }
    case 'completed':
      return [`${tool}`, `${progressBar(100)} ${tr.percent(100)}`, tr.t('job-done', { name: status.outputName, size: formatBytes(status.outputSize) })];
    case 'failed':
      return [`${tool}`, tr.t('job-failed', { reason: failureText(status, tr) })];
    case 'cancelled':
      return [`${tool}`, tr.t('job-cancelled')];
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
