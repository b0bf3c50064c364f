import { inTurns } from '../core/webhooks/turns.js';
import { pendingDelivery, type AttemptOutcome, type DueFilter, type NewDelivery, type WebhookOutboxStore } from '../core/webhooks/webhook.ports.js';
import { webhookDeliverySchema, type WebhookDelivery } from '../core/webhooks/webhook.schema.js';
import type { JsonDocument } from './json-file.js';
import { SettledHistory, type HistoryLimits } from './settled-history.js';
import { openRecordFile, own } from './webhook-json.js';

type Data = { records: Record<string, WebhookDelivery> };

/**
 * Webhook deliveries in `<DATA_DIR>/webhook-outbox.json` (the hot file: pending ones only) and
 * `webhook-history.jsonl` (settled ones, appended, rotated, read by the admin panel). Each conditional call
 * checks and changes the data in one synchronous step and resolves once the files are written, so a claim is
 * never lost to a restart; a settled delivery leaves the hot file at once, so its rewrites stay small however
 * many deliveries were sent.
 */
export class LowWebhookOutbox implements WebhookOutboxStore {
  private constructor(
    private readonly file: JsonDocument<Data>,
    private readonly history: SettledHistory<WebhookDelivery>,
  ) {}

  static async open(dataDir: string, onBad?: (id: string) => void, limits?: Partial<HistoryLimits>): Promise<LowWebhookOutbox> {
    const file = await openRecordFile(dataDir, 'webhook-outbox.json', webhookDeliverySchema, onBad);
    const history = await SettledHistory.open(dataDir, 'webhook-history.jsonl', webhookDeliverySchema, (d) => d.id, limits);
    const outbox = new LowWebhookOutbox(file, history);
    await outbox.#settleOld();
    return outbox;
  }

  /**
   * A file from before the history kept settled deliveries: they move out now. A pending record whose attempt
   * the history already holds (the process stopped between the two writes of a settle) is that settled one.
   */
  async #settleOld(): Promise<void> {
    const moving: WebhookDelivery[] = [];
    let changed = false;
    for (const [id, d] of Object.entries(this.#records)) {
      const settled = this.history.get(id);
      if (d.state !== 'pending') moving.push(d);
      else if (!settled || settled.attempts <= d.attempts) continue;
      delete this.#records[id];
      changed = true;
    }
    await this.history.add(moving);
    if (changed) await this.file.write();
  }

  get #records(): Record<string, WebhookDelivery> {
    return this.file.data.records;
  }

  /** Moves deliveries that are done from the hot file to the history: history first, so none is lost between. */
  async #retire(done: readonly WebhookDelivery[]): Promise<void> {
    for (const d of done) delete this.#records[d.id];
    await this.history.add(done);
    await this.file.write();
  }

  async open(d: NewDelivery, now: number): Promise<{ delivery: WebhookDelivery; created: boolean }> {
    const existing = own(this.#records, d.id) ?? this.history.get(d.id);
    if (existing) return { delivery: structuredClone(existing), created: false };
    const delivery = pendingDelivery(d, now);
    this.#records[d.id] = delivery;
    await this.file.write();
    return { delivery: structuredClone(delivery), created: true };
  }

  async get(id: string): Promise<WebhookDelivery | null> {
    const d = own(this.#records, id) ?? this.history.get(id);
    return d ? structuredClone(d) : null;
  }

  async listDue(now: number, limit: number, due: DueFilter): Promise<WebhookDelivery[]> {
    const skip = new Set(due.skipKeys);
    const open = Object.values(this.#records)
      .filter((d) => d.state === 'pending' && d.nextAttemptAt <= now && (d.leaseUntil === null || d.leaseUntil <= now) && !skip.has(d.keyId))
      .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt - b.createdAt);
    return inTurns(open, (d) => d.keyId, due.perKey, limit).map((d) => structuredClone(d));
  }

  async expire(createdBefore: number, now: number, reason: string): Promise<WebhookDelivery[]> {
    const ended: WebhookDelivery[] = [];
    for (const d of Object.values(this.#records)) {
      if (d.state !== 'pending' || d.createdAt >= createdBefore || (d.leaseUntil !== null && d.leaseUntil > now)) continue;
      Object.assign(d, { state: 'failed', settledAt: now, lastError: reason, holder: null, leaseUntil: null });
      ended.push(structuredClone(d));
    }
    if (ended.length > 0) await this.#retire(ended);
    return ended;
  }

  async claim(id: string, holder: string, now: number, leaseMs: number): Promise<WebhookDelivery | null> {
    const d = own(this.#records, id);
    if (!d || d.state !== 'pending' || d.nextAttemptAt > now) return null;
    if (d.holder !== null && d.holder !== holder && d.leaseUntil !== null && d.leaseUntil > now) return null;
    d.holder = holder;
    d.leaseUntil = now + leaseMs;
    await this.file.write();
    return structuredClone(d);
  }

  async settle(id: string, holder: string, outcome: AttemptOutcome): Promise<boolean> {
    const d = own(this.#records, id);
    if (!d || d.holder !== holder) return false;
    Object.assign(d, outcome, { holder: null, leaseUntil: null });
    if (d.state === 'pending') await this.file.write();
    else await this.#retire([d]);
    return true;
  }

  async replay(id: string, now: number): Promise<WebhookDelivery | null> {
    const settled = this.history.get(id);
    const d = own(this.#records, id) ?? (settled ? structuredClone(settled) : undefined);
    if (!d) return null;
    Object.assign(d, { state: 'pending', nextAttemptAt: now, settledAt: null });
    this.#records[id] = d;
    this.history.forget(id);
    await this.file.write();
    return structuredClone(d);
  }

  async listByKey(keyId: string, limit: number): Promise<WebhookDelivery[]> {
    return [...Object.values(this.#records), ...this.history.values()]
      .filter((d) => d.keyId === keyId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit)
      .map((d) => structuredClone(d));
  }

  async countPending(): Promise<number> {
    let pending = 0;
    for (const d of Object.values(this.#records)) if (d.state === 'pending') pending++;
    return pending;
  }

  /** Settled deliveries live in the history, bounded by size; the retention only shortens what look-ups see. */
  async purge(settledBefore: number): Promise<number> {
    let removed = 0;
    for (const d of [...this.history.values()]) {
      if (d.settledAt !== null && d.settledAt < settledBefore && this.history.forget(d.id)) removed++;
    }
    return removed;
  }

  async flush(): Promise<void> {
    await Promise.all([this.file.flush(), this.history.flush()]);
  }
}
