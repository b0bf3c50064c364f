import type { ChatPlatform } from '../chat/chat-target.js';
import type { Clock } from '../clock.ports.js';
import type { DealPostStore, FollowStore } from '../deals/deal.ports.js';
import type { Follow } from '../deals/deal.types.js';
import { sendPosts } from '../deals/post-sender.js';
import { PlatformPasses, type AttachedMessenger } from '../deals/platform-passes.js';
import { alwaysRun } from '../period-gate.js';
import type { PeriodGate } from '../period-gate.ports.js';
import { isNewFor, matchesBundle } from './bundle-tracker.js';
import type { BundleMessenger, BundleStore } from './bundle.ports.js';
import type { Bundle } from './bundle.types.js';

type Log = (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;

export interface BundlePostsOptions {
  store: BundleStore;
  /** The chats' follows (the deal follow store: a bundle follow is one with `bundles` set). */
  follows: FollowStore;
  /** The deal post store: a bundle's post is keyed by its `bn…` id, so its one claim makes each post happen once. */
  posts: DealPostStore;
  clock: Clock;
  gate?: PeriodGate;
  holder: string;
  leaseMs: number;
  /** How often a posting pass runs; one process per platform takes each pass. */
  deliverMs: number;
  /** Bundles first seen longer ago than this are no longer news: never posted. */
  newsMs: number;
  onChatGone?: (chatKey: string, reason: string) => Promise<void>;
  log?: Log;
}

/** New bundles in following chats: each new open bundle matching a follow is posted once per chat. */
export class BundlePosts {
  readonly #o: BundlePostsOptions;
  readonly #platforms: PlatformPasses<BundleMessenger>;

  constructor(opts: BundlePostsOptions) {
    this.#o = opts;
    this.#platforms = new PlatformPasses(opts.clock, (platform, attached) => this.#deliver(platform, attached));
  }

  attach(platform: ChatPlatform, messenger: BundleMessenger | null): void {
    this.#platforms.attach(platform, messenger);
  }

  /** Posts what the attached platforms owe; overlapping calls per platform share one pass. */
  async deliver(): Promise<void> {
    await this.#platforms.run();
  }

  forget(ids: readonly string[]): Promise<void> {
    return ids.length > 0 ? this.#o.posts.forgetDeals(ids) : Promise.resolve();
  }

  async #deliver(platform: ChatPlatform, attached: AttachedMessenger<BundleMessenger>): Promise<void> {
    const { store, follows, posts, clock, gate = alwaysRun, deliverMs, newsMs } = this.#o;
    if (!(await gate(`bundles-deliver:${platform}`, deliverMs))) return;
    const now = clock.now();
    const mine = (await follows.list()).filter((f) => f.platform === platform && f.disabledAt === null && f.bundles !== undefined);
    if (mine.length === 0) return;
    const news = (await store.list(now - newsMs)).filter((b) => b.firstSeenAt >= now - newsMs && (b.endsAt === null || b.endsAt > now));
    if (news.length === 0) return;
    const shown = new Set((await posts.ofDeals(news.map((b) => b.id))).map((p) => `${p.dealId}\n${p.chatKey}`));
    const work: Array<{ item: Bundle; follow: Follow }> = [];
    const planned = new Set<string>();
    // Oldest news first, so a chat reads bundles in the order they went on sale.
    const order = (b: Bundle) => b.startsAt ?? b.firstSeenAt;
    news.sort((a, b) => a.firstSeenAt - b.firstSeenAt || order(a) - order(b) || a.title.localeCompare(b.title));
    for (const bundle of news) {
      for (const follow of mine) {
        const key = `${bundle.id}\n${follow.chatKey}`;
        if (planned.has(key) || shown.has(key)) continue;
        if (!isNewFor(bundle, follow.createdAt) || !matchesBundle(bundle, follow.bundles!)) continue;
        planned.add(key);
        work.push({ item: bundle, follow });
      }
    }
    const { holder, leaseMs, log } = this.#o;
    await sendPosts(work, now + deliverMs * 0.8, {
      posts,
      clock,
      holder,
      leaseMs,
      pacer: attached.pacer,
      perSecond: attached.messenger.perSecond,
      // Version 1 forever: a claimed post with a message is already shown, so only first sends reach here.
      show: (post, bundle, follow) => (post.messageId !== null ? Promise.resolve(post.messageId) : attached.messenger.post(follow, bundle, clock.now(), follow.roleId)),
      isDeadChat: (err) => attached.messenger.isDeadChat(err),
      chatGone: async (key, reason) => this.#o.onChatGone?.(key, reason),
      failed: (bundle, follow, err) => log?.('warn', 'bundle post failed; tried again next pass', { bundle: bundle.id, chat: follow.chatKey, err: String(err) }),
    });
  }
}
