import { JumpingClock } from '../helpers/clock.js';
import { startCheapSharkFake } from './fakes/cheapshark.js';
import { startGgDealsFake } from './fakes/ggdeals.js';
import { startSteamFake, type SteamApp } from './fakes/steam.js';
import { CHEAPSHARK_STORES } from './fakes/world.js';

/** One game per rule, so one rule's price moves never touch another's history. */
export const LOW_APP = 781_001;
export const OFFICIAL_APP = 781_002;
export const SINCE_APP = 781_003;
const GG_KEY = 'gg-watch-rules-key';

/**
 * The price sources behind the watch-rule tests of every door (issue 28 item 7): Steam sells each game (the price
 * a test moves), GG.deals adds a key reseller for OFFICIAL_APP, and the app records history from each lookup on a
 * clock the test moves a day at a time, so `low` and `since` are judged on real lows (a `since` baseline is a day).
 */
export interface RuleWorld {
  clock: JumpingClock;
  /** The app's price settings pointing at the fakes (no answer is cached). */
  env: Record<string, string>;
  /** Steam's price of `appid` now: its regular price and the one it sells at, in dollars. */
  steamAt(appid: number, regular: number, price: number): void;
  /** GG.deals' current key-reseller price of OFFICIAL_APP (null: none). */
  keyshopAt(price: number | null): void;
  /** The next check happens a day later. */
  nextDay(): void;
  close(): Promise<void>;
}

export async function startRuleWorld(): Promise<RuleWorld> {
  const apps: Record<number, SteamApp> = {};
  const steamAt = (appid: number, regular: number, price: number) => {
    const initial = Math.round(regular * 100);
    const final = Math.round(price * 100);
    apps[appid] = {
      name: `Rule Game ${appid}`,
      prices: { us: { currency: 'USD', initial, final, discount_percent: Math.round((1 - final / initial) * 100) } },
    };
  };
  for (const appid of [LOW_APP, OFFICIAL_APP, SINCE_APP]) steamAt(appid, 20, 20);
  const gg: Record<string, Record<string, unknown>> = { us: {} };
  const keyshopAt = (price: number | null) => {
    gg.us[OFFICIAL_APP] = {
      title: `Rule Game ${OFFICIAL_APP}`,
      url: `https://gg.deals/game/rule-game-${OFFICIAL_APP}/`,
      prices: { currentRetail: null, currentKeyshops: price === null ? null : price.toFixed(2), historicalRetail: null, historicalKeyshops: null, currency: 'USD' },
    };
  };
  keyshopAt(null);
  const [steam, cheapshark, ggdeals] = await Promise.all([startSteamFake(apps), startCheapSharkFake(CHEAPSHARK_STORES, []), startGgDealsFake(GG_KEY, gg)]);
  const clock = new JumpingClock();
  return {
    clock,
    env: {
      STEAM_STORE_URL: steam.url,
      CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`,
      GGDEALS_API_URL: ggdeals.url,
      GGDEALS_API_KEY: GG_KEY,
      PRICE_CACHE_TTL_S: '0',
    },
    steamAt,
    keyshopAt,
    nextDay: () => clock.jump(86_400_000),
    close: async () => {
      await Promise.all([steam.close(), cheapshark.close(), ggdeals.close()]);
    },
  };
}
