import { systemClock } from '../../src/core/clock.js';
import type { Clock } from '../../src/core/clock.ports.js';
import { WatchService } from '../../src/core/chat/watch.service.js';
import { chatKey } from '../../src/core/chat/chat-target.js';
import type { Watch } from '../../src/core/chat/watch.types.js';
import type { WatchStore } from '../../src/core/chat/watch.ports.js';
import { MemoryPriceCache } from '../../src/core/prices/memory-cache.js';
import { createPriceService, DEFAULT_PRICE_CONFIG, type PriceService } from '../../src/prices/index.js';
import { startCheapSharkFake, type CheapSharkGame } from './fakes/cheapshark.js';
import { startGgDealsFake } from './fakes/ggdeals.js';
import type { FakeServer } from './fakes/server.js';
import { startSteamFake, type SteamApp } from './fakes/steam.js';
import { CHEAPSHARK_STORES, GG_KEY } from './fakes/world.js';

/**
 * A price world with many games (Steam, CheapShark and GG.deals fakes) and many watches on them, for
 * the price-alert checker at scale: the test and `npm run bench` share it.
 */
export interface ManyGames {
  steam: FakeServer;
  cheapshark: FakeServer;
  gg: FakeServer;
  fakes: FakeServer[];
  appids: number[];
  /** A fresh price service over the fakes (fresh adapters, empty cache, 10-minute TTL). */
  prices(clock?: Clock): PriceService;
  close(): Promise<void>;
}

export async function startManyGames(gameCount: number, delayMs = 0): Promise<ManyGames> {
  const appids = Array.from({ length: gameCount }, (_, i) => 10_000 + i * 10);
  const steamApps: Record<number, SteamApp> = {};
  const cheap: CheapSharkGame[] = [];
  const gg: Record<string, unknown> = {};
  for (const appid of appids) {
    const title = `Game ${appid}`;
    steamApps[appid] = { name: title, prices: { us: { currency: 'USD', initial: 1999, final: 1999, discount_percent: 0 } } };
    const gameID = String(appid + 1);
    cheap.push({
      gameID,
      steamAppID: String(appid),
      external: title,
      cheapest: '9.99',
      cheapestDealID: `${gameID}-d0`,
      detail: {
        info: { title, steamAppID: String(appid), thumb: 'https://example.invalid/t.jpg' },
        cheapestPriceEver: { price: '4.99', date: 1_600_000_000 },
        deals: [{ storeID: '3', dealID: `${gameID}-d0`, price: '9.99', retailPrice: '19.99', savings: '50.025' }],
      },
      deal: { gameInfo: { metacriticScore: '80' }, cheaperStores: [], cheapestPrice: { price: '4.99', date: 1_600_000_000 } },
    });
    gg[String(appid)] = {
      title,
      url: `https://gg.deals/game/game-${appid}/`,
      prices: { currentRetail: '9.49', currentKeyshops: '7.99', historicalRetail: '4.99', historicalKeyshops: '3.99', currency: 'USD' },
    };
  }
  const [steam, cheapshark, ggFake] = await Promise.all([
    startSteamFake(steamApps),
    startCheapSharkFake(CHEAPSHARK_STORES, cheap),
    startGgDealsFake(GG_KEY, { us: gg }),
  ]);
  const fakes = [steam, cheapshark, ggFake];
  for (const f of fakes) f.delayMs = delayMs;
  const config = {
    ...DEFAULT_PRICE_CONFIG,
    STEAM_STORE_URL: steam.url,
    CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`,
    GGDEALS_API_URL: ggFake.url,
    GGDEALS_API_KEY: GG_KEY,
  };
  return {
    steam,
    cheapshark,
    gg: ggFake,
    fakes,
    appids,
    prices: (clock = systemClock) => createPriceService(config, { cache: new MemoryPriceCache(), clock, timeoutMs: 30_000 }),
    close: async () => {
      await Promise.all(fakes.map((f) => f.close()));
    },
  };
}

/** Watches kept in memory (the checker's store port). */
export class MemoryWatchStore implements WatchStore {
  readonly #watches = new Map<string, Watch>();
  async list(owner?: string): Promise<Watch[]> {
    return [...this.#watches.values()].filter((w) => owner === undefined || w.owner === owner);
  }
  async put(watches: Watch[]): Promise<void> {
    for (const w of watches) this.#watches.set(w.id, w);
  }
  async delete(ids: string[]): Promise<void> {
    for (const id of ids) this.#watches.delete(id);
  }
  async disableChat(key: string, at: number): Promise<number> {
    let changed = 0;
    for (const w of this.#watches.values()) {
      if (w.disabledAt === null && chatKey(w.chat) === key) {
        w.disabledAt = at;
        changed++;
      }
    }
    return changed;
  }
}

/** `count` watches spread over `appids` (each game watched by one or more users), all armed above the price. */
export function manyWatches(count: number, appids: number[]): Watch[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `w${i}`,
    platform: 'telegram',
    owner: `owner-${i % 400}`,
    chat: { platform: 'telegram', chatId: 1000 + (i % 400), userId: String(1000 + (i % 400)), replyTo: null },
    appid: appids[i % appids.length],
    title: null,
    region: 'us',
    currency: 'USD',
    target: 1,
    armed: true,
    knownLow: 4.99,
    lastPrice: null,
    disabledAt: null,
    createdAt: i,
    lastCheckedAt: null,
    lastAlertAt: null,
  }));
}

/** A checker over the store whose Telegram notifier only counts. */
export function checker(store: WatchStore, prices: Pick<PriceService, 'lookup' | 'search'> & Partial<Pick<PriceService, 'refreshMany'>>, clock: Clock = systemClock) {
  const service = new WatchService({ store, prices, clock, maxPerOwner: 1000 });
  service.setNotifier('telegram', async () => {});
  return service;
}
