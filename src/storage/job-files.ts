import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { ByteRange, FileLinkHeaders, JobFiles, LocalFile, ServedFile } from '../core/jobs/job.ports.js';
import { JOB_ID_RE } from './job-store.js';

/** Job folders under `<dataDir>/jobs/<id>/`: `input.<ext>` and `work/`. */
export class DiskJobFiles implements JobFiles {
  readonly jobsDir: string;
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.jobsDir = resolve(dataDir, 'jobs');
    this.tmpDir = resolve(dataDir, 'tmp');
  }

  /**
   * `shared`: other processes of a fleet use this DATA_DIR at the same time, and their uploads under way live in
   * the temp folder, so it is left to the stale sweep instead of being emptied.
   */
  async init(opts: { shared?: boolean } = {}): Promise<void> {
    await mkdir(this.jobsDir, { recursive: true });
    // Uploads cut off by a crash are never resumed.
    if (!opts.shared) await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
  }

  #dir(jobId: string): string {
    if (!JOB_ID_RE.test(jobId)) throw new Error(`bad job id ${jobId}`);
    return join(this.jobsDir, jobId);
  }

  resolve(jobId: string, file: string): string {
    const dir = this.#dir(jobId);
    const abs = resolve(dir, file);
    if (!abs.startsWith(dir + sep)) throw new Error('job file outside its folder');
    return abs;
  }

  async adoptInput(jobId: string, tempPath: string, ext: string, slot?: number): Promise<string> {
    const dir = this.#dir(jobId);
    await mkdir(dir, { recursive: true });
    const name = inputName(ext, slot);
    await rename(tempPath, join(dir, name));
    return name;
  }

  async createWorkDir(jobId: string): Promise<string> {
    const work = join(this.#dir(jobId), 'work');
    // A job's first run finds no work folder and its job folder made: one mkdir, where emptying first cost two
    // lstat calls more per job (strace). A run again after an interruption, or a job folder not made yet (a fleet
    // worker's scratch), takes the long way.
    try {
      await mkdir(work);
      return work;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOENT') throw err;
    }
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true });
    return work;
  }

  async inputPath(jobId: string, file: string): Promise<string> {
    return this.resolve(jobId, file);
  }

  /** The work directory is the store here: nothing to copy. */
  async keepOutput(): Promise<void> {}

  /** Files on disk are sent by the process itself. */
  async link(_jobId: string, _file: string, _headers: FileLinkHeaders): Promise<string | null> {
    return null;
  }

  /** Bytes from this disk, opened as they are asked for (a range, or the whole file). */
  async serve(jobId: string, file: string, _headers: FileLinkHeaders): Promise<ServedFile> {
    const path = this.resolve(jobId, file);
    return { open: (range?: ByteRange) => Promise.resolve(createReadStream(path, range ?? {})) };
  }

  /** The file where it lies: nothing to copy or remove. */
  async localCopy(jobId: string, file: string): Promise<LocalFile> {
    return { path: this.resolve(jobId, file), release: async () => undefined };
  }

  async read(jobId: string, file: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream> {
    const path = this.resolve(jobId, file);
    // Opened before answering, so a missing file rejects here instead of erroring mid-stream.
    await stat(path);
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  relativeToJob(jobId: string, absPath: string): string | null {
    const work = join(this.#dir(jobId), 'work');
    const rel = relative(work, resolve(absPath));
    if (!rel || rel.startsWith('..') || isAbsolute(rel)) return null;
    return join('work', rel);
  }

  async removeInput(jobId: string): Promise<void> {
    const dir = this.#dir(jobId);
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    // The listing already says which are files: an unlink each, where rm would look at each with lstat first.
    await Promise.all(
      entries
        .filter((e) => e.name.startsWith('input.'))
        .map((e) => (e.isDirectory() ? rm(join(dir, e.name), { recursive: true, force: true }) : unlink(join(dir, e.name)).catch(ignoreMissing))),
    );
  }

  async removeWork(jobId: string): Promise<void> {
    await rm(join(this.#dir(jobId), 'work'), { recursive: true, force: true });
  }

  async removeAll(jobId: string): Promise<void> {
    await rm(this.#dir(jobId), { recursive: true, force: true });
  }

  async discardTemp(tempPath: string): Promise<void> {
    const abs = resolve(tempPath);
    // Only ever delete inside our own temp folder.
    if (abs.startsWith(this.tmpDir + sep)) await rm(abs, { force: true });
  }

  /**
   * Removes what an interrupted request or render left in the temp folder: entries not touched for
   * `maxAgeMs`. Live uploads write continuously, so only abandoned ones are that old. Answers how many went.
   */
  async sweepTemp(maxAgeMs: number, now = Date.now()): Promise<number> {
    const names = await readdir(this.tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const abs = join(this.tmpDir, name);
      const info = await stat(abs).catch(() => null);
      if (info && now - info.mtimeMs > maxAgeMs) {
        await rm(abs, { recursive: true, force: true });
        removed++;
      }
    }
    return removed;
  }

  async size(absPath: string): Promise<number> {
    return (await stat(absPath)).size;
  }
}

/** `input.<ext>`, or `input.<slot>.<ext>` for one of several inputs: every stored input starts with `input.`. */
export function inputName(ext: string, slot?: number): string {
  const safeExt = /^[a-z0-9]{1,10}$/i.test(ext) ? ext.toLowerCase() : 'bin';
  return slot === undefined ? `input.${safeExt}` : `input.${Math.trunc(slot)}.${safeExt}`;
}

function ignoreMissing(err: unknown): void {
  if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
}
