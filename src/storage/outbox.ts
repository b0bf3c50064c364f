import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import type { OutboxEntry, OutboxStore } from '../core/chat/outbox.js';

/**
 * One lowdb JSON file under DATA_DIR whose writes are serialised: a slow earlier write can never land after
 * (and overwrite) a later one. The chat stores (this outbox and the watches) each keep one.
 */
export class SerialJsonFile<T> {
  readonly #db: Low<T>;
  #writes: Promise<void> = Promise.resolve();

  private constructor(db: Low<T>) {
    this.#db = db;
  }

  /** Reads `<dataDir>/<name>`; `normalise` turns what was read (nothing, for a new file) into valid data. */
  static async open<T>(dataDir: string, name: string, normalise: (read: T | undefined) => T): Promise<SerialJsonFile<T>> {
    await mkdir(dataDir, { recursive: true });
    const db = new Low<T>(new JSONFile<T>(join(dataDir, name)), normalise(undefined));
    await db.read();
    db.data = normalise(db.data);
    return new SerialJsonFile(db);
  }

  get data(): T {
    return this.#db.data;
  }

  /** Writes the current data after every write asked before. */
  write(): Promise<void> {
    const next = this.#writes.then(() => this.#db.write());
    this.#writes = next.catch(() => undefined);
    return next;
  }

  /** Resolves when every write asked so far is on disk. */
  flush(): Promise<void> {
    return this.#writes;
  }
}

interface OutboxData {
  entries: Record<string, OutboxEntry>;
}

/**
 * Chat delivery outbox in its own lowdb file (`<DATA_DIR>/outbox.json`). Every change is written before
 * `put`/`delete` resolve, because "delivered" must be on disk before a restart can ask.
 */
export class LowOutboxStore implements OutboxStore {
  readonly #file: SerialJsonFile<OutboxData>;

  private constructor(file: SerialJsonFile<OutboxData>) {
    this.#file = file;
  }

  static async open(dataDir: string): Promise<LowOutboxStore> {
    const file = await SerialJsonFile.open<OutboxData>(dataDir, 'outbox.json', (read) => {
      const entries = read?.entries;
      return { entries: entries && typeof entries === 'object' ? entries : {} };
    });
    return new LowOutboxStore(file);
  }

  get(jobId: string): OutboxEntry | undefined {
    const { entries } = this.#file.data;
    return Object.hasOwn(entries, jobId) ? entries[jobId] : undefined;
  }

  list(): readonly OutboxEntry[] {
    return Object.values(this.#file.data.entries);
  }

  put(entry: OutboxEntry): Promise<void> {
    this.#file.data.entries[entry.jobId] = { ...entry };
    return this.#file.write();
  }

  delete(jobIds: readonly string[]): Promise<void> {
    for (const id of jobIds) delete this.#file.data.entries[id];
    return this.#file.write();
  }

  /** Resolves when every write asked so far is on disk. */
  flush(): Promise<void> {
    return this.#file.flush();
  }
}
