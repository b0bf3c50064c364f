import Router from '@koa/router';
import { z } from 'zod';
import { filterFromFields } from '../../core/deals/deal-filter.js';
import type { DealService } from '../../core/deals/deal.service.js';
import type { RequestLimiter } from '../../core/limits/rate-limit.ports.js';
import { AppError } from '../../core/errors.js';
import type { AppState } from '../app-state.js';
import { dealsAtom } from '../feeds/atom.js';
import { isAppError } from '../../core/errors.js';
import { page } from '../web/layout.js';
import { dealsBody } from '../web/pages/deals.js';
import { setPageHeaders } from '../web/security.js';
import { sendFeed } from '../feeds/send-feed.js';
import type { Translations } from '../../core/i18n.ports.js';
import { englishOnly } from '../web/english-only.js';
import { pageTranslator } from '../web/language.js';
import { SOURCE_LOCALE } from '../../i18n/catalogue.js';
import type { ImageProxy } from '../../core/images/image-proxy.js';

export interface FeedsDeps {
  deals: Pick<DealService, 'feed' | 'current' | 'defaultRegion'>;
  /** Per client address (FEED rate); throws rate_limited. */
  limiter: RequestLimiter;
  baseUrl: string;
  /** The deals page's words; English alone when absent. */
  translations?: Translations;
  /** Proxied addresses of the deals' images (issue 41); the cards have no picture without it. */
  images?: Pick<ImageProxy, 'link'>;
}

const price = z.string().regex(/^\d{1,5}(\.\d{1,2})?$/, 'must be a price such as 5 or 4.99').transform(Number);

/** The feed's query: the same filter parts as `/follow`, as separate fields. */
export const FeedQuery = z.object({
  filter: z.enum(['free', 'all']).optional(),
  under: price.optional(),
  cut: z.string().regex(/^\d{1,3}$/, 'must be a whole percent').transform(Number).optional(),
  store: z.string().max(60).optional(),
  region: z.string().max(2).optional(),
  // The feed's language (a BCP 47 tag), as the giveaway feed takes it; a language not present, or none, is English.
  lang: z.string().max(35).optional(),
  games_only: z.enum(['true', 'false']).optional(),
});

/**
 * `GET /feeds/deals.atom`: the deals of a filter as Atom 1.0, for feed readers (no key). Answers 304 to a
 * matching If-None-Match or an If-Modified-Since at or after its last change; rate-limited per address.
 */
export function createFeedsRouter(deps: FeedsDeps): Router<AppState> {
  const router = new Router<AppState>();
  const english = englishOnly();
  router.get('/feeds/deals.atom', async (ctx) => {
    await deps.limiter.take(`feed:${ctx.ip}`);
    const parsed = FeedQuery.safeParse(Object.fromEntries(new URLSearchParams(ctx.querystring)));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? 'filter');
      throw new AppError('invalid_params', `${field}: ${issue.message}`, { field });
    }
    const q = parsed.data;
    const filter = filterFromFields(
      { free: q.filter === 'free', under: q.under, cut: q.cut, store: q.store, region: q.region, gamesOnly: q.games_only === 'true' },
      deps.deals.defaultRegion,
    );
    const self = `${deps.baseUrl}/feeds/deals.atom${ctx.querystring ? `?${ctx.querystring}` : ''}`;
    // A feed reader sends no useful Accept-Language: the URL it keeps says the language.
    const tr = deps.translations ? deps.translations.translator(deps.translations.pick([q.lang])) : english;
    const feed = dealsAtom(
      await deps.deals.feed(filter),
      filter,
      { self, page: `${deps.baseUrl}/deals${ctx.querystring ? `?${ctx.querystring}` : ''}`, baseUrl: deps.baseUrl },
      tr,
    );
    sendFeed(ctx, feed);
  });
  // The deals page: the same filter as the feed, as HTML, linking the feed of exactly this filter.
  router.get('/deals', async (ctx) => {
    await deps.limiter.take(`feed:${ctx.ip}`);
    const raw = Object.fromEntries(new URLSearchParams(ctx.querystring));
    const text = (name: string) => (typeof raw[name] === 'string' ? raw[name].slice(0, 60) : '');
    const form = {
      filter: text('filter'),
      under: text('under'),
      cut: text('cut'),
      store: text('store'),
      region: text('region') || deps.deals.defaultRegion,
      games_only: text('games_only') === 'true' ? 'true' : '',
    };
    const tr = deps.translations ? pageTranslator(ctx, deps.translations) : english;
    const params = new URLSearchParams(Object.entries(form).filter(([, v]) => v !== '' && v !== 'all'));
    // The feed of this page is in the page's language: a feed reader keeps the URL, not the page's cookie.
    if (tr.locale !== SOURCE_LOCALE) params.set('lang', tr.locale);
    const feedUrl = `/feeds/deals.atom${params.size ? `?${params.toString()}` : ''}`;
    let result = null;
    let notice: string | undefined;
    try {
      const q = FeedQuery.safeParse(raw);
      if (!q.success) throw new AppError('invalid_params', `${String(q.error.issues[0].path[0])}: ${q.error.issues[0].message}`);
      const filter = filterFromFields(
        { free: q.data.filter === 'free', under: q.data.under, cut: q.data.cut, store: q.data.store, region: q.data.region, gamesOnly: q.data.games_only === 'true' },
        deps.deals.defaultRegion,
      );
      result = await deps.deals.current(filter, 1, 50);
    } catch (err) {
      if (!isAppError(err) || err.code !== 'invalid_params') throw err;
      notice = tr.locale === SOURCE_LOCALE ? err.message : tr.t('api-error-invalid_params', { detail: err.message });
    }
    setPageHeaders(ctx);
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    ctx.status = 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page({ title: tr.t('web-deals-title'), section: 'deals', version: 'deals', body: dealsBody(form, result, feedUrl, tr, notice, (url) => deps.images?.link(url) ?? null), tr });
  });
  return router;
}
