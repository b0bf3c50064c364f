import type { ChatPlatform } from '../core/chat/chat-target.js';
import type { GiveawayReminderStore } from '../core/giveaways/reminder.ports.js';
import { giveawayReminderSchema, type GiveawayReminder, type ReminderKey } from '../core/giveaways/reminder.schema.js';
import { JsonDocument } from './json-file.js';

interface Keeper {
  data: { reminders: GiveawayReminder[] };
  write(): Promise<void>;
  flush(): Promise<void>;
}

const same = (a: ReminderKey, b: ReminderKey) => a.giveawayId === b.giveawayId && a.platform === b.platform && a.userId === b.userId;

/**
 * Users' giveaway marks in one lowdb file (`giveaway-reminders.json`), or in memory. Each conditional write reads
 * and changes the record in one synchronous step, so `take` is atomic within the one embedded process.
 */
export class LowGiveawayReminderStore implements GiveawayReminderStore {
  constructor(private readonly k: Keeper = { data: { reminders: [] }, write: async () => undefined, flush: async () => undefined }) {}

  static async open(dir: string, onBad: (index: number) => void): Promise<LowGiveawayReminderStore> {
    const doc = await JsonDocument.open<{ reminders: GiveawayReminder[] }>(dir, 'giveaway-reminders.json', (read) => {
      const rows: GiveawayReminder[] = [];
      const raw: unknown = read?.reminders;
      (Array.isArray(raw) ? (raw as unknown[]) : []).forEach((item, i) => {
        const parsed = giveawayReminderSchema.safeParse(item);
        if (parsed.success) rows.push(parsed.data);
        else onBad(i);
      });
      return { reminders: rows };
    });
    return new LowGiveawayReminderStore(doc);
  }

  async remind(key: ReminderKey, locale: string, now: number): Promise<GiveawayReminder> {
    const r = this.#upsert(key, locale, now);
    if (!r.claimed && (r.reminder === 'none' || r.reminder === 'dropped')) Object.assign(r, { reminder: 'pending', locale, holder: null, leaseUntil: null, updatedAt: now });
    await this.k.write();
    return structuredClone(r);
  }

  async markClaimed(key: ReminderKey, locale: string, now: number): Promise<GiveawayReminder> {
    const r = this.#upsert(key, locale, now);
    Object.assign(r, { claimed: true, updatedAt: now });
    if (r.reminder === 'pending') Object.assign(r, { reminder: 'none', holder: null, leaseUntil: null });
    await this.k.write();
    return structuredClone(r);
  }

  async claimedBy(platform: ChatPlatform, userId: string): Promise<string[]> {
    return this.k.data.reminders.filter((r) => r.platform === platform && r.userId === userId && r.claimed).map((r) => r.giveawayId);
  }

  async pending(platform: ChatPlatform, limit: number): Promise<GiveawayReminder[]> {
    return this.k.data.reminders
      .filter((r) => r.platform === platform && r.reminder === 'pending')
      .sort((a, b) => a.createdAt - b.createdAt)
      .slice(0, limit)
      .map((r) => structuredClone(r));
  }

  async take(key: ReminderKey, holder: string, leaseMs: number, now: number): Promise<GiveawayReminder | null> {
    const r = this.k.data.reminders.find((x) => same(x, key));
    if (!r || r.reminder !== 'pending') return null;
    if (r.holder !== null && r.holder !== holder && (r.leaseUntil ?? 0) > now) return null;
    Object.assign(r, { holder, leaseUntil: now + leaseMs });
    await this.k.write();
    return structuredClone(r);
  }

  async settle(key: ReminderKey, holder: string, reminder: 'pending' | 'sent' | 'dropped', now: number): Promise<boolean> {
    const r = this.k.data.reminders.find((x) => same(x, key));
    if (!r || r.holder !== holder || r.reminder !== 'pending') return false;
    Object.assign(r, { reminder, holder: null, leaseUntil: null, updatedAt: now });
    await this.k.write();
    return true;
  }

  async forget(giveawayIds: readonly string[]): Promise<void> {
    const gone = new Set(giveawayIds);
    const before = this.k.data.reminders.length;
    this.k.data.reminders = this.k.data.reminders.filter((r) => !gone.has(r.giveawayId));
    if (this.k.data.reminders.length !== before) await this.k.write();
  }

  flush(): Promise<void> {
    return this.k.flush();
  }

  #upsert(key: ReminderKey, locale: string, now: number): GiveawayReminder {
    let r = this.k.data.reminders.find((x) => same(x, key));
    if (!r) {
      r = { ...key, locale, claimed: false, reminder: 'none', holder: null, leaseUntil: null, createdAt: now, updatedAt: now };
      this.k.data.reminders.push(r);
    }
    return r;
  }
}
