import { z } from 'zod';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const int = (def: number, min: number, max: number) => z.preprocess(blank, z.coerce.number().int().min(min).max(max).default(def));

/** Environment variables of the webhooks; merged into the one config schema in src/config.ts. */
export const envShape = {
  /** Tests and local development only: callback URLs may be `http:` and point at loopback. Logged as a warning. */
  WEBHOOK_ALLOW_INSECURE: z
    .preprocess(blank, z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).default('false'))
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v)),
  /** Per attempt: connecting, sending and the answer's status line. */
  WEBHOOK_TIMEOUT_MS: int(10_000, 50, 60_000),
  /** First retry delay; each next one doubles up to WEBHOOK_RETRY_MAX_MS. */
  WEBHOOK_RETRY_BASE_MS: int(30_000, 10, 3_600_000),
  WEBHOOK_RETRY_MAX_MS: int(6 * 3_600_000, 10, 86_400_000),
  /** Retries stop this long after the event. */
  WEBHOOK_MAX_AGE_S: int(86_400, 1, 7 * 86_400),
  /** Failed attempts in a row after which a key's deliveries are paused (the admin panel resumes them). */
  WEBHOOK_PAUSE_AFTER: int(10, 1, 10_000),
  /** How often due retries are looked for. */
  WEBHOOK_POLL_MS: int(1_000, 20, 60_000),
  /** Attempts in flight at once in one process. */
  WEBHOOK_CONCURRENCY: int(8, 1, 256),
  /** Of those, the most one API key may hold, so a slow or failing receiver cannot take every slot. */
  WEBHOOK_SLOTS_PER_KEY: int(2, 1, 256),
  /** Price watches one API key may hold. */
  MAX_WATCHES_PER_KEY: int(100, 1, 100_000),
};
