import { z } from 'zod';

/**
 * One user's marks on one giveaway: whether they claimed it, and their reminder. `reminder` is `none` (never asked,
 * or cancelled by "Claimed"), `pending` (due `beforeMs` before the giveaway's current end), `sent` (never again),
 * or `dropped` (the platform refused the direct message, or the giveaway ended first).
 */
export const giveawayReminderSchema = z.object({
  giveawayId: z.string().min(1).max(40),
  platform: z.enum(['telegram', 'discord']),
  userId: z.string().regex(/^\d{1,25}$/),
  /** The language the reminder is written in, as the user's reply was when they pressed the button. */
  locale: z.string().max(35),
  claimed: z.boolean(),
  reminder: z.enum(['none', 'pending', 'sent', 'dropped']),
  /** Who is sending it right now (a process), until `leaseUntil`. */
  holder: z.string().nullable(),
  leaseUntil: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export type GiveawayReminder = z.infer<typeof giveawayReminderSchema>;
export type ReminderKey = Pick<GiveawayReminder, 'giveawayId' | 'platform' | 'userId'>;

/** A button's payload: which giveaway and what was pressed. Ids are our own (`gw` and 14 letters or digits). */
export const reminderPressSchema = z.object({
  action: z.enum(['remind', 'claimed']),
  giveawayId: z.string().regex(/^gw[A-Za-z0-9]{14}$/),
});
export type ReminderPress = z.infer<typeof reminderPressSchema>;
