import { appendFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';

export interface HistoryLimits {
  /** Bytes of the current file after which it is rotated (the previous rotation is dropped). */
  fileBytes: number;
  /** Records kept in memory for look-ups (the newest). */
  keep: number;
}

const DEFAULT_LIMITS: HistoryLimits = { fileBytes: 8 * 1024 * 1024, keep: 20_000 };

/**
 * Records that are done (settled webhook deliveries, settled chat deliveries) in an append-only JSON-lines file
 * beside the hot file, so the hot file never grows with them: one append per record instead of a rewrite of
 * everything. Bounded on disk (`<name>` plus one rotated `<name>.1`, each at most `fileBytes`) and in memory (the
 * newest `keep`, by the id `idOf` reads from a record).
 */
export class SettledHistory<T> {
  readonly #byId = new Map<string, T>();
  #bytes = 0;
  #chain: Promise<void> = Promise.resolve();

  private constructor(
    private readonly path: string,
    private readonly limits: HistoryLimits,
    private readonly idOf: (record: T) => string,
  ) {}

  static async open<T>(
    dataDir: string,
    name: string,
    schema: z.ZodType<T>,
    idOf: (record: T) => string,
    limits: Partial<HistoryLimits> = {},
  ): Promise<SettledHistory<T>> {
    await mkdir(dataDir, { recursive: true });
    const history = new SettledHistory<T>(join(dataDir, name), { ...DEFAULT_LIMITS, ...limits }, idOf);
    for (const file of [`${history.path}.1`, history.path]) {
      const text = await readFile(file, 'utf8').catch(() => '');
      for (const line of text.split('\n')) {
        if (!line) continue;
        try {
          const parsed = schema.safeParse(JSON.parse(line));
          if (parsed.success) history.#remember(parsed.data);
        } catch {
          // A line cut by a crash mid-append: the record is in the hot file still, or lost from the history only.
        }
      }
    }
    history.#bytes = (await stat(history.path).catch(() => null))?.size ?? 0;
    return history;
  }

  #remember(record: T): void {
    const id = this.idOf(record);
    this.#byId.delete(id);
    this.#byId.set(id, record);
    if (this.#byId.size > this.limits.keep) this.#byId.delete(this.#byId.keys().next().value as string);
  }

  get(id: string): T | undefined {
    return this.#byId.get(id);
  }

  values(): IterableIterator<T> {
    return this.#byId.values();
  }

  forget(id: string): boolean {
    return this.#byId.delete(id);
  }

  /** Appends records (resolves once on disk); rotates first when the current file is full. */
  add(records: readonly T[]): Promise<void> {
    if (records.length === 0) return this.#chain;
    for (const r of records) this.#remember(structuredClone(r));
    const text = records.map((r) => JSON.stringify(r)).join('\n') + '\n';
    const write = this.#chain.then(async () => {
      if (this.#bytes > 0 && this.#bytes + text.length > this.limits.fileBytes) {
        await rename(this.path, `${this.path}.1`);
        this.#bytes = 0;
      }
      await appendFile(this.path, text);
      this.#bytes += Buffer.byteLength(text);
    });
    this.#chain = write.catch(() => undefined);
    return write;
  }

  flush(): Promise<void> {
    return this.#chain;
  }
}
