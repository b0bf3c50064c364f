import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { ApiDealFollows } from '../../core/deals/api-follows.js';
import { filterFromFields } from '../../core/deals/deal-filter.js';
import { giveawayFilterFromFields } from '../../core/giveaways/giveaway-filter.js';
import { AppError } from '../../core/errors.js';
import { apiFollowView } from '../../wire/deal-wire.js';
import type { AppState, KeyIdentified } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { identify } from '../identity.js';
import { parseWith } from '../web/validate.js';
import { FollowCreateBody } from '../web/openapi/deal-schemas.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type FollowsRouterDeps = Pick<HttpDeps, 'config' | 'limiter' | 'sessions' | 'webhooks'>;

export interface FollowsDeps {
  http: FollowsRouterDeps;
  follows: ApiDealFollows;
  defaultRegion: string;
}

/**
 * Deal follows of API keys (`/api/follows`): each new deal matching the filter, and its end, is POSTed to the
 * callback as a signed `deal.new` / `deal.ended` webhook. Each key sees and removes only its own follows.
 */
export function createFollowsRouter(deps: FollowsDeps): Router<AppState> {
  const router = new Router<AppState>();
  const json = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: '8kb' });
  const keyHolder = identify(deps.http, 'key');
  const hooks = () => {
    if (!deps.http.webhooks) throw new AppError('not_found', 'Not found.');
    return deps.http.webhooks;
  };

  router.post<KeyIdentified>('/api/follows', keyHolder, json, async (ctx) => {
    // A body that is not an object is unreadable (400); a filter part out of range is invalid_params (422).
    const body = parseWith(FollowCreateBody, ctx.request.body ?? {}, typeof ctx.request.body === 'object' ? 'invalid_params' : 'invalid_request');
    const callbackUrl = hooks().checkUrl(body.callback_url);
    const filter = filterFromFields({ ...body.filter, gamesOnly: body.filter?.games_only }, deps.defaultRegion);
    const giveaways = body.giveaways && giveawayFilterFromFields({ store: body.giveaways.store, kind: body.giveaways.kind, gamesOnly: body.giveaways.games_only });
    const follow = await deps.follows.add(ctx.state.principal.keyId, filter, callbackUrl, giveaways);
    ctx.status = 201;
    ctx.body = { ok: true, follow: apiFollowView(follow) };
  });

  router.get<KeyIdentified>('/api/follows', keyHolder, async (ctx) => {
    ctx.body = { ok: true, follows: (await deps.follows.list(ctx.state.principal.keyId)).map(apiFollowView) };
  });

  router.delete<KeyIdentified>('/api/follows/:id', keyHolder, async (ctx) => {
    const id = String(ctx.params.id ?? '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('not_found', 'No such follow.');
    await deps.follows.remove(ctx.state.principal.keyId, id);
    ctx.body = { ok: true, deleted: true };
  });

  return router;
}
