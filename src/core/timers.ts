import type { Timers } from './timers.ports.js';

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
