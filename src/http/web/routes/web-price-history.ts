import type Koa from 'koa';
import { isAppError } from '../../../core/errors.js';
import { parseDays } from '../../../core/prices/history/history.service.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { SOURCE_LOCALE } from '../../../i18n/catalogue.js';
import type { HttpDeps } from '../../deps.js';
import type { HistoryView } from '../pages/price-history.js';
import { chargeWebLookup } from './web-prices.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type PriceHistoryViewDeps = Pick<HttpDeps, 'config' | 'limiter' | 'priceCharts' | 'priceRateLimit' | 'sessions'>;

/**
 * The history part of `/prices?game=<appid>&region=&days=`: charged as one web lookup, answered by the chart
 * service. A refusal (unknown game, budget spent, bad period) becomes a notice on the page, never an error page. The
 * chart and the notices are in the page's language.
 */
export async function priceHistoryView(
  services: PriceHistoryViewDeps,
  ctx: Koa.Context,
  tr: Translator,
): Promise<{ history: HistoryView | null; notice?: string }> {
  const game = typeof ctx.query.game === 'string' ? ctx.query.game.trim() : '';
  if (!services.priceCharts || !/^\d{1,10}$/.test(game)) return { history: null };
  const region = typeof ctx.query.region === 'string' && /^[A-Za-z]{2}$/.test(ctx.query.region) ? ctx.query.region.toLowerCase() : undefined;
  try {
    const days = parseDays(typeof ctx.query.days === 'string' ? ctx.query.days : undefined);
    await chargeWebLookup(services, ctx);
    const chart = await services.priceCharts.chart(game, region, days, 'light', 'svg', tr.locale);
    const h = chart.history;
    return { history: { appid: h.appid, region: h.region, days, currency: h.currency, svg: String(chart.body), lows: h.lows, enough: chart.enough } };
  } catch (err) {
    if (!isAppError(err)) throw err;
    if (err.code === 'rate_limited') return { history: null, notice: tr.t('web-history-rate-limited') };
    if (err.code === 'not_found') return { history: null };
    // The API's message names each source and its internal error: for developers, not for this page.
    if (err.code === 'upstream_unavailable' || err.code === 'service_unavailable') return { history: null, notice: tr.t('web-history-sources-down') };
    if (err.code === 'invalid_request' || err.code === 'invalid_appid') {
      return { history: null, notice: tr.locale === SOURCE_LOCALE ? err.message : tr.t(`api-error-${err.code}`, { detail: err.message }) };
    }
    return { history: null, notice: tr.t('web-history-failed') };
  }
}
