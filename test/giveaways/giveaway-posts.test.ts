import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JumpingClock } from '../helpers/clock.js';
import { startHarness as startTelegram, type Harness as TelegramHarness } from '../bots/telegram/harness.js';
import { startHarness as startDiscord, CHANNEL_ID, GUILD_ID, isOriginalEdit, type Harness as DiscordHarness } from '../bots/discord/harness.js';
import { slashCommand } from '../bots/discord/fake/interactions.js';
import { epicElement, gamerPowerItem, itadBundle, itadGiveaway, startGiveawayWorld, type GiveawayWorld } from './fakes.js';

/**
 * Giveaway follows end to end: the real Epic, GamerPower and ITAD clients against their loopback fakes, the real
 * bots on the fake Bot API and the fake Discord. The test runs each poll and posting pass itself
 * (GIVEAWAYS_INTERVAL_MIN=0 keeps the timers off) and moves the app's clock past end dates.
 */
const D = 86_400_000;
const H = 3_600_000;
let world: GiveawayWorld;
beforeAll(async () => {
  world = await startGiveawayWorld();
});
afterAll(() => world?.close());

const env = () => ({ ...world.env, GIVEAWAYS_INTERVAL_MIN: '0', DEALS_INTERVAL_MIN: '0' });
const clear = () => {
  world.epic = [];
  world.gamerpower = [];
  world.itad = [];
  world.bundles = [];
};

describe('Telegram groups following giveaways', () => {
  let h: TelegramHarness;
  const clock = new JumpingClock();
  const GROUP = -1101;
  const ADMIN = 61;
  beforeAll(async () => {
    h = await startTelegram({ env: env(), overrides: { clock } });
    h.api.admins.set(GROUP, new Set([ADMIN]));
  });
  afterAll(() => h?.close());

  const say = (text: string) => h.api.sendUserMessage(ADMIN, text, { chat: { id: GROUP, type: 'supergroup' } });
  const reply = (starts: string) => h.api.waitFor(() => h.api.chatMessages(GROUP).find((m) => m.text?.startsWith(starts)), 10_000, starts);
  const pass = async () => {
    await h.app.services.giveaways.poll();
    await h.app.services.giveaways.deliver();
  };
  const posts = (title: string) => h.api.chatMessages(GROUP).filter((m) => m.text?.includes(title) && !m.text.startsWith('<b>Free to keep'));

  it('a new Epic giveaway listed by three sources is posted once, says "ends in 2 days", and is edited to "ended" after its end', async () => {
    say('/follow giveaways epic');
    const followed = await reply('Following giveaways: epic');
    expect(followed.text).toContain('/unfollow');
    const now = clock.now();
    const ends = now + 2 * D + H;
    world.epic = [epicElement({ title: 'Celeste', slug: 'celeste', startsAt: now - H, endsAt: ends })];
    world.gamerpower = [gamerPowerItem({ id: 77, title: 'Celeste (Epic Games) Giveaway', platforms: 'PC, Epic Games Store', endsAt: ends, worth: '$19.99' })];
    world.itad = [itadGiveaway({ id: 4401, shop: 'Epic Game Store', shopId: 16, title: 'Celeste', endsAt: ends })];
    // A Steam giveaway does not match this follow.
    world.gamerpower.push(gamerPowerItem({ id: 78, title: 'Steam Thing Giveaway', platforms: 'PC, Steam', endsAt: ends }));
    await pass();
    await pass();
    expect(posts('Steam Thing')).toEqual([]);
    const [post, ...more] = posts('Celeste');
    expect(more).toEqual([]);
    expect(post.text).toContain('🎁 <b>Celeste</b>');
    expect(post.text).toContain('<b>FREE</b> to keep at Epic Games Store (game, worth $24.99, ends in 2 days)');
    expect(post.text).toContain('<a href="https://store.epicgames.com/p/celeste">Claim it at Epic Games Store</a>');
    const sent = h.api.callsTo('sendMessage').find((c) => String(c.payload.text).includes('Celeste'))!;
    expect(sent.payload.link_preview_options).toMatchObject({ url: 'https://cdn1.epicgames.com/celeste/wide.jpg' });

    // /giveaways answers the same list, one line each.
    say('/giveaways epic');
    const list = await reply('<b>Free to keep: epic');
    expect(list.text).toContain('<a href="https://store.epicgames.com/p/celeste">Celeste</a> at Epic Games Store (game, worth $24.99, ends in 2 days)');

    clock.jump(2 * D + 2 * H);
    await pass();
    await pass();
    const [ended] = posts('Celeste');
    expect(ended.edits).toHaveLength(1);
    expect(ended.text).toContain('⛔ <s>Celeste</s>');
    expect(ended.text).toContain('Ended');
    expect(ended.text).not.toContain('Claim it');
    clear();
  });

  it('an end date that moves edits the post to the new time; a giveaway over before its first post is never posted', async () => {
    const now = clock.now();
    world.epic = [epicElement({ title: 'Moving Target', slug: 'moving-target', startsAt: now - H, endsAt: now + D + H })];
    await pass();
    expect(posts('Moving Target')[0].text).toContain('ends in 1 day');
    world.epic = [epicElement({ title: 'Moving Target', slug: 'moving-target', startsAt: now - H, endsAt: now + 4 * D + H })];
    await pass();
    const [moved] = posts('Moving Target');
    expect(moved.edits).toHaveLength(1);
    expect(moved.text).toContain('ends in 4 days');

    // Listed, but it ends before the next posting pass: no post at all.
    world.epic.push(epicElement({ title: 'Blink', slug: 'blink', startsAt: now - H, endsAt: now + 10 * 60_000 }));
    await h.app.services.giveaways.poll();
    clock.jump(20 * 60_000);
    await h.app.services.giveaways.deliver();
    await pass();
    expect(posts('Blink')).toEqual([]);
    clear();
  });

  it('a new bundle from IsThereAnyDeal is posted once in a group following bundles; listed again, it is not posted again', async () => {
    const BUNDLES_GROUP = -1103;
    h.api.admins.set(BUNDLES_GROUP, new Set([ADMIN]));
    h.api.sendUserMessage(ADMIN, '/follow bundles', { chat: { id: BUNDLES_GROUP, type: 'supergroup' } });
    const followed = await h.api.waitFor(() => h.api.chatMessages(BUNDLES_GROUP).find((m) => m.text?.includes('bundles: every store')), 10_000, 'bundle follow');
    expect(followed.text).toContain('/unfollow');
    world.bundles = [itadBundle({ id: 7001, title: 'Humble Indie Bundle 99', site: 'Humble Bundle', publish: clock.now(), expiry: clock.now() + 14 * D + H, price: 1 })];
    const bundlePass = async () => {
      await h.app.services.bundles.poll();
      await h.app.services.bundles.deliver();
    };
    await bundlePass();
    await bundlePass();
    const posts = () => h.api.chatMessages(BUNDLES_GROUP).filter((m) => m.text?.includes('Humble Indie Bundle 99'));
    expect(posts()).toHaveLength(1);
    expect(posts()[0].text).toBe(
      ['📦 New bundle at Humble Bundle', '<b>Humble Indie Bundle 99</b>', 'from $1.00, 3 games, ends in 14 days', '<a href="https://itad.link/bundle/7001">Get it at Humble Bundle</a>'].join('\n'),
    );
    clock.jump(H);
    await bundlePass();
    expect(posts()).toHaveLength(1);
    clear();
  });

  it('after /language de a group gets its giveaway posts and /giveaways in German, worth and time left included', async () => {
    const GERMAN = -1102;
    h.api.admins.set(GERMAN, new Set([ADMIN]));
    const sayDe = (text: string) => h.api.sendUserMessage(ADMIN, text, { chat: { id: GERMAN, type: 'supergroup' } });
    const replyDe = (starts: string) => h.api.waitFor(() => h.api.chatMessages(GERMAN).find((m) => m.text?.startsWith(starts)), 10_000, starts);
    sayDe('/language de');
    await h.api.waitFor(() => h.api.chatMessages(GERMAN).length === 1 || undefined, 10_000, 'language reply');
    sayDe('/follow giveaways epic');
    await h.api.waitFor(() => h.api.chatMessages(GERMAN).length === 2 || undefined, 10_000, 'follow reply');
    const now = clock.now();
    world.gamerpower = [gamerPowerItem({ id: 79, title: 'Tunic (Epic Games) Giveaway', platforms: 'PC, Epic Games Store', endsAt: now + 3 * D + H, worth: '$29.99' })];
    await pass();
    const post = await h.api.waitFor(() => h.api.chatMessages(GERMAN).find((m) => m.text?.includes('Tunic')), 10_000, 'German post');
    expect(post.text).toContain('<b>GRATIS</b> zum Behalten bei Epic Games Store (Spiel, Wert 29,99\u00a0$, endet in 3 Tagen)');
    expect(post.text).toContain('>Bei Epic Games Store holen</a>');
    expect(post.text).not.toContain('to keep');

    sayDe('/giveaways epic');
    const list = await replyDe('<b>Gratis zum Behalten: epic');
    expect(list.text).toContain('Tunic</a> bei Epic Games Store (Spiel, Wert 29,99\u00a0$, endet in 3 Tagen)');
    clear();
  });
});

describe('Discord channels following giveaways', () => {
  let h: DiscordHarness;
  const clock = new JumpingClock();
  const MANAGE_CHANNELS = String(1 << 4);
  beforeAll(async () => {
    h = await startDiscord({ env: env(), clock });
  });
  afterAll(() => h?.close());

  it('posts a new Epic giveaway once (mentioning the role) and edits it to ended after its end time', async () => {
    const p = slashCommand(h.as('3002', { permissions: MANAGE_CHANNELS }), 'follow', [
      { name: 'filter', type: 3, value: 'giveaways games' },
      { name: 'role', type: 3, value: '<@&880000000000000002>' },
    ]);
    h.fake.dispatchInteraction(p);
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 10_000);
    expect(String(edit.body?.content)).toContain('Following giveaways: every store games only');

    const now = clock.now();
    world.epic = [epicElement({ title: 'Hollow Drift', slug: 'hollow-drift', startsAt: now - H, endsAt: now + 2 * D + H })];
    world.gamerpower = [gamerPowerItem({ id: 90, title: 'Hollow Drift (Epic Games) Giveaway', platforms: 'PC, Epic Games Store', endsAt: now + 2 * D + H })];
    world.itad = [itadGiveaway({ id: 91, shop: 'Steam', shopId: 61, title: 'Some DLC', endsAt: now + D, type: 'dlc' })];
    const pass = async () => {
      await h.app.services.giveaways.poll();
      await h.app.services.giveaways.deliver();
    };
    await pass();
    await pass();
    const mine = () => (h.fake.channelMessages.get(CHANNEL_ID) ?? []).filter((m) => JSON.stringify(m.embeds).includes('Hollow Drift'));
    expect(mine()).toHaveLength(1);
    expect((h.fake.channelMessages.get(CHANNEL_ID) ?? []).filter((m) => JSON.stringify(m.embeds).includes('Some DLC'))).toEqual([]);
    const [post] = mine();
    expect(post.content).toBe('<@&880000000000000002>');
    expect(post.allowed_mentions).toEqual({ parse: [], roles: ['880000000000000002'] });
    expect(post.embeds[0]).toMatchObject({ title: '🎁 Hollow Drift', url: 'https://store.epicgames.com/p/hollow-drift' });
    expect(JSON.stringify(post.embeds[0].fields)).toContain('ends in 2 days');

    clock.jump(3 * D);
    await pass();
    await pass();
    const edits = h.fake.calls.filter((c) => c.method === 'PATCH' && c.path === `/channels/${CHANNEL_ID}/messages/${post.id}`);
    expect(edits).toHaveLength(1);
    expect(String(mine()[0].embeds[0].title)).toBe('⛔ Ended: Hollow Drift');
    clear();
  });

  it('posts a new bundle from IsThereAnyDeal once in a channel following bundles, and not again when listed again', async () => {
    const p = slashCommand(h.as('3002', { permissions: MANAGE_CHANNELS }), 'follow', [{ name: 'filter', type: 3, value: 'bundles humble bundle' }]);
    h.fake.dispatchInteraction(p);
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 10_000);
    expect(String(edit.body?.content)).toContain('bundles: humblebundle');
    world.bundles = [
      itadBundle({ id: 7101, title: 'Humble Choice Extra', site: 'Humble Bundle', publish: clock.now(), expiry: null, price: 11.99 }),
      itadBundle({ id: 7102, title: 'Fanatical Mystery Pack', site: 'Fanatical', publish: clock.now(), expiry: null, price: 2 }),
    ];
    const pass = async () => {
      await h.app.services.bundles.poll();
      await h.app.services.bundles.deliver();
    };
    await pass();
    const of = (title: string) => (h.fake.channelMessages.get(CHANNEL_ID) ?? []).filter((m) => JSON.stringify(m.embeds).includes(title));
    expect(of('Fanatical Mystery Pack')).toEqual([]);
    expect(of('Humble Choice Extra')).toHaveLength(1);
    expect(of('Humble Choice Extra')[0].embeds[0]).toMatchObject({
      title: '📦 Humble Choice Extra',
      url: 'https://itad.link/bundle/7101',
      author: { name: 'New bundle at Humble Bundle' },
      description: 'from $11.99, 3 games',
    });
    clock.jump(H);
    await pass();
    expect(of('Humble Choice Extra')).toHaveLength(1);
    clear();
  });

  it('/language de with where: channel (Manage Channels only) switches that channel’s giveaway posts to German, whatever language the follow was made in', async () => {
    const CHANNEL = '300000000000000078';
    h.fake.addChannel({ id: CHANNEL, type: 0, guild_id: GUILD_ID, name: 'kanal' });
    const answer = async (user: string, permissions: string | undefined, name: string, options: Parameters<typeof slashCommand>[2]) => {
      const p = slashCommand(h.as(user, { channelId: CHANNEL, ...(permissions ? { permissions } : {}) }), name, options);
      h.fake.dispatchInteraction(p);
      return String((await h.fake.waitFor(isOriginalEdit(p.token), 10_000, `/${name}`)).body?.content);
    };
    const choose = [
      { name: 'code', type: 3, value: 'de' },
      { name: 'where', type: 3, value: 'channel' },
    ];
    expect(await answer('3005', undefined, 'language', choose)).toBe('Only members who can manage this channel can change its language.');
    expect(await answer('3006', MANAGE_CHANNELS, 'language', choose)).toBe('Die Deal- und Gratis-Posts dieses Kanals sind jetzt auf Deutsch.');
    // Made by an English client: the channel's choice still wins for the posts.
    expect(await answer('3006', MANAGE_CHANNELS, 'follow', [{ name: 'filter', type: 3, value: 'giveaways steam' }])).toContain('Following giveaways: steam');
    // Only the channel changed: the member's own replies stay in the member's language.
    expect(await answer('3007', undefined, 'language', [{ name: 'where', type: 3, value: 'channel' }])).toMatch(/^This channel's posts are in Deutsch\.\nAvailable: /);

    const now = clock.now();
    world.gamerpower = [gamerPowerItem({ id: 95, title: 'Channel Tongue Giveaway', platforms: 'PC, Steam', endsAt: now + 2 * D + H })];
    await h.app.services.giveaways.poll();
    await h.app.services.giveaways.deliver();
    const [post, ...more] = (h.fake.channelMessages.get(CHANNEL) ?? []).filter((m) => !m.webhook_id && JSON.stringify(m.embeds).includes('Channel Tongue'));
    expect(more).toEqual([]);
    expect((post.embeds[0].fields as Array<{ value: string }>)[1].value).toBe('Spiel, endet in 2 Tagen');
    clear();
  });

  it('words /giveaways in the locale of the interaction, and posts a giveaway in the language its follow was made in', async () => {
    // A channel of its own: one giveaway is posted once per channel, whichever follow there matched first.
    const GERMAN = '300000000000000077';
    h.fake.addChannel({ id: GERMAN, type: 0, guild_id: GUILD_ID, name: 'allgemein' });
    const follow = {
      ...slashCommand(h.as('3004', { permissions: MANAGE_CHANNELS, channelId: GERMAN }), 'follow', [{ name: 'filter', type: 3, value: 'giveaways epic' }]),
      locale: 'de',
    };
    h.fake.dispatchInteraction(follow);
    await h.fake.waitFor(isOriginalEdit(follow.token), 10_000);

    const now = clock.now();
    world.epic = [epicElement({ title: 'Quiet Moon', slug: 'quiet-moon', startsAt: now - H, endsAt: now + 5 * H + 30 * 60_000 })];
    await h.app.services.giveaways.poll();
    const ask = { ...slashCommand(h.as('3003'), 'giveaways', [{ name: 'filter', type: 3, value: 'epic' }]), locale: 'de' };
    h.fake.dispatchInteraction(ask);
    const answer = await h.fake.waitFor(isOriginalEdit(ask.token), 10_000);
    const embed = (answer.body?.embeds as Array<{ title: string; description: string }>)[0];
    expect(embed.title).toBe('Gratis zum Behalten: epic');
    expect(embed.description).toContain('bei Epic Games Store (Spiel, Wert 24,99\u00a0$, endet in 5 Stunden)');

    await h.app.services.giveaways.deliver();
    // The posts, not the interaction replies (those come through the interaction's webhook). The first test's
    // follow was made in English and posts in English.
    const posted = (channel: string) => (h.fake.channelMessages.get(channel) ?? []).filter((m) => !m.webhook_id && JSON.stringify(m.embeds).includes('Quiet Moon'));
    const [german, ...more] = posted(GERMAN);
    expect(more).toEqual([]);
    expect(german.embeds[0].fields).toEqual([
      { name: 'Store', value: 'Epic Games Store', inline: true },
      { name: 'Status', value: 'Spiel, Wert 24,99\u00a0$, endet in 5 Stunden', inline: true },
    ]);
    expect(german.embeds[0].footer).toMatchObject({ text: 'Endet' });
    expect((posted(CHANNEL_ID)[0].embeds[0].fields as Array<{ value: string }>)[1].value).toBe('game, worth $24.99, ends in 5 hours');
    clear();
  });
});
