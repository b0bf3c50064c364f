import type { UploadLink } from './upload-link.schema.js';

/**
 * One-time upload links (issue 40). Embedded: `storage/upload-links.ts` (`DATA_DIR/upload-links.json`);
 * scaled: `storage/pg/upload-links.ts` (migration 042).
 */
export interface UploadLinkStore {
  create(link: UploadLink): Promise<void>;
  get(id: string): Promise<UploadLink | null>;
  /**
   * Marks the link used at `now` only when it is unused and `now` is before its expiry, as one atomic step
   * (lowdb: one synchronous critical section; PostgreSQL: one conditional UPDATE); answers the claimed record, or
   * null for every other caller, however many race.
   */
  claim(id: string, now: number): Promise<UploadLink | null>;
  /** Undoes the claim made at `usedAt` (the job it was for was refused), so the link can be used again. */
  release(id: string, usedAt: number): Promise<void>;
  /** Records the job a claimed link made. */
  setJob(id: string, jobId: string): Promise<void>;
  /** Records the file a claimed key link received. */
  setFile(id: string, file: NonNullable<UploadLink['file']>): Promise<void>;
  /**
   * Takes a key link's file for one job, once: answers the record and clears its `file` atomically, or null when
   * it has no file (never uploaded, or taken already).
   */
  takeFile(id: string): Promise<UploadLink | null>;
  /** Removes links that expired before `before`; answers the removed records (their files are removed next). */
  purge(before: number): Promise<UploadLink[]>;
  flush(): Promise<void>;
}

/**
 * Where a key link's upload waits for `convert` (the job files' store, under the link's id): kept when it arrives,
 * handed to one job as a temporary file, removed when taken or expired.
 */
export interface UploadFiles {
  /** Stores the finished temporary upload; answers its stored name. */
  keep(id: string, tempPath: string, name: string): Promise<string>;
  /** A temporary copy of the stored file the caller then owns (an intake adopts and removes it). */
  copy(id: string, stored: string): Promise<string>;
  remove(id: string): Promise<void>;
}
