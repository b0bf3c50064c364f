import { JSONFile } from 'lowdb/node';
import type { z } from 'zod';

/**
 * The one write scheme of every lowdb adapter: each write replaces the file atomically (temp file and
 * rename, by lowdb's steno writer), one write is in flight at a time, and writes asked for meanwhile coalesce
 * into one that carries the latest state. `write` resolves once that state (or a later one) is on disk.
 */
export class DurableJsonFile<T> {
  readonly #file: JSONFile<T>;
  #pending: Promise<void> = Promise.resolve();

  constructor(readonly path: string) {
    this.#file = new JSONFile<T>(path);
  }

  /** The checked content; null when the file does not exist. Throws when it is unreadable or invalid. */
  async read(schema: z.ZodType<T>): Promise<T | null> {
    const raw = await this.#file.read();
    if (raw === null) return null;
    return schema.parse(raw);
  }

  write(data: T): Promise<void> {
    const write = this.#file.write(data);
    this.#pending = write.catch(() => undefined);
    return write;
  }

  /** Resolves when every write asked so far has landed (or failed). */
  flush(): Promise<void> {
    return this.#pending;
  }
}
