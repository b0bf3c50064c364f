import { z } from 'zod';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Operator settings (log format, metrics); merged into the one config schema in src/config.ts. */
export const envShape = {
  /** `auto`: pretty at a terminal, JSON otherwise; `json` or `pretty` force one. */
  LOG_FORMAT: z.preprocess(blank, z.enum(['auto', 'json', 'pretty']).default('auto')),
  /** Bearer token /metrics asks for; with neither this nor METRICS_PORT, /metrics is off. */
  METRICS_TOKEN: z.preprocess(blank, z.string().trim().min(16, 'use at least 16 characters').optional()),
  /** Serve /metrics on this port (its own listener, on HOST) instead of the main one. */
  METRICS_PORT: z.preprocess(blank, z.coerce.number().int().min(0).max(65_535).optional()),
  /** The commit /version reports; the image sets it at build time (there is no .git in it). */
  GIT_COMMIT: z.preprocess(blank, z.string().trim().regex(/^[0-9a-f]{7,40}$/, 'a git commit hash').optional()),
  /** How long one attempt to start a bot may take before it is given up and tried again (the platform unreachable). */
  BOT_START_TIMEOUT_S: z.preprocess(blank, z.coerce.number().int().min(1).max(3_600).default(30)),
};
