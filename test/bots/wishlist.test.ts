import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JumpingClock } from '../helpers/clock.js';
import { PSEUDO_LOCALE, pseudoText } from '../i18n/pseudo.js';
import { LOW_APP, startRuleWorld, type RuleWorld } from '../prices/watch-world.js';
import { buttonPress, slashCommand } from './discord/fake/interactions.js';
import { CHANNEL_ID, embedOf, isCallback, isOriginalEdit, startHarness as startDiscord, type Harness as DiscordHarness } from './discord/harness.js';
import type { BotMessage } from './telegram/fake-bot-api.js';
import { startHarness as startTelegram, type Harness as TelegramHarness } from './telegram/harness.js';
import { WATCHED } from './telegram/price-world.js';

/**
 * A server's or group's shared wishlist end to end (issue 41, 4b): the real bots on the fake Bot API and the fake
 * Discord, a price cut from the fake price sources, and the check run by the test. A change pings only the members
 * who pressed "Notify me" (and not "Stop"), in one post, in the chat's language.
 */
describe('Telegram group', () => {
  let h: TelegramHarness;
  const GROUP = -1201;
  const ADMIN = 71;
  const [ASKED, CHANGED_MIND, SILENT] = [72, 73, 74];
  beforeAll(async () => {
    h = await startTelegram({ overrides: { clock: new JumpingClock() } });
    h.api.admins.set(GROUP, new Set([ADMIN]));
  });
  afterAll(() => h?.close());

  const say = (user: number, text: string, chat = GROUP) => h.api.sendUserMessage(user, text, chat < 0 ? { chat: { id: chat, type: 'supergroup' } } : {});
  const reply = (starts: string, chat = GROUP) => h.api.waitFor(() => h.api.chatMessages(chat).find((m) => m.text?.startsWith(starts)), 10_000, starts);
  const answered = (n: number) => h.api.waitFor(() => h.api.callsTo('answerCallbackQuery').length >= n && h.api.callsTo('answerCallbackQuery'), 10_000, `${n} button answers`);
  const setSteam = (cents: number, cut: number) => {
    h.world.steamApps[WATCHED].prices!.us = { currency: 'USD', initial: 2000, final: cents, discount_percent: cut };
  };

  it('a member who is not an administrator cannot add; a private chat is told the list is for groups', async () => {
    say(ASKED, `/wishlist add ${WATCHED}`);
    await reply('Only the chat’s administrators can change its wishlist.');
    say(SILENT, `/wishlist add ${WATCHED}`, SILENT);
    await reply('The shared wishlist is for servers and groups.', SILENT);
    expect(await h.chat.wishlist.list({ platform: 'telegram', userId: String(ADMIN), owner: 'x', chat: { platform: 'telegram', chatId: GROUP, userId: String(ADMIN), replyTo: null } })).toEqual({ kind: 'list', entries: [] });
  });

  it('a cut pings, in one post in the group’s language, only the member who pressed “Notify me” and not “Stop”', async () => {
    say(ADMIN, `/wishlist add ${WATCHED}`);
    const post: BotMessage = await reply('Added Watch Test Game to this chat’s wishlist.');
    const [on, off] = post.reply_markup!.inline_keyboard![0];
    expect([on.text, off.text]).toEqual(['🔔 Notify me', '🔕 Stop']);
    h.api.pressButton(ASKED, post, on.callback_data!);
    h.api.pressButton(CHANGED_MIND, post, on.callback_data!);
    h.api.pressButton(CHANGED_MIND, post, off.callback_data!);
    const answers = (await answered(3)).map((c) => c.payload.text);
    expect(answers).toEqual([
      'You will be pinged when Watch Test Game gets a cut or a new low.',
      'You will be pinged when Watch Test Game gets a cut or a new low.',
      'You will no longer be pinged for Watch Test Game.',
    ]);
    say(ADMIN, `/language ${PSEUDO_LOCALE}`);
    await reply(pseudoText('This chat'));

    expect(await h.chat.wishlist.check()).toEqual([]);
    setSteam(500, 75);
    expect((await h.chat.wishlist.check()).map((a) => a.reasons)).toEqual([['cut']]);
    expect(await h.chat.wishlist.check()).toEqual([]);
    const alerts = h.api.chatMessages(GROUP).filter((m) => m.text?.startsWith('🛒'));
    expect(alerts).toHaveLength(1);
    const text = alerts[0].text!;
    expect(text).toContain(`🛒 <b>Watch Test Game ${pseudoText('is on sale (wishlist)')}</b>`);
    expect(text).toContain(`<a href="tg://user?id=${ASKED}">User${ASKED}</a>`);
    expect(text).not.toContain(`tg://user?id=${CHANGED_MIND}`);
    expect(text).not.toContain(`tg://user?id=${SILENT}`);
    expect(alerts[0].reply_markup?.inline_keyboard?.[0].map((b) => b.callback_data)).toEqual([on.callback_data, off.callback_data]);
  });
});

describe('Discord channel', () => {
  let world: RuleWorld;
  let h: DiscordHarness;
  const MANAGE_CHANNELS = String(1 << 4);
  beforeAll(async () => {
    world = await startRuleWorld();
    h = await startDiscord({ bot: { watchIntervalMs: 3_600_000 }, env: world.env, clock: world.clock });
  });
  afterAll(async () => {
    await h?.close();
    await world?.close();
  });

  const wishlist = async (user: string, permissions?: string, action = 'add') => {
    const p = slashCommand(h.as(user, permissions ? { permissions } : {}), 'wishlist', [
      { name: 'action', type: 3, value: action },
      { name: 'game', type: 3, value: String(LOW_APP) },
    ]);
    h.fake.dispatchInteraction(p);
    await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the /wishlist answer');
    return h.fake.original(p.token)!;
  };
  const press = async (user: string, customId: string, message: Parameters<typeof buttonPress>[2]) => {
    const p = buttonPress(h.as(user), customId, message);
    h.fake.dispatchInteraction(p);
    const answer = await h.fake.waitFor(isCallback(p.token), 10_000, 'the button answer');
    return (answer.body as { data: { content: string; flags: number } }).data;
  };

  it('refuses a member without Manage Channels or Manage Server; a new low pings only the opted-in member, with the chart, mentions limited to them', async () => {
    const refused = await wishlist('4101');
    expect(String(refused.embeds[0].description)).toBe('Only the chat’s administrators can change its wishlist.');

    const post = await wishlist('4102', MANAGE_CHANNELS);
    expect(String(post.embeds[0].description)).toContain(`Added Rule Game ${LOW_APP} to this chat’s wishlist.`);
    const [on, off] = (post.components[0] as { components: Array<{ custom_id: string }> }).components.map((b) => b.custom_id);
    expect(await press('4103', on, post)).toMatchObject({ content: `You will be pinged when Rule Game ${LOW_APP} gets a cut or a new low.`, flags: 64 });
    await press('4104', on, post);
    expect((await press('4104', off, post)).content).toBe(`You will no longer be pinged for Rule Game ${LOW_APP}.`);

    world.nextDay();
    expect(await h.chat.wishlist.check()).toEqual([]);
    world.steamAt(LOW_APP, 20, 10);
    world.nextDay();
    expect((await h.chat.wishlist.check()).map((a) => a.reasons)).toEqual([['cut', 'new_low']]);
    world.nextDay();
    expect(await h.chat.wishlist.check()).toEqual([]);

    const alert = await h.fake.waitFor((c) => c.method === 'POST' && c.path === `/channels/${CHANNEL_ID}/messages` && String(c.body?.content).includes('<@'), 10_000, 'the alert');
    expect(alert.body?.content).toBe('<@4103>');
    expect(alert.body?.allowed_mentions).toEqual({ parse: [], users: ['4103'] });
    const embed = embedOf(alert);
    expect(embed.title).toBe(`🛒 Rule Game ${LOW_APP} is on sale (wishlist)`);
    expect(String(embed.description)).toBe('50% off: $10.00 at Steam\nNew lowest price: $10.00');
    expect(embed.image).toMatchObject({ url: 'attachment://price-history.png' });
    expect(alert.files.map((f) => f.name)).toContain('price-history.png');
    const posts = (h.fake.channelMessages.get(CHANNEL_ID) ?? []).filter((m) => m.content.includes('<@'));
    expect(posts).toHaveLength(1);

    // Manage Server is enough to change the server's wishlists.
    const removed = await wishlist('4105', String(1 << 5), 'remove');
    expect(String(removed.embeds[0].description)).toBe(`Removed from this chat’s wishlist: Rule Game ${LOW_APP}`);
  });
});
