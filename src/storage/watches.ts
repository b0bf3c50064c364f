import type { Watch, WatchStore } from '../core/chat/watch.types.js';
import { SerialJsonFile } from './outbox.js';

interface WatchData {
  watches: Watch[];
}

/** Price alerts of every chat platform in one lowdb file (`<DATA_DIR>/watches.json`). */
export class LowWatchStore implements WatchStore {
  readonly #file: SerialJsonFile<WatchData>;

  private constructor(file: SerialJsonFile<WatchData>) {
    this.#file = file;
  }

  static async open(dataDir: string): Promise<LowWatchStore> {
    const file = await SerialJsonFile.open<WatchData>(dataDir, 'watches.json', (read) => ({
      watches: Array.isArray(read?.watches) ? read.watches : [],
    }));
    return new LowWatchStore(file);
  }

  list(): readonly Watch[] {
    return this.#file.data.watches;
  }

  put(watches: readonly Watch[]): Promise<void> {
    const list = this.#file.data.watches;
    for (const watch of watches) {
      const at = list.findIndex((w) => w.id === watch.id);
      if (at >= 0) list[at] = { ...watch };
      else list.push({ ...watch });
    }
    return this.#file.write();
  }

  delete(ids: readonly string[]): Promise<void> {
    const drop = new Set(ids);
    this.#file.data.watches = this.#file.data.watches.filter((w) => !drop.has(w.id));
    return this.#file.write();
  }

  flush(): Promise<void> {
    return this.#file.flush();
  }
}
