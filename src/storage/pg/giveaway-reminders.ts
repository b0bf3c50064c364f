import type pg from 'pg';
import type { ChatPlatform } from '../../core/chat/chat-target.js';
import type { GiveawayReminderStore } from '../../core/giveaways/reminder.ports.js';
import { giveawayReminderSchema, type GiveawayReminder, type ReminderKey } from '../../core/giveaways/reminder.schema.js';

interface Row {
  giveaway_id: string;
  platform: string;
  user_id: string;
  locale: string;
  claimed: boolean;
  reminder: string;
  holder: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = 'giveaway_id, platform, user_id, locale, claimed, reminder, holder, lease_until, created_at, updated_at';
const KEY = 'platform = $1 AND user_id = $2 AND giveaway_id = $3';
const keyOf = (k: ReminderKey) => [k.platform, k.userId, k.giveawayId];

/** Users' giveaway marks in PostgreSQL (`giveaway_reminders`, migration 050); every conditional write is one statement. */
export class PgGiveawayReminderStore implements GiveawayReminderStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (key: string) => void = () => undefined,
  ) {}

  async remind(key: ReminderKey, locale: string, now: number): Promise<GiveawayReminder> {
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO giveaway_reminders (${COLUMNS}) VALUES ($3, $1, $2, $4, false, 'pending', NULL, NULL, $5, $5)
       ON CONFLICT (platform, user_id, giveaway_id) DO UPDATE SET
         reminder = CASE WHEN NOT giveaway_reminders.claimed AND giveaway_reminders.reminder IN ('none', 'dropped') THEN 'pending' ELSE giveaway_reminders.reminder END,
         locale = CASE WHEN NOT giveaway_reminders.claimed AND giveaway_reminders.reminder IN ('none', 'dropped') THEN EXCLUDED.locale ELSE giveaway_reminders.locale END,
         updated_at = EXCLUDED.updated_at
       RETURNING ${COLUMNS}`,
      [...keyOf(key), locale, now],
    );
    return this.#read(rows[0]!)!;
  }

  async markClaimed(key: ReminderKey, locale: string, now: number): Promise<GiveawayReminder> {
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO giveaway_reminders (${COLUMNS}) VALUES ($3, $1, $2, $4, true, 'none', NULL, NULL, $5, $5)
       ON CONFLICT (platform, user_id, giveaway_id) DO UPDATE SET
         claimed = true,
         reminder = CASE WHEN giveaway_reminders.reminder = 'pending' THEN 'none' ELSE giveaway_reminders.reminder END,
         holder = NULL, lease_until = NULL, updated_at = EXCLUDED.updated_at
       RETURNING ${COLUMNS}`,
      [...keyOf(key), locale, now],
    );
    return this.#read(rows[0]!)!;
  }

  async claimedBy(platform: ChatPlatform, userId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ giveaway_id: string }>(
      'SELECT giveaway_id FROM giveaway_reminders WHERE platform = $1 AND user_id = $2 AND claimed',
      [platform, userId],
    );
    return rows.map((r) => r.giveaway_id);
  }

  async pending(platform: ChatPlatform, limit: number): Promise<GiveawayReminder[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM giveaway_reminders WHERE platform = $1 AND reminder = 'pending' ORDER BY created_at LIMIT $2`,
      [platform, limit],
    );
    return rows.map((r) => this.#read(r)).filter((r): r is GiveawayReminder => r !== null);
  }

  async take(key: ReminderKey, holder: string, leaseMs: number, now: number): Promise<GiveawayReminder | null> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE giveaway_reminders SET holder = $4, lease_until = $5
       WHERE ${KEY} AND reminder = 'pending' AND (holder IS NULL OR holder = $4 OR lease_until <= $6)
       RETURNING ${COLUMNS}`,
      [...keyOf(key), holder, now + leaseMs, now],
    );
    return rows[0] ? this.#read(rows[0]) : null;
  }

  async settle(key: ReminderKey, holder: string, reminder: 'pending' | 'sent' | 'dropped', now: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE giveaway_reminders SET reminder = $5, holder = NULL, lease_until = NULL, updated_at = $6
       WHERE ${KEY} AND holder = $4 AND reminder = 'pending'`,
      [...keyOf(key), holder, reminder, now],
    );
    return (rowCount ?? 0) > 0;
  }

  async forget(giveawayIds: readonly string[]): Promise<void> {
    if (giveawayIds.length > 0) await this.pool.query('DELETE FROM giveaway_reminders WHERE giveaway_id = ANY($1)', [giveawayIds]);
  }

  #read(row: Row): GiveawayReminder | null {
    const parsed = giveawayReminderSchema.safeParse({
      giveawayId: row.giveaway_id,
      platform: row.platform,
      userId: row.user_id,
      locale: row.locale,
      claimed: row.claimed,
      reminder: row.reminder,
      holder: row.holder,
      leaseUntil: row.lease_until === null ? null : Number(row.lease_until),
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
    });
    if (parsed.success) return parsed.data;
    this.onBad(`${row.platform}:${row.user_id}:${row.giveaway_id}`);
    return null;
  }
}
