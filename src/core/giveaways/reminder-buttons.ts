import { reminderPressSchema, type ReminderPress } from './reminder.schema.js';

/**
 * A giveaway button's payload, the same on both platforms (Telegram callback_data ≤ 64 bytes, Discord custom_id ≤
 * 100): `gr:<giveaway id>` for "Remind me", `gc:<giveaway id>` for "Claimed". It carries nothing but the public
 * giveaway id; who pressed comes from the platform.
 */
const CODES = { remind: 'gr', claimed: 'gc' } as const;

export function reminderButtonId(action: ReminderPress['action'], giveawayId: string): string {
  return `${CODES[action]}:${giveawayId}`;
}

/** Whether a payload is one of ours at all (then `readReminderButton` validates it). */
export const isReminderButton = (id: string): boolean => /^g[rc]:/.test(id);

/** The press a payload carries, checked with zod; null when it is malformed. */
export function readReminderButton(id: string): ReminderPress | null {
  const m = /^(g[rc]):(.*)$/s.exec(id);
  if (!m) return null;
  const parsed = reminderPressSchema.safeParse({ action: m[1] === 'gr' ? 'remind' : 'claimed', giveawayId: m[2] });
  return parsed.success ? parsed.data : null;
}
