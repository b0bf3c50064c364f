import type { ChatPlatform } from './chat.types.js';
import type { DeliveryPorts } from './delivery.ports.js';
import type { AlertNotifier } from './watch.types.js';
import type { DealMessenger } from '../deals/deal.ports.js';
import type { GiveawayMessenger } from '../giveaways/giveaway.ports.js';
import type { BundleMessenger } from '../bundles/bundle.ports.js';
import type { ReminderMessenger } from '../giveaways/reminder.ports.js';
import type { WishlistMessenger } from './wishlist.types.js';

/** What a running bot offers the chat core for its platform: sending job messages, posting price alerts. */
export interface ChatPorts<P extends ChatPlatform> {
  delivery: DeliveryPorts[P];
  notify: AlertNotifier;
  /** Posts and edits deal announcements (issue 29). */
  deals?: DealMessenger;
  /** Posts and edits giveaway announcements (issue 41). */
  giveaways?: GiveawayMessenger;
  /** Sends claim reminders as direct messages (issue 41). */
  reminders?: ReminderMessenger;
  /** Posts shared-wishlist alerts in servers and groups (issue 41, 4b). */
  wishlist?: WishlistMessenger;
  /** Posts new bundles in chats that follow them (issue 41, part 4). */
  bundles?: BundleMessenger;
}

/**
 * Hands a bot's ports to the chat core: its platform's jobs are delivered (and those waiting resumed), its
 * watches alerted, until the answered function takes them back. Built by the composition root.
 */
export type ChatConnect = <P extends ChatPlatform>(platform: P, ports: ChatPorts<P>) => Promise<() => Promise<void>>;
