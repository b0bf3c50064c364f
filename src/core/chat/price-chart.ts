import { isAppError } from '../errors.js';
import type { ChartTheme, PriceCharts } from '../prices/history/chart.js';
import type { Lows } from '../prices/history/history.types.js';
import type { Game } from '../prices/price.types.js';
import type { ChatPlatform } from './chat-target.js';
import { formatMoney } from './chat-text.js';

/** A chart for a chat card: the PNG, whether it shows any history yet, and the lows it was drawn with. */
export interface ChartImage {
  png: Uint8Array;
  /** False: too little history for a line; the card says so instead of showing the image. */
  enough: boolean;
  lows: Lows;
  days: number;
}

/** Discord is mostly used dark; Telegram's default theme is light. */
export function chartTheme(platform: ChatPlatform): ChartTheme {
  return platform === 'discord' ? 'dark' : 'light';
}

/**
 * The chart of a game a chat card shows. A chart is extra: when it cannot be drawn (history store or source
 * trouble) the card goes out without it, so only programming errors come through.
 */
export async function chartForCard(
  charts: Pick<PriceCharts, 'chart'> | undefined,
  game: Game,
  days: number,
  platform: ChatPlatform,
): Promise<ChartImage | null> {
  if (!charts) return null;
  try {
    const chart = await charts.chart(game.platform_appid, game.region, days, chartTheme(platform), 'png');
    return { png: chart.body as Uint8Array, enough: chart.enough, lows: chart.history.lows, days };
  } catch (err) {
    if (isAppError(err)) return null;
    throw err;
  }
}

export const TOO_LITTLE_HISTORY = 'Not enough price history yet for a chart: it builds with every lookup.';

/** The lows as plain lines ("All-time low: $4.99 at GOG, 2025-03-01"); each chat escapes them its own way. */
export function lowLines(lows: Lows, currency: string): string[] {
  const line = (label: string, low: { price: number; shop: string | null; date: string | null } | null, extra = '') => {
    if (!low) return null;
    const where = [low.shop, low.date].filter(Boolean).join(', ');
    return `${label}: ${formatMoney(low.price, currency)}${where ? ` (${where})` : ''}${extra}`;
  };
  return [
    line('All-time low', lows.all_time),
    line('Official stores low', lows.official),
    line('Key resellers low', lows.keyshop),
    line('Steam low', lows.steam),
    lows.since_increase?.since ? line('Low since the price rise', lows.since_increase, ` · rise on ${lows.since_increase.since}`) : null,
  ].filter((l): l is string => l !== null);
}

/** The web page with the game's chart (inline cards link to it). */
export function webChartUrl(baseUrl: string, game: Pick<Game, 'platform_appid' | 'region'>, days = 365): string {
  return `${baseUrl.replace(/\/+$/, '')}/prices?${new URLSearchParams({ game: String(game.platform_appid), region: game.region, days: String(days) })}`;
}
