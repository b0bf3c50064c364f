import { describe, expect, it } from 'vitest';
import { BundlePosts } from '../../../src/core/bundles/bundle-posts.js';
import { BundleService, BUNDLE_KEPT_MS } from '../../../src/core/bundles/bundle.service.js';
import type { BundleMessenger, BundleSource } from '../../../src/core/bundles/bundle.ports.js';
import type { Bundle, ListedBundle } from '../../../src/core/bundles/bundle.types.js';
import { bundleStoreKey } from '../../../src/core/bundles/bundle-tracker.js';
import { followKey } from '../../../src/core/deals/follow-key.js';
import type { Follow } from '../../../src/core/deals/deal.types.js';
import { SourceFailure } from '../../../src/core/prices/source-failure.js';
import { LowBundleStore } from '../../../src/storage/bundles.js';
import { LowDealPostStore, LowFollowStore } from '../../../src/storage/deals.js';
import { JumpingClock } from '../../helpers/clock.js';

const H = 3_600_000;
const D = 24 * H;

class TestSource implements BundleSource {
  readonly name = 'itad';
  items: ListedBundle[] = [];
  fail = false;
  list(): Promise<{ items: ListedBundle[]; skipped: number }> {
    if (this.fail) return Promise.reject(new SourceFailure('isthereanydeal', 'malformed', 'malformed bundle list'));
    return Promise.resolve({ items: this.items.map((i) => ({ ...i })), skipped: 0 });
  }
}

/** A platform that records what it was asked to post; `dead` chats refuse for good. */
class TestMessenger implements BundleMessenger {
  readonly sent: Array<{ chat: string; title: string }> = [];
  readonly dead = new Set<string>();
  perSecond = 30;
  chatGapMs = 0;
  post(follow: Follow, bundle: Bundle): Promise<string> {
    if (this.dead.has(follow.chatKey)) return Promise.reject(new Error('chat gone'));
    this.sent.push({ chat: follow.chatKey, title: bundle.title });
    return Promise.resolve(String(this.sent.length));
  }
  isDeadChat(err: unknown): boolean {
    return err instanceof Error && err.message === 'chat gone';
  }
}

/** The wall clock plus jumps: the send pacer waits real milliseconds between sends, so the clock must move. */
function setup() {
  const clock = new JumpingClock();
  const source = new TestSource();
  const store = new LowBundleStore();
  const follows = new LowFollowStore();
  const posts = new LowDealPostStore();
  const gone: string[] = [];
  const service = new BundleService({
    store,
    sources: [source],
    clock,
    intervalMs: 30 * 60_000,
    posts: new BundlePosts({
      store,
      follows,
      posts,
      clock,
      holder: 'test',
      leaseMs: 60_000,
      deliverMs: 60_000,
      newsMs: D,
      onChatGone: async (key) => void gone.push(key),
    }),
  });
  const telegram = new TestMessenger();
  const discord = new TestMessenger();
  service.attach('telegram', telegram);
  service.attach('discord', discord);
  const follow = async (id: string, platform: 'telegram' | 'discord', store: string | null = null): Promise<Follow> => {
    const f: Follow = {
      id,
      platform,
      chatKey: platform === 'telegram' ? `telegram:-${id}` : `discord:${id}`,
      chat:
        platform === 'telegram'
          ? { platform, chatId: -Number(id), userId: '1', replyTo: null }
          : { platform, userId: '1', channelId: id, guildId: '9', token: '', issuedAt: clock.now(), sizeLimit: 8_000_000 },
      createdBy: '1',
      filter: { free: false, under: null, minCut: null, store: null, region: 'us', currency: null, ignoredStores: [] },
      bundles: { store },
      roleId: null,
      createdAt: clock.now(),
      disabledAt: null,
    };
    await follows.put(f);
    return f;
  };
  const bundle = (id: number, o: Partial<ListedBundle> = {}): ListedBundle => ({
    sourceId: String(id),
    store: 'Humble Bundle',
    title: `Bundle ${id}`,
    price: { amount: 12, currency: 'USD' },
    games: 7,
    startsAt: clock.now() - H,
    endsAt: clock.now() + 14 * D,
    url: `https://www.humblebundle.com/games/b${id}`,
    ...o,
  });
  const pass = async () => {
    await service.poll();
    await service.deliver();
  };
  return { clock, source, store, service, telegram, discord, follow, bundle, pass, gone };
}

describe('BundleService', () => {
  it('a new bundle is posted once in each following chat; seen again, it is never posted a second time', async () => {
    const { clock, source, telegram, discord, follow, bundle, pass } = setup();
    await follow('101', 'telegram');
    await follow('202', 'discord');
    clock.jump(2 * H);
    source.items = [bundle(1)];
    await pass();
    expect(telegram.sent).toEqual([{ chat: 'telegram:-101', title: 'Bundle 1' }]);
    expect(discord.sent).toEqual([{ chat: 'discord:202', title: 'Bundle 1' }]);
    clock.jump(H);
    source.items = [bundle(1, { title: 'Bundle 1 (more games added)', endsAt: clock.now() + 20 * D }), bundle(2)];
    await pass();
    await pass();
    expect(telegram.sent.map((s) => s.title)).toEqual(['Bundle 1', 'Bundle 2']);
    expect(discord.sent.map((s) => s.title)).toEqual(['Bundle 1', 'Bundle 2']);
  });

  it('a bundle off the list and back is still known; one on sale before the follow was made is not news to it', async () => {
    const { clock, source, telegram, follow, bundle, pass } = setup();
    source.items = [bundle(1)];
    await pass();
    clock.jump(H);
    await follow('101', 'telegram');
    clock.jump(H);
    source.items = [];
    await pass();
    source.items = [bundle(1), bundle(3, { startsAt: clock.now() - 3 * H })];
    await pass();
    // Bundle 3 is first seen now but went on sale before the follow: not new to this chat.
    expect(telegram.sent).toEqual([]);
    source.items = [bundle(1), bundle(4)];
    await pass();
    expect(telegram.sent.map((s) => s.title)).toEqual(['Bundle 4']);
  });

  it('an ended bundle, one not on sale yet, or one first seen over a day ago is never posted', async () => {
    const { clock, source, telegram, service, follow, bundle, pass } = setup();
    await follow('101', 'telegram');
    clock.jump(H);
    source.items = [bundle(1, { endsAt: clock.now() - 1 }), bundle(2, { startsAt: clock.now() + H })];
    await pass();
    expect(telegram.sent).toEqual([]);
    // The follow's platform had no messenger for a day: the bundle seen then is stale news.
    service.attach('telegram', null);
    source.items = [bundle(5)];
    await service.poll();
    clock.jump(D + 1);
    service.attach('telegram', telegram);
    await service.deliver();
    expect(telegram.sent).toEqual([]);
    // Bundle 2 went on sale in the meantime: seen now, so it is news now.
    source.items = [bundle(2, { startsAt: clock.now() - 1 })];
    await pass();
    expect(telegram.sent.map((s) => s.title)).toEqual(['Bundle 2']);
  });

  it('a store filter takes only that site’s bundles, as users write its name', async () => {
    const { clock, source, telegram, follow, bundle, pass } = setup();
    await follow('101', 'telegram', bundleStoreKey('fanatical'));
    clock.jump(H);
    source.items = [bundle(1), bundle(2, { store: 'Fanatical' })];
    await pass();
    expect(telegram.sent.map((s) => s.title)).toEqual(['Bundle 2']);
  });

  it('a failing list changes nothing; a chat that refuses for good is reported once', async () => {
    const { clock, source, telegram, follow, bundle, pass, gone } = setup();
    await follow('101', 'telegram');
    await follow('102', 'telegram');
    clock.jump(H);
    source.fail = true;
    await pass();
    expect(telegram.sent).toEqual([]);
    source.fail = false;
    telegram.dead.add('telegram:-102');
    source.items = [bundle(1), bundle(2)];
    await pass();
    expect(telegram.sent).toEqual([
      { chat: 'telegram:-101', title: 'Bundle 1' },
      { chat: 'telegram:-101', title: 'Bundle 2' },
    ]);
    expect(gone).toEqual(['telegram:-102']);
  });

  it('forgets bundles not listed for the kept time', async () => {
    const { clock, source, store, bundle, pass } = setup();
    source.items = [bundle(1, { endsAt: null })];
    await pass();
    source.items = [];
    clock.jump(BUNDLE_KEPT_MS + 1);
    await pass();
    expect(await store.list(0)).toEqual([]);
  });

  it('a follow of bundles is one follow per chat and store, apart from deal and giveaway follows', () => {
    const filter = { free: true, under: null, minCut: null, store: null, region: 'us', currency: null, ignoredStores: [] };
    expect(followKey({ filter, bundles: { store: null } })).toBe('bundles:all');
    expect(followKey({ filter, bundles: { store: 'fanatical' } })).toBe('bundles:store=fanatical');
    expect(followKey({ filter, giveaways: { store: null, kinds: [], gamesOnly: false } })).not.toBe(followKey({ filter, bundles: { store: null } }));
  });
});
