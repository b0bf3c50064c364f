import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import type { Watch, WatchStore } from '../core/chat/watch.types.js';

interface WatchData {
  watches: Watch[];
}

/** Price alerts of every chat platform in one lowdb file (`<DATA_DIR>/watches.json`). */
export class LowWatchStore implements WatchStore {
  readonly #db: Low<WatchData>;
  #writes: Promise<void> = Promise.resolve();

  private constructor(db: Low<WatchData>) {
    this.#db = db;
  }

  static async open(dataDir: string): Promise<LowWatchStore> {
    await mkdir(dataDir, { recursive: true });
    const db = new Low<WatchData>(new JSONFile<WatchData>(join(dataDir, 'watches.json')), { watches: [] });
    await db.read();
    db.data = { watches: Array.isArray(db.data?.watches) ? db.data.watches : [] };
    return new LowWatchStore(db);
  }

  list(): readonly Watch[] {
    return this.#db.data.watches;
  }

  put(watches: readonly Watch[]): Promise<void> {
    const list = this.#db.data.watches;
    for (const watch of watches) {
      const at = list.findIndex((w) => w.id === watch.id);
      if (at >= 0) list[at] = { ...watch };
      else list.push({ ...watch });
    }
    return this.#write();
  }

  delete(ids: readonly string[]): Promise<void> {
    const drop = new Set(ids);
    this.#db.data.watches = this.#db.data.watches.filter((w) => !drop.has(w.id));
    return this.#write();
  }

  flush(): Promise<void> {
    return this.#writes;
  }

  #write(): Promise<void> {
    const next = this.#writes.then(() => this.#db.write());
    this.#writes = next.catch(() => undefined);
    return next;
  }
}
