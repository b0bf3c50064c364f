import type { Admission, AdmissionLimits, JobFiles, JobQueue, JobStore, LocalFile, OwnedJobInfo, ServedFile } from '../../src/core/jobs/job.ports.js';
import { ownedInfo } from '../../src/core/jobs/job-queries.js';
import { ACTIVE_STATUSES, emptyStatusCounts, type JobRecord, type JobStatus } from '../../src/core/jobs/job.types.js';

/**
 * In-memory implementations of the job ports, for core unit tests. They keep the ports' contract (copies in and
 * out, conditional updates, atomic admission) and nothing else, so a core rule tested here holds for every
 * adapter that keeps the contract too.
 */
export class MemoryJobStore implements JobStore {
  readonly records = new Map<string, JobRecord>();

  async admit(job: JobRecord, limits: AdmissionLimits): Promise<Admission> {
    const active = [...this.records.values()].filter((j) => ACTIVE_STATUSES.has(j.status));
    const mine = active.filter((j) => j.owner === job.owner).length;
    if (mine >= limits.maxActivePerOwner) return { admitted: false, scope: 'owner', active: mine, limit: limits.maxActivePerOwner };
    if (active.length >= limits.maxActiveTotal) return { admitted: false, scope: 'total', active: active.length, limit: limits.maxActiveTotal };
    this.records.set(job.id, structuredClone(job));
    return { admitted: true };
  }

  async get(id: string): Promise<JobRecord | null> {
    const job = this.records.get(id);
    return job ? structuredClone(job) : null;
  }

  async view(id: string): Promise<OwnedJobInfo | null> {
    const job = this.records.get(id);
    return job ? ownedInfo(job) : null;
  }

  async update(id: string, from: readonly JobStatus[], patch: Partial<Omit<JobRecord, 'id' | 'owner'>>): Promise<JobRecord | null> {
    const job = this.records.get(id);
    if (!job || !from.includes(job.status)) return null;
    const next = { ...job, ...structuredClone(patch) };
    this.records.set(id, next);
    return structuredClone(next);
  }

  async setScratch(id: string, bytes: number): Promise<{ owner: number; address: number | null } | null> {
    const job = this.records.get(id);
    if (job?.status !== 'processing') return null;
    this.records.set(id, { ...job, scratch: bytes });
    const kept = (keep: (j: JobRecord) => boolean) =>
      [...this.records.values()].filter(keep).reduce((sum, j) => sum + (j.inputs ?? (j.input ? [j.input] : [])).reduce((a, f) => a + f.size, 0) + (j.output?.size ?? 0) + (j.scratch ?? 0), 0);
    return { owner: kept((j) => j.owner === job.owner), address: job.address ? kept((j) => j.address === job.address) : null };
  }

  async setProgress(id: string, progress: number, stage: string): Promise<void> {
    const job = this.records.get(id);
    if (job?.status === 'processing') this.records.set(id, { ...job, progress: Math.max(job.progress, progress), stage });
  }

  async delete(id: string): Promise<boolean> {
    return this.records.delete(id);
  }

  async listByOwner(owner: string, now: number, limit: number): Promise<JobRecord[]> {
    return this.#list((j) => j.owner === owner && j.expiresAt > now, -1, limit);
  }

  async listByStatus(statuses: readonly JobStatus[], limit: number): Promise<JobRecord[]> {
    return this.#list((j) => statuses.includes(j.status), 1, limit);
  }

  async listExpired(now: number, limit: number): Promise<JobRecord[]> {
    return this.#list((j) => j.expiresAt <= now, 1, limit);
  }

  async listUnannounced(limit: number): Promise<JobRecord[]> {
    return this.#list((j) => ['completed', 'failed', 'cancelled'].includes(j.status) && !!j.webhook && j.webhook.announcedAt === null, 1, limit);
  }

  async recent(limit: number): Promise<JobRecord[]> {
    return this.#list(() => true, -1, limit);
  }

  async countByStatus(): Promise<Record<JobStatus, number>> {
    const counts = emptyStatusCounts();
    for (const j of this.records.values()) counts[j.status]++;
    return counts;
  }

  async activeCount(owner: string): Promise<number> {
    return [...this.records.values()].filter((j) => j.owner === owner && ACTIVE_STATUSES.has(j.status)).length;
  }

  async flush(): Promise<void> {}

  #list(keep: (j: JobRecord) => boolean, dir: 1 | -1, limit: number): JobRecord[] {
    return [...this.records.values()]
      .filter(keep)
      .sort((a, b) => dir * (a.createdAt - b.createdAt))
      .slice(0, limit)
      .map((j) => structuredClone(j));
  }
}

/** A queue the test drives by hand: `runNext()` runs the oldest waiting id to completion. */
export class ManualJobQueue implements JobQueue {
  readonly waiting: string[] = [];
  #worker: ((id: string, attempt: { redelivered: boolean }) => Promise<void>) | null = null;

  async start(worker: (id: string, attempt: { redelivered: boolean }) => Promise<void>): Promise<void> {
    this.#worker = worker;
  }

  async push(id: string): Promise<void> {
    this.waiting.push(id);
  }

  async remove(id: string): Promise<void> {
    const at = this.waiting.indexOf(id);
    if (at >= 0) this.waiting.splice(at, 1);
  }

  async counts(): Promise<{ waiting: number; running: number }> {
    return { waiting: this.waiting.length, running: 0 };
  }

  async close(): Promise<void> {}

  /** Starts the oldest waiting job; resolves when its run has settled. */
  runNext(): Promise<void> {
    const id = this.waiting.shift();
    if (!id || !this.#worker) throw new Error('nothing to run');
    return this.#worker(id, { redelivered: false });
  }
}

/** Job folders as a map of virtual paths; tools in core tests "write" by calling `write`. */
export class MemoryJobFiles implements JobFiles {
  readonly files = new Map<string, number>();

  resolve(jobId: string, file: string): string {
    return `/jobs/${jobId}/${file}`;
  }

  async adoptInput(jobId: string, tempPath: string, ext: string): Promise<string> {
    const size = this.files.get(tempPath) ?? 0;
    this.files.delete(tempPath);
    this.files.set(this.resolve(jobId, `input.${ext}`), size);
    return `input.${ext}`;
  }

  async createWorkDir(jobId: string): Promise<string> {
    return this.resolve(jobId, 'work');
  }

  async inputPath(jobId: string, file: string): Promise<string> {
    return this.resolve(jobId, file);
  }

  async keepOutput(): Promise<void> {}

  async link(): Promise<string | null> {
    return null;
  }

  async read(): Promise<NodeJS.ReadableStream> {
    throw new Error('memory job files hold sizes, not bytes');
  }

  async serve(): Promise<ServedFile> {
    throw new Error('memory job files hold sizes, not bytes');
  }

  async localCopy(): Promise<LocalFile> {
    throw new Error('memory job files hold sizes, not bytes');
  }

  relativeToJob(jobId: string, absPath: string): string | null {
    const prefix = `/jobs/${jobId}/work/`;
    return absPath.startsWith(prefix) ? absPath.slice(`/jobs/${jobId}/`.length) : null;
  }

  write(path: string, size: number): void {
    this.files.set(path, size);
  }

  #drop(prefix: string): void {
    for (const path of [...this.files.keys()]) if (path.startsWith(prefix)) this.files.delete(path);
  }

  async removeInput(jobId: string): Promise<void> {
    this.#drop(`/jobs/${jobId}/input.`);
  }

  async removeWork(jobId: string): Promise<void> {
    this.#drop(`/jobs/${jobId}/work/`);
  }

  async removeAll(jobId: string): Promise<void> {
    this.#drop(`/jobs/${jobId}/`);
  }

  async discardTemp(tempPath: string): Promise<void> {
    this.files.delete(tempPath);
  }

  async size(absPath: string): Promise<number> {
    const size = this.files.get(absPath);
    if (size === undefined) throw new Error(`no file ${absPath}`);
    return size;
  }
}
