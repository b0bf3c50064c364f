import type { ChatPlatform } from '../chat/chat-target.js';
import { PollLoop, withTimeout } from '../poll-loop.js';
import type { Clock } from '../clock.ports.js';
import { alwaysRun } from '../period-gate.js';
import type { PeriodGate } from '../period-gate.ports.js';
import type { BundlePosts } from './bundle-posts.js';
import { mergeBundles } from './bundle-tracker.js';
import type { BundleMessenger, BundleSource, BundleStore } from './bundle.ports.js';

type Log = (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;

export interface BundleServiceOptions {
  store: BundleStore;
  /** The bundle lists (IsThereAnyDeal's, when its key is set); none: nothing is polled. */
  sources: readonly BundleSource[];
  clock: Clock;
  /** One poll per fleet per period. */
  gate?: PeriodGate;
  /** GIVEAWAYS_INTERVAL_MIN in ms (bundles are polled with giveaways' period); 0: never polled. */
  intervalMs: number;
  firstPollMs?: number;
  timeoutMs?: number;
  posts?: BundlePosts;
  deliverMs?: number;
  log?: Log;
}

/**
 * Bundles seen this long ago are forgotten. Longer than any list keeps a bundle on its first page, so one that
 * drops off and comes back is still known (and never posted twice).
 */
export const BUNDLE_KEPT_MS = 60 * 86_400_000;
/** A bundle first seen longer ago than this is no longer news (a chat whose posts failed for a day gets no backlog). */
export const BUNDLE_NEWS_MS = 86_400_000;

/** New bundles: `poll` (once per fleet per interval) records each list's bundles; posts go to following chats. */
export class BundleService {
  readonly #o: BundleServiceOptions;
  readonly #loop = new PollLoop();
  #polling: Promise<void> | null = null;

  constructor(opts: BundleServiceOptions) {
    this.#o = opts;
  }

  attach(platform: ChatPlatform, messenger: BundleMessenger | null): void {
    this.#o.posts?.attach(platform, messenger);
  }

  deliver(): Promise<void> {
    return this.#o.posts?.deliver() ?? Promise.resolve();
  }

  start(): void {
    if (this.#o.sources.length === 0) return;
    this.#loop.start({
      firstMs: this.#o.firstPollMs ?? 15_000,
      intervalMs: this.#o.intervalMs,
      deliverMs: this.#o.deliverMs ?? 60_000,
      poll: () => this.poll(),
      deliver: () => this.deliver(),
      fail: (err) => this.#o.log?.('error', 'bundle pass failed', { err }),
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
    if (!(await gate('bundles-poll', Math.max(intervalMs, 60_000)))) return;
    for (const source of sources) {
      let items;
      try {
        const read = await withTimeout(this.#o.timeoutMs ?? 10_000, (signal) => source.list(signal));
        items = read.items;
        if (read.skipped > 0) log?.('warn', 'bundle rows skipped', { source: source.name, skipped: read.skipped });
      } catch (err) {
        log?.('warn', 'bundle list failed', { source: source.name, err: String(err) });
        continue;
      }
      const now = clock.now();
      const tracked = await store.list(now - BUNDLE_KEPT_MS);
      const round = mergeBundles(tracked, source.name, items, now);
      await store.put(round.changed);
      if (round.fresh.length > 0) log?.('info', 'bundles polled', { source: source.name, new: round.fresh.length });
    }
    await this.#o.posts?.forget(await store.prune(clock.now() - BUNDLE_KEPT_MS));
  }
}
