import type { Clock } from '../core/clock.ports.js';
import type { PriceCache, PriceSource } from '../core/prices/price.ports.js';
import { PriceService, type PriceServiceEvent, type SourceResult } from '../core/prices/price.service.js';
import { WindowLimiter } from '../core/prices/window-limiter.js';
import { PriceCharts } from '../core/prices/history/chart.js';
import type { PriceHistoryStore } from '../core/prices/history/history.ports.js';
import { PriceHistory, type HistoryEvent } from '../core/prices/history/history.service.js';
import { createChartRenderer } from './chart/png.js';
import type { Translations } from '../core/i18n.ports.js';
import { createCheapSharkSource } from './sources/cheapshark.js';
import { createGgDealsSource } from './sources/ggdeals.js';
import type { HttpClient } from './sources/http.js';
import { createItadGameIds, createItadSource, type ItadGameIds } from './sources/itad.js';
import { createItadExtrasSource } from './sources/itad-extras.js';
import { createGgDealsExtrasSource } from './sources/ggdeals-extras.js';
import type { ExtrasSource } from '../core/prices/extras.ports.js';
import { createSteamSource } from './sources/steam.js';
import { createEcbRatesSource } from './sources/ecb.js';
import { ExchangeRates } from '../core/prices/exchange-rates.js';
import { RegionalPrices } from '../core/prices/regional-prices.js';

/** The price settings of the environment (names as in the env; see src/config.ts). */
export interface PriceConfig {
  PRICE_REGION: string;
  PRICE_CACHE_TTL_S: number;
  PRICE_RATE_LIMIT_PER_MIN: number;
  PRICE_HISTORY_DAYS?: number;
  CHEAPSHARK_API_URL: string;
  STEAM_STORE_URL: string;
  ITAD_API_URL: string;
  ITAD_API_KEY?: string;
  GGDEALS_API_URL: string;
  GGDEALS_API_KEY?: string;
  /** The ECB's daily euro reference rates (XML), for regional comparisons. */
  ECB_RATES_URL?: string;
}

export const DEFAULT_PRICE_CONFIG: PriceConfig = {
  PRICE_REGION: 'us',
  PRICE_CACHE_TTL_S: 600,
  PRICE_RATE_LIMIT_PER_MIN: 60,
  CHEAPSHARK_API_URL: 'https://www.cheapshark.com/api/1.0',
  STEAM_STORE_URL: 'https://store.steampowered.com',
  ITAD_API_URL: 'https://api.isthereanydeal.com',
  GGDEALS_API_URL: 'https://api.gg.deals',
  ECB_RATES_URL: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
};

/** Steam's community-observed budget: about 200 appdetails requests per 5 minutes per IP. */
export const STEAM_REQUESTS_PER_WINDOW = 200;
export const STEAM_WINDOW_MS = 5 * 60_000;

export interface PriceDeps {
  cache: PriceCache;
  clock: Clock;
  fetch?: typeof fetch;
  /** Sent to every upstream; CheapShark asks for a descriptive one with a contact. */
  userAgent?: string;
  /** Per-source deadline for one lookup (5 s). */
  timeoutMs?: number;
  onEvent?: (event: PriceServiceEvent) => void;
  onSourceResult?: (result: SourceResult) => void;
  /** Told when the reference rates could not be read (for logs). */
  onRatesError?: (err: unknown) => void;
}

export const DEFAULT_USER_AGENT = 'gametools-prices/0.1 (self-hosted game price lookup; contact: the operator of this instance)';

/** Steam and CheapShark always; IsThereAnyDeal and GG.deals when their keys are set. */
export function createPriceSources(config: PriceConfig, deps: PriceDeps, itadGames: ItadGameIds = createItadGameIds()): PriceSource[] {
  const http: HttpClient = { fetch: deps.fetch ?? globalThis.fetch, userAgent: deps.userAgent ?? DEFAULT_USER_AGENT };
  const sources: PriceSource[] = [
    createSteamSource({
      baseUrl: config.STEAM_STORE_URL,
      http,
      limiter: new WindowLimiter(STEAM_REQUESTS_PER_WINDOW, STEAM_WINDOW_MS, deps.clock),
    }),
    createCheapSharkSource({ baseUrl: config.CHEAPSHARK_API_URL, http, clock: deps.clock }),
  ];
  if (config.ITAD_API_KEY) {
    sources.push(createItadSource({ baseUrl: config.ITAD_API_URL, apiKey: config.ITAD_API_KEY, http, games: itadGames }));
  }
  if (config.GGDEALS_API_KEY) {
    sources.push(createGgDealsSource({ baseUrl: config.GGDEALS_API_URL, apiKey: config.GGDEALS_API_KEY, http }));
  }
  return sources;
}

/** Bundles and subscriptions (issue 41): IsThereAnyDeal and GG.deals, each when its key is set. */
export function createExtrasSources(config: PriceConfig, deps: PriceDeps, itadGames: ItadGameIds = createItadGameIds()): ExtrasSource[] {
  const http: HttpClient = { fetch: deps.fetch ?? globalThis.fetch, userAgent: deps.userAgent ?? DEFAULT_USER_AGENT };
  const sources: ExtrasSource[] = [];
  if (config.ITAD_API_KEY) sources.push(createItadExtrasSource({ baseUrl: config.ITAD_API_URL, apiKey: config.ITAD_API_KEY, http, games: itadGames }));
  if (config.GGDEALS_API_KEY) sources.push(createGgDealsExtrasSource({ baseUrl: config.GGDEALS_API_URL, apiKey: config.GGDEALS_API_KEY, http }));
  return sources;
}

export function createPriceService(config: PriceConfig, deps: PriceDeps): PriceService {
  return createPrices(config, deps).prices;
}

export interface Prices {
  prices: PriceService;
  /** Null without a history store. */
  history: PriceHistory | null;
  charts: PriceCharts | null;
  /** One game's Steam price across regions, converted through the ECB rates. */
  regional: RegionalPrices;
}

/**
 * The price service and, with a history store, the history that records each of its answers (IsThereAnyDeal's
 * log merged in when its key is set) and the charts drawn from it.
 */
export function createPrices(
  config: PriceConfig,
  deps: PriceDeps & {
    historyStore?: PriceHistoryStore;
    onHistoryEvent?: (event: HistoryEvent) => void;
    /** The catalogue the charts are worded from (required with a history store: charts speak the reader's language). */
    translations?: Pick<Translations, 'translator'>;
  },
): Prices {
  const itadGames = createItadGameIds();
  const sources = createPriceSources(config, deps, itadGames);
  let history: PriceHistory | null = null;
  const prices = new PriceService({
    sources,
    extras: createExtrasSources(config, deps, itadGames),
    cache: deps.cache,
    clock: deps.clock,
    defaultRegion: config.PRICE_REGION,
    ttlS: config.PRICE_CACHE_TTL_S,
    timeoutMs: deps.timeoutMs,
    onEvent: deps.onEvent,
    onSourceResult: deps.onSourceResult,
    onAnswer: (answer) => history?.observe(answer),
  });
  const regional = createRegional(config, deps, sources);
  if (!deps.historyStore) return { prices, history: null, charts: null, regional };
  if (!deps.translations) throw new Error('price charts need the message catalogue (deps.translations)');
  const logSource = sources.find((s) => s.history !== undefined);
  history = new PriceHistory({
    store: deps.historyStore,
    clock: deps.clock,
    lookup: (appid, region) => prices.lookup(appid, region),
    defaultRegion: config.PRICE_REGION,
    retentionDays: config.PRICE_HISTORY_DAYS ?? 730,
    importer: logSource ? { source: logSource.name, log: (appid, region, since, signal) => logSource.history!(appid, region, since, signal) } : undefined,
    timeoutMs: deps.timeoutMs,
    onEvent: deps.onHistoryEvent,
  });
  return { prices, history, charts: new PriceCharts({ history, renderer: createChartRenderer(deps.translations) }), regional };
}

/**
 * Regional prices ask Steam alone (the question is "what does Steam charge there"), through the same Steam source
 * object as every lookup, so they spend the one client-side Steam budget; the answers share the price cache under
 * their own scope, with the price service's TTL and single flight. The rates are kept in this process's memory.
 */
function createRegional(config: PriceConfig, deps: PriceDeps, sources: readonly PriceSource[]): RegionalPrices {
  const steamOnly = new PriceService({
    sources: sources.filter((s) => s.name === 'steam'),
    cache: deps.cache,
    cacheScope: 'steam:',
    clock: deps.clock,
    defaultRegion: config.PRICE_REGION,
    ttlS: config.PRICE_CACHE_TTL_S,
    timeoutMs: deps.timeoutMs,
    onEvent: deps.onEvent,
    onSourceResult: deps.onSourceResult,
  });
  const http: HttpClient = { fetch: deps.fetch ?? globalThis.fetch, userAgent: deps.userAgent ?? DEFAULT_USER_AGENT };
  const rates = new ExchangeRates({
    source: createEcbRatesSource({ url: config.ECB_RATES_URL ?? DEFAULT_PRICE_CONFIG.ECB_RATES_URL!, http }),
    clock: deps.clock,
    timeoutMs: deps.timeoutMs,
    onError: (err) => deps.onRatesError?.(err),
  });
  return new RegionalPrices({ lookup: (appid, region) => steamOnly.lookup(appid, region), rates });
}

export { PriceService } from '../core/prices/price.service.js';
export { PriceHistory } from '../core/prices/history/history.service.js';
export { PriceCharts } from '../core/prices/history/chart.js';
export { RegionalPrices } from '../core/prices/regional-prices.js';
export { PriceLookupLimiter } from '../core/prices/key-rate-limiter.js';
export type { Game, SearchCandidate } from '../core/prices/price.types.js';
