import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { envShape as discordEnv } from './bots/discord/env.js';
import { envShape as telegramEnv } from './bots/telegram/env.js';
import { envShape as webEnv } from './http/web/env.js';
import { envShape as opsEnv } from './ops-env.js';
import { envShape as fleetEnv, fleetProblems } from './fleet/env.js';
import { envShape as httpEnv } from './http/env.js';
import { envShape as priceEnv } from './prices/env.js';
import { envShape as dealsEnv } from './prices/deals/env.js';
import { envShape as giveawaysEnv } from './giveaways/env.js';
import { envShape as webhookEnv } from './webhooks/env.js';
import { envShape as jobFilesEnv, jobFilesProblems } from './storage/s3/env.js';
import { envShape as mcpEnv } from './mcp/env.js';

// An empty variable (as in a copied .env.example) means "use the default".
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(blank, z.coerce.number().int().min(min).max(max).default(def));
const flag = (def: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .default(def ? 'true' : 'false')
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const url = (def: string) => z.url({ protocol: /^https?$/ }).default(def).transform((v) => v.replace(/\/+$/, ''));

/** Every setting the service reads from the environment, with its default. Names are part of the contract. */
export const envSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  API_KEYS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    // Like the admin token: a lock-out never refuses a right key, so only its length stops guessing.
    .refine((keys) => keys.every((k) => k.length >= 24), 'every key must be at least 24 characters; make one with: npm run apikey -- create'),
  // Failed authentications (API keys, ?key=, /metrics and bot webhook secrets) from one address within
  // AUTH_LOCKOUT_S that make its further wrong tries answer 429.
  AUTH_MAX_FAILURES: int(20, 1, 100_000),
  AUTH_LOCKOUT_S: int(900, 1, 86_400),
  // The token is the only defence against guessing (a lock-out never refuses the right one), so it must be long.
  ADMIN_TOKEN: optionalString.refine(
    (v) => v === undefined || v.length >= 24,
    'must be at least 24 characters; make one with: openssl rand -base64 32',
  ),
  MAX_UPLOAD_MB: int(100, 1, 10_240),
  JOB_TTL_S: int(86_400, 60),
  JOB_TIMEOUT_S: int(300, 1),
  // CPU seconds one job's processes may use in all (issue 37); 0 turns the budget off.
  JOB_CPU_S: int(600, 0),
  // The CPU priority (nice) of every process an engine starts for a job; 0 leaves them at the service's own.
  JOB_NICE: int(10, 0, 19),
  WORKER_CONCURRENCY: int(Math.max(1, cpus().length), 1, 64),
  // Slots for light jobs (a sharp tool on an input up to LIGHT_JOB_MAX_KB), beside WORKER_CONCURRENCY's: such a
  // job waits on libvips' threads, not on a core (core/jobs/job-lane.ts). LIGHT_JOB_MAX_KB=0 makes every job heavy.
  LIGHT_JOB_CONCURRENCY: int(8, 1, 256),
  LIGHT_JOB_MAX_KB: int(256, 0, 65_536),
  MAX_ACTIVE_JOBS_PER_SESSION: int(5, 1),
  MAX_QUEUE: int(1000, 1),
  // A new session costs nothing, an address does: the cap of callers without an API key (README "Limits").
  MAX_ACTIVE_JOBS_PER_ADDRESS: int(20, 1),
  // The share of MAX_QUEUE that callers without an API key may fill together; the rest stays for keys and bots.
  QUEUE_SHARE_WITHOUT_KEY_PCT: int(75, 1, 100),
  // Disk room (README "Limits"): what one session, key or address may keep, and the free space below which no job starts.
  MAX_STORED_MB_PER_OWNER: int(2048, 1),
  MIN_FREE_DISK_MB: int(1024, 0),
  RATE_LIMIT_PER_MIN: int(120, 1),
  // Open job event streams (GET /api/jobs/{id}/events, /api/events) per owner, and per process for every owner.
  MAX_STREAMS_PER_OWNER: int(10, 1, 10_000),
  MAX_STREAMS: int(2000, 1, 1_000_000),
  // Event streams (issue 37): per client address (IPv6 by /64), the share callers without a key may hold, and the
  // longest a stream stays open before it ends with a retry hint.
  MAX_STREAMS_PER_ADDRESS: int(20, 1, 100_000),
  STREAM_SHARE_WITHOUT_KEY_PCT: int(75, 1, 100),
  MAX_STREAM_S: int(3600, 10, 86_400),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SWEEP_INTERVAL_S: int(60, 1),
  /** How long a stop (SIGTERM, SIGINT) may take before the process exits anyway; a second signal exits at once. */
  SHUTDOWN_TIMEOUT_S: int(20, 1, 3600),
  TRUST_PROXY: flag(false),

  FEATURE_URL_TOOLS: flag(true),
  /** Tests and local development only: web page captures may load a page on loopback (http: too). Logged as a warning. */
  CAPTURE_ALLOW_INSECURE: flag(false),
  PDF_WORKER_MEMORY_MB: int(1024, 64, 65_536),
  PDF_WORKER_SPARE: flag(true),
  MAX_FRAMES: int(1000, 1, 100_000),
  MAX_TOTAL_MEGAPIXELS: int(1000, 1, 100_000),
  MAX_VIDEO_FRAMES: int(432_000, 1),
  // Pipelines (issue 26): steps of one pipeline, files of one job, files one step may make.
  MAX_PIPELINE_STEPS: int(8, 1, 32),
  MAX_FILES_PER_JOB: int(20, 1, 200),
  MAX_FANOUT: int(100, 1, 1000),
  // Tool runs one pipeline may ask, counted at admission from its declared fan-out (issue 37).
  MAX_PIPELINE_RUNS: int(500, 1, 1_000_000),
  // Recipes (issue 37): how long an unused one lives, and how many sessions of one address may keep together.
  RECIPE_TTL_DAYS: int(90, 1, 36_500),
  MAX_RECIPES_PER_ADDRESS: int(100, 1, 100_000),
  VIDEO_THUMBNAIL_URL: url('https://i.ytimg.com'),
  VIDEO_OEMBED_URL: url('https://www.youtube.com/oembed'),
  // A bot process that dies while delivering a result holds it this long before another process delivers it.
  CHAT_DELIVERY_LEASE_S: int(300, 1, 86_400),
  CHAT_DELIVERY_RETRY_S: int(60, 1, 86_400),
  // One-time upload links (issue 40): how long a link a bot hands out works.
  UPLOAD_LINK_TTL_S: int(3600, 60, 7 * 86_400),
  // Claim reminders (issue 41): hours before a giveaway's end its "Remind me" direct message goes out.
  REMIND_BEFORE_H: int(12, 1, 720),
  ...priceEnv,
  ...dealsEnv,
  ...giveawaysEnv,
  ...telegramEnv,
  ...discordEnv,
  ...webEnv,
  ...opsEnv,
  ...fleetEnv,
  ...webhookEnv,
  ...httpEnv,
  ...jobFilesEnv,
  ...mcpEnv,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'BASE_URL' | 'DATA_DIR'> {
  BASE_URL: string;
  DATA_DIR: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; every invalid variable is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems = [...fleetProblems(e), ...jobFilesProblems(e)];
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...e,
    BASE_URL: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    DATA_DIR: resolve(e.DATA_DIR),
  };
}

/** For the command-line entry points: the config, or the problems printed and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
