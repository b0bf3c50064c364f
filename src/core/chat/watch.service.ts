import { randomInt } from 'node:crypto';
import type { Clock } from '../clock.ports.js';
import { AppError } from '../errors.js';
import { alwaysRun } from '../period-gate.js';
import type { PeriodGate } from '../period-gate.ports.js';
import { roundMoney } from '../prices/money.js';
import type { Game, SearchCandidate } from '../prices/price.types.js';
import type { Lows } from '../prices/history/history.types.js';
import type { PriceCharts } from '../prices/history/chart.js';
import { chartForCard } from './price-chart.js';
import { bestCurrentPrice } from './best-price.js';
import type { ChatCaller, ChatPlatform, PriceLookup } from './chat.types.js';
import { resolveGame } from './resolve-game.js';
import type { AlertNotifier, Watch, WatchAlert } from './watch.types.js';
import type { WatchStore } from './watch.ports.js';
import { WatchEngine, type WatchNotifier } from './watch-engine.js';
import { checkRules, hasRules, type WatchRules } from './watch-rule.js';

export interface WatchServiceOptions {
  store: WatchStore;
  prices: PriceLookup;
  clock: Clock;
  /** Watches one user may hold, so one chat cannot make the checker flood the price sources. */
  maxPerOwner?: number;
  /**
   * Whose turn a slice's check is, per platform and slice: in a fleet every bots process ticks, and only the one
   * that takes the turn checks (and alerts). Default: this process always (embedded).
   */
  gate?: PeriodGate;
  /** Draws the chart an alert carries (absent: alerts go out without one). */
  charts?: Pick<PriceCharts, 'chart'>;
  /** The game's lows from the price history, for rules such as `since` (absent: rules judge on the answer alone). */
  lows?: (game: Game) => Promise<Lows>;
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
}

/** Result of `add`: the watch, or the candidates when a title matched several games. */
export type AddWatchResult =
  | {
      kind: 'created' | 'updated';
      watch: Readonly<Watch>;
      game: Game;
      /** The best price is already at or below the target: this answer is the alert, no later one follows. */
      alreadyBelow: boolean;
    }
  | { kind: 'choices'; query: string; choices: SearchCandidate[] };

export const MAX_TARGET_PRICE = 100_000;
/** The period an alert's chart covers, as the /price card's. */
const ALERT_CHART_DAYS = 365;
/** Parts each check interval is cut into: one part of the watched games is checked every interval / 12. */
export const WATCH_SLICES = 12;
const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Price alerts. Users add watches from a chat; `check()` (every WATCH_INTERVAL_MIN via `start`) asks the
 * price service once per game and region, and each platform's notifier posts the alerts that fire.
 * A watch fires once when the best price reaches the target and again only after the price has risen
 * above the target; a new all-time low fires once per new low. A watch with rules (cut, low, official, since)
 * fires on its target and rules instead, each once per crossing. The checks are the watch engine's; this
 * service is its chat notifier.
 */
export class WatchService {
  readonly #opts: WatchServiceOptions;
  readonly #notifiers = new Map<ChatPlatform, AlertNotifier>();
  #timer: ReturnType<typeof setInterval> | null = null;
  #checking: Promise<WatchAlert[]> | null = null;

  readonly #engine: WatchEngine;

  constructor(opts: WatchServiceOptions) {
    this.#opts = opts;
    this.#engine = new WatchEngine({ prices: opts.prices, clock: opts.clock, log: opts.log, lows: opts.lows });
  }

  /**
   * Watches a game (appid or title) for a target price in the region's currency, and/or for rules (a cut, a new
   * low, …). The same game and region watched again by the same user updates the watch. Throws AppError
   * invalid_params, not_found, limit_reached, upstream_unavailable.
   */
  async add(caller: ChatCaller, query: string, target: number | null, region?: string, rules: WatchRules | null = null): Promise<AddWatchResult> {
    if (target !== null && (!Number.isFinite(target) || target <= 0 || target > MAX_TARGET_PRICE)) {
      throw new AppError('invalid_params', `price: must be a number above 0 and at most ${MAX_TARGET_PRICE}`, {
        field: 'price',
      });
    }
    checkRules(rules, 'rules');
    if (target === null && !hasRules(rules)) {
      throw new AppError('invalid_params', 'price: is required (or a rule such as cut>=75, low, official, since)', { field: 'price' });
    }
    const resolved = await resolveGame(this.#opts.prices, query, region);
    if (resolved.kind === 'choices') return resolved;
    const { game } = resolved;
    const now = this.#opts.clock.now();
    const best = rules?.official_only ? game.best_official : bestCurrentPrice(game);
    const alreadyBelow = target !== null && best !== null && best.price <= target;
    const mine = await this.list(caller.owner);
    const existing = mine.find((w) => w.appid === game.platform_appid && w.region === game.region);
    if (!existing && mine.length >= (this.#opts.maxPerOwner ?? 25)) {
      throw new AppError('limit_reached', `You already watch ${mine.length} games; remove one with /unwatch first.`);
    }
    const watch: Watch = {
      id: existing?.id ?? (await this.#newId()),
      platform: caller.platform,
      owner: caller.owner,
      chat: caller.chat,
      appid: game.platform_appid,
      title: game.title,
      region: game.region,
      currency: game.currency,
      target: target === null ? null : roundMoney(target),
      armed: !alreadyBelow,
      knownLow: game.all_time_low?.price ?? null,
      lastPrice: best?.price ?? null,
      createdAt: existing?.createdAt ?? now,
      lastCheckedAt: now,
      lastAlertAt: existing?.lastAlertAt ?? null,
      disabledAt: null,
    };
    if (hasRules(rules)) {
      watch.rules = rules;
      // What is true now is the baseline: the rules fire on the next crossing, not on the state they were set in.
      watch.ruleState = await this.#engine.baseline(rules, game);
    }
    await this.#opts.store.put([watch]);
    return { kind: existing ? 'updated' : 'created', watch, game, alreadyBelow };
  }

  /** The user's watches, oldest first. */
  list(owner: string): Promise<Watch[]> {
    return this.#opts.store.list(owner);
  }

  /**
   * Removes the user's watches matching a watch id, an appid, or `all`. Returns what was removed
   * (empty when nothing matched).
   */
  async remove(owner: string, which: string): Promise<Watch[]> {
    const key = which.trim().toLowerCase();
    const removed = (await this.list(owner)).filter((w) => key === 'all' || w.id === key || String(w.appid) === key);
    if (removed.length > 0) await this.#opts.store.delete(removed.map((w) => w.id));
    return removed;
  }

  /** Registers the function that posts alerts for one platform; watches of other platforms wait for theirs. */
  setNotifier(platform: ChatPlatform, notify: AlertNotifier | null): void {
    if (notify) this.#notifiers.set(platform, notify);
    else this.#notifiers.delete(platform);
  }

  hasNotifiers(): boolean {
    return this.#notifiers.size > 0;
  }

  /**
   * Checks every watched game once per `intervalMs` (idempotent: the bots may both call it), spread over
   * the interval: every `intervalMs / WATCH_SLICES` one slice of the games (by appid) is checked, so the
   * price sources see a steady trickle of batched calls instead of one burst an hour. In a fleet each slice is
   * checked by one process per interval (the `gate`), not by each.
   */
  start(intervalMs: number): void {
    if (this.#timer) return;
    const slices = Math.max(1, Math.min(WATCH_SLICES, Math.floor(intervalMs / 1000)));
    let tick = 0;
    this.#timer = setInterval(() => {
      const slice = tick++ % slices;
      this.#tick(slice, slices, intervalMs).catch((err: unknown) => this.#opts.log?.('error', 'watch check failed', { err }));
    }, intervalMs / slices);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** One pass over every watch whose platform has a notifier; returns the alerts that were posted. */
  check(): Promise<WatchAlert[]> {
    return this.checkSlice(0, 1);
  }

  /** One pass over the games with `appid % slices === slice` (slice 0 of 1 is every game). */
  checkSlice(slice: number, slices: number): Promise<WatchAlert[]> {
    return this.#oneAtATime(() => this.#check((w) => w.appid % slices === slice));
  }

  /**
   * A timer's slice: each platform's share of it is checked only when this process takes that platform's turn
   * for the slice this interval. Per platform, because the processes of a fleet do not all run the same bots
   * (Telegram long polling runs in one), and a process can only check the watches it can alert.
   */
  #tick(slice: number, slices: number, intervalMs: number): Promise<WatchAlert[]> {
    const gate = this.#opts.gate ?? alwaysRun;
    return this.#oneAtATime(async () => {
      const mine = new Set<ChatPlatform>();
      for (const platform of [...this.#notifiers.keys()]) {
        if (await gate(`chat-watches:${platform}:${slice}/${slices}`, intervalMs)) mine.add(platform);
      }
      // Stopped while the turns were being asked for: no pass after stop().
      if (mine.size === 0 || !this.#timer) return [];
      return this.#check((w) => mine.has(w.platform) && w.appid % slices === slice);
    });
  }

  async #oneAtATime(pass: () => Promise<WatchAlert[]>): Promise<WatchAlert[]> {
    // Overlapping passes would both see a watch armed and alert twice: one waits for the other.
    while (this.#checking) await this.#checking.catch(() => undefined);
    this.#checking = pass().finally(() => (this.#checking = null));
    return this.#checking;
  }

  async #check(inSlice: (w: Watch) => boolean): Promise<WatchAlert[]> {
    const due = (await this.#opts.store.list()).filter((w) => w.disabledAt === null && this.#notifiers.has(w.platform) && inSlice(w));
    return this.#engine.pass(due, this.#chatNotifier);
  }

  /** Chat watches as the engine sees them: an alert is a message in the watch's chat. */
  readonly #chatNotifier: WatchNotifier<Watch> = {
    label: 'watch',
    current: async (watch) => {
      // Re-read: the user may have removed the watch while the lookup ran.
      const live = (await this.#opts.store.list(watch.owner)).find((w) => w.id === watch.id);
      return live && live.disabledAt === null ? live : null;
    },
    notify: async (alert, now) => {
      const notify = this.#notifiers.get(alert.watch.platform);
      // The year's chart, as the /price card draws it; an alert goes out without one when it cannot be drawn.
      const chart = await chartForCard(this.#opts.charts, alert.game, ALERT_CHART_DAYS, alert.watch.platform, alert.watch.chat.locale);
      await notify?.(chart ? { ...alert, chart } : alert);
      return { ...alert.watch, lastAlertAt: now };
    },
    save: async (updates) => {
      // An alert refused because its chat is gone disabled that chat's watches meanwhile; keep them disabled.
      const disabled = new Set((await this.#opts.store.list()).filter((w) => w.disabledAt !== null).map((w) => w.id));
      await this.#opts.store.put(updates.filter((w) => !disabled.has(w.id)));
    },
  };

  async #newId(): Promise<string> {
    const taken = new Set((await this.#opts.store.list()).map((w) => w.id));
    for (;;) {
      let id = '';
      for (let i = 0; i < 6; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
      if (!taken.has(id)) return id;
    }
  }
}
