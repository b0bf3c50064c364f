import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { AppError } from '../../core/errors.js';
import { watchView } from '../../wire/watch-wire.js';
import type { AppState, KeyIdentified } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { identify } from '../identity.js';
import { WatchCreateBody } from '../web/openapi/webhook-schemas.js';
import { parseWith } from '../web/validate.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type WatchesRouterDeps = Pick<HttpDeps, 'config' | 'limiter' | 'sessions' | 'webhooks'>;

/**
 * Price watches of API keys (`/api/watches`): a `price.alert` webhook goes to the watch's callback URL when
 * the price reaches the target. Key-authenticated only; each key sees and removes only its own watches.
 */
export function createWatchesRouter(deps: WatchesRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const json = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: '8kb' });

  const keyHolder = identify(deps, 'key');

  const webhooks = () => {
    if (!deps.webhooks) throw new AppError('not_found', 'Not found.');
    return deps.webhooks;
  };

  router.post<KeyIdentified>('/api/watches', keyHolder, json, async (ctx) => {
    const hooks = webhooks();
    const body = parseWith(WatchCreateBody, ctx.request.body ?? {});
    const callbackUrl = hooks.checkUrl(body.callback_url);
    const watch = await hooks.watches.add({
      keyId: ctx.state.principal.keyId,
      appid: body.appid,
      target: body.target_price,
      region: body.region,
      rules: body.rules ?? null,
      callbackUrl,
    });
    ctx.status = 201;
    ctx.body = { ok: true, watch: watchView(watch) };
  });

  router.get<KeyIdentified>('/api/watches', keyHolder, async (ctx) => {
    ctx.body = { ok: true, watches: (await webhooks().watches.list(ctx.state.principal.keyId)).map(watchView) };
  });

  router.delete<KeyIdentified>('/api/watches/:id', keyHolder, async (ctx) => {
    const id = String(ctx.params.id ?? '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('not_found', 'No such watch.');
    await webhooks().watches.remove(ctx.state.principal.keyId, id);
    ctx.body = { ok: true, deleted: true };
  });

  return router;
}
