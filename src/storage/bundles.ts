import { bundleSchema } from '../core/bundles/bundle.schema.js';
import type { BundleStore } from '../core/bundles/bundle.ports.js';
import type { Bundle } from '../core/bundles/bundle.types.js';
import { JsonDocument } from './json-file.js';

interface Keeper {
  data: { bundles: Bundle[] };
  write(): Promise<void>;
  flush(): Promise<void>;
}

/** Seen bundles in one lowdb file (`bundles.json`), or in memory. */
export class LowBundleStore implements BundleStore {
  constructor(private readonly k: Keeper = { data: { bundles: [] }, write: async () => undefined, flush: async () => undefined }) {}

  static async open(dir: string, onBad: (index: number) => void): Promise<LowBundleStore> {
    const doc = await JsonDocument.open<{ bundles: Bundle[] }>(dir, 'bundles.json', (read) => {
      const rows: Bundle[] = [];
      const raw: unknown = read?.bundles;
      (Array.isArray(raw) ? (raw as unknown[]) : []).forEach((item, i) => {
        const parsed = bundleSchema.safeParse(item);
        if (parsed.success) rows.push(parsed.data);
        else onBad(i);
      });
      return { bundles: rows };
    });
    return new LowBundleStore(doc);
  }

  async list(seenSince: number): Promise<Bundle[]> {
    return this.k.data.bundles
      .filter((b) => b.seenAt >= seenSince)
      .sort((a, b) => b.firstSeenAt - a.firstSeenAt || a.id.localeCompare(b.id))
      .map((b) => structuredClone(b));
  }

  put(bundles: readonly Bundle[]): Promise<void> {
    if (bundles.length === 0) return Promise.resolve();
    const list = this.k.data.bundles;
    const at = new Map(list.map((b, i) => [b.id, i]));
    for (const b of bundles) {
      const i = at.get(b.id);
      if (i === undefined) {
        at.set(b.id, list.length);
        list.push(structuredClone(b));
      } else list[i] = { ...structuredClone(b), firstSeenAt: list[i].firstSeenAt, seenAt: Math.max(list[i].seenAt, b.seenAt) };
    }
    return this.k.write();
  }

  async prune(before: number): Promise<string[]> {
    const old = (b: Bundle) => b.seenAt < before;
    const dropped = this.k.data.bundles.filter(old).map((b) => b.id);
    if (dropped.length > 0) {
      this.k.data.bundles = this.k.data.bundles.filter((b) => !old(b));
      await this.k.write();
    }
    return dropped;
  }

  flush(): Promise<void> {
    return this.k.flush();
  }
}
