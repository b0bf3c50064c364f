import type { DealFilter } from './deal.types.js';
import type { GiveawayFilter } from '../giveaways/giveaway.types.js';

/** An API key following a filter: `deal.new` and `deal.ended` go to its callback URL, signed. */
export interface ApiFollow {
  id: string;
  keyId: string;
  filter: DealFilter;
  /** Set on a follow of giveaways: it gets giveaway.new / giveaway.ended, and `filter` is not used. */
  giveaways?: GiveawayFilter;
  callbackUrl: string;
  createdAt: number;
}

export interface ApiFollowStore {
  list(keyId?: string): Promise<ApiFollow[]>;
  put(follow: ApiFollow): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
}
