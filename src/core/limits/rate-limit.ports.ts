export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * A budget per key (docs/ports.md): `consume` spends `cost` points or answers how long to wait. Built from
 * rate-limiter-flexible: in memory embedded, in Redis when several processes share the budget.
 */
export interface RateLimitPort {
  consume(key: string, cost?: number): Promise<LimitAnswer>;
  /** The same, answered at once, where the budget lives in this process's memory (no promise on the request path). */
  consumeNow?(key: string, cost?: number): LimitAnswer;
}

/**
 * What the HTTP routes and the bots spend a request from (RATE_LIMIT_PER_MIN): resolves when the request may
 * go on, rejects with AppError `rate_limited` (and `retryAfter`) when the key's budget is spent. A budget in this
 * process's memory answers synchronously (returns nothing, or throws), so the hot path need not wait a turn.
 */
export interface RequestLimiter {
  take(key: string): Promise<void> | void;
}
