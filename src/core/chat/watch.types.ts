import type { Game } from '../prices/price.types.js';
import type { ChatTarget } from '../jobs/job.types.js';
import type { ChatPlatform } from './chat.types.js';

/** A price alert: tell this chat when the game's best price reaches the target. */
export interface Watch {
  /** Short id users type in `/unwatch`. */
  id: string;
  platform: ChatPlatform;
  owner: string;
  /** Where the alert is posted; opaque to the core, given back to the platform's notifier. */
  chat: ChatTarget;
  appid: number;
  title: string | null;
  region: string;
  /** Currency of `target` (the region's answer currency when the watch was set). */
  currency: string;
  target: number;
  /**
   * True while the price is above the target: the next drop to or below it alerts. Cleared by an alert
   * (or when the price was already low when the watch was set) and set again once the price rises above.
   */
  armed: boolean;
  /** The sources' all-time low when last checked; a lower one alerts. */
  knownLow: number | null;
  lastPrice: number | null;
  createdAt: number;
  lastCheckedAt: number | null;
  lastAlertAt: number | null;
}

export interface WatchStore {
  list(): readonly Watch[];
  /** Inserts or replaces several watches in one write. */
  put(watches: readonly Watch[]): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
}

export type AlertReason = 'target' | 'all_time_low';

/** What a platform posts when a watch fires; each bot formats it. */
export interface WatchAlert {
  watch: Readonly<Watch>;
  game: Game;
  reasons: AlertReason[];
  /** The best current price (official or key reseller) at the time of the alert. */
  price: number | null;
  /** Which offer is the cheapest. */
  offer: 'official' | 'keyshop' | null;
}

/** Posts one alert in its chat; throwing keeps the watch armed so the next check tries again. */
export type AlertNotifier = (alert: WatchAlert) => Promise<void>;
