import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import type { z } from 'zod';
import { apiWatchSchema } from '../../core/webhooks/api-watch.schema.js';
import { jobCallbackSchema, webhookDeliverySchema, webhookKeySchema, type WebhookDelivery } from '../../core/webhooks/webhook.schema.js';

export interface WebhookImportCounts {
  webhookKeys: number;
  apiWatches: number;
  webhookDeliveries: number;
  webhookCallbacks: number;
  skipped: number;
  problems: string[];
}

/** The records of one of the embedded webhook files (`{ records: { id: record } }`), each checked by its schema. */
async function readRecords<T>(path: string, name: string, schema: z.ZodType<T>, counts: WebhookImportCounts): Promise<T[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`${path}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  const records = (raw as { records?: unknown } | null)?.records;
  const out: T[] = [];
  for (const [id, value] of Object.entries(records && typeof records === 'object' ? records : {})) {
    const parsed = schema.safeParse(value);
    if (parsed.success) out.push(parsed.data);
    else {
      counts.skipped++;
      counts.problems.push(`${name}: record ${id} is not readable`);
    }
  }
  return out;
}

/** Settled deliveries of `webhook-history.jsonl` and its rotated `.1`, one JSON record a line. */
async function readHistory(dataDir: string, counts: WebhookImportCounts): Promise<WebhookDelivery[]> {
  const out: WebhookDelivery[] = [];
  for (const name of ['webhook-history.jsonl.1', 'webhook-history.jsonl']) {
    let text: string;
    try {
      text = await readFile(join(dataDir, name), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    text.split('\n').forEach((line, i) => {
      if (!line.trim()) return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = null;
      }
      const parsed = webhookDeliverySchema.safeParse(value);
      if (parsed.success) out.push(parsed.data);
      else {
        counts.skipped++;
        counts.problems.push(`${name}: line ${i + 1} is not a readable delivery`);
      }
    });
  }
  return out;
}

/**
 * The embedded deployment's webhook files into PostgreSQL (issue 24 item 12): signing secrets and pause state
 * (`webhook-keys.json`), API watches (`api-watches.json`), jobs whose end is still to be announced
 * (`webhook-callbacks.json`), and deliveries, pending (`webhook-outbox.json`) and settled (the history). Idempotent
 * like the rest of the import: a row already there is kept. A claim held by the stopped embedded process means
 * nothing to the fleet, so pending deliveries arrive unclaimed.
 */
export async function importWebhookFiles(dataDir: string, pool: pg.Pool): Promise<WebhookImportCounts> {
  const counts: WebhookImportCounts = { webhookKeys: 0, apiWatches: 0, webhookDeliveries: 0, webhookCallbacks: 0, skipped: 0, problems: [] };
  const inserted = (res: pg.QueryResult) => res.rowCount ?? 0;

  for (const k of await readRecords(join(dataDir, 'webhook-keys.json'), 'webhook-keys.json', webhookKeySchema, counts)) {
    counts.webhookKeys += inserted(
      await pool.query('INSERT INTO webhook_keys (key_id, record) VALUES ($1, $2) ON CONFLICT (key_id) DO NOTHING', [k.keyId, JSON.stringify(k)]),
    );
  }
  for (const w of await readRecords(join(dataDir, 'api-watches.json'), 'api-watches.json', apiWatchSchema, counts)) {
    counts.apiWatches += inserted(
      await pool.query('INSERT INTO api_watches (id, key_id, created_at, record) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [
        w.id,
        w.keyId,
        w.createdAt,
        JSON.stringify(w),
      ]),
    );
  }
  for (const c of await readRecords(join(dataDir, 'webhook-callbacks.json'), 'webhook-callbacks.json', jobCallbackSchema, counts)) {
    counts.webhookCallbacks += inserted(
      await pool.query('INSERT INTO webhook_callbacks (job_id, created_at, record) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO NOTHING', [
        c.jobId,
        c.createdAt,
        JSON.stringify(c),
      ]),
    );
  }
  const pending = await readRecords(join(dataDir, 'webhook-outbox.json'), 'webhook-outbox.json', webhookDeliverySchema, counts);
  for (const found of [...pending, ...(await readHistory(dataDir, counts))]) {
    const d: WebhookDelivery = { ...found, holder: null, leaseUntil: null };
    counts.webhookDeliveries += inserted(
      await pool.query(
        `INSERT INTO webhook_deliveries (id, key_id, state, created_at, next_attempt_at, settled_at, holder, lease_until, record)
         VALUES ($1, $2, $3, $4, $5, $6, NULL, NULL, $7) ON CONFLICT (id) DO NOTHING`,
        [d.id, d.keyId, d.state, d.createdAt, d.nextAttemptAt, d.settledAt, JSON.stringify(d)],
      ),
    );
  }
  return counts;
}
