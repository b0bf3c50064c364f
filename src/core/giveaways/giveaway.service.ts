import type { Clock } from '../clock.ports.js';
import { PollLoop, withTimeout } from '../poll-loop.js';
import { alwaysRun } from '../period-gate.js';
import type { PeriodGate } from '../period-gate.ports.js';
import type { ChatPlatform } from '../chat/chat-target.js';
import { matchesGiveaway } from './giveaway-filter.js';
import type { GiveawayPosts } from './giveaway-posts.js';
import { mergeGiveaways } from './giveaway-tracker.js';
import type { GiveawayMessenger, GiveawaySource, GiveawayStore } from './giveaway.ports.js';
import type { Giveaway, GiveawayFilter, GiveawaySourceName, ListedGiveaway } from './giveaway.types.js';

type Log = (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;

export interface GiveawayEvent {
  type: 'giveaway.new' | 'giveaway.ended';
  giveaway: Giveaway;
}

export interface GiveawayServiceOptions {
  store: GiveawayStore;
  sources: readonly GiveawaySource[];
  clock: Clock;
  /** One poll per fleet per period. */
  gate?: PeriodGate;
  /** GIVEAWAYS_INTERVAL_MIN in ms; 0: never polled. */
  intervalMs: number;
  /** How long after start the first poll runs (so lists are filled within a minute of a start, not a period). */
  firstPollMs?: number;
  /** Per source request deadline. */
  timeoutMs?: number;
  /** Posts in following chats (absent: nothing is posted). */
  posts?: GiveawayPosts;
  /** How often a posting pass runs (60 s), so a bots process posts what another process polled. */
  deliverMs?: number;
  /** Giveaways forgotten a week after their end (their claim reminders are forgotten with them). */
  onPruned?: (ids: readonly string[]) => Promise<void>;
  /** Every giveaway that appeared or ended (webhooks). */
  onChange?: (event: GiveawayEvent) => void;
  log?: Log;
}

/** Ended giveaways stay readable (feeds show them as ended, posts are edited) this long. */
export const GIVEAWAY_ENDED_KEPT_MS = 7 * 86_400_000;

/**
 * Free-to-keep giveaways: `poll` (once per fleet per interval) reads every source's list one after the other and
 * merges them by store and game; `current` and `feed` answer from the store, so every process serves what one
 * polled.
 */
export class GiveawayService {
  readonly #o: GiveawayServiceOptions;
  readonly #loop = new PollLoop();
  #polling: Promise<void> | null = null;

  constructor(opts: GiveawayServiceOptions) {
    this.#o = opts;
  }

  /** Open giveaways matching the filter, the soonest to end first (no end date last). */
  async current(filter: GiveawayFilter): Promise<Giveaway[]> {
    return (await this.open(filter)).giveaways;
  }

  /** The same, with the moment it was read (chat replies say "ends in 2 days" against it). */
  async open(filter: GiveawayFilter): Promise<{ giveaways: Giveaway[]; now: number }> {
    const now = this.#o.clock.now();
    const open = (await this.#o.store.list(now)).filter((g) => g.endedAt === null && (g.endsAt === null || g.endsAt > now) && matchesGiveaway(g, filter));
    return { giveaways: open.sort((a, b) => (a.endsAt ?? Infinity) - (b.endsAt ?? Infinity) || a.title.localeCompare(b.title)), now };
  }

  /** The feed's giveaways: matching ones, those ended within a week included (as ended), most recently changed first. */
  async feed(filter: GiveawayFilter, limit = 50): Promise<Giveaway[]> {
    const all = (await this.#o.store.list(this.#o.clock.now() - GIVEAWAY_ENDED_KEPT_MS)).filter((g) => matchesGiveaway(g, filter));
    return all.sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id)).slice(0, limit);
  }

  /** A bot offers its platform's posts; null takes them back. */
  attach(platform: ChatPlatform, messenger: GiveawayMessenger | null): void {
    this.#o.posts?.attach(platform, messenger);
  }

  /** Posts and edits what the attached platforms owe. */
  deliver(): Promise<void> {
    return this.#o.posts?.deliver() ?? Promise.resolve();
  }

  /**
   * Polls soon after start, then every interval (each through the fleet's gate), posting after each poll and every
   * `deliverMs`. Idempotent; off at interval 0.
   */
  start(): void {
    this.#loop.start({
      firstMs: this.#o.firstPollMs ?? 5_000,
      intervalMs: this.#o.intervalMs,
      deliverMs: this.#o.deliverMs ?? 60_000,
      poll: () => this.poll(),
      deliver: () => this.deliver(),
      fail: (err) => this.#o.log?.('error', 'giveaway pass failed', { err }),
    });
  }

  stop(): void {
    this.#loop.stop();
  }

  /** One poll when this process has the period's turn; overlapping calls share one. */
  poll(): Promise<void> {
    this.#polling ??= this.#poll().finally(() => (this.#polling = null));
    return this.#polling;
  }

  async #poll(): Promise<void> {
    const { gate = alwaysRun, intervalMs, sources, store, clock, log } = this.#o;
    if (!(await gate('giveaways-poll', Math.max(intervalMs, 60_000)))) return;
    const lists = new Map<GiveawaySourceName, ListedGiveaway[]>();
    // One source after the other: each is asked once a period, and a slow one costs only its own deadline.
    for (const source of sources) {
      try {
        const { items, skipped } = await withTimeout(this.#o.timeoutMs ?? 10_000, (signal) => source.list(signal));
        lists.set(source.name, items);
        if (skipped > 0) log?.('warn', 'giveaway items skipped', { source: source.name, skipped });
      } catch (err) {
        // A failed list finds nothing missing: what it listed stays as it was until it answers again.
        log?.('warn', 'giveaway list failed', { source: source.name, err: String(err) });
      }
    }
    const now = clock.now();
    const round = mergeGiveaways(await store.list(now - GIVEAWAY_ENDED_KEPT_MS), lists, now);
    await store.put(round.changed);
    const pruned = await store.prune(now - GIVEAWAY_ENDED_KEPT_MS);
    await this.#o.posts?.forget(pruned);
    if (pruned.length > 0) await this.#o.onPruned?.(pruned);
    const byId = new Map(round.changed.map((g) => [g.id, g]));
    for (const id of round.fresh) this.#o.onChange?.({ type: 'giveaway.new', giveaway: byId.get(id)! });
    for (const id of round.ended) this.#o.onChange?.({ type: 'giveaway.ended', giveaway: byId.get(id)! });
    if (round.fresh.length || round.ended.length) log?.('info', 'giveaways polled', { sources: lists.size, new: round.fresh.length, ended: round.ended.length });
  }
}
