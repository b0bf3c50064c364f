/** What an operation running in the worker may do besides its own work. */
export interface OpContext {
  /** Reports units done out of total (pages, usually). */
  progress(done: number, total: number): void;
  /** Lets queued IPC messages leave; called between pages. */
  tick(): Promise<void>;
}

export type Operation<A, R> = (args: A, ctx: OpContext) => R | Promise<R>;
