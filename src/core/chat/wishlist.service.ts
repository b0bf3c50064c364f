import { randomInt } from 'node:crypto';
import type { Clock } from '../clock.ports.js';
import { alwaysRun } from '../period-gate.js';
import type { PeriodGate } from '../period-gate.ports.js';
import type { PriceCharts } from '../prices/history/chart.js';
import type { Lows } from '../prices/history/history.types.js';
import type { Game } from '../prices/price.types.js';
import { bestCurrentPrice } from './best-price.js';
import { chatKey, type ChatPlatform } from './chat-target.js';
import type { ChatCaller, PriceLookup } from './chat.types.js';
import { chartForCard } from './price-chart.js';
import { resolveGame } from './resolve-game.js';
import { WatchEngine, type WatchNotifier } from './watch-engine.js';
import type { WatchRules } from './watch-rule.js';
import type { WishlistStore } from './wishlist.ports.js';
import type { WishlistAlert, WishlistAnswer, WishlistEntry, WishlistMessenger, WishlistPress } from './wishlist.types.js';

type Log = (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;

export interface WishlistServiceOptions {
  store: WishlistStore;
  prices: PriceLookup;
  clock: Clock;
  /** One check per platform per period in a fleet (default: this process always, embedded). */
  gate?: PeriodGate;
  /** Draws the chart an alert carries, as the watch alerts carry it (absent: alerts go out without one). */
  charts?: Pick<PriceCharts, 'chart'>;
  /** The game's lows from the price history, for the "new low" rule. */
  lows?: (game: Game) => Promise<Lows>;
  /** Told once when a chat refused an alert for good (its entries are disabled here). */
  onChatGone?: (chatKey: string, reason: string) => Promise<void>;
  log?: Log;
}

/**
 * What a wishlisted game waits for: any cut at an official store (once per sale: again only after the price was
 * back to regular), and any new official low. Key resellers are left out, because a group's wishlist is about
 * the game going on sale, and some reseller is always a little under the regular price.
 */
export const WISHLIST_RULES: Readonly<WatchRules> = { cut: 1, new_low: true, official_only: true };
/** Games one chat's wishlist may hold, so one chat cannot make the checker flood the price sources. */
export const MAX_WISHLIST_GAMES = 50;
/**
 * Members pinged for one game: one post mentions them all, and Discord lets a message name at most 100 users in
 * `allowed_mentions` (50 mentions also stay inside its 2,000 characters of content).
 */
export const MAX_WISHLIST_MEMBERS = 50;
const ALERT_CHART_DAYS = 365;
const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A Telegram group (negative chat id) or a Discord server channel: the chats a shared wishlist is for. */
export function isGroupChat(caller: Pick<ChatCaller, 'chat'>): boolean {
  return caller.chat.platform === 'telegram' ? caller.chat.chatId < 0 : caller.chat.guildId !== null;
}

/**
 * Shared wishlists of servers and groups (issue 41, 4b). Administrators add and remove games; members opt in per
 * game; `check()` (every WATCH_INTERVAL_MIN, once per platform per fleet through the gate) judges every entry with
 * the watch engine's rule and posts one alert per change per chat, mentioning only the members who opted in.
 * Per-user watches are another service and stay as they are.
 */
export class WishlistService {
  readonly #o: WishlistServiceOptions;
  readonly #engine: WatchEngine;
  readonly #messengers = new Map<ChatPlatform, WishlistMessenger>();
  #timer: ReturnType<typeof setInterval> | null = null;
  #checking: Promise<WishlistAlert[]> | null = null;

  constructor(opts: WishlistServiceOptions) {
    this.#o = opts;
    this.#engine = new WatchEngine({ prices: opts.prices, clock: opts.clock, log: opts.log, lows: opts.lows });
  }

  /**
   * Adds a game (app id or title, resolved as /price resolves it) to the caller's chat's list. Only in a group,
   * only by who may manage it (asked after the cheaper checks, and before any price lookup).
   */
  async add(caller: ChatCaller, query: string, mayManage: () => Promise<boolean>): Promise<WishlistAnswer> {
    if (!isGroupChat(caller)) return { kind: 'groups_only' };
    if (!(await mayManage())) return { kind: 'admins_only' };
    const resolved = await resolveGame(this.#o.prices, query);
    if (resolved.kind === 'choices') return resolved;
    const { game } = resolved;
    const key = chatKey(caller.chat);
    const mine = (await this.#o.store.list(key)).filter((e) => e.disabledAt === null);
    const same = mine.find((e) => e.appid === game.platform_appid && e.region === game.region);
    if (same) return { kind: 'added', entry: same, game, already: true };
    if (mine.length >= MAX_WISHLIST_GAMES) return { kind: 'full', max: MAX_WISHLIST_GAMES };
    const now = this.#o.clock.now();
    const rules = { ...WISHLIST_RULES };
    const entry: WishlistEntry = {
      id: await this.#newId(),
      platform: caller.platform,
      chatKey: key,
      // Posts go to the chat, never as an answer to this member's command.
      chat: caller.chat.platform === 'telegram' ? { ...caller.chat, replyTo: null } : { ...caller.chat, token: '' },
      appid: game.platform_appid,
      title: game.title,
      region: game.region,
      currency: game.currency,
      addedBy: caller.userId,
      target: null,
      rules,
      // What is true now is the baseline: a sale already running is not news, the next one (or a lower low) is.
      ruleState: await this.#engine.baseline(rules, game),
      armed: true,
      knownLow: game.all_time_low?.price ?? null,
      lastPrice: bestCurrentPrice(game)?.price ?? null,
      createdAt: now,
      lastCheckedAt: now,
      lastAlertAt: null,
      disabledAt: null,
    };
    await this.#o.store.put([entry]);
    return { kind: 'added', entry, game, already: false };
  }

  /** Removes the chat's entries matching an entry id, an app id, a title (exact, or the one containing it) or `all`. */
  async remove(caller: ChatCaller, which: string, mayManage: () => Promise<boolean>): Promise<WishlistAnswer> {
    if (!isGroupChat(caller)) return { kind: 'groups_only' };
    if (!(await mayManage())) return { kind: 'admins_only' };
    const text = which.trim().toLowerCase();
    const mine = await this.#o.store.list(chatKey(caller.chat));
    let removed = mine.filter((e) => text === 'all' || e.id === text || String(e.appid) === text || e.title?.toLowerCase() === text);
    if (removed.length === 0) {
      const containing = mine.filter((e) => e.title?.toLowerCase().includes(text));
      if (containing.length === 1) removed = containing;
    }
    if (removed.length > 0) await this.#o.store.delete(removed.map((e) => e.id));
    return { kind: 'removed', removed, which: which.trim() };
  }

  /** The chat's list with how many members wait for each game. Anyone in the chat may read it. */
  async list(caller: ChatCaller): Promise<WishlistAnswer> {
    if (!isGroupChat(caller)) return { kind: 'groups_only' };
    const entries = (await this.#o.store.list(chatKey(caller.chat))).filter((e) => e.disabledAt === null);
    const members = await this.#o.store.members(entries.map((e) => e.id));
    return { kind: 'list', entries: entries.map((entry) => ({ entry, members: members.filter((m) => m.entryId === entry.id).length })) };
  }

  /**
   * A member's "Notify me" (`on`) or "Stop" on an entry of the chat the button was pressed in; a button carried
   * into another chat, or of a removed entry, finds nothing.
   */
  async press(chat: { platform: ChatPlatform; chatKey: string }, entryId: string, member: { userId: string; name: string }, on: boolean): Promise<WishlistPress> {
    const entry = (await this.#o.store.list(chat.chatKey)).find((e) => e.id === entryId && e.platform === chat.platform && e.disabledAt === null);
    if (!entry) return { kind: 'gone' };
    if (on) {
      const members = await this.#o.store.members([entry.id]);
      if (!members.some((m) => m.userId === member.userId) && members.length >= MAX_WISHLIST_MEMBERS) return { kind: 'full', max: MAX_WISHLIST_MEMBERS };
    }
    await this.#o.store.setMember({ entryId: entry.id, userId: member.userId, name: member.name.slice(0, 64), at: this.#o.clock.now() }, on);
    return { kind: on ? 'on' : 'off', entry };
  }

  /** A bot offers its platform's wishlist posts; null takes them back. */
  attach(platform: ChatPlatform, messenger: WishlistMessenger | null): void {
    if (messenger) this.#messengers.set(platform, messenger);
    else this.#messengers.delete(platform);
  }

  /**
   * Checks every `intervalMs` (0: never; idempotent). Per platform one process of a fleet takes each period's turn
   * (the gate), so a change is posted once per chat however many bots processes run.
   */
  start(intervalMs: number): void {
    if (this.#timer || intervalMs <= 0) return;
    this.#timer = setInterval(() => {
      this.#tick(intervalMs).catch((err: unknown) => this.#o.log?.('error', 'wishlist check failed', { err }));
    }, intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** One pass over the entries of every platform with a messenger; answers the alerts posted. */
  check(): Promise<WishlistAlert[]> {
    return this.#oneAtATime(() => this.#check(new Set(this.#messengers.keys())));
  }

  #tick(intervalMs: number): Promise<WishlistAlert[]> {
    const gate = this.#o.gate ?? alwaysRun;
    return this.#oneAtATime(async () => {
      const mine = new Set<ChatPlatform>();
      for (const platform of [...this.#messengers.keys()]) if (await gate(`chat-wishlists:${platform}`, intervalMs)) mine.add(platform);
      if (mine.size === 0 || !this.#timer) return [];
      return this.#check(mine);
    });
  }

  async #oneAtATime(pass: () => Promise<WishlistAlert[]>): Promise<WishlistAlert[]> {
    // Overlapping passes would both see an entry armed and post twice: one waits for the other.
    while (this.#checking) await this.#checking.catch(() => undefined);
    this.#checking = pass().finally(() => (this.#checking = null));
    return this.#checking;
  }

  async #check(platforms: ReadonlySet<ChatPlatform>): Promise<WishlistAlert[]> {
    const due = (await this.#o.store.list()).filter((e) => e.disabledAt === null && platforms.has(e.platform));
    const posted: WishlistAlert[] = [];
    await this.#engine.pass(due, this.#notifier(posted));
    return posted;
  }

  /** Wishlist entries as the engine sees them: an alert is one post in the entry's chat naming its members. */
  #notifier(posted: WishlistAlert[]): WatchNotifier<WishlistEntry> {
    const { store } = this.#o;
    return {
      label: 'wishlist',
      current: async (entry) => {
        // Re-read: an administrator may have removed the game while the lookup ran.
        const live = (await store.list(entry.chatKey)).find((e) => e.id === entry.id);
        return live && live.disabledAt === null ? live : null;
      },
      notify: async (fired, now) => {
        const members = await store.members([fired.watch.id]);
        // Nobody asked to hear of this game: the change is taken as seen, and nothing is posted.
        if (members.length === 0) return fired.watch;
        const messenger = this.#messengers.get(fired.watch.platform);
        if (!messenger) throw new Error(`no ${fired.watch.platform} messenger for wishlist alerts`);
        const chart = await chartForCard(this.#o.charts, fired.game, ALERT_CHART_DAYS, fired.watch.platform);
        const alert: WishlistAlert = { entry: fired.watch, game: fired.game, reasons: fired.reasons, price: fired.price, members, chart };
        try {
          await messenger.alert(alert);
        } catch (err) {
          if (messenger.isDeadChat(err)) await this.chatGone(fired.watch.chatKey, err instanceof Error ? err.message : String(err));
          throw err;
        }
        posted.push(alert);
        return { ...fired.watch, lastAlertAt: now };
      },
      save: async (updates) => {
        // Entries removed or switched off while the pass ran stay so: only live ones take their new state.
        const live = new Set<string>();
        for (const key of new Set(updates.map((e) => e.chatKey))) {
          for (const e of await store.list(key)) if (e.disabledAt === null) live.add(e.id);
        }
        const kept = updates.filter((e) => live.has(e.id));
        if (kept.length > 0) await store.put(kept);
      },
    };
  }

  /** The chat refused for good: its wishlist is switched off, once. */
  async chatGone(key: string, reason: string): Promise<void> {
    const disabled = await this.#o.store.disableChat(key, this.#o.clock.now());
    if (disabled > 0) {
      this.#o.log?.('warn', 'chat gone: its wishlist is switched off', { chat: key, reason, disabled });
      await this.#o.onChatGone?.(key, reason);
    }
  }

  async #newId(): Promise<string> {
    const taken = new Set((await this.#o.store.list()).map((e) => e.id));
    for (;;) {
      let id = '';
      for (let i = 0; i < 6; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
      if (!taken.has(id)) return id;
    }
  }
}
