import type { PriceCache } from '../prices/price.ports.js';

/** What a cache may offer beyond the port for the admin panel; both are optional. */
export interface ManageablePriceCache extends PriceCache {
  /** Entries held now. */
  size?(): number;
  /** Drops every entry. */
  clear?(): Promise<void>;
  /** Writes pending changes (shutdown). */
  flush?(): Promise<void>;
}
