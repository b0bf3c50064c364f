import type { ChatPlatform } from '../chat/chat-target.js';
import type { Giveaway } from './giveaway.types.js';
import type { GiveawayReminder, ReminderKey } from './reminder.schema.js';

/**
 * Users' "Remind me" and "Claimed" marks, shared by the processes of a fleet. Every conditional write is one atomic
 * step (lowdb: one synchronous section; PostgreSQL: one conditional UPDATE), so two bot processes never both send
 * one reminder.
 */
export interface GiveawayReminderStore {
  /**
   * Asks for a reminder: a new record or a `none`/`dropped` one becomes `pending` (in `locale`); a claimed, pending
   * or sent one stays as it is. Answers the stored record.
   */
  remind(key: ReminderKey, locale: string, now: number): Promise<GiveawayReminder>;
  /** Remembers "Claimed"; a pending reminder is cancelled (`none`). Answers the stored record. */
  markClaimed(key: ReminderKey, locale: string, now: number): Promise<GiveawayReminder>;
  /** Ids of the giveaways the user marked claimed. */
  claimedBy(platform: ChatPlatform, userId: string): Promise<string[]>;
  /** Pending reminders of a platform, oldest first. */
  pending(platform: ChatPlatform, limit: number): Promise<GiveawayReminder[]>;
  /**
   * Takes the sending of a pending reminder for `leaseMs`: answers it when it is pending and not held under an
   * unexpired lease by another holder; null otherwise.
   */
  take(key: ReminderKey, holder: string, leaseMs: number, now: number): Promise<GiveawayReminder | null>;
  /**
   * Ends the holder's take: `sent` and `dropped` are final, `pending` leaves it for the next pass. Answers false
   * (changing nothing) when the holder no longer holds it.
   */
  settle(key: ReminderKey, holder: string, reminder: 'pending' | 'sent' | 'dropped', now: number): Promise<boolean>;
  /** Forgets every mark on these giveaways (they are no longer tracked). */
  forget(giveawayIds: readonly string[]): Promise<void>;
}

/** A bot's side of reminders: one direct message to a user. */
export interface ReminderMessenger {
  /** Sends the reminder of `giveaway` to the user in `reminder.locale`; throws when the platform refuses. */
  remind(reminder: GiveawayReminder, giveaway: Giveaway, now: number): Promise<void>;
  /** The user cannot be written to (blocked the bot, DMs closed: Discord 50007); the reminder is dropped. */
  isUnreachable(err: unknown): boolean;
  /** Sends a second across the platform. */
  perSecond: number;
}
