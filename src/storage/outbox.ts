import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import type { OutboxEntry, OutboxStore } from '../core/chat/outbox.js';

interface OutboxData {
  entries: Record<string, OutboxEntry>;
}

/**
 * Chat delivery outbox in its own lowdb file (`<DATA_DIR>/outbox.json`). Every change is written before
 * `put`/`delete` resolve, because "delivered" must be on disk before a restart can ask.
 */
export class LowOutboxStore implements OutboxStore {
  readonly #db: Low<OutboxData>;
  #writes: Promise<void> = Promise.resolve();

  private constructor(db: Low<OutboxData>) {
    this.#db = db;
  }

  static async open(dataDir: string): Promise<LowOutboxStore> {
    await mkdir(dataDir, { recursive: true });
    const db = new Low<OutboxData>(new JSONFile<OutboxData>(join(dataDir, 'outbox.json')), { entries: {} });
    await db.read();
    const entries = db.data?.entries;
    db.data = { entries: entries && typeof entries === 'object' ? entries : {} };
    return new LowOutboxStore(db);
  }

  get(jobId: string): OutboxEntry | undefined {
    return Object.hasOwn(this.#db.data.entries, jobId) ? this.#db.data.entries[jobId] : undefined;
  }

  list(): readonly OutboxEntry[] {
    return Object.values(this.#db.data.entries);
  }

  put(entry: OutboxEntry): Promise<void> {
    this.#db.data.entries[entry.jobId] = { ...entry };
    return this.#write();
  }

  delete(jobIds: readonly string[]): Promise<void> {
    for (const id of jobIds) delete this.#db.data.entries[id];
    return this.#write();
  }

  /** Resolves when every write asked so far is on disk. */
  flush(): Promise<void> {
    return this.#writes;
  }

  #write(): Promise<void> {
    // Serialised, so a slow earlier write can never land after (and overwrite) a later one.
    const next = this.#writes.then(() => this.#db.write());
    this.#writes = next.catch(() => undefined);
    return next;
  }
}
