import { inTurns } from '../core/webhooks/turns.js';
import { pendingDelivery, type AttemptOutcome, type DueFilter, type NewDelivery, type WebhookOutboxStore } from '../core/webhooks/webhook.ports.js';
import { webhookDeliverySchema, type WebhookDelivery } from '../core/webhooks/webhook.schema.js';
import type { JsonDocument } from './json-file.js';
import { openRecordFile, own } from './webhook-json.js';

type Data = { records: Record<string, WebhookDelivery> };

/**
 * Webhook deliveries in `<DATA_DIR>/webhook-outbox.json`. Each conditional call checks and changes the data in
 * one synchronous step and resolves once the file is written, so a claim is never lost to a restart.
 */
export class LowWebhookOutbox implements WebhookOutboxStore {
  private constructor(private readonly file: JsonDocument<Data>) {}

  static async open(dataDir: string, onBad?: (id: string) => void): Promise<LowWebhookOutbox> {
    return new LowWebhookOutbox(await openRecordFile(dataDir, 'webhook-outbox.json', webhookDeliverySchema, onBad));
  }

  get #records(): Record<string, WebhookDelivery> {
    return this.file.data.records;
  }

  async open(d: NewDelivery, now: number): Promise<{ delivery: WebhookDelivery; created: boolean }> {
    const existing = own(this.#records, d.id);
    if (existing) return { delivery: structuredClone(existing), created: false };
    const delivery = pendingDelivery(d, now);
    this.#records[d.id] = delivery;
    await this.file.write();
    return { delivery: structuredClone(delivery), created: true };
  }

  async get(id: string): Promise<WebhookDelivery | null> {
    const d = own(this.#records, id);
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
    if (ended.length > 0) await this.file.write();
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
    await this.file.write();
    return true;
  }

  async replay(id: string, now: number): Promise<WebhookDelivery | null> {
    const d = own(this.#records, id);
    if (!d) return null;
    Object.assign(d, { state: 'pending', nextAttemptAt: now, settledAt: null });
    await this.file.write();
    return structuredClone(d);
  }

  async listByKey(keyId: string, limit: number): Promise<WebhookDelivery[]> {
    return Object.values(this.#records)
      .filter((d) => d.keyId === keyId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit)
      .map((d) => structuredClone(d));
  }

  async purge(settledBefore: number): Promise<number> {
    let removed = 0;
    for (const [id, d] of Object.entries(this.#records)) {
      if (d.settledAt !== null && d.settledAt < settledBefore) {
        delete this.#records[id];
        removed++;
      }
    }
    if (removed > 0) await this.file.write();
    return removed;
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
