import { isAppError } from '../errors.js';
import type { ChartTheme, PriceCharts } from '../prices/history/chart.js';
import type { Lows } from '../prices/history/history.types.js';
import type { Game } from '../prices/price.types.js';
import type { ChatPlatform } from './chat-target.js';
import type { Translator } from '../i18n.ports.js';

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
  /** The reader's language for the chart's axes and labels (English when absent). */
  locale?: string,
): Promise<ChartImage | null> {
  if (!charts) return null;
  try {
    const chart = await charts.chart(game.platform_appid, game.region, days, chartTheme(platform), 'png', locale);
    return { png: chart.body as Uint8Array, enough: chart.enough, lows: chart.history.lows, days };
  } catch (err) {
    if (isAppError(err)) return null;
    throw err;
  }
}

/**
 * The lows as plain lines in the reader's language ("All-time low: $4.99 (GOG, Mar 1, 2025)"); each chat
 * escapes them its own way.
 */
export function lowLines(lows: Lows, currency: string, tr: Translator): string[] {
  const line = (label: string, low: { price: number; shop: string | null; date: string | null } | null, extra = '') => {
    if (!low) return null;
    const where = [low.shop, low.date ? tr.date(low.date) : null].filter(Boolean).join(', ');
    return `${tr.t(label)}: ${tr.money(low.price, currency)}${where ? ` (${where})` : ''}${extra}`;
  };
  const since = lows.since_increase?.since;
  return [
    line('history-all-time-low', lows.all_time),
    line('history-official-low', lows.official),
    line('history-keyshop-low', lows.keyshop),
    line('history-steam-low', lows.steam),
    since ? line('history-since-rise-low', lows.since_increase, ` · ${tr.t('history-rise-on', { date: tr.date(since) })}`) : null,
  ].filter((l): l is string => l !== null);
}

/** The web page with the game's chart (inline cards link to it). */
export function webChartUrl(baseUrl: string, game: Pick<Game, 'platform_appid' | 'region'>, days = 365): string {
  return `${baseUrl.replace(/\/+$/, '')}/prices?${new URLSearchParams({ game: String(game.platform_appid), region: game.region, days: String(days) })}`;
}
