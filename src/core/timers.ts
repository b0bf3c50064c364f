/**
 * Delays the core and the adapters schedule (a long poll's deadline, a stream's keep-alive), behind one port so
 * a test moves them itself instead of waiting on the wall clock. Each answers its cancel function.
 */
export interface Timers {
  after(ms: number, fn: () => void): () => void;
  every(ms: number, fn: () => void): () => void;
}

export const systemTimers: Timers = {
  after(ms, fn) {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  },
  every(ms, fn) {
    const t = setInterval(fn, ms);
    // A keep-alive never holds a process open on its own.
    t.unref();
    return () => clearInterval(t);
  },
};
