import { z } from 'zod';

// Kept local rather than imported from src/config.ts: config.ts imports this file.
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const ROLE_NAMES = ['api', 'worker', 'bots'] as const;
export type Role = (typeof ROLE_NAMES)[number];

const engineUrl = (schemes: readonly string[], what: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .refine((v) => schemes.some((s) => v.startsWith(`${s}://`)), `must be a ${what} URL (${schemes.map((s) => `${s}://`).join(' or ')}…)`)
      .optional(),
  );

/** Environment variables of the scaled deployment; merged into the one config schema in src/config.ts. */
export const envShape = {
  /** PostgreSQL holds every record when set (jobs, keys, counts, flags, outbox, watches, price cache). */
  DATABASE_URL: engineUrl(['postgres', 'postgresql'], 'PostgreSQL'),
  /** Redis holds the queue (BullMQ), shared rate limits, cross-process events and locks when set. */
  REDIS_URL: engineUrl(['redis', 'rediss'], 'Redis'),
  /** What this process does: `api` (HTTP), `worker` (runs jobs), `bots` (Telegram and Discord). */
  ROLES: z.preprocess(
    blank,
    z
      .string()
      .default(ROLE_NAMES.join(','))
      .transform((v) => v.split(',').map((r) => r.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.enum(ROLE_NAMES)).min(1, 'name at least one of api, worker, bots'))
      .transform((roles) => [...new Set(roles)]),
  ),
  /** How long a worker's hold on a running job lasts unless renewed; a killed worker's job is retried after it. */
  WORKER_LEASE_MS: z.preprocess(blank, z.coerce.number().int().min(500).max(600_000).default(30_000)),
  /**
   * Scheduling priority (nice, 0 to 19) of a process whose only role is `worker`: where api and worker processes
   * share a machine, polls and uploads go before image work. 0 keeps the default.
   */
  WORKER_NICE: z.preprocess(blank, z.coerce.number().int().min(0).max(19).default(10)),
  /** Discord gateway shards: `auto` (as many as Discord recommends) or a count; unset = one connection. */
  DISCORD_SHARDS: z.preprocess(
    blank,
    z
      .union([z.literal('auto'), z.coerce.number().int().min(1).max(10_000)])
      .optional(),
  ),
  /** Which of DISCORD_SHARDS this process runs (comma-separated ids); unset = all of them. */
  DISCORD_SHARD_IDS: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be shard numbers separated by commas')
      .transform((v) => v.split(',').map((s) => Number(s.trim())))
      .optional(),
  ),
};

interface FleetEnv {
  DATABASE_URL?: string;
  REDIS_URL?: string;
  ROLES: Role[];
  DISCORD_SHARDS?: 'auto' | number;
  DISCORD_SHARD_IDS?: number[];
}

/**
 * Settings that only make sense together. Several processes share work only through both engines: Redis
 * alone has nowhere to keep records, Postgres alone has no queue or events between processes.
 */
export function fleetProblems(env: FleetEnv): string[] {
  const problems: string[] = [];
  const partial = ROLE_NAMES.some((r) => !env.ROLES.includes(r));
  if (env.REDIS_URL && !env.DATABASE_URL) {
    problems.push('DATABASE_URL: missing. REDIS_URL is set, and the shared queue needs the shared PostgreSQL store for its jobs');
  } else if (partial && !(env.DATABASE_URL && env.REDIS_URL)) {
    const missing = [env.DATABASE_URL ? null : 'DATABASE_URL', env.REDIS_URL ? null : 'REDIS_URL'].filter(Boolean).join(' and ');
    problems.push(
      `${missing}: missing. ROLES=${env.ROLES.join(',')} makes this process one of several, which share work only through PostgreSQL (DATABASE_URL) and Redis (REDIS_URL)`,
    );
  }
  if (env.DISCORD_SHARD_IDS) {
    if (typeof env.DISCORD_SHARDS !== 'number') {
      problems.push('DISCORD_SHARD_IDS: needs DISCORD_SHARDS set to the total number of shards');
    } else {
      const total = env.DISCORD_SHARDS;
      const bad = env.DISCORD_SHARD_IDS.filter((id) => id >= total);
      if (bad.length) problems.push(`DISCORD_SHARD_IDS: ${bad.join(', ')} out of range (shards are 0 to ${total - 1})`);
    }
  }
  return problems;
}
