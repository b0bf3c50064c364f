import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JumpingClock } from '../helpers/clock.js';
import { startHarness as startTelegram, type Harness as TelegramHarness } from '../bots/telegram/harness.js';
import { startHarness as startDiscord, CHANNEL_ID, isCallback, isOriginalEdit, type Harness as DiscordHarness } from '../bots/discord/harness.js';
import { buttonPress, slashCommand } from '../bots/discord/fake/interactions.js';
import { epicElement, startGiveawayWorld, type GiveawayWorld } from './fakes.js';

/**
 * Claim reminders end to end: the real bots on the fake Bot API and the fake Discord, the real Epic client on its
 * fake. The test presses the buttons of a posted giveaway as users would, moves the app's clock to the reminder's
 * due time and runs each sending pass itself (the passes' timer is on the timers port; the core tests drive it).
 */
const D = 86_400_000;
const H = 3_600_000;
const MIN = 60_000;
let world: GiveawayWorld;
beforeAll(async () => {
  world = await startGiveawayWorld();
});
afterAll(() => world?.close());

const env = () => ({ ...world.env, GIVEAWAYS_INTERVAL_MIN: '0', DEALS_INTERVAL_MIN: '0' });

describe('Telegram: "Remind me" and "Claimed" on a giveaway post', () => {
  let h: TelegramHarness;
  const clock = new JumpingClock();
  const GROUP = -1201;
  const ADMIN = 81;
  const [ANN, BOB, CAROL] = [82, 83, 84];
  beforeAll(async () => {
    h = await startTelegram({ env: env(), overrides: { clock } });
    h.api.admins.set(GROUP, new Set([ADMIN]));
  });
  afterAll(() => h?.close());

  const answerTo = async (id: string) => String((await h.api.waitFor(() => h.api.callsTo('answerCallbackQuery').find((c) => c.payload.callback_query_id === id), 10_000, 'answer')).payload.text);
  const dms = (user: number) => h.api.callsTo('sendMessage').filter((c) => Number(c.payload.chat_id) === user && String(c.payload.text).includes('Reminder'));

  it('sends one private reminder 12 hours before the end to who pressed "Remind me", none after "Claimed", and no second one after a restart', async () => {
    h.api.sendUserMessage(ADMIN, '/follow giveaways epic', { chat: { id: GROUP, type: 'supergroup' } });
    await h.api.waitFor(() => h.api.chatMessages(GROUP).find((m) => m.text?.startsWith('Following giveaways')), 10_000, 'follow');
    const now = clock.now();
    const ends = now + 2 * D + H;
    world.epic = [
      epicElement({ title: 'Celeste', slug: 'celeste', startsAt: now - H, endsAt: ends }),
      epicElement({ title: 'Tunic', slug: 'tunic', startsAt: now - H, endsAt: now + 3 * D + H }),
    ];
    await h.app.services.giveaways.poll();
    await h.app.services.giveaways.deliver();
    const post = await h.api.waitFor(() => h.api.chatMessages(GROUP).find((m) => m.text?.includes('<b>Celeste</b>')), 10_000, 'post');
    const [remind, claimed] = post.reply_markup!.inline_keyboard![0];
    expect([remind.text, claimed.text]).toEqual(['⏰ Remind me', '✅ Claimed']);
    expect(remind.callback_data).toMatch(/^gr:gw[A-Za-z0-9]{14}$/);
    expect(claimed.callback_data).toBe(`gc:${remind.callback_data!.slice(3)}`);

    // Pressed in a group: Telegram lets the bot write only to who opened a chat with it, and the answer says so.
    expect(await answerTo(h.api.pressButton(ANN, post, remind.callback_data!))).toMatch(/^I'll send you a private message on .+, 12 hours before it ends\. Start a private chat with me first\.$/);
    await answerTo(h.api.pressButton(BOB, post, remind.callback_data!));
    expect(await answerTo(h.api.pressButton(BOB, post, claimed.callback_data!))).toBe('Marked as claimed: no reminder for this one, and /unclaimed leaves it out.');
    await answerTo(h.api.pressButton(CAROL, post, remind.callback_data!));
    // Forged or stale payloads get a polite answer, never an error.
    expect(await answerTo(h.api.pressButton(ANN, post, 'gr:gwAAAAAAAAAAAAAA'))).toBe('This giveaway is no longer listed.');
    expect(await answerTo(h.api.pressButton(ANN, post, 'gc:../../etc/passwd'))).toBe('This giveaway is no longer listed.');

    // /unclaimed in Bob's private chat leaves out what he claimed; Ann's lists both, with their buttons.
    h.api.sendUserMessage(BOB, '/unclaimed');
    const bobs = await h.api.waitFor(() => h.api.chatMessages(BOB).find((m) => m.text?.startsWith('<b>Giveaways you have not claimed')), 10_000, '/unclaimed');
    expect(bobs.text).toContain('1. <a href="https://store.epicgames.com/p/tunic">Tunic</a> at Epic Games Store (game, worth $24.99, ends in 3 days)');
    expect(bobs.text).not.toContain('Celeste');
    h.api.sendUserMessage(ANN, '/unclaimed');
    const anns = await h.api.waitFor(() => h.api.chatMessages(ANN).find((m) => m.text?.startsWith('<b>Giveaways you have not claimed')), 10_000, '/unclaimed');
    expect(anns.text).toMatch(/1\. <a [^>]+>Celeste<\/a>.*\n2\. <a [^>]+>Tunic<\/a>/);
    expect(anns.reply_markup!.inline_keyboard!.map((row) => row.map((b) => b.text))).toEqual([
      ['⏰ 1. Remind me', '✅ 1. Claimed'],
      ['⏰ 2. Remind me', '✅ 2. Claimed'],
    ]);

    // A minute before the reminder is due: nothing.
    clock.jump(ends - 12 * H - MIN - clock.now());
    await h.app.services.giveawayReminders.deliver();
    expect(dms(ANN)).toEqual([]);
    // Carol blocked the bot: her reminder is refused once and dropped.
    h.api.failOnce('sendMessage', { error_code: 403, description: 'Forbidden: bot was blocked by the user' }, (p) => Number(p.chat_id) === CAROL);
    clock.jump(2 * MIN);
    await h.app.services.giveawayReminders.deliver();
    await h.app.services.giveawayReminders.deliver();
    const [dm, ...more] = dms(ANN);
    expect(more).toEqual([]);
    expect(String(dm.payload.text)).toMatch(/^⏰ Reminder: Celeste is free to keep at Epic Games Store until .+ UTC \(ends in 11 hours\)\.\n<a href="https:\/\/store\.epicgames\.com\/p\/celeste">Claim it at Epic Games Store<\/a>$/);
    expect(dms(BOB)).toEqual([]);
    expect(h.api.callsTo('sendMessage').filter((c) => Number(c.payload.chat_id) === CAROL)).toHaveLength(1);

    await h.restart();
    clock.jump(H);
    await h.app.services.giveawayReminders.deliver();
    expect(dms(ANN)).toHaveLength(1);
    expect(h.api.callsTo('sendMessage').filter((c) => Number(c.payload.chat_id) === CAROL)).toHaveLength(1);
    world.epic = [];
  });
});

describe('Discord: "Remind me" and "Claimed" on a giveaway post', () => {
  let h: DiscordHarness;
  const clock = new JumpingClock();
  const MANAGE_CHANNELS = String(1 << 4);
  beforeAll(async () => {
    h = await startDiscord({ env: env(), clock });
  });
  afterAll(() => h?.close());

  const press = async (user: string, customId: string, message: Parameters<typeof buttonPress>[2]) => {
    const p = buttonPress(h.as(user), customId, message);
    h.fake.dispatchInteraction(p);
    const data = (await h.fake.waitFor(isCallback(p.token), 10_000, 'press answer')).body?.data as { content: string; flags: number };
    expect(data.flags).toBe(64);
    return data.content;
  };
  const dms = (user: string) => h.fake.calls.filter((c) => c.method === 'POST' && c.path === `/channels/9${user}/messages`);

  it('answers each press to the presser alone, sends one DM before the end, none after "Claimed", and drops a DM Discord refuses (50007)', async () => {
    const follow = slashCommand(h.as('4000', { permissions: MANAGE_CHANNELS }), 'follow', [{ name: 'filter', type: 3, value: 'giveaways epic' }]);
    h.fake.dispatchInteraction(follow);
    await h.fake.waitFor(isOriginalEdit(follow.token), 10_000);
    const now = clock.now();
    const ends = now + D + 6 * H;
    world.epic = [epicElement({ title: 'Hollow Drift', slug: 'hollow-drift', startsAt: now - H, endsAt: ends })];
    await h.app.services.giveaways.poll();
    await h.app.services.giveaways.deliver();
    const post = (h.fake.channelMessages.get(CHANNEL_ID) ?? []).find((m) => !m.webhook_id && JSON.stringify(m.embeds).includes('Hollow Drift'))!;
    const buttons = (post.components as Array<{ components: Array<{ custom_id: string; label: string }> }>)[0].components;
    expect(buttons.map((b) => b.label)).toEqual(['Remind me', 'Claimed']);
    const [remind, claimed] = buttons.map((b) => b.custom_id);
    expect(remind).toMatch(/^gr:gw[A-Za-z0-9]{14}$/);

    expect(await press('4001', remind, post)).toMatch(/^I'll send you a private message on .+, 12 hours before it ends\.$/);
    await press('4002', remind, post);
    await press('4002', claimed, post);
    await press('4003', remind, post);
    expect(await press('4001', 'gr:gw0000000000000x', post)).toBe('This giveaway is no longer listed.');

    const list = slashCommand(h.as('4002'), 'unclaimed');
    h.fake.dispatchInteraction(list);
    const reply = (await h.fake.waitFor(isOriginalEdit(list.token), 10_000, '/unclaimed')).body as { embeds: Array<{ title: string; description: string }> };
    expect(reply.embeds[0]).toEqual(expect.objectContaining({ title: 'Giveaways you have not claimed', description: 'Nothing open that you have not marked as claimed.' }));

    h.fake.failNext('POST', /^\/channels\/94003\/messages$/, 403, { message: 'Cannot send messages to this user', code: 50007 });
    clock.jump(ends - 12 * H - MIN - clock.now());
    await h.app.services.giveawayReminders.deliver();
    expect(dms('4001')).toEqual([]);
    clock.jump(2 * MIN);
    await h.app.services.giveawayReminders.deliver();
    await h.app.services.giveawayReminders.deliver();
    const [dm, ...more] = dms('4001');
    expect(more).toEqual([]);
    // Discord's markdown escaping shows the parentheses as typed.
    expect(String(dm.body?.content)).toMatch(/^⏰ Reminder: Hollow Drift is free to keep at Epic Games Store until .+ UTC \\\(ends in 11 hours\\\)\.\n\[Claim it at Epic Games Store\]\(https:\/\/store\.epicgames\.com\/p\/hollow-drift\)$/);
    expect(dms('4002')).toEqual([]);
    expect(dms('4003')).toHaveLength(1);
    world.epic = [];
  });
});
