import type { ChatPlatform } from '../chat/chat-target.js';
import type { Clock } from '../clock.ports.js';
import type { DealPostStore, FollowStore } from '../deals/deal.ports.js';
import type { DealPost, Follow } from '../deals/deal.types.js';
import { PlatformPasses, type AttachedMessenger } from '../deals/platform-passes.js';
import { sendPosts } from '../deals/post-sender.js';
import { alwaysRun } from '../period-gate.js';
import type { PeriodGate } from '../period-gate.ports.js';
import { matchesGiveaway } from './giveaway-filter.js';
import type { GiveawayMessenger, GiveawayStore } from './giveaway.ports.js';
import type { Giveaway } from './giveaway.types.js';

type Log = (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;

export interface GiveawayPostsOptions {
  store: GiveawayStore;
  /** The chats' follows (the deal follow store: a giveaway follow is one with `giveaways` set). */
  follows: FollowStore;
  /**
   * The deal post store: a giveaway's post is keyed by its id (`gw…`, never a deal's), so the one conditional claim
   * makes each post and each edit happen once across processes here too.
   */
  posts: DealPostStore;
  clock: Clock;
  gate?: PeriodGate;
  holder: string;
  leaseMs: number;
  /** How often a posting pass runs (60 s); one process per platform takes each pass. */
  deliverMs: number;
  /** Ended giveaways stay editable this long. */
  keptMs: number;
  /** A chat refused a post for good (the root disables its follows and drops its posts). */
  onChatGone?: (chatKey: string, reason: string) => Promise<void>;
  log?: Log;
}

/**
 * Giveaway posts in following chats: each new open giveaway matching a follow is posted once per chat, and the
 * post is edited (through the same claim) when the giveaway changes: its end date moves, or it ends.
 */
export class GiveawayPosts {
  readonly #o: GiveawayPostsOptions;
  readonly #platforms: PlatformPasses<GiveawayMessenger>;

  constructor(opts: GiveawayPostsOptions) {
    this.#o = opts;
    this.#platforms = new PlatformPasses(opts.clock, (platform, attached) => this.#deliver(platform, attached));
  }

  attach(platform: ChatPlatform, messenger: GiveawayMessenger | null): void {
    this.#platforms.attach(platform, messenger);
  }

  /** Posts and edits what the attached platforms owe; overlapping calls per platform share one pass. */
  async deliver(): Promise<void> {
    await this.#platforms.run();
  }

  /** Forgets the posts of giveaways no longer tracked. */
  forget(ids: readonly string[]): Promise<void> {
    return ids.length > 0 ? this.#o.posts.forgetDeals(ids) : Promise.resolve();
  }

  async #deliver(platform: ChatPlatform, attached: AttachedMessenger<GiveawayMessenger>): Promise<void> {
    const { store, follows, posts, clock, gate = alwaysRun, deliverMs, keptMs } = this.#o;
    if (!(await gate(`giveaways-deliver:${platform}`, deliverMs))) return;
    const now = clock.now();
    const stopAt = now + deliverMs * 0.8;
    const all = await follows.list();
    const mine = all.filter((f) => f.platform === platform && f.disabledAt === null && f.giveaways !== undefined);
    if (mine.length === 0) return;
    const recent = await store.list(now - keptMs);
    const shown = new Map((await posts.ofDeals(recent.map((g) => g.id))).map((p) => [`${p.dealId}\n${p.chatKey}`, p]));
    const byId = new Map(all.map((f) => [f.id, f]));
    const work: Array<{ item: Giveaway; follow: Follow }> = [];
    const planned = new Set<string>();
    for (const giveaway of recent) {
      for (const follow of mine) {
        const key = `${giveaway.id}\n${follow.chatKey}`;
        if (planned.has(key)) continue;
        const post = shown.get(key);
        if (post?.state === 'dropped') continue;
        if (post && post.messageId !== null) {
          planned.add(key);
          if (post.shownVersion < giveaway.version) {
            const by = byId.get(post.followId);
            work.push({ item: giveaway, follow: by && by.disabledAt === null ? by : follow });
          }
          continue;
        }
        // Only what is still open is posted: a giveaway that ended before its first post never is.
        const open = giveaway.endedAt === null && (giveaway.endsAt === null || giveaway.endsAt > now);
        if (open && giveaway.firstSeenAt >= follow.createdAt && matchesGiveaway(giveaway, follow.giveaways!)) {
          planned.add(key);
          work.push({ item: giveaway, follow });
        }
      }
    }
    const { holder, leaseMs, log } = this.#o;
    await sendPosts(work, stopAt, {
      posts,
      clock,
      holder,
      leaseMs,
      pacer: attached.pacer,
      perSecond: attached.messenger.perSecond,
      show: (post, giveaway, follow) => this.#show(attached.messenger, post, giveaway, follow),
      isDeadChat: (err) => attached.messenger.isDeadChat(err),
      chatGone: async (key, reason) => this.#o.onChatGone?.(key, reason),
      failed: (giveaway, follow, err) => log?.('warn', 'giveaway post failed; tried again next pass', { giveaway: giveaway.id, chat: follow.chatKey, err: String(err) }),
    });
  }

  #show(messenger: GiveawayMessenger, post: DealPost, giveaway: Giveaway, follow: Follow): Promise<string> {
    const now = this.#o.clock.now();
    if (post.messageId === null) return messenger.post(follow, giveaway, now, follow.roleId);
    return messenger.edit(follow, post.messageId, giveaway, now).then(() => post.messageId!);
  }
}
