import { describe, expect, it } from 'vitest';
import { GiveawayReminders, type ReminderUser } from '../../../src/core/giveaways/reminder.service.js';
import type { ReminderMessenger } from '../../../src/core/giveaways/reminder.ports.js';
import { readReminderButton, reminderButtonId } from '../../../src/core/giveaways/reminder-buttons.js';
import type { Giveaway } from '../../../src/core/giveaways/giveaway.types.js';
import { LowGiveawayStore } from '../../../src/storage/giveaways.js';
import { LowGiveawayReminderStore } from '../../../src/storage/giveaway-reminders.js';
import { JumpingClock } from '../../helpers/clock.js';
import { ManualTimers } from '../../helpers/timers.js';

const H = 3_600_000;
const D = 24 * H;

function giveaway(id: string, title: string, endsAt: number | null, now: number): Giveaway {
  return { id, store: 'epic', title, kind: 'game', worth: null, startsAt: now - H, endsAt, url: `https://store.example/${id}`, image: null, sources: ['epic'], firstSeenAt: now - H, updatedAt: now - H, seenAt: now, endedAt: null, version: 1 };
}

/** A messenger that records what it sent; `refuse` makes the next sends throw (unreachable or not). */
class Inbox implements ReminderMessenger {
  sent: string[] = [];
  refuse: 'unreachable' | 'transient' | null = null;
  perSecond = 1000;
  async remind(r: { userId: string; locale: string }, g: Giveaway): Promise<void> {
    if (this.refuse) throw new Error(this.refuse);
    this.sent.push(`${r.userId} ${g.title} ${r.locale}`);
  }
  isUnreachable = (err: unknown) => err instanceof Error && err.message === 'unreachable';
}

function world() {
  const clock = new JumpingClock();
  const giveaways = new LowGiveawayStore();
  const store = new LowGiveawayReminderStore();
  const timers = new ManualTimers();
  const make = (holder: string) => {
    const inbox = new Inbox();
    const reminders = new GiveawayReminders({ store, giveaways, clock, timers, beforeMs: 12 * H, everyMs: 60_000, holder, leaseMs: 300_000 });
    reminders.attach('telegram', inbox);
    return { reminders, inbox };
  };
  return { clock, giveaways, store, timers, make };
}

const ANN: ReminderUser = { platform: 'telegram', userId: '501', locale: 'de' };
const BOB: ReminderUser = { platform: 'telegram', userId: '502', locale: 'en' };
const ID = 'gwAbCdEfGh123456';
const OTHER = 'gwZzZzZzZz999999';

describe('claim reminders', () => {
  it('"Remind me" sends one reminder at REMIND_BEFORE_H before the end, on a pass of the timers port, and never again', async () => {
    const w = world();
    const now = w.clock.now();
    await w.giveaways.put([giveaway(ID, 'Celeste', now + 2 * D, now)]);
    const { reminders, inbox } = w.make('a');
    const answer = await reminders.press(ANN, { action: 'remind', giveawayId: ID });
    expect(answer).toMatchObject({ outcome: 'reminding', remindAt: now + 2 * D - 12 * H });
    reminders.start();
    w.timers.fire(60_000);
    await reminders.deliver();
    expect(inbox.sent).toEqual([]);
    w.clock.jump(2 * D - 12 * H - 60_000);
    await reminders.deliver();
    expect(inbox.sent).toEqual([]);
    w.clock.jump(60_000);
    w.timers.fire(60_000);
    await reminders.deliver();
    expect(inbox.sent).toEqual(['501 Celeste de']);
    w.clock.jump(H);
    await reminders.deliver();
    // Pressing again after it was sent does not send it twice.
    expect(await reminders.press(ANN, { action: 'remind', giveawayId: ID })).toMatchObject({ outcome: 'already_sent' });
    await reminders.deliver();
    expect(inbox.sent).toEqual(['501 Celeste de']);
    reminders.stop();
    expect(w.timers.count(60_000)).toBe(0);
  });

  it('"Claimed" cancels the reminder, is remembered, and /unclaimed leaves that giveaway out', async () => {
    const w = world();
    const now = w.clock.now();
    await w.giveaways.put([giveaway(ID, 'Celeste', now + D, now), giveaway(OTHER, 'Tunic', now + 3 * D, now)]);
    const { reminders, inbox } = w.make('a');
    await reminders.press(ANN, { action: 'remind', giveawayId: ID });
    expect(await reminders.press(ANN, { action: 'claimed', giveawayId: ID })).toMatchObject({ outcome: 'claimed' });
    expect(await reminders.press(ANN, { action: 'remind', giveawayId: ID })).toMatchObject({ outcome: 'already_claimed' });
    await reminders.press(BOB, { action: 'remind', giveawayId: ID });
    w.clock.jump(D - H);
    await reminders.deliver();
    expect(inbox.sent).toEqual(['502 Celeste en']);
    expect((await reminders.unclaimed('telegram', ANN.userId)).giveaways.map((g) => g.title)).toEqual(['Tunic']);
    expect((await reminders.unclaimed('telegram', BOB.userId)).giveaways.map((g) => g.title)).toEqual(['Celeste', 'Tunic']);
    // The mark is per platform: the same number on Discord is someone else.
    expect((await reminders.unclaimed('discord', ANN.userId)).giveaways).toHaveLength(2);
  });

  it('follows a moved end date, and drops the reminder of a giveaway that ended first', async () => {
    const w = world();
    const now = w.clock.now();
    const moving = giveaway(ID, 'Moving', now + D, now);
    await w.giveaways.put([moving, giveaway(OTHER, 'Gone', now + 5 * D, now)]);
    const { reminders, inbox } = w.make('a');
    await reminders.press(ANN, { action: 'remind', giveawayId: ID });
    await reminders.press(ANN, { action: 'remind', giveawayId: OTHER });
    await w.giveaways.put([{ ...moving, endsAt: now + 3 * D, version: 2 }, { ...giveaway(OTHER, 'Gone', now + 5 * D, now), endedAt: now + H }]);
    w.clock.jump(D - H);
    await reminders.deliver();
    expect(inbox.sent).toEqual([]);
    w.clock.jump(2 * D);
    await reminders.deliver();
    expect(inbox.sent).toEqual(['501 Moving de']);
    expect(await w.store.pending('telegram', 10)).toEqual([]);
    expect(await reminders.press(ANN, { action: 'remind', giveawayId: OTHER })).toEqual({ outcome: 'ended' });
  });

  it('drops a reminder the platform refuses for good, and tries a passing failure again on the next pass', async () => {
    const w = world();
    const now = w.clock.now();
    await w.giveaways.put([giveaway(ID, 'Celeste', now + H, now)]);
    const { reminders, inbox } = w.make('a');
    // Ending within the lead time, the reminder is due at once: at the press's own "now", a moment after `now` here
    // on this real-time clock (a loaded machine passed a millisecond between the two readings).
    const pressed = await reminders.press(ANN, { action: 'remind', giveawayId: ID });
    expect(pressed).toMatchObject({ outcome: 'reminding' });
    if (pressed.outcome !== 'reminding') throw new Error('not reminding');
    expect(pressed.remindAt).toBe(pressed.now);
    expect(pressed.now).toBeGreaterThanOrEqual(now);
    await reminders.press(BOB, { action: 'remind', giveawayId: ID });
    inbox.refuse = 'transient';
    await reminders.deliver();
    inbox.refuse = 'unreachable';
    await reminders.deliver();
    expect((await w.store.pending('telegram', 10)).length).toBe(0);
    inbox.refuse = null;
    await reminders.deliver();
    expect(inbox.sent).toEqual([]);
  });

  it('two processes on one store send a due reminder once, and a restart after the due time still sends it once', async () => {
    const w = world();
    const now = w.clock.now();
    await w.giveaways.put([giveaway(ID, 'Celeste', now + D, now)]);
    const first = w.make('a');
    const second = w.make('b');
    await first.reminders.press(ANN, { action: 'remind', giveawayId: ID });
    await first.reminders.press(BOB, { action: 'remind', giveawayId: ID });
    w.clock.jump(D - H);
    await Promise.all([first.reminders.deliver(), second.reminders.deliver()]);
    expect([...first.inbox.sent, ...second.inbox.sent].sort()).toEqual(['501 Celeste de', '502 Celeste en']);
    // A process started later on the same records finds nothing left to send.
    const restarted = w.make('c');
    await restarted.reminders.deliver();
    expect(restarted.inbox.sent).toEqual([]);
  });

  it('a process started after the due time, when none ran through it, sends that reminder once', async () => {
    const w = world();
    const now = w.clock.now();
    await w.giveaways.put([giveaway(ID, 'Celeste', now + D, now)]);
    await w.make('before-restart').reminders.press(ANN, { action: 'remind', giveawayId: ID });
    w.clock.jump(D - 2 * H);
    const after = w.make('after-restart');
    await after.reminders.deliver();
    expect(after.inbox.sent).toEqual(['501 Celeste de']);
    const later = w.make('later');
    await later.reminders.deliver();
    expect(later.inbox.sent).toEqual([]);
  });

  it('answers an unknown giveaway politely, and reads only well-formed button payloads', async () => {
    const w = world();
    const { reminders } = w.make('a');
    expect(await reminders.press(ANN, { action: 'remind', giveawayId: ID })).toEqual({ outcome: 'unknown' });
    expect(reminderButtonId('remind', ID)).toBe(`gr:${ID}`);
    expect(readReminderButton(`gc:${ID}`)).toEqual({ action: 'claimed', giveawayId: ID });
    for (const bad of [`gr:${ID}x`, 'gr:gw../../etc', `gx:${ID}`, 'gr:', `gr:${ID}\n`]) expect(readReminderButton(bad)).toBeNull();
  });
});
