import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { JSONFile } from 'lowdb/node';
import { z } from 'zod';

/**
 * The one write scheme of every lowdb adapter: each write replaces the file atomically (temp file and
 * rename, by lowdb's steno writer), one write is in flight at a time, and writes asked for meanwhile coalesce
 * into one that carries the latest state. `write` resolves once that state (or a later one) is on disk and
 * rejects when it did not get there; each write settles on its own outcome, never on a later write's.
 *
 * The queue is kept here rather than left to steno, whose writer holds a landed write's promise until the
 * write queued behind it ends and then answers that one's error: a state on disk would be reported lost.
 */
export class DurableJsonFile<T> {
  readonly #file: JSONFile<T>;
  #writing = false;
  /** The latest state asked for while a write was in flight, and everyone waiting for it. */
  #next: { data: T; waiters: { resolve: () => void; reject: (err: unknown) => void }[] } | null = null;
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
    let landed: Promise<void>;
    if (this.#writing) {
      this.#next ??= { data, waiters: [] };
      this.#next.data = data;
      const waiters = this.#next.waiters;
      landed = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    } else {
      landed = this.#run(data);
    }
    this.#pending = landed.catch(() => undefined);
    return landed;
  }

  async #run(data: T): Promise<void> {
    this.#writing = true;
    try {
      await this.#file.write(data);
    } finally {
      this.#writing = false;
      this.#startNext();
    }
  }

  #startNext(): void {
    const next = this.#next;
    if (!next) return;
    this.#next = null;
    this.#run(next.data).then(
      () => next.waiters.forEach((w) => w.resolve()),
      (err: unknown) => next.waiters.forEach((w) => w.reject(err)),
    );
  }

  /** Resolves when every write asked so far has landed (or failed). */
  flush(): Promise<void> {
    return this.#pending;
  }
}

/**
 * A small JSON document under DATA_DIR held in memory and written whole through the one write scheme above
 * (the chat and webhook stores): callers change `data`, then `write()` resolves once that state is on disk.
 */
export class JsonDocument<T> {
  private constructor(
    private readonly file: DurableJsonFile<T>,
    readonly data: T,
  ) {}

  /** Reads `<dataDir>/<name>`; `normalise` turns what was read (nothing, for a new file) into valid data. */
  static async open<T>(dataDir: string, name: string, normalise: (read: T | undefined) => T): Promise<JsonDocument<T>> {
    await mkdir(dataDir, { recursive: true });
    const file = new DurableJsonFile<T>(join(dataDir, name));
    // `normalise` is the check here: these files predate their schemas and are repaired field by field.
    const read = await file.read(z.custom<T>());
    return new JsonDocument(file, normalise(read ?? undefined));
  }

  write(): Promise<void> {
    return this.file.write(this.data);
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
