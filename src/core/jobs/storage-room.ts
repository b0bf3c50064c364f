import { AppError } from '../errors.js';

/**
 * Room for job files (issue 24 item 4). Two rules: the bytes one caller keeps (inputs and outputs of the jobs
 * still stored) stay under a quota per session, key and client address, checked by the store inside the one
 * atomic admission step; and below a floor of free disk space no new job is taken at all, so the jobs under
 * way, the records and the logs keep the room they need.
 */

/** Free bytes where job files are written (DATA_DIR); a port, so the core never asks the file system itself. */
export type FreeSpace = () => Promise<number>;

export interface StorageRoomOptions {
  /** Below this many free bytes new jobs are refused (0: no floor). */
  minFreeBytes: number;
}

/** Why a job found no room: the disk's floor, or what the owner or the caller's address already keeps. */
export type StorageScope = 'disk' | 'stored_owner' | 'stored_address';

export const OUT_OF_SPACE_TEXT = 'The server is short of disk space right now and takes no new files. Try again later.';

const MB = 1_048_576;

export function storageRefusal(scope: StorageScope, used: number, limit: number): AppError {
  const usedMb = Math.ceil(used / MB);
  const limitMb = Math.floor(limit / MB);
  const text: Record<StorageScope, string> = {
    disk: OUT_OF_SPACE_TEXT,
    stored_owner: `Your stored files take ${usedMb} MB with this one; the limit is ${limitMb} MB. Delete finished jobs you no longer need (or wait until they expire), then try again.`,
    stored_address: `Files sent from your network address take ${usedMb} MB with this one; the limit is ${limitMb} MB. Delete finished jobs you no longer need (or wait until they expire), or use an API key.`,
  };
  return new AppError('insufficient_storage', text[scope], { scope, used, limit });
}

export class StorageRoom {
  constructor(
    private readonly free: FreeSpace | null,
    private readonly opts: StorageRoomOptions,
  ) {}

  /** Refuses a new job while the free space is under the floor. */
  async check(): Promise<void> {
    if (!this.free || this.opts.minFreeBytes <= 0) return;
    const free = await this.free();
    if (free < this.opts.minFreeBytes) throw storageRefusal('disk', free, this.opts.minFreeBytes);
  }
}
