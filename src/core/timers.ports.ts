/**
 * Delays the core and the adapters schedule (a long poll's deadline, a stream's keep-alive), behind one port so
 * a test moves them itself instead of waiting on the wall clock. Each answers its cancel function.
 */
export interface Timers {
  after(ms: number, fn: () => void): () => void;
  every(ms: number, fn: () => void): () => void;
}
