export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * A budget per key (docs/ports.md): `consume` spends `cost` points or answers how long to wait. Built from
 * rate-limiter-flexible: in memory embedded, in Redis when several processes share the budget.
 */
export interface RateLimitPort {
  consume(key: string, cost?: number): Promise<LimitAnswer>;
}
