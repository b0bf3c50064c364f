/**
 * What the HTTP routes and the bots spend requests from (RATE_LIMIT_PER_MIN): a refusal is thrown as
 * `rate_limited` with `retryAfter`. The service's one implementation is core's RequestLimiter over
 * createRateLimit (src/limits/rate-limit.ts), in memory or in Redis.
 */
export interface RequestLimiter {
  take(key: string, cost?: number): void | Promise<void>;
}
