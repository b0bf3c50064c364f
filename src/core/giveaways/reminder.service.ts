import type { ChatPlatform } from '../chat/chat-target.js';
import type { Clock } from '../clock.ports.js';
import { PlatformPasses, type AttachedMessenger } from '../deals/platform-passes.js';
import type { Timers } from '../timers.ports.js';
import { giveawayEnded } from './giveaway-text.js';
import type { GiveawayStore } from './giveaway.ports.js';
import type { Giveaway } from './giveaway.types.js';
import type { GiveawayReminderStore, ReminderMessenger } from './reminder.ports.js';
import type { ReminderPress } from './reminder.schema.js';

type Log = (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;

/** Who pressed: the platform's user and the language their answer (and later their reminder) is in. */
export interface ReminderUser {
  platform: ChatPlatform;
  userId: string;
  locale: string;
}

/**
 * What a press did, as data the bots word:
 * - `reminding`: a reminder is due at `remindAt` (now or soon when the giveaway ends within the lead time);
 * - `no_end`: remembered, but the giveaway has no end date yet (it follows one once a source gives it);
 * - `claimed`: marked claimed (any pending reminder cancelled);
 * - `already_claimed`: "Remind me" on a giveaway the user marked claimed: no reminder;
 * - `already_sent`: "Remind me" again after the reminder went out (it is never sent twice);
 * - `ended` / `unknown`: the giveaway is over, or not one we track.
 */
export type PressOutcome =
  | { outcome: 'reminding'; giveaway: Giveaway; remindAt: number; now: number }
  | { outcome: 'no_end' | 'claimed' | 'already_claimed' | 'already_sent'; giveaway: Giveaway; now: number }
  | { outcome: 'ended' | 'unknown' };

export interface GiveawayRemindersOptions {
  store: GiveawayReminderStore;
  giveaways: Pick<GiveawayStore, 'list'>;
  clock: Clock;
  timers: Timers;
  /** REMIND_BEFORE_H in ms: how long before a giveaway's end its reminder goes out. */
  beforeMs: number;
  /** How often a sending pass runs. */
  everyMs: number;
  holder: string;
  leaseMs: number;
  /** Reminders read per platform and pass. */
  batch?: number;
  log?: Log;
}

/**
 * Claim reminders: "Remind me" asks for one direct message `beforeMs` before a giveaway's end, "Claimed" cancels it
 * and is remembered. Each pass sends what is due through the store's atomic take, so a reminder goes out once
 * however many bot processes run, and a restart after the due time still sends it. The due time is read from the
 * giveaway at each pass: a moved end date moves the reminder, and one that ended is dropped unsent.
 */
export class GiveawayReminders {
  readonly #o: GiveawayRemindersOptions;
  readonly #platforms: PlatformPasses<ReminderMessenger>;
  #cancel: (() => void) | null = null;
  #wanted = false;

  constructor(opts: GiveawayRemindersOptions) {
    this.#o = opts;
    this.#platforms = new PlatformPasses(opts.clock, (platform, attached) => this.#deliver(platform, attached));
  }

  /** A bot offers its platform's direct messages; null takes them back. */
  attach(platform: ChatPlatform, messenger: ReminderMessenger | null): void {
    this.#platforms.attach(platform, messenger);
    this.#arm();
  }

  /** How many hours before the end a reminder goes out (the bots say it). */
  get beforeHours(): number {
    return Math.round(this.#o.beforeMs / 3_600_000);
  }

  /** A button press on a giveaway. */
  async press(user: ReminderUser, press: ReminderPress): Promise<PressOutcome> {
    const now = this.#o.clock.now();
    // Every stored one (ended ones stay a week), so a press on an ended giveaway is told it ended.
    const giveaway = (await this.#o.giveaways.list(0)).find((g) => g.id === press.giveawayId);
    if (!giveaway) return { outcome: 'unknown' };
    if (giveawayEnded(giveaway, now)) return { outcome: 'ended' };
    const key = { giveawayId: giveaway.id, platform: user.platform, userId: user.userId };
    if (press.action === 'claimed') {
      await this.#o.store.markClaimed(key, user.locale, now);
      return { outcome: 'claimed', giveaway, now };
    }
    const stored = await this.#o.store.remind(key, user.locale, now);
    if (stored.claimed) return { outcome: 'already_claimed', giveaway, now };
    if (stored.reminder === 'sent') return { outcome: 'already_sent', giveaway, now };
    if (giveaway.endsAt === null) return { outcome: 'no_end', giveaway, now };
    return { outcome: 'reminding', giveaway, remindAt: Math.max(now, giveaway.endsAt - this.#o.beforeMs), now };
  }

  /** The open giveaways the user has not marked claimed, the soonest to end first. */
  async unclaimed(platform: ChatPlatform, userId: string): Promise<{ giveaways: Giveaway[]; now: number }> {
    const now = this.#o.clock.now();
    const [all, claimed] = await Promise.all([this.#o.giveaways.list(now), this.#o.store.claimedBy(platform, userId)]);
    const mine = new Set(claimed);
    const open = all.filter((g) => !giveawayEnded(g, now) && !mine.has(g.id));
    return { giveaways: open.sort((a, b) => (a.endsAt ?? Infinity) - (b.endsAt ?? Infinity) || a.title.localeCompare(b.title)), now };
  }

  /** Sends what is due on every attached platform; overlapping calls per platform share one pass. */
  async deliver(): Promise<void> {
    await this.#platforms.run();
  }

  /**
   * A pass every `everyMs` on the timers port, while a bot is attached: a process with no bot (an api or worker of a
   * fleet) has nobody to write to, so it keeps no timer. Idempotent.
   */
  start(): void {
    this.#wanted = true;
    this.#arm();
  }

  stop(): void {
    this.#wanted = false;
    this.#arm();
  }

  #arm(): void {
    const run = this.#wanted && this.#platforms.size > 0 && this.#o.everyMs > 0;
    if (run && !this.#cancel) {
      this.#cancel = this.#o.timers.every(this.#o.everyMs, () => void this.deliver().catch((err: unknown) => this.#o.log?.('error', 'reminder pass failed', { err })));
    } else if (!run && this.#cancel) {
      this.#cancel();
      this.#cancel = null;
    }
  }

  /** Forgets the marks on giveaways no longer tracked. */
  forget(ids: readonly string[]): Promise<void> {
    return ids.length > 0 ? this.#o.store.forget(ids) : Promise.resolve();
  }

  async #deliver(platform: ChatPlatform, attached: AttachedMessenger<ReminderMessenger>): Promise<void> {
    const { store, giveaways, clock, beforeMs, holder, leaseMs, log } = this.#o;
    const due = await store.pending(platform, this.#o.batch ?? 500);
    if (due.length === 0) return;
    const now = clock.now();
    // Ended ones too (a week back): a reminder of one that ended is dropped, not left pending.
    const byId = new Map((await giveaways.list(0)).map((g) => [g.id, g]));
    for (const reminder of due) {
      const giveaway = byId.get(reminder.giveawayId);
      const over = !giveaway || giveawayEnded(giveaway, now);
      if (!over && (giveaway.endsAt === null || now < giveaway.endsAt - beforeMs)) continue;
      const taken = await store.take(reminder, holder, leaseMs, now);
      if (!taken) continue;
      if (over) {
        await store.settle(taken, holder, 'dropped', now);
        continue;
      }
      await attached.pacer.turn(`dm:${taken.userId}`);
      try {
        await attached.messenger.remind(taken, giveaway, clock.now());
        await store.settle(taken, holder, 'sent', clock.now());
      } catch (err) {
        const unreachable = attached.messenger.isUnreachable(err);
        await store.settle(taken, holder, unreachable ? 'dropped' : 'pending', clock.now());
        log?.(unreachable ? 'info' : 'warn', unreachable ? 'reminder dropped: the user cannot be written to' : 'reminder not sent; tried again next pass', {
          platform,
          giveaway: taken.giveawayId,
          err: String(err),
        });
      }
    }
  }
}
