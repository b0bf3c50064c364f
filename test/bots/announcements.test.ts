import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheapSharkFake, type CheapSharkGame, type CheapSharkListItem } from '../prices/fakes/cheapshark.js';
import type { FakeServer } from '../prices/fakes/server.js';
import { startHarness as startTelegram, type Harness as TelegramHarness } from './telegram/harness.js';
import { startHarness as startDiscord, CHANNEL_ID, type Harness as DiscordHarness } from './discord/harness.js';
import { slashCommand } from './discord/fake/interactions.js';
import { isOriginalEdit } from './discord/harness.js';
import { gameAt, listItem, STORES } from '../prices/deals/cheapshark-list.js';
import { PSEUDO_LOCALE, pseudoText } from '../i18n/pseudo.js';
import { loadCatalogue } from '../../src/i18n/catalogue.js';

/**
 * Deal announcements end to end: the real CheapShark client against the fake CheapShark, the real bots on the
 * fake Bot API and the fake Discord. The test runs each poll and posting pass itself (DEALS_INTERVAL_MIN=0 keeps
 * the timers off), so what the chats show is read after a pass has finished.
 */
let cheapshark: FakeServer;
const list: CheapSharkListItem[] = [];
const games: CheapSharkGame[] = [];
beforeAll(async () => {
  cheapshark = await startCheapSharkFake(STORES, games, list);
});
afterAll(() => cheapshark?.close());

const env = () => ({ CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`, DEALS_INTERVAL_MIN: '0' });

describe('Telegram groups', () => {
  let h: TelegramHarness;
  const GROUP = -1001;
  const OTHER = -1002;
  const ADMIN = 51;
  const MEMBER = 52;
  beforeAll(async () => {
    h = await startTelegram({ env: env() });
    h.api.admins.set(GROUP, new Set([ADMIN]));
    h.api.admins.set(OTHER, new Set([ADMIN]));
  });
  afterAll(() => h?.close());

  const say = (chat: number, user: number, text: string) => h.api.sendUserMessage(user, text, { chat: { id: chat, type: 'supergroup' } });
  const reply = (chat: number, starts: string) => h.api.waitFor(() => h.api.chatMessages(chat).find((m) => m.text?.startsWith(starts)), 10_000, starts);
  const pass = async () => {
    await h.app.services.deals.poll();
    await h.app.services.deals.deliver();
  };
  const posts = (chat: number) => h.api.chatMessages(chat).filter((m) => m.text?.includes('Game 70'));

  it('refuses /follow from a member who is not an administrator (asked with getChatMember)', async () => {
    say(GROUP, MEMBER, '/follow free');
    const refused = await reply(GROUP, 'Only the chat');
    expect(refused.text).toContain('administrators');
    const asked = h.api.callsTo('getChatMember').at(-1)!;
    expect(asked.payload).toMatchObject({ chat_id: GROUP, user_id: MEMBER });
    say(GROUP, MEMBER, '/following');
    expect((await reply(GROUP, 'This chat follows no deals')).text).toBeTruthy();
  });

  it('posts a new free game once in each following group and edits each post once when it stops being free; a flapping list edits nothing', async () => {
    say(GROUP, ADMIN, '/follow free');
    const followed = await reply(GROUP, 'Following free');
    const id = /id <code>([a-z0-9]{6})<\/code>/.exec(followed.text!)![1];
    say(OTHER, ADMIN, '/follow cut>=90 under 5');
    await reply(OTHER, 'Following under 5 cut&gt;=90');

    list.splice(0, list.length, listItem('70', '25', '0.00', '24.99'));
    await pass();
    await pass();
    for (const chat of [GROUP, OTHER]) {
      expect(posts(chat)).toHaveLength(1);
      const [post] = posts(chat);
      expect(post.text).toContain('🎁 <b>Game 70</b>');
      expect(post.text).toContain('<b>FREE</b> <s>$24.99</s> (−100%) at Epic Games Store');
      expect(post.text).toContain('<a href="https://www.cheapshark.com/redirect?dealID=deal70s25%3D">');
    }
    const sent = h.api.callsTo('sendMessage').find((c) => String(c.payload.text).includes('Game 70'))!;
    expect(sent.payload.link_preview_options).toMatchObject({ url: 'https://cdn.example.test/70.jpg' });

    // The page shifts: the game is missing once while the lookup says it is still free, then back.
    list.splice(0, list.length);
    games.splice(0, games.length, gameAt('70', '25', '0.00', '24.99'));
    await pass();
    list.push(listItem('70', '25', '0.00', '24.99'));
    await pass();
    expect(posts(GROUP)[0].edits).toHaveLength(0);

    // Now it leaves the list and costs 24.99 again: each post is edited once, to say it ended.
    list.splice(0, list.length);
    games.splice(0, games.length, gameAt('70', '25', '24.99', '24.99'));
    await pass();
    await pass();
    for (const chat of [GROUP, OTHER]) {
      const [post] = posts(chat);
      expect(post.edits).toHaveLength(1);
      expect(post.text).toContain('⛔ <s>Game 70</s>');
      expect(post.text).toContain('Ended: <s>FREE</s>');
    }
    say(GROUP, ADMIN, `/unfollow ${id}`);
    await reply(GROUP, 'Stopped this follow');
  });

  it('a 429 is waited out (retry_after) and the post still arrives, once', async () => {
    const BUSY = -1004;
    h.api.admins.set(BUSY, new Set([ADMIN]));
    say(BUSY, ADMIN, '/follow free');
    await reply(BUSY, 'Following free');
    h.api.failOnce('sendMessage', { error_code: 429, description: 'Too Many Requests: retry after 1', retry_after: 1 }, (p) => p.chat_id === BUSY);
    list.splice(0, list.length, listItem('75', '1', '0.00', '7.99'));
    await pass();
    const tries = h.api.callsTo('sendMessage').filter((c) => c.payload.chat_id === BUSY && String(c.payload.text).includes('Game 75'));
    expect(tries.map((c) => c.status)).toEqual([429, 200]);
    expect(h.api.chatMessages(BUSY).filter((m) => m.text?.includes('Game 75'))).toHaveLength(1);
  });

  it('a group that removed the bot loses its follows, once', async () => {
    const GONE = -1003;
    h.api.admins.set(GONE, new Set([ADMIN]));
    say(GONE, ADMIN, '/follow free');
    await reply(GONE, 'Following free');
    h.api.failOnce('sendMessage', { error_code: 403, description: 'Forbidden: bot was kicked from the supergroup chat' }, (p) => p.chat_id === GONE);
    list.splice(0, list.length, listItem('71', '1', '0.00', '9.99'), listItem('72', '1', '0.00', '9.99'));
    await pass();
    expect(await h.app.services.deals.following(`telegram:${GONE}`)).toEqual([]);
    const tries = h.api.callsTo('sendMessage').filter((c) => c.payload.chat_id === GONE && String(c.payload.text).includes('Game 7'));
    expect(tries).toHaveLength(1);
    await pass();
    expect(h.api.callsTo('sendMessage').filter((c) => c.payload.chat_id === GONE && String(c.payload.text).includes('Game 7'))).toHaveLength(1);
  });

  // Issue 36: "/language de" in a group; de.ftl comes from a translator, so the test-only locale stands in for it.
  it('/language by an administrator switches the group’s deal posts to that language; a member is refused', async () => {
    const WORLDLY = -1006;
    h.api.admins.set(WORLDLY, new Set([ADMIN]));
    say(WORLDLY, ADMIN, '/follow free');
    await reply(WORLDLY, 'Following free');
    say(WORLDLY, MEMBER, `/language ${PSEUDO_LOCALE}`);
    expect((await reply(WORLDLY, 'Only the group')).text).toContain('administrators');
    say(WORLDLY, ADMIN, `/language ${PSEUDO_LOCALE}`);
    expect((await reply(WORLDLY, pseudoText('This chat'))).text).toBe(pseudoText("This chat's language is now Éñglísh."));
    list.splice(0, list.length, listItem('76', '1', '0.00', '6.99'));
    await pass();
    const [post] = h.api.chatMessages(WORLDLY).filter((m) => m.text?.includes('Game 76'));
    // The test locale's words, and its money: the amount before the currency, after a right-to-left mark.
    expect(post.text).toContain('<b>FRÉÉ</b> <s>\u200f6.99\u00a0US$</s>');
    expect(post.text).toContain('>Gét ít át Steam</a>');
    // Another group's post of the same deal stays English.
    const [english] = h.api.chatMessages(GROUP).filter((m) => m.text?.includes('Game 76'));
    expect(english?.text ?? '').not.toContain('Gét ít');
  });

  it('/language de in a group switches its deal posts to German, in the words and money of the shipped catalogue', async () => {
    const de = (await loadCatalogue()).translator('de');
    const GERMAN = -1007;
    h.api.admins.set(GERMAN, new Set([ADMIN]));
    say(GERMAN, ADMIN, '/follow free');
    await reply(GERMAN, 'Following free');
    say(GERMAN, ADMIN, '/language de');
    const confirmation = de.t('language-set-chat', { language: de.t('language-name') });
    expect((await reply(GERMAN, confirmation.slice(0, 12))).text).toBe(confirmation);
    list.splice(0, list.length, listItem('77', '1', '0.00', '6.99'));
    await pass();
    const [post] = h.api.chatMessages(GERMAN).filter((m) => m.text?.includes('Game 77'));
    expect(post.text).toContain(`<b>${de.t('price-free')}</b>`);
    // German money: the amount first, a decimal comma, the sign after it ("6,99 $").
    expect(post.text).toContain(de.money(6.99, 'USD'));
    expect(de.money(6.99, 'USD')).toMatch(/^6,99\s\$$/);
    expect(post.text).toContain(`>${de.t('deal-get-it', { shop: 'Steam' })}</a>`);
  });
});

describe('Discord channels', () => {
  let h: DiscordHarness;
  const MANAGE_CHANNELS = String(1 << 4);
  beforeAll(async () => {
    h = await startDiscord({ env: env() });
  });
  afterAll(() => h?.close());

  it('registers /follow and /unfollow for Manage Channels by default, and refuses a member without it', async () => {
    const { allSlashCommands } = await import('../../src/bots/discord/slash-commands.js');
    const follow = allSlashCommands().find((c) => c.name === 'follow')!;
    expect(follow.default_member_permissions).toBe(MANAGE_CHANNELS);
    const p = slashCommand(h.as('2001'), 'follow', [{ name: 'filter', type: 3, value: 'free' }]);
    h.fake.dispatchInteraction(p);
    const answer = await h.fake.waitFor((c) => c.path.includes(p.token) && JSON.stringify(c.body ?? {}).includes('administrators'), 10_000);
    expect(answer.status).toBeLessThan(300);
  });

  it('posts a new free game mentioning only the followed role, and edits it once when it ends', async () => {
    const p = slashCommand(h.as('2002', { permissions: MANAGE_CHANNELS }), 'follow', [
      { name: 'filter', type: 3, value: 'free' },
      { name: 'role', type: 3, value: '<@&880000000000000001>' },
    ]);
    h.fake.dispatchInteraction(p);
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 10_000);
    expect(String(edit.body?.content)).toContain('Following free');

    list.splice(0, list.length, listItem('80', '25', '0.00', '29.99'));
    games.splice(0, games.length);
    await h.app.services.deals.poll();
    await h.app.services.deals.deliver();
    await h.app.services.deals.deliver();
    const posted = (h.fake.channelMessages.get(CHANNEL_ID) ?? []).filter((m) => JSON.stringify(m.embeds).includes('Game 80'));
    expect(posted).toHaveLength(1);
    expect(posted[0].content).toBe('<@&880000000000000001>');
    expect(posted[0].allowed_mentions).toEqual({ parse: [], roles: ['880000000000000001'] });
    expect(posted[0].embeds[0]).toMatchObject({ title: '🎁 Game 80', url: 'https://www.cheapshark.com/redirect?dealID=deal80s25%3D' });

    list.splice(0, list.length);
    games.splice(0, games.length, gameAt('80', '25', '29.99', '29.99'));
    await h.app.services.deals.poll();
    await h.app.services.deals.deliver();
    await h.app.services.deals.deliver();
    const edits = h.fake.calls.filter((c) => c.method === 'PATCH' && c.path === `/channels/${CHANNEL_ID}/messages/${posted[0].id}`);
    expect(edits).toHaveLength(1);
    expect(String(posted[0].embeds[0].title)).toBe('⛔ Ended: Game 80');
  });
});
