import { giveawaySchema } from '../core/giveaways/giveaway.schema.js';
import type { GiveawayStore } from '../core/giveaways/giveaway.ports.js';
import type { Giveaway } from '../core/giveaways/giveaway.types.js';
import { JsonDocument } from './json-file.js';

interface Keeper {
  data: { giveaways: Giveaway[] };
  write(): Promise<void>;
  flush(): Promise<void>;
}

/** Tracked giveaways in one lowdb file (`giveaways.json`), or in memory. */
export class LowGiveawayStore implements GiveawayStore {
  constructor(private readonly k: Keeper = { data: { giveaways: [] }, write: async () => undefined, flush: async () => undefined }) {}

  static async open(dir: string, onBad: (index: number) => void): Promise<LowGiveawayStore> {
    const doc = await JsonDocument.open<{ giveaways: Giveaway[] }>(dir, 'giveaways.json', (read) => {
      const rows: Giveaway[] = [];
      const raw: unknown = read?.giveaways;
      (Array.isArray(raw) ? (raw as unknown[]) : []).forEach((item, i) => {
        const parsed = giveawaySchema.safeParse(item);
        if (parsed.success) rows.push(parsed.data);
        else onBad(i);
      });
      return { giveaways: rows };
    });
    return new LowGiveawayStore(doc);
  }

  async list(endedSince: number): Promise<Giveaway[]> {
    return this.k.data.giveaways
      .filter((g) => g.endedAt === null || g.endedAt >= endedSince)
      .sort((a, b) => b.firstSeenAt - a.firstSeenAt || a.id.localeCompare(b.id))
      .map((g) => structuredClone(g));
  }

  put(giveaways: readonly Giveaway[]): Promise<void> {
    if (giveaways.length === 0) return Promise.resolve();
    const list = this.k.data.giveaways;
    const at = new Map(list.map((g, i) => [g.id, i]));
    for (const g of giveaways) {
      const i = at.get(g.id);
      if (i === undefined) {
        at.set(g.id, list.length);
        list.push(structuredClone(g));
      } else list[i] = structuredClone(g);
    }
    return this.k.write();
  }

  async prune(before: number): Promise<string[]> {
    const old = (g: Giveaway) => g.endedAt !== null && g.endedAt < before;
    const dropped = this.k.data.giveaways.filter(old).map((g) => g.id);
    if (dropped.length > 0) {
      this.k.data.giveaways = this.k.data.giveaways.filter((g) => !old(g));
      await this.k.write();
    }
    return dropped;
  }

  flush(): Promise<void> {
    return this.k.flush();
  }
}
