import { z } from 'zod';
import { isAppError } from '../src/core/errors.js';
import type { JobView } from '../src/core/jobs/job.types.js';
import { defineCommand } from './command.js';

/** One of the caller's jobs: the job API's view plus the tool slug. */
export type ChatJobView = JobView & { tool: string };

/** How many jobs `/jobs` lists. */
export const JOBS_SHOWN = 10;

/**
 * `/jobs`: the caller's own recent jobs (newest first, at most 10) with status, progress and, for failed
 * jobs, the user-facing message. Returns `{jobs}`; an empty list when there are none.
 */
export default defineCommand({
  name: 'jobs',
  description: 'Your recent file jobs and their status',
  usage: '/jobs',
  args: z.object({}),
  fromText: () => ({}),
  async run({ services, caller }): Promise<{ jobs: ChatJobView[] }> {
    const views = services.jobs.list(caller.owner, JOBS_SHOWN);
    const jobs: ChatJobView[] = [];
    for (const view of views) {
      try {
        jobs.push({ ...view, tool: services.jobs.getRecord(caller.owner, view.job_id).tool });
      } catch (err) {
        // Removed between the two reads.
        if (!isAppError(err)) throw err;
      }
    }
    return { jobs };
  },
});
