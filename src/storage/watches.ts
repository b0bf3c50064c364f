import { chatKey } from '../core/chat/chat-target.js';
import { watchSchema } from '../core/chat/watch.schema.js';
import type { Watch } from '../core/chat/watch.types.js';
import type { WatchStore } from '../core/chat/watch.ports.js';
import { JsonDocument } from './json-file.js';

interface WatchData {
  watches: Watch[];
}

/** Price alerts of every chat platform in one lowdb file (`<DATA_DIR>/watches.json`). */
export class LowWatchStore implements WatchStore {
  readonly #file: JsonDocument<WatchData>;

  private constructor(file: JsonDocument<WatchData>) {
    this.#file = file;
  }

  /** Watches that do not read back as watches are reported and skipped, never cast. */
  static async open(dataDir: string, onBad: (index: number) => void = () => undefined): Promise<LowWatchStore> {
    const file = await JsonDocument.open<WatchData>(dataDir, 'watches.json', (read) => {
      const watches: Watch[] = [];
      (Array.isArray(read?.watches) ? (read.watches as unknown[]) : []).forEach((raw, i) => {
        const parsed = watchSchema.safeParse(raw);
        if (parsed.success) watches.push(parsed.data);
        else onBad(i);
      });
      return { watches };
    });
    return new LowWatchStore(file);
  }

  async list(owner?: string): Promise<Watch[]> {
    return this.#file.data.watches
      .filter((w) => owner === undefined || w.owner === owner)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((w) => structuredClone(w));
  }

  put(watches: readonly Watch[]): Promise<void> {
    const list = this.#file.data.watches;
    for (const watch of watches) {
      const at = list.findIndex((w) => w.id === watch.id);
      if (at >= 0) list[at] = structuredClone(watch);
      else list.push(structuredClone(watch));
    }
    return this.#file.write();
  }

  delete(ids: readonly string[]): Promise<void> {
    const drop = new Set(ids);
    this.#file.data.watches = this.#file.data.watches.filter((w) => !drop.has(w.id));
    return this.#file.write();
  }

  async disableChat(key: string, at: number): Promise<number> {
    let changed = 0;
    for (const w of this.#file.data.watches) {
      if (w.disabledAt === null && chatKey(w.chat) === key) {
        w.disabledAt = at;
        changed++;
      }
    }
    if (changed > 0) await this.#file.write();
    return changed;
  }

  flush(): Promise<void> {
    return this.#file.flush();
  }
}
