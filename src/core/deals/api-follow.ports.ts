import type { DealFilter } from './deal.types.js';

/** An API key following a filter: `deal.new` and `deal.ended` go to its callback URL, signed. */
export interface ApiFollow {
  id: string;
  keyId: string;
  filter: DealFilter;
  callbackUrl: string;
  createdAt: number;
}

export interface ApiFollowStore {
  list(keyId?: string): Promise<ApiFollow[]>;
  put(follow: ApiFollow): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
}
