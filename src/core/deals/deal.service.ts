import { randomInt } from 'node:crypto';
import { PollLoop, withTimeout } from '../poll-loop.js';
import type { ChatCaller, ChatPlatform } from '../chat/chat.types.js';
import { chatKey } from '../chat/chat-target.js';
import type { Clock } from '../clock.ports.js';
import { AppError } from '../errors.js';
import { alwaysRun } from '../period-gate.js';
import type { PeriodGate } from '../period-gate.ports.js';
import { SourceFailure } from '../prices/source-failure.js';
import { isSelective, matches, queryKey, queryOf } from './deal-filter.js';
import { followKey, followsDeals } from './follow-key.js';
import type { BundleFilter } from '../bundles/bundle.types.js';
import type { GiveawayFilter } from '../giveaways/giveaway.types.js';
import { mergeRound, settleMissing } from './deal-tracker.js';
import type { DealListSource, DealMessenger, DealPostStore, DealStore, FollowStore, ListedDeal } from './deal.ports.js';
import type { Deal, DealFilter, DealPost, DealQuery, Follow } from './deal.types.js';
import { SendPacer } from './send-pacer.js';
import { sendPosts } from './post-sender.js';

type Log = (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;

export interface DealServiceOptions {
  deals: DealStore;
  follows: FollowStore;
  posts: DealPostStore;
  sources: readonly DealListSource[];
  clock: Clock;
  /** One poll per fleet per period (each process still posts for the bots it runs). */
  gate?: PeriodGate;
  /** Names this process in post claims. */
  holder: string;
  /** How long a claimed post is this process's before another may send it (a crash mid-send). */
  leaseMs: number;
  /** DEALS_INTERVAL_MIN in ms. */
  intervalMs: number;
  /**
   * How often a posting pass runs (60 s). Per platform one process of a fleet takes each pass (the gate) and stops
   * taking new posts before the period ends, so the platform's global rate holds for the fleet, not per process.
   */
  deliverMs?: number;
  /** How long after start the first poll runs, so lists and feeds are filled within a minute of a start (20 s). */
  firstPollMs?: number;
  defaultRegion: string;
  /** Distinct list queries polled a period, so many odd filters cannot multiply the requests (20). */
  maxQueries?: number;
  /** Direct lookups a source may spend a period confirming ends (25: one batched CheapShark request). */
  checkBudget?: number;
  timeoutMs?: number;
  maxFollowsPerChat?: number;
  /** Told once when a chat refused a post for good (its follows are disabled here; the root drops the rest). */
  onChatGone?: (chatKey: string, reason: string) => Promise<void>;
  /** Every deal that appeared or ended (webhooks). */
  onChange?: (event: DealEvent) => void;
  log?: Log;
}

export interface DealEvent {
  type: 'deal.new' | 'deal.ended';
  deal: Deal;
}

/** Queries polled every period whoever follows what: the feeds and `/deals` read them. */
const BASE_FILTERS: ReadonlyArray<Pick<DealQuery, 'kind' | 'upper'>> = [
  { kind: 'free', upper: 0 },
  { kind: 'cut', upper: null },
];
/** Ended deals stay readable (feeds show them as ended, posts are edited) this long. */
export const ENDED_KEPT_MS = 7 * 86_400_000;
const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface DealsPage {
  deals: Deal[];
  page: number;
  pages: number;
  filter: DealFilter;
}

/**
 * Deal announcements. `poll` (once per fleet per interval) reads one page of each source's deals list per
 * distinct filter class and tracks what it finds; `deliver` posts each new matching deal once in each following
 * chat and edits the post when the deal ends or its price changes, through claims on the post store so two
 * processes never send the same post or edit.
 */
export class DealService {
  readonly #o: DealServiceOptions;
  readonly #messengers = new Map<ChatPlatform, { messenger: DealMessenger; pacer: SendPacer }>();
  readonly #loop = new PollLoop();
  #polling: Promise<void> | null = null;
  #delivering = new Map<ChatPlatform, Promise<void>>();

  constructor(opts: DealServiceOptions) {
    this.#o = opts;
  }

  get defaultRegion(): string {
    return this.#o.defaultRegion;
  }

  /**
   * Follows a filter in the caller's chat. `mayManage` says whether the caller may change the chat's follows
   * (the bots ask their platform: Discord's Manage Channels, Telegram's group administrators).
   * Throws forbidden, invalid_params, limit_reached.
   */
  async follow(
    caller: ChatCaller,
    filter: DealFilter,
    opts: { roleId?: string | null; mayManage: boolean; giveaways?: GiveawayFilter; bundles?: BundleFilter },
  ): Promise<Follow> {
    if (!opts.mayManage) throw new AppError('forbidden', 'Only the chat’s administrators can change what it follows.');
    if (!opts.giveaways && !opts.bundles && !isSelective(filter)) throw new AppError('invalid_params', 'filter: say free, under <price> or cut>=<percent>', { field: 'filter' });
    const key = chatKey(caller.chat);
    const mine = await this.#o.follows.list(key);
    const max = this.#o.maxFollowsPerChat ?? 10;
    if (mine.filter((f) => f.disabledAt === null).length >= max) {
      throw new AppError('limit_reached', `This chat already follows ${max} filters; remove one with /unfollow first.`);
    }
    const wanted = followKey({ filter, giveaways: opts.giveaways, bundles: opts.bundles });
    const same = mine.find((f) => followKey(f) === wanted && f.disabledAt === null);
    const follow: Follow = {
      id: same?.id ?? (await this.#newId(mine)),
      platform: caller.platform,
      chatKey: key,
      // Posts go to the chat, never as an answer to this member's command.
      chat: caller.chat.platform === 'telegram' ? { ...caller.chat, replyTo: null } : { ...caller.chat, token: '' },
      createdBy: caller.userId,
      filter,
      ...(opts.giveaways ? { giveaways: opts.giveaways } : {}),
      ...(opts.bundles ? { bundles: opts.bundles } : {}),
      roleId: opts.roleId ?? null,
      createdAt: same?.createdAt ?? this.#o.clock.now(),
      disabledAt: null,
    };
    await this.#o.follows.put(follow);
    return follow;
  }

  following(key: string): Promise<Follow[]> {
    return this.#o.follows.list(key).then((all) => all.filter((f) => f.disabledAt === null));
  }

  /** Removes one follow of the chat (or `all`); answers what was removed. Throws forbidden. */
  async unfollow(key: string, which: string, mayManage: boolean): Promise<Follow[]> {
    if (!mayManage) throw new AppError('forbidden', 'Only the chat’s administrators can change what it follows.');
    const id = which.trim().toLowerCase();
    const removed = (await this.#o.follows.list(key)).filter((f) => id === 'all' || f.id === id);
    if (removed.length > 0) await this.#o.follows.delete(removed.map((f) => f.id));
    return removed;
  }

  /** The current deals matching a filter, biggest cut first (free first), `perPage` a page. */
  async current(filter: DealFilter, page = 1, perPage = 5): Promise<DealsPage> {
    const now = this.#o.clock.now();
    const all = (await this.#o.deals.list(now)).filter((d) => matches(d, filter));
    all.sort((a, b) => a.price - b.price || b.cut - a.cut || b.firstSeenAt - a.firstSeenAt);
    const pages = Math.max(1, Math.ceil(all.length / perPage));
    const at = Math.min(Math.max(1, Math.floor(page)), pages);
    return { deals: all.slice((at - 1) * perPage, at * perPage), page: at, pages, filter };
  }

  /** The feed's deals: matching ones, those ended within a week included (as ended), most recently changed first. */
  async feed(filter: DealFilter, limit = 50): Promise<Deal[]> {
    const since = this.#o.clock.now() - ENDED_KEPT_MS;
    const all = (await this.#o.deals.list(since)).filter((d) => matches({ ...d, endedAt: null }, filter));
    return all.sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id)).slice(0, limit);
  }

  /** A bot offers its platform's posts; null takes them back. */
  attach(platform: ChatPlatform, messenger: DealMessenger | null): void {
    if (messenger) this.#messengers.set(platform, { messenger, pacer: new SendPacer(this.#o.clock, messenger.perSecond, messenger.chatGapMs) });
    else this.#messengers.delete(platform);
  }

  /**
   * Polls (when this process has the period's turn) and posts every `intervalMs`; posts every `deliverMs` too, so
   * a bots process sends what another process of the fleet polled, and a refused post is tried again. Idempotent.
   */
  start(): void {
    this.#loop.start({
      // After the giveaway poll's first turn, so the two first polls do not hit the network together.
      firstMs: this.#o.firstPollMs ?? 20_000,
      intervalMs: this.#o.intervalMs,
      deliverMs: this.#deliverMs,
      poll: () => this.poll(),
      deliver: () => this.deliver(),
      fail: (err) => this.#o.log?.('error', 'deal pass failed', { err }),
    });
  }

  stop(): void {
    this.#loop.stop();
  }

  /** One poll when this process has the period's turn (`gate`); overlapping calls share one. */
  poll(): Promise<void> {
    this.#polling ??= this.#poll().finally(() => (this.#polling = null));
    return this.#polling;
  }

  async #poll(): Promise<void> {
    const { gate = alwaysRun, intervalMs } = this.#o;
    if (!(await gate('deals-poll', intervalMs))) return;
    const { deals, sources, clock, log } = this.#o;
    const queries = await this.#queries();
    const listed = new Map<string, ListedDeal[]>();
    // A source that answered "slow down" is asked nothing more this period (CheapShark blocks clients that insist).
    const resting = new Set<string>();
    for (const query of queries) {
      for (const source of sources) {
        if (!source.serves(query) || resting.has(source.name)) continue;
        try {
          const found = await withTimeout(this.#o.timeoutMs ?? 10_000, (signal) => source.list(query, signal));
          const key = `${source.name}|${queryKey(query)}`;
          listed.set(key, found.map((d) => ({ ...d })));
        } catch (err) {
          if (err instanceof SourceFailure && err.kind === 'rate_limited') resting.add(source.name);
          // A failed list finds nothing missing: its deals stay as they are until a list answers again.
          log?.('warn', 'deal list failed', { source: source.name, query: queryKey(query), err: String(err) });
        }
      }
    }
    const now = clock.now();
    const active = (await deals.list(now)).filter((d) => d.endedAt === null);
    const round = mergeRound(active, listed, now, (key) => `${key.split(':', 1)[0]}-${now.toString(36)}-${hash(key)}`);
    const ended: Deal[] = [];
    const budget = this.#o.checkBudget ?? 25;
    for (const source of sources) {
      // Longest unseen first, so a budget that cannot cover every missing deal still gets round to each.
      if (resting.has(source.name)) continue;
      const mine = round.missing.filter((d) => d.source === source.name).sort((a, b) => a.seenAt - b.seenAt).slice(0, budget);
      if (mine.length === 0) continue;
      try {
        const checks = await withTimeout(this.#o.timeoutMs ?? 10_000, (signal) => source.check(mine, signal));
        for (const deal of mine) {
          const settled = settleMissing(deal, checks.get(deal.id), now);
          if (settled) (settled.endedAt !== null ? ended : round.changed).push(settled);
        }
      } catch (err) {
        log?.('warn', 'deal lookup failed', { source: source.name, err: String(err) });
      }
    }
    await deals.put([...round.changed, ...ended]);
    await this.#o.posts.forgetDeals(await deals.prune(now - ENDED_KEPT_MS));
    const byId = new Map(round.changed.map((d) => [d.id, d]));
    for (const id of round.fresh) this.#o.onChange?.({ type: 'deal.new', deal: byId.get(id)! });
    for (const deal of ended) this.#o.onChange?.({ type: 'deal.ended', deal });
    if (round.fresh.length || ended.length) log?.('info', 'deals polled', { queries: listed.size, new: round.fresh.length, ended: ended.length });
  }

  /** The list queries of every enabled follow (and the base ones), at most `maxQueries`, most followed first. */
  async #queries(): Promise<DealQuery[]> {
    const count = new Map<string, { query: DealQuery; n: number }>();
    const add = (query: DealQuery, n: number) => {
      const key = queryKey(query);
      const entry = count.get(key);
      if (entry) entry.n += n;
      else count.set(key, { query, n });
    };
    for (const base of BASE_FILTERS) add({ ...base, store: null, region: this.#o.defaultRegion }, 0);
    for (const f of await this.#o.follows.list()) if (f.disabledAt === null && followsDeals(f)) add(queryOf(f.filter), 1);
    return [...count.values()]
      .sort((a, b) => b.n - a.n)
      .slice(0, this.#o.maxQueries ?? 20)
      .map((e) => e.query);
  }

  /** Posts and edits what the attached platforms owe; overlapping calls per platform share one pass. */
  async deliver(): Promise<void> {
    await Promise.all(
      [...this.#messengers.keys()].map((platform) => {
        let pass = this.#delivering.get(platform);
        if (!pass) {
          pass = this.#deliver(platform).finally(() => this.#delivering.delete(platform));
          this.#delivering.set(platform, pass);
        }
        return pass;
      }),
    );
  }

  get #deliverMs(): number {
    return Math.max(1000, this.#o.deliverMs ?? 60_000);
  }

  async #deliver(platform: ChatPlatform): Promise<void> {
    const attached = this.#messengers.get(platform);
    if (!attached) return;
    const { deals, follows, posts, clock, gate = alwaysRun } = this.#o;
    if (!(await gate(`deals-deliver:${platform}`, this.#deliverMs))) return;
    const now = clock.now();
    // What is left when the turn is nearly over waits for the next pass (of whichever process takes it).
    const stopAt = now + this.#deliverMs * 0.8;
    const all = await follows.list();
    const mine = all.filter((f) => f.platform === platform && f.disabledAt === null && followsDeals(f));
    if (mine.length === 0) return;
    const recent = await deals.list(now - ENDED_KEPT_MS);
    const shown = new Map((await posts.ofDeals(recent.map((d) => d.id))).map((p) => [`${p.dealId}\n${p.chatKey}`, p]));
    const followById = new Map(all.map((f) => [f.id, f]));
    const work: Array<{ item: Deal; follow: Follow }> = [];
    const planned = new Set<string>();
    for (const deal of recent) {
      for (const follow of mine) {
        const key = `${deal.id}\n${follow.chatKey}`;
        if (planned.has(key)) continue;
        const post = shown.get(key);
        if (post) {
          planned.add(key);
          if (post.state !== 'dropped' && post.shownVersion < deal.version) {
            // Edited through the follow that posted it while it exists, else any follow of the chat.
            const by = followById.get(post.followId);
            work.push({ item: deal, follow: by && by.disabledAt === null ? by : follow });
          }
          continue;
        }
        if (deal.endedAt === null && deal.firstSeenAt >= follow.createdAt && matches(deal, follow.filter)) {
          planned.add(key);
          work.push({ item: deal, follow });
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
      show: (post, deal, follow) => this.#show(attached.messenger, post, deal, follow),
      isDeadChat: (err) => attached.messenger.isDeadChat(err),
      chatGone: (key, reason) => this.chatGone(key, reason),
      failed: (deal, follow, err) => log?.('warn', 'deal post failed; tried again next pass', { deal: deal.id, chat: follow.chatKey, err: String(err) }),
    });
  }

  #show(messenger: DealMessenger, post: DealPost, deal: Deal, follow: Follow): Promise<string> {
    if (post.messageId === null) return messenger.post(follow, { deal, roleId: follow.roleId });
    return messenger.edit(follow, post.messageId, { deal, roleId: null }).then(() => post.messageId!);
  }

  /** The chat refused for good: its follows are disabled and its posts dropped, once. */
  async chatGone(key: string, reason: string): Promise<void> {
    const now = this.#o.clock.now();
    const [disabled] = await Promise.all([this.#o.follows.disableChat(key, now), this.#o.posts.dropChat(key)]);
    if (disabled > 0) {
      this.#o.log?.('warn', 'chat gone: its deal follows are disabled', { chat: key, reason, disabled });
      await this.#o.onChatGone?.(key, reason);
    }
  }

  async #newId(taken: readonly Follow[]): Promise<string> {
    const all = new Set((await this.#o.follows.list()).map((f) => f.id).concat(taken.map((f) => f.id)));
    for (;;) {
      let id = '';
      for (let i = 0; i < 6; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
      if (!all.has(id)) return id;
    }
  }
}

/** A short stable digest of a deal's natural key (ids stay short in URLs and feeds). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
