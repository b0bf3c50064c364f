import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../../src/core/clock.ports.js';
import { PriceCharts } from '../../../src/core/prices/history/chart.js';
import { PriceHistory, type HistoryEvent } from '../../../src/core/prices/history/history.service.js';
import { createChartRenderer } from '../../../src/prices/chart/png.js';
import { englishOnly } from '../../../src/http/web/english-only.js';
import { LowPriceHistory } from '../../../src/storage/price-history.js';
import { MemoryPriceCache } from '../../../src/core/prices/memory-cache.js';
import { PriceService, type PriceServiceOptions } from '../../../src/core/prices/price.service.js';
import type { SourceName } from '../../../src/core/prices/price.types.js';
import { createPriceSources, DEFAULT_PRICE_CONFIG, type PriceConfig } from '../../../src/prices/index.js';
import { startCheapSharkFake } from './cheapshark.js';
import { startGgDealsFake } from './ggdeals.js';
import { startItadFake } from './itad.js';
import type { FakeServer } from './server.js';
import { startSteamFake } from './steam.js';
import { CHEAPSHARK_GAMES, CHEAPSHARK_STORES, GG_BUNDLES, GG_ENTRIES, GG_KEY, ITAD_GAMES, ITAD_KEY, STEAM_APPS } from './world.js';

export class TestClock implements Clock {
  constructor(public t = Date.UTC(2026, 10, 22, 12, 0, 0)) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface World {
  steam: FakeServer;
  cheapshark: FakeServer;
  itad: FakeServer;
  gg: FakeServer;
  fakes: FakeServer[];
  /** Every source configured (both keys set), pointing at the fakes. */
  config: PriceConfig;
  close(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  const [steam, cheapshark, itad, gg] = await Promise.all([
    startSteamFake(STEAM_APPS),
    startCheapSharkFake(CHEAPSHARK_STORES, CHEAPSHARK_GAMES),
    startItadFake(ITAD_KEY, ITAD_GAMES),
    startGgDealsFake(GG_KEY, GG_ENTRIES, GG_BUNDLES),
  ]);
  const fakes = [steam, cheapshark, itad, gg];
  return {
    steam,
    cheapshark,
    itad,
    gg,
    fakes,
    config: {
      ...DEFAULT_PRICE_CONFIG,
      STEAM_STORE_URL: steam.url,
      CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`,
      ITAD_API_URL: itad.url,
      ITAD_API_KEY: ITAD_KEY,
      GGDEALS_API_URL: gg.url,
      GGDEALS_API_KEY: GG_KEY,
    },
    close: async () => {
      await Promise.all(fakes.map((f) => f.close()));
    },
  };
}

/** The world's price settings as environment variables, for starting the real app on the fakes. */
export function worldEnv(world: World): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(world.config)) if (v !== undefined) env[k] = String(v);
  return env;
}

/** Puts every fake back to answering normally and forgets recorded requests. */
export function resetWorld(world: World): void {
  for (const fake of world.fakes) {
    fake.mode = 'ok';
    fake.delayMs = 0;
    fake.retryAfter = '30';
    fake.rateLimitHeaders = {};
    fake.requests.length = 0;
  }
}

export interface TestService {
  service: PriceService;
  cache: MemoryPriceCache;
  clock: TestClock;
}

/** A PriceService over the named sources only (all four when omitted), with a memory cache and a test clock. */
export function serviceFor(
  world: World,
  names?: readonly SourceName[],
  opts: Partial<Omit<PriceServiceOptions, 'sources' | 'cache' | 'clock'>> & { clock?: TestClock; config?: Partial<PriceConfig> } = {},
): TestService {
  const clock = opts.clock ?? new TestClock();
  const cache = new MemoryPriceCache();
  const config = { ...world.config, ...opts.config };
  const sources = createPriceSources(config, { cache, clock }).filter((s) => !names || names.includes(s.name));
  const service = new PriceService({
    sources,
    cache,
    clock,
    defaultRegion: config.PRICE_REGION,
    ttlS: config.PRICE_CACHE_TTL_S,
    timeoutMs: opts.timeoutMs ?? 1000,
    ...opts,
  });
  return { service, cache, clock };
}

export interface HistoryTestService extends TestService {
  history: PriceHistory;
  charts: PriceCharts;
  store: LowPriceHistory;
  dir: string;
  /** Removes the store's folder. */
  cleanup(): Promise<void>;
}

/**
 * As `serviceFor`, with price history recorded into a real lowdb history store in a temp folder (and
 * IsThereAnyDeal's log imported when that source is among `names`), and charts drawn from it.
 */
export async function serviceWithHistory(
  world: Pick<World, 'config'>,
  names?: readonly SourceName[],
  opts: { clock?: TestClock; config?: Partial<PriceConfig>; retentionDays?: number; timeoutMs?: number; onEvent?: (event: HistoryEvent) => void } = {},
): Promise<HistoryTestService> {
  const clock = opts.clock ?? new TestClock();
  const cache = new MemoryPriceCache();
  const config = { ...world.config, ...opts.config };
  const sources = createPriceSources(config, { cache, clock }).filter((s) => !names || names.includes(s.name));
  const dir = await mkdtemp(join(tmpdir(), 'price-history-'));
  const store = await LowPriceHistory.open(dir, { writeDelayMs: 10 });
  let history: PriceHistory | null = null;
  const service = new PriceService({
    sources,
    cache,
    clock,
    defaultRegion: config.PRICE_REGION,
    ttlS: config.PRICE_CACHE_TTL_S,
    timeoutMs: opts.timeoutMs ?? 1000,
    onAnswer: (a) => history!.observe(a),
  });
  const logSource = sources.find((s) => s.history);
  history = new PriceHistory({
    store,
    clock,
    lookup: (appid, region) => service.lookup(appid, region),
    defaultRegion: config.PRICE_REGION,
    retentionDays: opts.retentionDays ?? 730,
    importer: logSource ? { source: logSource.name, log: (a, r, since, signal) => logSource.history!(a, r, since, signal) } : undefined,
    timeoutMs: opts.timeoutMs ?? 1000,
    onEvent: opts.onEvent,
  });
  const charts = new PriceCharts({ history, renderer: createChartRenderer({ translator: englishOnly }) });
  return {
    service,
    cache,
    clock,
    history,
    charts,
    store,
    dir,
    cleanup: async () => {
      await store.flush();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once every pending microtask and timer of the current turn ran (cache writes are not awaited). */
export const settle = () => new Promise((resolve) => setImmediate(resolve));
