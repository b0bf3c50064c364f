/** How many warnings of one topic are written per window; the rest are counted and reported with the next. */
export interface WarnLimit {
  perWindow: number;
  windowMs: number;
}

export const DEFAULT_WARN_LIMIT: WarnLimit = { perWindow: 10, windowMs: 60_000 };

type Warn = (obj: Record<string, unknown>, msg: string) => void;

/**
 * Warnings a client can provoke at will (wrong tokens, a flood of failing requests): without a cap, an attacker
 * would write the log full. Each topic gets `perWindow` lines per window; the first line of a later window says how
 * many were left out.
 */
export function createWarnLimiter(warn: Warn, now: () => number, limit: WarnLimit = DEFAULT_WARN_LIMIT) {
  const topics = new Map<string, { windowStart: number; written: number; suppressed: number }>();
  return (topic: string, fields: Record<string, unknown>, msg: string): void => {
    const t = now();
    let state = topics.get(topic);
    if (!state || t - state.windowStart >= limit.windowMs) {
      const suppressed = state?.suppressed ?? 0;
      state = { windowStart: t, written: 0, suppressed: 0 };
      topics.set(topic, state);
      if (suppressed > 0) fields = { ...fields, suppressed };
    }
    if (state.written >= limit.perWindow) {
      state.suppressed += 1;
      return;
    }
    state.written += 1;
    warn({ topic, ...fields }, msg);
  };
}
