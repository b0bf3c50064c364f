import type { JobCallbackStore } from '../core/webhooks/webhook.ports.js';
import { jobCallbackSchema, type JobCallback } from '../core/webhooks/webhook.schema.js';
import type { JsonDocument } from './json-file.js';
import { openRecordFile, own } from './webhook-json.js';

type Data = { records: Record<string, JobCallback> };

/** Jobs waiting for their end to be announced, in `<DATA_DIR>/webhook-callbacks.json`. */
export class LowJobCallbacks implements JobCallbackStore {
  private constructor(private readonly file: JsonDocument<Data>) {}

  static async open(dataDir: string, onBad?: (id: string) => void): Promise<LowJobCallbacks> {
    return new LowJobCallbacks(await openRecordFile(dataDir, 'webhook-callbacks.json', jobCallbackSchema, onBad));
  }

  async put(callback: JobCallback): Promise<void> {
    this.file.data.records[callback.jobId] = { ...callback };
    await this.file.write();
  }

  async get(jobId: string): Promise<JobCallback | null> {
    const c = own(this.file.data.records, jobId);
    return c ? { ...c } : null;
  }

  async list(limit: number): Promise<JobCallback[]> {
    return Object.values(this.file.data.records)
      .sort((a, b) => a.createdAt - b.createdAt)
      .slice(0, limit)
      .map((c) => ({ ...c }));
  }

  async delete(jobId: string): Promise<void> {
    if (!own(this.file.data.records, jobId)) return;
    delete this.file.data.records[jobId];
    await this.file.write();
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
