import { systemClock } from '../../../src/core/clock.js';
import { MemoryPriceCache } from '../../../src/core/prices/memory-cache.js';
import { createPriceService, DEFAULT_PRICE_CONFIG, type PriceService } from '../../../src/prices/index.js';
import { startCheapSharkFake, type CheapSharkGame } from '../../prices/fakes/cheapshark.js';
import type { FakeServer } from '../../prices/fakes/server.js';
import { startSteamFake, type SteamApp } from '../../prices/fakes/steam.js';
import { CHEAPSHARK_STORES } from '../../prices/fakes/world.js';

export const PORTAL2 = 620;
export const PORTAL = 400;
/** Steam only; its price is changed by the watch tests. */
export const WATCHED = 4000;

function cheapsharkGame(gameID: string, appid: number, title: string, deals: Array<[string, string, string]>, low: string) {
  return {
    gameID,
    steamAppID: String(appid),
    external: title,
    cheapest: deals[0][1],
    cheapestDealID: `${gameID}-deal-0`,
    detail: {
      info: { title, steamAppID: String(appid), thumb: 'https://example.invalid/t.jpg' },
      // 2020-09-13 UTC
      cheapestPriceEver: { price: low, date: 1_600_000_000 },
      deals: deals.map(([storeID, price, retail], i) => ({
        storeID,
        dealID: `${gameID}-deal-${i}`,
        price,
        retailPrice: retail,
        savings: String((1 - Number(price) / Number(retail)) * 100),
      })),
    },
    deal: {
      gameInfo: { storeID: deals[0][0], gameID, name: title, steamAppID: String(appid), salePrice: deals[0][1], retailPrice: deals[0][2], metacriticScore: '95' },
      cheaperStores: [],
      cheapestPrice: { price: low, date: 1_600_000_000 },
    },
  } satisfies CheapSharkGame;
}

export interface PriceWorld {
  prices: PriceService;
  steamApps: Record<number, SteamApp>;
  steam: FakeServer;
  cheapshark: FakeServer;
  close(): Promise<void>;
}

/** Steam and CheapShark fakes with a few games, and a real price service over them (no caching unless asked). */
export async function startPriceWorld(cacheTtlS = 0): Promise<PriceWorld> {
  const steamApps: Record<number, SteamApp> = {
    [PORTAL2]: { name: 'Portal 2', metacritic: 95, prices: { us: { currency: 'USD', initial: 999, final: 999, discount_percent: 0 } } },
    [PORTAL]: { name: 'Portal', metacritic: 90, prices: { us: { currency: 'USD', initial: 999, final: 999, discount_percent: 0 } } },
    [WATCHED]: { name: 'Watch Test Game', prices: { us: { currency: 'USD', initial: 2000, final: 2000, discount_percent: 0 } } },
  };
  const steam = await startSteamFake(steamApps);
  const cheapshark = await startCheapSharkFake(CHEAPSHARK_STORES, [
    // Store 3 is GreenManGaming, 7 is GOG in the official store list.
    cheapsharkGame('9001', PORTAL2, 'Portal 2', [['3', '1.99', '9.99'], ['7', '2.49', '9.99']], '0.99'),
    cheapsharkGame('9002', PORTAL, 'Portal', [['7', '1.49', '9.99']], '0.79'),
  ]);
  const config = {
    ...DEFAULT_PRICE_CONFIG,
    PRICE_CACHE_TTL_S: cacheTtlS,
    STEAM_STORE_URL: steam.url,
    CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`,
  };
  const prices = createPriceService(config, { cache: new MemoryPriceCache(), clock: systemClock, timeoutMs: 3000 });
  return {
    prices,
    steamApps,
    steam,
    cheapshark,
    close: async () => {
      await Promise.all([steam.close(), cheapshark.close()]);
    },
  };
}
