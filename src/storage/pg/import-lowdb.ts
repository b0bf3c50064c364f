import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { z } from 'zod';
import { outboxEntrySchema } from '../../core/chat/outbox.ports.js';
import { watchSchema } from '../../core/chat/watch.schema.js';
import type { Watch } from '../../core/chat/watch.types.js';
import { systemClock } from '../../core/clock.js';
import { parseJobRecord } from '../../core/jobs/job.schema.js';
import { appDataSchema } from '../app-db.js';
import { JOB_ID_RE } from '../job-store.js';
import { OUTBOX_HISTORY_FILE } from '../outbox.js';
import { SettledHistory } from '../settled-history.js';
import { PgOutboxStore } from './outbox.js';
import { PgWatchStore } from './watches.js';

export interface ImportCounts {
  jobs: number;
  apiKeys: number;
  toolUses: number;
  toolEvents: number;
  flags: number;
  secrets: number;
  outbox: number;
  watches: number;
  prices: number;
  /** Records that did not read back as what they claim to be (left out, named in `problems`). */
  skipped: number;
  problems: string[];
}

const priceEntry = z.object({ fetchedAt: z.number() }).passthrough();

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${path}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

/**
 * Copies an embedded DATA_DIR (lowdb files) into PostgreSQL. Idempotent: a record already there is kept as it
 * is (counters keep the larger value), so running it twice, or after the fleet has started, changes nothing
 * twice. Job files stay where they are: DATA_DIR becomes the fleet's shared volume.
 */
export async function importLowdb(dataDir: string, pool: pg.Pool): Promise<ImportCounts> {
  const counts: ImportCounts = {
    jobs: 0, apiKeys: 0, toolUses: 0, toolEvents: 0, flags: 0, secrets: 0, outbox: 0, watches: 0, prices: 0, skipped: 0, problems: [],
  };
  const inserted = (res: pg.QueryResult) => res.rowCount ?? 0;

  const jobsDir = join(dataDir, 'jobs');
  const ids = await readdir(jobsDir).catch(() => [] as string[]);
  for (const id of ids) {
    if (!JOB_ID_RE.test(id)) continue;
    const raw = await readJson(join(jobsDir, id, 'job.json')).catch((err: unknown) => err);
    if (raw === undefined) continue;
    const parsed = raw instanceof Error ? null : parseJobRecord(raw);
    if (!parsed?.ok || parsed.job.id !== id) {
      counts.skipped++;
      counts.problems.push(`jobs/${id}/job.json is not a readable job record`);
      continue;
    }
    const job = parsed.job;
    counts.jobs += inserted(
      await pool.query(
        `INSERT INTO jobs (id, owner, status, created_at, expires_at, record, address) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (id) DO NOTHING`,
        [job.id, job.owner, job.status, job.createdAt, job.expiresAt, JSON.stringify(job), job.address ?? null],
      ),
    );
  }

  const dbRaw = await readJson(join(dataDir, 'db.json'));
  if (dbRaw !== undefined) {
    const parsed = appDataSchema.safeParse(dbRaw);
    if (!parsed.success) {
      counts.skipped++;
      counts.problems.push(`db.json: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
    } else {
      const d = parsed.data;
      for (const k of d.apiKeys) {
        counts.apiKeys += inserted(
          await pool.query(
            `INSERT INTO api_keys (id, label, hash, created_at, last_used_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT DO NOTHING`,
            [k.id, k.label, k.hash, k.createdAt, k.lastUsedAt, k.revokedAt],
          ),
        );
      }
      for (const [slug, uses] of Object.entries(d.toolUses)) {
        counts.toolUses += inserted(
          await pool.query(
            `INSERT INTO tool_uses (slug, uses) VALUES ($1, $2)
             ON CONFLICT (slug) DO UPDATE SET uses = GREATEST(tool_uses.uses, EXCLUDED.uses) WHERE tool_uses.uses < EXCLUDED.uses`,
            [slug, uses],
          ),
        );
      }
      for (const [day, bySlug] of Object.entries(d.events)) {
        for (const [slug, c] of Object.entries(bySlug)) {
          counts.toolEvents += inserted(
            await pool.query(
              `INSERT INTO tool_events (day, slug, tool_start, error) VALUES ($1, $2, $3, $4)
               ON CONFLICT (day, slug) DO UPDATE SET tool_start = GREATEST(tool_events.tool_start, EXCLUDED.tool_start),
                                                     error = GREATEST(tool_events.error, EXCLUDED.error)
               WHERE tool_events.tool_start < EXCLUDED.tool_start OR tool_events.error < EXCLUDED.error`,
              [day, slug, c.tool_start, c.error],
            ),
          );
        }
      }
      const flagRows = [
        ...Object.entries(d.flags.tools).map(([n, e]) => ['tool', n, e] as const),
        ...Object.entries(d.flags.categories).map(([n, e]) => ['category', n, e] as const),
      ];
      for (const [scope, name, enabled] of flagRows) {
        counts.flags += inserted(
          await pool.query('INSERT INTO flags (scope, name, enabled) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [scope, name, enabled]),
        );
      }
      // Signed links already handed out keep working: the fleet adopts this installation's secret.
      for (const [name, value] of Object.entries(d.secrets)) {
        counts.secrets += inserted(await pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [name, value]));
      }
    }
  }

  // Read with the embedded stores' own schemas and written by the fleet's stores, so neither side can drift.
  const outbox = new PgOutboxStore(pool, systemClock);
  const outboxRaw = (await readJson(join(dataDir, 'outbox.json'))) as { entries?: Record<string, unknown> } | undefined;
  for (const [id, raw] of Object.entries(outboxRaw?.entries ?? {})) {
    const parsed = outboxEntrySchema.safeParse(raw);
    if (!parsed.success || parsed.data.jobId !== id) {
      counts.skipped++;
      counts.problems.push(`outbox.json: entry ${id} is not a readable delivery record`);
      continue;
    }
    if (await outbox.adopt(parsed.data)) counts.outbox++;
  }
  // Settled chat deliveries left outbox.json for its history; the fleet keeps them too, so a job heard again is not resent.
  const settled = await SettledHistory.open(dataDir, OUTBOX_HISTORY_FILE, outboxEntrySchema, (e) => e.jobId, { keep: Number.MAX_SAFE_INTEGER });
  for (const entry of settled.values()) if (await outbox.adopt(entry)) counts.outbox++;

  const watchesRaw = (await readJson(join(dataDir, 'watches.json'))) as { watches?: unknown[] } | undefined;
  const watches: Watch[] = [];
  (Array.isArray(watchesRaw?.watches) ? watchesRaw.watches : []).forEach((raw, i) => {
    const parsed = watchSchema.safeParse(raw);
    if (parsed.success) watches.push(parsed.data);
    else {
      counts.skipped++;
      counts.problems.push(`watches.json: watch ${i} is not a readable watch`);
    }
  });
  counts.watches += await new PgWatchStore(pool).adopt(watches);

  const pricesRaw = (await readJson(join(dataDir, 'prices.json'))) as { games?: Record<string, unknown>; searches?: Record<string, unknown> } | undefined;
  for (const [kind, table] of [['game', pricesRaw?.games], ['search', pricesRaw?.searches]] as const) {
    for (const [key, raw] of Object.entries(table ?? {})) {
      const parsed = priceEntry.safeParse(raw);
      if (!parsed.success) continue;
      counts.prices += inserted(
        await pool.query(
          `INSERT INTO price_cache (kind, key, fetched_at, entry) VALUES ($1, $2, $3, $4)
           ON CONFLICT (kind, key) DO UPDATE SET fetched_at = EXCLUDED.fetched_at, entry = EXCLUDED.entry
           WHERE price_cache.fetched_at < EXCLUDED.fetched_at`,
          [kind, key, parsed.data.fetchedAt, JSON.stringify(parsed.data)],
        ),
      );
    }
  }
  return counts;
}
