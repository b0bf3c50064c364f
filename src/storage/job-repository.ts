import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { JSONFile } from 'lowdb/node';
import type { JobRepository } from '../core/jobs/job.ports.js';
import type { JobRecord } from '../core/jobs/job.types.js';

export const JOB_ID_RE = /^[A-Za-z0-9_-]{16,64}$/;

interface Entry {
  job: JobRecord;
  file: JSONFile<JobRecord>;
  pending: Promise<void>;
}

/**
 * One lowdb JSON file per job (`jobs/<id>/job.json`). Writing a job costs the same with ten or ten thousand
 * jobs stored, and lowdb's writer makes each write atomic (temp file + rename) and coalesces bursts:
 * while one write is in flight the next carries the latest state.
 */
export class FileJobRepository implements JobRepository {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly jobsDir: string,
    private readonly onCorrupt: (id: string, err: unknown) => void = () => undefined,
  ) {}

  async load(): Promise<void> {
    await mkdir(this.jobsDir, { recursive: true });
    const ids = await readdir(this.jobsDir);
    for (const id of ids) {
      if (!JOB_ID_RE.test(id) || this.#entries.has(id)) continue;
      const path = join(this.jobsDir, id, 'job.json');
      try {
        const job = JSON.parse(await readFile(path, 'utf8')) as JobRecord;
        if (job.id !== id) throw new Error('id mismatch');
        this.#entries.set(id, { job, file: new JSONFile<JobRecord>(path), pending: Promise.resolve() });
      } catch (err) {
        // A folder without a readable record was never acknowledged to anyone (the 202 follows the write).
        this.onCorrupt(id, err);
        await rm(join(this.jobsDir, id), { recursive: true, force: true });
      }
    }
  }

  get(id: string): JobRecord | undefined {
    return this.#entries.get(id)?.job;
  }

  all(): IterableIterator<JobRecord> {
    const it = this.#entries.values();
    return (function* () {
      for (const e of it) yield e.job;
    })();
  }

  async save(job: JobRecord): Promise<void> {
    let entry = this.#entries.get(job.id);
    if (!entry) {
      await mkdir(join(this.jobsDir, job.id), { recursive: true });
      entry = { job, file: new JSONFile<JobRecord>(join(this.jobsDir, job.id, 'job.json')), pending: Promise.resolve() };
      this.#entries.set(job.id, entry);
    }
    entry.job = job;
    const write = entry.file.write(job);
    entry.pending = write.catch(() => undefined);
    await write;
  }

  async delete(id: string): Promise<void> {
    const entry = this.#entries.get(id);
    if (!entry) return;
    this.#entries.delete(id);
    // Let an in-flight write land first, or its rename could recreate the folder after removal.
    await entry.pending;
  }

  async flush(): Promise<void> {
    await Promise.all([...this.#entries.values()].map((e) => e.pending));
  }
}
