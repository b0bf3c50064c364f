import { getPriority, setPriority } from 'node:os';

/**
 * Lowers an engine process's CPU priority to `nice` (JOB_NICE), right after it was started and before it starts
 * threads or processes of its own, which inherit it: on Linux the nice level belongs to each thread, and a thread
 * or process takes its creator's. With encodes filling every core, the service's own process then still gets the
 * CPU when a request comes (issue 43). 0 leaves the child at the service's priority. It only ever lowers: a child
 * that already runs lower (it inherits a worker process's WORKER_NICE of 15, say) keeps its level. No shell and no `nice` binary: the
 * priority is set on the child's pid.
 */
export function lowerPriority(pid: number | undefined, nice: number): void {
  if (pid === undefined || nice <= 0) return;
  try {
    if (getPriority(pid) < nice) setPriority(pid, nice);
  } catch {
    // Not permitted, or the child is gone already: it runs at the service's priority, and its supervisor still bounds it.
  }
}
