import type { Clock } from '../clock.ports.js';
import { AppError } from '../errors.js';
import { randomId } from '../ids.js';
import { alwaysRun } from '../period-gate.js';
import type { PeriodGate } from '../period-gate.ports.js';
import { checkRules, hasRules, judgeRuledWatch, needsLows, type WatchRules } from '../chat/watch-rule.js';
import type { Lows } from '../prices/history/history.types.js';
import type { Game } from '../prices/price.types.js';
import { WatchEngine, type FiredWatch, type WatchNotifier } from '../chat/watch-engine.js';
import type { PriceLookup } from '../chat/chat.types.js';
import { MAX_TARGET_PRICE } from '../chat/watch.service.js';
import { roundMoney } from '../prices/money.js';
import type { ApiWatch } from './api-watch.schema.js';
import type { ApiWatchStore } from './api-watch.ports.js';
import type { NewDelivery } from './webhook.ports.js';

/** What a price alert hands the adapter that shapes its payload. */
export type PriceAlert = FiredWatch<ApiWatch>;

export interface ApiWatchServiceDeps {
  store: ApiWatchStore;
  prices: Pick<PriceLookup, 'lookup'>;
  publish: (event: NewDelivery) => Promise<unknown>;
  /** The alert's payload (wire shape, built by the adapter). */
  render: (alert: PriceAlert) => unknown;
  clock: Clock;
  maxPerKey: number;
  /** Whose turn each interval's check is: in a fleet one process's, so the price sources are asked once. Default: always. */
  gate?: PeriodGate;
  /** The game's lows from the price history, for rules such as since_increase. */
  lows?: (game: Game) => Promise<Lows>;
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
}

export interface NewApiWatch {
  keyId: string;
  appid: number;
  target: number;
  region?: string;
  /** What else fires the watch (each once per crossing); null: the target and any new all-time low. */
  rules?: WatchRules | null;
  callbackUrl: string;
}

/**
 * Price watches of API keys, checked by the one watch engine with the chat watches' rule; an alert becomes a
 * `price.alert` webhook event, stored in the outbox before the watch's state moves on, so none is lost.
 */
export class ApiWatchService {
  readonly #deps: ApiWatchServiceDeps;
  #timer: ReturnType<typeof setInterval> | null = null;
  #checking: Promise<number> | null = null;
  #ticking: Promise<void> | null = null;

  readonly #engine: WatchEngine;

  constructor(deps: ApiWatchServiceDeps) {
    this.#deps = deps;
    this.#engine = new WatchEngine({ prices: deps.prices, clock: deps.clock, log: deps.log, lows: deps.lows });
  }

  /** Creates a watch; throws invalid_params, not_found, upstream_unavailable, limit_reached. */
  async add(req: NewApiWatch): Promise<ApiWatch> {
    const { store, prices, clock, maxPerKey } = this.#deps;
    if (!Number.isFinite(req.target) || req.target <= 0 || req.target > MAX_TARGET_PRICE) {
      throw new AppError('invalid_params', `target_price: must be a number above 0 and at most ${MAX_TARGET_PRICE}`, {
        field: 'target_price',
      });
    }
    const rules = hasRules(req.rules) ? req.rules : null;
    checkRules(rules, 'rules');
    // Refused before asking the price sources for nothing.
    if ((await store.list(req.keyId)).length >= maxPerKey) throw this.#full(maxPerKey);
    const game = await prices.lookup(req.appid, req.region);
    const now = clock.now();
    const lows = rules && needsLows(rules) && this.#deps.lows ? await this.#deps.lows(game).catch(() => null) : null;
    const verdict = judgeRuledWatch({ target: roundMoney(req.target), armed: true, knownLow: null, rules, ruleState: null }, game, lows);
    const watch: ApiWatch = {
      id: `wat_${randomId(12)}`,
      keyId: req.keyId,
      appid: game.platform_appid,
      region: game.region,
      currency: game.currency,
      title: game.title,
      target: roundMoney(req.target),
      callbackUrl: req.callbackUrl,
      armed: true,
      knownLow: verdict.knownLow,
      lastPrice: verdict.price,
      alerts: 0,
      createdAt: now,
      lastCheckedAt: now,
      lastAlertAt: null,
    };
    if (rules) {
      watch.rules = rules;
      // What is true now is the rules' baseline; only the target may alert at once.
      watch.ruleState = verdict.ruleState;
    }
    const { inserted } = await store.insert(watch, maxPerKey);
    if (!inserted) throw this.#full(maxPerKey);
    // Already at the target: that is the first crossing, announced now.
    if (verdict.reasons.includes('target')) {
      const { armed, knownLow, price, offer } = verdict;
      await store.replace(await this.#alert({ watch: { ...watch, armed, knownLow }, game, reasons: ['target'], price, offer }, now));
    }
    return (await store.get(watch.id)) ?? watch;
  }

  #full(max: number): AppError {
    return new AppError('limit_reached', `This key already has ${max} watches (MAX_WATCHES_PER_KEY); delete one first.`, {
      limit: max,
    });
  }

  list(keyId: string): Promise<ApiWatch[]> {
    return this.#deps.store.list(keyId);
  }

  /** Removes one of the key's watches; another key's is not_found. */
  async remove(keyId: string, id: string): Promise<void> {
    const watch = await this.#deps.store.get(id);
    if (!watch || watch.keyId !== keyId || !(await this.#deps.store.delete(id))) throw new AppError('not_found', 'No such watch.');
  }

  /** Checks every `intervalMs`, when this process takes the interval's turn (in a fleet, one process does). */
  start(intervalMs: number): void {
    if (this.#timer) return;
    const gate = this.#deps.gate ?? alwaysRun;
    const tick = async () => {
      // Stopped while the turn was being asked for: no pass after stop().
      if ((await gate('api-watches', intervalMs)) && this.#timer) await this.check();
    };
    this.#timer = setInterval(() => {
      this.#ticking ??= tick()
        .catch((err: unknown) => this.#deps.log?.('error', 'API watch check failed', { err }))
        .finally(() => (this.#ticking = null));
    }, intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#ticking;
    await this.#checking;
  }

  /** One pass: one lookup per game and region; answers how many alerts were raised. */
  check(): Promise<number> {
    this.#checking ??= this.#check().finally(() => (this.#checking = null));
    return this.#checking;
  }

  async #check(): Promise<number> {
    return (await this.#engine.pass(await this.#deps.store.list(), this.#webhookNotifier)).length;
  }

  /** API watches as the engine sees them: an alert is a `price.alert` event filed in the webhook outbox. */
  readonly #webhookNotifier: WatchNotifier<ApiWatch> = {
    label: 'API watch',
    current: (watch) => this.#deps.store.get(watch.id),
    notify: (fired, now) => this.#alert(fired, now),
    save: async (updates) => {
      // A watch deleted meanwhile is not written back (replace answers false for it).
      for (const w of updates) await this.#deps.store.replace(w);
    },
  };

  /** Files the alert's event and answers the watch with it counted; the event id comes from the count, so a repeat is the same event. */
  async #alert(fired: FiredWatch<ApiWatch>, now: number): Promise<ApiWatch> {
    const { watch } = fired;
    const next: ApiWatch = { ...watch, alerts: watch.alerts + 1, lastAlertAt: now };
    await this.#deps.publish({
      id: `evt_${watch.id}_${next.alerts}`,
      type: 'price.alert',
      keyId: watch.keyId,
      url: watch.callbackUrl,
      createdAt: now,
      data: this.#deps.render({ ...fired, watch: next }),
    });
    return next;
  }
}
