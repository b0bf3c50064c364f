import type { JobQueue } from '../core/jobs/job.ports.js';
import type { LogScope } from './log-scope.js';

/**
 * Runs each job inside a log scope, so the lines written while it runs carry its id and, when the request that
 * queued it was handled in this process (the embedded queue), that request's id. A shared queue's jobs may run
 * in another process: their lines carry the job id, and the request's line names the job it created.
 */
export function scopeJobQueue(queue: JobQueue, scope: LogScope, opts: { local: boolean }): JobQueue {
  const queuedBy = new Map<string, string>();
  return {
    start: (worker) =>
      queue.start((jobId, attempt) => {
        const reqId = queuedBy.get(jobId);
        queuedBy.delete(jobId);
        return scope.run(reqId ? { reqId, job: jobId } : { job: jobId }, () => worker(jobId, attempt));
      }),
    push(jobId, pushOpts) {
      const reqId = scope.fields()?.reqId;
      if (opts.local && reqId) queuedBy.set(jobId, reqId);
      return queue.push(jobId, pushOpts);
    },
    remove(jobId) {
      queuedBy.delete(jobId);
      return queue.remove(jobId);
    },
    counts: () => queue.counts(),
    close: () => queue.close(),
  };
}
