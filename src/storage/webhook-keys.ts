import type { WebhookKeyStore } from '../core/webhooks/webhook.ports.js';
import { webhookKeySchema, type WebhookKey } from '../core/webhooks/webhook.schema.js';
import type { JsonDocument } from './json-file.js';
import { openRecordFile, own } from './webhook-json.js';

type Data = { records: Record<string, WebhookKey> };

/** Signing secrets and pause state per API key in `<DATA_DIR>/webhook-keys.json`. */
export class LowWebhookKeys implements WebhookKeyStore {
  private constructor(private readonly file: JsonDocument<Data>) {}

  static async open(dataDir: string, onBad?: (id: string) => void): Promise<LowWebhookKeys> {
    return new LowWebhookKeys(await openRecordFile(dataDir, 'webhook-keys.json', webhookKeySchema, onBad));
  }

  async get(keyId: string): Promise<WebhookKey | null> {
    const k = own(this.file.data.records, keyId);
    return k ? { ...k } : null;
  }

  async ensure(keyId: string, secret: string, now: number): Promise<WebhookKey> {
    const existing = own(this.file.data.records, keyId);
    if (existing) return { ...existing };
    return this.setSecret(keyId, secret, now);
  }

  async setSecret(keyId: string, secret: string, now: number): Promise<WebhookKey> {
    const prev = own(this.file.data.records, keyId);
    const k: WebhookKey = { keyId, secret, createdAt: now, failures: prev?.failures ?? 0, pausedAt: prev?.pausedAt ?? null };
    this.file.data.records[keyId] = k;
    await this.file.write();
    return { ...k };
  }

  async recordAttempt(keyId: string, ok: boolean, pauseAfter: number, now: number): Promise<WebhookKey | null> {
    const k = own(this.file.data.records, keyId);
    if (!k) return null;
    if (ok) {
      if (k.failures === 0) return { ...k };
      k.failures = 0;
    } else {
      k.failures++;
      if (k.pausedAt === null && k.failures >= pauseAfter) k.pausedAt = now;
    }
    await this.file.write();
    return { ...k };
  }

  async resume(keyId: string): Promise<WebhookKey | null> {
    const k = own(this.file.data.records, keyId);
    if (!k) return null;
    k.failures = 0;
    k.pausedAt = null;
    await this.file.write();
    return { ...k };
  }

  async list(): Promise<WebhookKey[]> {
    return Object.values(this.file.data.records).map((k) => ({ ...k }));
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
