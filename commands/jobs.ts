import { z } from 'zod';
import type { FailureKind } from '../src/core/errors.js';
import type { JobStatus } from '../src/core/jobs/job.types.js';
import { defineCommand } from './command.js';

/** One of the caller's jobs as the chat lists show it (a failed job carries its kind of failure; each bot words it). */
export interface ChatJobView {
  job_id: string;
  tool: string;
  status: JobStatus;
  stage: string;
  progress: number;
  output_name?: string;
  failure?: FailureKind;
}

/** How many jobs `/jobs` lists. */
export const JOBS_SHOWN = 10;

/**
 * `/jobs`: the caller's own recent jobs (newest first, at most 10) with status, progress and, for failed
 * jobs, the kind of failure. Returns `{jobs}`; an empty list when there are none.
 */
export default defineCommand({
  name: 'jobs',
  description: 'Your recent file jobs and their status',
  usage: '/jobs',
  args: z.object({}),
  fromText: () => ({}),
  async run({ services, caller }): Promise<{ jobs: ChatJobView[] }> {
    const jobs = (await services.jobs.list(caller.owner, JOBS_SHOWN)).map(
      (job): ChatJobView => ({
        job_id: job.id,
        tool: job.tool,
        status: job.status,
        stage: job.stage,
        progress: job.progress,
        ...(job.result ? { output_name: job.result.name } : {}),
        ...(job.failure ? { failure: job.failure } : {}),
      }),
    );
    return { jobs };
  },
});
