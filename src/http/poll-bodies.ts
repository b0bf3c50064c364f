import type { JobInfo } from '../core/jobs/job.types.js';
import { jobView } from '../wire/job-wire.js';
import { jsonBytes } from './json-bytes.js';

interface Kept {
  status: JobInfo['status'];
  stage: string;
  progress: number;
  completedAt: number | null;
  expiresAt: number;
  step: number | null;
  body: Buffer;
}

/**
 * The poll's JSON body, made once per version of a job (its status, stage, progress, pipeline step and times) and kept for the
 * next poll of the same version: a page or a script polling a job mostly asks again for what it was just told,
 * and the view's timestamps and serialisation were a tenth of a poll's cost. Kept as bytes, not a string, so that
 * they are not measured and encoded again per answer (src/http/json-bytes.ts). Bounded; the oldest-made go first.
 */
export class PollBodies {
  readonly #kept = new Map<string, Kept>();

  constructor(private readonly max = 10_000) {}

  body(job: JobInfo): Buffer {
    const kept = this.#kept.get(job.id);
    if (
      kept !== undefined &&
      kept.status === job.status &&
      kept.progress === job.progress &&
      kept.stage === job.stage &&
      kept.completedAt === job.completedAt &&
      kept.expiresAt === job.expiresAt &&
      kept.step === (job.pipeline?.step ?? null)
    ) {
      return kept.body;
    }
    const body = jsonBytes({ ok: true, ...jobView(job) });
    if (kept !== undefined) this.#kept.delete(job.id);
    else if (this.#kept.size >= this.max) this.#kept.delete(this.#kept.keys().next().value as string);
    this.#kept.set(job.id, { status: job.status, stage: job.stage, progress: job.progress, completedAt: job.completedAt, expiresAt: job.expiresAt, step: job.pipeline?.step ?? null, body });
    return body;
  }
}
