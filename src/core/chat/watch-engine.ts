import type { Clock } from '../clock.ports.js';
import { AppError, isAppError } from '../errors.js';
import type { Game } from '../prices/price.types.js';
import type { PriceLookup } from './chat.types.js';
import type { AlertReason } from './watch.types.js';
import { judgeRuledWatch, needsLows, type RuleState, type WatchRules } from './watch-rule.js';

const FRESH_STATE: RuleState = { cutArmed: true, knownLow: null, sinceLow: null };
import type { Lows } from '../prices/history/history.types.js';

/** What every kind of watch (a chat's, an API key's) keeps for the engine between checks. */
export interface WatchedGame {
  id: string;
  appid: number;
  region: string;
  title: string | null;
  /** Null when the watch waits only for its rules. */
  target: number | null;
  armed: boolean;
  knownLow: number | null;
  lastPrice: number | null;
  lastCheckedAt: number | null;
  lastAlertAt: number | null;
  rules?: WatchRules | null;
  ruleState?: RuleState | null;
}

/** One watch that fired: its state after this check, the answer it was judged on, and why. */
export interface FiredWatch<W extends WatchedGame> {
  watch: W;
  game: Game;
  reasons: AlertReason[];
  /** The best current price (official or key reseller). */
  price: number | null;
  offer: 'official' | 'keyshop' | null;
}

/**
 * How one kind of watch is re-read, told and stored. The chat notifier posts into the watch's chat; the webhook
 * notifier files a `price.alert` event in the outbox. Everything else is the engine's.
 */
export interface WatchNotifier<W extends WatchedGame> {
  /** Names the kind in logs. */
  readonly label: string;
  /** The watch as stored now; null when it was removed (or switched off) while the price was looked up. */
  current(watch: W): Promise<W | null>;
  /** Tells the owner; answers the state to store (the alert counted). Throwing keeps the old state, so the next pass tries again. */
  notify(fired: FiredWatch<W>, now: number): Promise<W>;
  /** Stores one game's new states in one step. */
  save(watches: W[]): Promise<void>;
}

export interface WatchEngineDeps {
  prices: Pick<PriceLookup, 'lookup' | 'refreshMany'>;
  /** The game's lows from the price history, for the rules that need them; without it those rules see the answer's all-time low only. */
  lows?: (game: Game) => Promise<Lows>;
  clock: Clock;
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
}

/**
 * The one watch engine: groups a pass's watches by game and region, looks each game up once (batched per region
 * when the price lookup can), skips stale answers, judges every watch with the shared rule, hands the ones that
 * fired to the notifier and stores each game's new states once.
 */
export class WatchEngine {
  readonly #deps: WatchEngineDeps;

  constructor(deps: WatchEngineDeps) {
    this.#deps = deps;
  }

  /** One pass over `watches`; answers those that fired and were told. */
  async pass<W extends WatchedGame>(watches: readonly W[], notifier: WatchNotifier<W>): Promise<Array<FiredWatch<W>>> {
    const { clock, log } = this.#deps;
    const groups = new Map<string, W[]>();
    for (const w of watches) {
      const key = `${w.region}:${w.appid}`;
      const group = groups.get(key);
      if (group) group.push(w);
      else groups.set(key, [w]);
    }
    const fired: Array<FiredWatch<W>> = [];
    const batched = await this.#prefetch([...groups.values()].map((g) => g[0]), notifier.label);
    for (const group of groups.values()) {
      const { appid, region } = group[0];
      let game: Game;
      try {
        const known = batched.get(`${region}:${appid}`);
        if (known === null) throw new AppError('not_found', 'not priced in the batch');
        game = known ?? (await this.#deps.prices.lookup(appid, region));
      } catch (err) {
        log?.('warn', `${notifier.label} lookup failed`, { appid, region, code: isAppError(err) ? err.code : 'error' });
        continue;
      }
      // An old cached answer served while the sources are down holds nothing new to alert about.
      if (game.stale) continue;
      const now = clock.now();
      const lows = group.some((w) => needsLows(w.rules)) ? await this.#lows(game) : null;
      const updates: W[] = [];
      for (const watch of group) {
        const live = await notifier.current(watch);
        if (!live) continue;
        const { reasons, armed, knownLow, price, offer, ruleState } = judgeRuledWatch(live, game, lows);
        const next: W = { ...live, title: game.title ?? live.title, armed, knownLow, lastPrice: price, lastCheckedAt: now };
        if (ruleState) next.ruleState = ruleState;
        if (reasons.length === 0) {
          updates.push(next);
          continue;
        }
        const alert: FiredWatch<W> = { watch: next, game, reasons, price, offer };
        try {
          updates.push(await notifier.notify(alert, now));
        } catch (err) {
          log?.('warn', `${notifier.label} alert could not be told`, { watch: live.id, err });
          continue;
        }
        fired.push(alert);
      }
      if (updates.length > 0) await notifier.save(updates);
    }
    return fired;
  }

  /** What the rules remember of the game as it is now: a new watch's baseline, so it fires on the next crossing. */
  async baseline(rules: WatchRules, game: Game): Promise<RuleState> {
    const lows = needsLows(rules) ? await this.#lows(game) : null;
    return judgeRuledWatch({ target: null, armed: true, knownLow: null, rules, ruleState: null }, game, lows).ruleState ?? FRESH_STATE;
  }

  /** The lows, or null when the history cannot be read now (the rules then judge on the answer alone). */
  async #lows(game: Game): Promise<Lows | null> {
    if (!this.#deps.lows) return null;
    try {
      return await this.#deps.lows(game);
    } catch (err) {
      this.#deps.log?.('warn', 'watch lows could not be read', { appid: game.platform_appid, region: game.region, err });
      return null;
    }
  }

  /**
   * Every game of the pass, one batched call per region when the price lookup can batch (keyed `region:appid`;
   * null = could not be priced). Empty without batching: games are then looked up one by one.
   */
  async #prefetch(games: Array<Pick<WatchedGame, 'appid' | 'region'>>, label: string): Promise<Map<string, Game | null>> {
    const out = new Map<string, Game | null>();
    const { prices, log } = this.#deps;
    if (!prices.refreshMany) return out;
    const byRegion = new Map<string, number[]>();
    for (const g of games) byRegion.set(g.region, [...(byRegion.get(g.region) ?? []), g.appid]);
    for (const [region, appids] of byRegion) {
      try {
        for (const [appid, game] of await prices.refreshMany(appids, region)) out.set(`${region}:${appid}`, game);
      } catch (err) {
        // The games of this region fall back to one lookup each.
        log?.('warn', `batched ${label} lookup failed`, { region, code: isAppError(err) ? err.code : 'error' });
      }
    }
    return out;
  }
}
