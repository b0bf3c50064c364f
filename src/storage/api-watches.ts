import { apiWatchSchema, type ApiWatch } from '../core/webhooks/api-watch.schema.js';
import type { ApiWatchStore } from '../core/webhooks/api-watch.ports.js';
import type { JsonDocument } from './json-file.js';
import { openRecordFile, own } from './webhook-json.js';

type Data = { records: Record<string, ApiWatch> };

/** Price watches of API keys in `<DATA_DIR>/api-watches.json`. */
export class LowApiWatches implements ApiWatchStore {
  private constructor(private readonly file: JsonDocument<Data>) {}

  static async open(dataDir: string, onBad?: (id: string) => void): Promise<LowApiWatches> {
    return new LowApiWatches(await openRecordFile(dataDir, 'api-watches.json', apiWatchSchema, onBad));
  }

  async list(keyId?: string): Promise<ApiWatch[]> {
    return Object.values(this.file.data.records)
      .filter((w) => keyId === undefined || w.keyId === keyId)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((w) => ({ ...w }));
  }

  async get(id: string): Promise<ApiWatch | null> {
    const w = own(this.file.data.records, id);
    return w ? { ...w } : null;
  }

  async insert(watch: ApiWatch, max: number): Promise<{ inserted: boolean; count: number }> {
    const count = Object.values(this.file.data.records).filter((w) => w.keyId === watch.keyId).length;
    if (count >= max) return { inserted: false, count };
    this.file.data.records[watch.id] = { ...watch };
    await this.file.write();
    return { inserted: true, count: count + 1 };
  }

  async replace(watch: ApiWatch): Promise<boolean> {
    if (!own(this.file.data.records, watch.id)) return false;
    this.file.data.records[watch.id] = { ...watch };
    await this.file.write();
    return true;
  }

  async delete(id: string): Promise<boolean> {
    if (!own(this.file.data.records, id)) return false;
    delete this.file.data.records[id];
    await this.file.write();
    return true;
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
