import { z } from 'zod';
import type { JobStatus } from '../src/core/jobs/job.types.js';
import { defineCommand, words } from './command.js';

/**
 * `/cancel <job id>`: stops a queued or running job of the caller (a finished one is deleted with its
 * result). Returns `{job_id, previous}` with the status the job had. Throws AppError not_found for an id
 * that is not the caller's (or no longer exists).
 */
export default defineCommand({
  name: 'cancel',
  description: 'Cancel one of your jobs',
  usage: '/cancel <job id>',
  args: z.object({
    job_id: z.string().trim().min(1).max(64).describe('The job id shown in the status message or /jobs'),
  }),
  fromText: (text) => ({ job_id: words(text)[0] }),
  async run({ services, caller }, args): Promise<{ job_id: string; previous: JobStatus }> {
    const previous = (await services.jobs.get(caller.owner, args.job_id)).status;
    await services.jobs.remove(caller.owner, args.job_id);
    return { job_id: args.job_id, previous };
  },
});
