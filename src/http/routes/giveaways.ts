import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { giveawayFilterFromFields } from '../../core/giveaways/giveaway-filter.js';
import type { GiveawayService } from '../../core/giveaways/giveaway.service.js';
import type { GiveawayFilter } from '../../core/giveaways/giveaway.types.js';
import { giveawayView } from '../../wire/giveaway-wire.js';
import type { RequestLimiter } from '../../core/limits/rate-limit.ports.js';
import type { AppState } from '../app-state.js';
import { giveawaysAtom } from '../feeds/giveaways-atom.js';
import { sendFeed } from '../feeds/send-feed.js';
import type { Translations } from '../../core/i18n.ports.js';
import { englishOnly } from '../web/english-only.js';
import type { ImageProxy } from '../../core/images/image-proxy.js';
import type { Clock } from '../../core/clock.ports.js';
import { page } from '../web/layout.js';
import { giveawaysBody } from '../web/pages/giveaways.js';
import { setPageHeaders } from '../web/security.js';
import { pageTranslator } from '../web/language.js';
import { isAppError } from '../../core/errors.js';
import { NO_FILTER } from '../../core/giveaways/giveaway-filter.js';

export interface GiveawaysRouterDeps {
  giveaways: Pick<GiveawayService, 'current' | 'feed'>;
  /** As `/api/prices`: throws missing_api_key / invalid_api_key. */
  authenticate: (ctx: Koa.Context) => Promise<{ keyId: string }>;
  /** The key's price budget (one request costs one lookup). */
  rateLimit: (key: string, cost: number) => Promise<void>;
  /** Per client address, the feeds' budget (the feed needs no key). */
  feedLimiter: RequestLimiter;
  baseUrl: string;
  /** The feed's words; English alone when absent. */
  translations?: Translations;
  /** The giveaways page's cards show each image through it (issue 41); absent, they show none. */
  images?: Pick<ImageProxy, 'link'>;
  clock?: Clock;
}

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const Query = z.object({
  store: z.string().max(60).optional(),
  kind: z.string().max(60).optional(),
  games_only: flag.optional(),
  // The feed's language (a BCP 47 tag); a language not present, or none, is English.
  lang: z.string().max(35).optional(),
});

function filterOf(querystring: string): GiveawayFilter {
  const parsed = Query.safeParse(Object.fromEntries(new URLSearchParams(querystring)));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'store');
    throw new AppError('invalid_params', field === 'games_only' ? 'games_only: must be true or false' : `${field}: too long`, { field });
  }
  return giveawayFilterFromFields({ store: parsed.data.store, kind: parsed.data.kind, gamesOnly: parsed.data.games_only });
}

/** `GET /api/giveaways` (an API key, as /api/prices) and `GET /feeds/giveaways.atom` (none; per-address budget). */
export function createGiveawaysRouter(deps: GiveawaysRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/giveaways', async (ctx) => {
    const { keyId } = await deps.authenticate(ctx);
    await deps.rateLimit(keyId, 1);
    const filter = filterOf(ctx.querystring);
    ctx.body = { ok: true, giveaways: (await deps.giveaways.current(filter)).map(giveawayView) };
  });
  router.get('/feeds/giveaways.atom', async (ctx) => {
    await deps.feedLimiter.take(`feed:${ctx.ip}`);
    const filter = filterOf(ctx.querystring);
    const self = `${deps.baseUrl}/feeds/giveaways.atom${ctx.querystring ? `?${ctx.querystring}` : ''}`;
    const lang = new URLSearchParams(ctx.querystring).get('lang');
    const tr = deps.translations ? deps.translations.translator(deps.translations.pick([lang])) : englishOnly();
    const feed = giveawaysAtom(await deps.giveaways.feed(filter), filter, { self, baseUrl: deps.baseUrl }, tr);
    sendFeed(ctx, feed);
  });
  // The giveaways page: the feed's filter as cards with the source's image through our proxy, the feed linked.
  router.get('/giveaways', async (ctx) => {
    await deps.feedLimiter.take(`feed:${ctx.ip}`);
    let filter = NO_FILTER;
    try {
      filter = filterOf(ctx.querystring);
    } catch (err) {
      // A filter that cannot be read shows every giveaway rather than an error page.
      if (!isAppError(err)) throw err;
    }
    const tr = deps.translations ? pageTranslator(ctx, deps.translations) : englishOnly();
    const now = deps.clock?.now() ?? Date.now();
    const list = await deps.giveaways.current(filter);
    const feedUrl = `/feeds/giveaways.atom${ctx.querystring ? `?${ctx.querystring}` : ''}`;
    setPageHeaders(ctx);
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    ctx.status = 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page({
      title: tr.t('web-giveaways-title'),
      section: 'deals',
      version: 'giveaways',
      body: giveawaysBody(filter, list, now, feedUrl, tr, (url) => deps.images?.link(url) ?? null),
      tr,
    });
  });
  return router;
}
