import type { Game } from '../prices/price.types.js';
import type { ChatPlatform, ChatTarget } from './chat-target.js';
import type { RuleReason, RuleState, WatchRules } from './watch-rule.js';
import type { ChartImage } from './price-chart.js';

/** A price alert: tell this chat when the game's best price reaches the target. */
export interface Watch {
  /** Short id users type in `/unwatch`. */
  id: string;
  platform: ChatPlatform;
  owner: string;
  /** Where the alert is posted. */
  chat: ChatTarget;
  appid: number;
  title: string | null;
  region: string;
  /** Currency of `target` (the region's answer currency when the watch was set). */
  currency: string;
  /** The price to wait for; null when the watch waits only for its rules. */
  target: number | null;
  /** What else fires the watch (`/watch 620 low official`); null: the target and any new all-time low. */
  rules?: WatchRules | null;
  /** What the rules remember between checks; null until the first check of a watch with rules. */
  ruleState?: RuleState | null;
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
  /** Set when the chat went away (bot blocked or removed): the watch is kept but never checked. */
  disabledAt: number | null;
}

/** Why a watch fired: its target, a new all-time low (watches without rules), or one of its rules. */
export type AlertReason = 'target' | 'all_time_low' | RuleReason;

/** What a platform posts when a watch fires; each bot formats it. */
export interface WatchAlert {
  watch: Readonly<Watch>;
  game: Game;
  reasons: AlertReason[];
  /** The best current price (official or key reseller) at the time of the alert. */
  price: number | null;
  /** Which offer is the cheapest. */
  offer: 'official' | 'keyshop' | null;
  /** The game's price chart, shown with the alert as the /price card shows it (absent: no chart could be drawn). */
  chart?: ChartImage | null;
}

/** Posts one alert in its chat; throwing keeps the watch armed so the next check tries again. */
export type AlertNotifier = (alert: WatchAlert) => Promise<void>;
