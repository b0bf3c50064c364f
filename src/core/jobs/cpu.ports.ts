/** Counts the CPU time of the processes that work for one job (ffmpeg runs, PDF workers, engines). */
export interface CpuTracker {
  /**
   * Counts `pid`'s CPU time until the answer is called: all of it for a process started for the job (`fresh`), from
   * now on for one that worked before (a pooled worker, which serves other jobs after).
   */
  track(pid: number, fresh?: boolean): () => void;
}

/** One job's CPU count (JOB_CPU_S): what it has used so far, over every process tracked for it. */
export interface CpuMeter extends CpuTracker {
  /** CPU seconds used so far by the processes tracked for the job, ended ones included. */
  seconds(): Promise<number>;
}
