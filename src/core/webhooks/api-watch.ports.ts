import type { ApiWatch } from './api-watch.schema.js';

/** API watches (lowdb file embedded). Async, plain copies. */
export interface ApiWatchStore {
  /** Every watch, or one key's, oldest first. */
  list(keyId?: string): Promise<ApiWatch[]>;
  get(id: string): Promise<ApiWatch | null>;
  /**
   * Inserts `watch` unless the key already holds `max` watches (one atomic step); answers whether it was
   * stored and how many the key holds.
   */
  insert(watch: ApiWatch, max: number): Promise<{ inserted: boolean; count: number }>;
  /** Replaces a stored watch; false when it is gone (removed meanwhile). */
  replace(watch: ApiWatch): Promise<boolean>;
  delete(id: string): Promise<boolean>;
}
