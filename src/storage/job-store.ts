import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../core/clock.ports.js';
import type { Admission, AdmissionLimits, JobStore, OwnedJobInfo } from '../core/jobs/job.ports.js';
import { ownedInfo } from '../core/jobs/job-queries.js';
import { parseJobRecord } from '../core/jobs/job.schema.js';
import { ACTIVE_STATUSES, emptyStatusCounts, ENDED_STATUSES, type JobRecord, type JobStatus } from '../core/jobs/job.types.js';
import { DurableJsonFile } from './json-file.js';
import { plainCopy } from './plain-copy.js';

export const JOB_ID_RE = /^[A-Za-z0-9_-]{16,64}$/;

/** Progress is kept in memory for polls; the disk copy is refreshed at most this often. */
const PROGRESS_PERSIST_MS = 2000;

interface Entry {
  /** The latest state decided (checks, counts and the next write go by it); it may not be on disk yet. */
  job: JobRecord;
  /** The latest state on disk, the one readers are shown; null until the record's first write lands. */
  landed: JobRecord | null;
  file: DurableJsonFile<JobRecord>;
  lastPersist: number;
  /** Writes asked for, and the number of the last one known landed: an older landing never hides a newer one. */
  asked: number;
  landedAt: number;
  /** The owner's view, kept with the two records it was made from: both are replaced, never changed, on a change. */
  view: { landed: JobRecord; job: JobRecord; made: OwnedJobInfo } | null;
}

/**
 * Job records as one lowdb JSON file per job (`jobs/<id>/job.json`), all held in memory: a write costs the
 * same with ten or ten thousand jobs stored. Every check-and-change happens synchronously on the in-memory
 * map before the first await, so it is atomic in this process; the promise resolves once the file is written.
 *
 * Readers (polls, lists, sweeps) see only what is on disk: a change becomes visible when its write lands, so
 * the API never shows a status (a final one above all) that job.json does not hold yet, or that a failed
 * write never stored (issue 24 item 5). The one exception is a running job's progress and stage, kept in
 * memory between its periodic writes.
 */
export class LowJobStore implements JobStore {
  readonly #entries = new Map<string, Entry>();
  /** Active (queued + processing) jobs per owner, kept with every change so admission never scans. */
  readonly #activeByOwner = new Map<string, number>();
  /** Active jobs of callers without a key, per client address. */
  readonly #activeByAddress = new Map<string, number>();
  #activeWithAddress = 0;
  #activeTotal = 0;
  /** Bytes kept (input and output of every stored job) per owner and per address of callers without a key. */
  readonly #storedByOwner = new Map<string, number>();
  readonly #storedByAddress = new Map<string, number>();

  private constructor(
    private readonly jobsDir: string,
    private readonly clock: Clock,
  ) {}

  /** Loads every readable record; a folder without one was never acknowledged (the 202 follows the write), so it goes. */
  static async open(jobsDir: string, clock: Clock, onCorrupt: (id: string, err: unknown) => void = () => undefined): Promise<LowJobStore> {
    const store = new LowJobStore(jobsDir, clock);
    await mkdir(jobsDir, { recursive: true });
    for (const id of await readdir(jobsDir)) {
      if (!JOB_ID_RE.test(id)) continue;
      const path = join(jobsDir, id, 'job.json');
      try {
        const parsed = parseJobRecord(JSON.parse(await readFile(path, 'utf8')));
        if (!parsed.ok) throw parsed.error;
        if (parsed.job.id !== id) throw new Error('id mismatch');
        store.#put(newEntry(parsed.job, path, parsed.job));
      } catch (err) {
        onCorrupt(id, err);
        await rm(join(jobsDir, id), { recursive: true, force: true });
      }
    }
    return store;
  }

  /** Replaces (or adds) an entry and keeps the active counts right. */
  #put(entry: Entry): void {
    const before = this.#entries.get(entry.job.id);
    if (before) this.#count(before.job, -1);
    this.#entries.set(entry.job.id, entry);
    this.#count(entry.job, 1);
  }

  #count(job: JobRecord, delta: 1 | -1): void {
    const bytes = storedBytes(job);
    if (bytes > 0) {
      bump(this.#storedByOwner, job.owner, delta * bytes);
      if (job.address) bump(this.#storedByAddress, job.address, delta * bytes);
    }
    if (!ACTIVE_STATUSES.has(job.status)) return;
    this.#activeTotal += delta;
    bump(this.#activeByOwner, job.owner, delta);
    if (job.address) {
      this.#activeWithAddress += delta;
      bump(this.#activeByAddress, job.address, delta);
    }
  }

  #swap(entry: Entry, job: JobRecord): void {
    this.#count(entry.job, -1);
    entry.job = job;
    this.#count(job, 1);
  }

  /** Writes the decided state (write number `entry.asked + 1`); once it lands it is what readers see. */
  async #persist(entry: Entry): Promise<void> {
    entry.lastPersist = this.clock.now();
    const record = entry.job;
    const seq = ++entry.asked;
    await entry.file.write(record);
    if (seq > entry.landedAt) {
      entry.landedAt = seq;
      entry.landed = record;
    }
  }

  /** Takes a change whose write failed back to what is on disk, unless a later write (which carries it) is pending. */
  #undo(entry: Entry, seq: number): void {
    if (entry.asked !== seq || this.#entries.get(entry.job.id) !== entry || !entry.landed) return;
    this.#swap(entry, entry.landed);
  }

  async admit(job: JobRecord, limits: AdmissionLimits): Promise<Admission> {
    // Check and insert with no await between them: the critical section.
    const { maxActivePerAddress: perAddress = Infinity, maxActiveWithoutKey: withoutKey = Infinity } = limits;
    const owner = this.#activeByOwner.get(job.owner) ?? 0;
    if (owner >= limits.maxActivePerOwner) return { admitted: false, scope: 'owner', active: owner, limit: limits.maxActivePerOwner };
    const address = job.address ? (this.#activeByAddress.get(job.address) ?? 0) : 0;
    if (job.address && address >= perAddress) return { admitted: false, scope: 'address', active: address, limit: perAddress };
    if (this.#activeTotal >= limits.maxActiveTotal) {
      return { admitted: false, scope: 'total', active: this.#activeTotal, limit: limits.maxActiveTotal };
    }
    if (job.address && this.#activeWithAddress >= withoutKey) {
      return { admitted: false, scope: 'without_key', active: this.#activeWithAddress, limit: withoutKey };
    }
    const quota = limits.maxStoredBytes ?? Infinity;
    const incoming = storedBytes(job);
    const ownerBytes = (this.#storedByOwner.get(job.owner) ?? 0) + incoming;
    if (ownerBytes > quota) return { admitted: false, scope: 'stored_owner', active: ownerBytes, limit: quota };
    const addressBytes = job.address ? (this.#storedByAddress.get(job.address) ?? 0) + incoming : 0;
    if (addressBytes > quota) return { admitted: false, scope: 'stored_address', active: addressBytes, limit: quota };
    if (this.#entries.has(job.id)) throw new Error(`job ${job.id} exists`);
    const entry = newEntry(structuredClone(job), join(this.jobsDir, job.id, 'job.json'), null);
    this.#put(entry);
    try {
      // An upload's folder is there already (its input was moved in): the write alone, and the folder made only
      // when the write finds none (a link job), saves a mkdir per upload.
      await this.#persist(entry).catch(async (err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        await mkdir(join(this.jobsDir, job.id), { recursive: true });
        await this.#persist(entry);
      });
    } catch (err) {
      if (this.#entries.get(job.id) === entry) {
        this.#entries.delete(job.id);
        this.#count(entry.job, -1);
      }
      throw err;
    }
    return { admitted: true };
  }

  async get(id: string): Promise<JobRecord | null> {
    const entry = this.#entries.get(id);
    const shown = entry ? visible(entry) : null;
    return shown ? plainCopy(shown) : null;
  }

  /** Made once per revision of what readers see (a landed write, a progress step), and handed out frozen. */
  async view(id: string): Promise<OwnedJobInfo | null> {
    const entry = this.#entries.get(id);
    if (!entry?.landed) return null;
    const kept = entry.view;
    if (kept !== null && kept.landed === entry.landed && kept.job === entry.job) return kept.made;
    const made = ownedInfo(visible(entry)!);
    entry.view = { landed: entry.landed, job: entry.job, made };
    return made;
  }

  async update(id: string, from: readonly JobStatus[], patch: Partial<Omit<JobRecord, 'id' | 'owner'>>): Promise<JobRecord | null> {
    const entry = this.#entries.get(id);
    if (!entry || !from.includes(entry.job.status)) return null;
    const before = entry.job;
    const next: JobRecord = { ...before, ...structuredClone(patch), id: before.id, owner: before.owner };
    this.#swap(entry, next);
    const copy = structuredClone(next);
    const seq = entry.asked + 1;
    try {
      await this.#persist(entry);
    } catch (err) {
      // The file decides: a change that never reached the disk is taken back (readers never saw it), so
      // the next check (the runner's retry, a cancel) starts from what a restart would find.
      this.#undo(entry, seq);
      throw err;
    }
    return copy;
  }

  async setScratch(id: string, bytes: number): Promise<{ owner: number; address: number | null } | null> {
    const entry = this.#entries.get(id);
    if (!entry || entry.job.status !== 'processing') return null;
    // Kept in memory like progress: the count matters to admissions in this process, and a restart runs the job
    // again from an empty scratch folder.
    this.#swap(entry, { ...entry.job, scratch: bytes });
    const { owner, address } = entry.job;
    return { owner: this.#storedByOwner.get(owner) ?? 0, address: address ? (this.#storedByAddress.get(address) ?? 0) : null };
  }

  async setProgress(id: string, progress: number, stage: string): Promise<void> {
    const entry = this.#entries.get(id);
    if (!entry || entry.job.status !== 'processing') return;
    entry.job = { ...entry.job, progress: Math.max(entry.job.progress, progress), stage };
    // Polls read memory; the disk copy only needs to be roughly current for a restart.
    if (this.clock.now() - entry.lastPersist >= PROGRESS_PERSIST_MS) await this.#persist(entry);
  }

  async delete(id: string): Promise<boolean> {
    const entry = this.#entries.get(id);
    if (!entry) return false;
    this.#entries.delete(id);
    this.#count(entry.job, -1);
    // Let an in-flight write land first, or its rename could recreate the folder after removal.
    await entry.file.flush();
    return true;
  }

  async listByOwner(owner: string, now: number, limit: number): Promise<JobRecord[]> {
    return this.#select((j) => j.owner === owner && j.expiresAt > now, newestFirst, limit);
  }

  async listByStatus(statuses: readonly JobStatus[], limit: number): Promise<JobRecord[]> {
    return this.#select((j) => statuses.includes(j.status), oldestFirst, limit);
  }

  async listExpired(now: number, limit: number): Promise<JobRecord[]> {
    return this.#select((j) => j.expiresAt <= now, oldestFirst, limit);
  }

  async listUnannounced(limit: number): Promise<JobRecord[]> {
    return this.#select((j) => ENDED_STATUSES.has(j.status) && !!j.webhook && j.webhook.announcedAt === null, oldestFirst, limit);
  }

  async recent(limit: number): Promise<JobRecord[]> {
    return this.#select(() => true, newestFirst, limit);
  }

  async countByStatus(): Promise<Record<JobStatus, number>> {
    const counts = emptyStatusCounts();
    for (const entry of this.#entries.values()) {
      const shown = visible(entry);
      if (shown) counts[shown.status]++;
    }
    return counts;
  }

  async activeCount(owner: string): Promise<number> {
    return this.#activeByOwner.get(owner) ?? 0;
  }

  async flush(): Promise<void> {
    await Promise.all([...this.#entries.values()].map((e) => e.file.flush()));
  }

  #select(keep: (job: JobRecord) => boolean, order: (a: JobRecord, b: JobRecord) => number, limit: number): JobRecord[] {
    const picked: JobRecord[] = [];
    for (const entry of this.#entries.values()) {
      const shown = visible(entry);
      if (shown && keep(shown)) picked.push(shown);
    }
    return picked.sort(order).slice(0, limit).map((j) => plainCopy(j));
  }
}

function newEntry(job: JobRecord, path: string, landed: JobRecord | null): Entry {
  return { job, landed, file: new DurableJsonFile<JobRecord>(path), lastPersist: 0, asked: 0, landedAt: 0, view: null };
}

/** What readers see: the record on disk, with a running job's latest progress and stage from memory. */
function visible(entry: Entry): JobRecord | null {
  const { landed, job } = entry;
  if (!landed) return null;
  if (landed.status === 'processing' && job.status === 'processing' && landed !== job) {
    return { ...landed, progress: job.progress, stage: job.stage };
  }
  return landed;
}

const oldestFirst = (a: JobRecord, b: JobRecord) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);
const newestFirst = (a: JobRecord, b: JobRecord) => b.createdAt - a.createdAt || a.id.localeCompare(b.id);

/**
 * The bytes a record keeps on disk: its inputs (every file of a many-file job) until the job ends, then its
 * output, and while it runs what its scratch folder holds.
 */
function storedBytes(job: JobRecord): number {
  const inputs = job.inputs ? job.inputs.reduce((sum, f) => sum + f.size, 0) : (job.input?.size ?? 0);
  return inputs + (job.output?.size ?? 0) + (job.scratch ?? 0);
}

function bump(counts: Map<string, number>, name: string, delta: number): void {
  const n = (counts.get(name) ?? 0) + delta;
  if (n > 0) counts.set(name, n);
  else counts.delete(name);
}
