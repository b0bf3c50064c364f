import Router from '@koa/router';
import type Koa from 'koa';
import { koaBody } from 'koa-body';
import { AppError } from '../../core/errors.js';
import { watchView } from '../../wire/watch-wire.js';
import type { HttpDeps } from '../deps.js';
import { requireApiKey } from '../identity.js';
import { WatchCreateBody } from '../web/openapi/webhook-schemas.js';
import { parseWith } from '../web/validate.js';

/**
 * Price watches of API keys (`/api/watches`): a `price.alert` webhook goes to the watch's callback URL when
 * the price reaches the target. Key-authenticated only; each key sees and removes only its own watches.
 */
export function createWatchesRouter(deps: HttpDeps): Router {
  const router = new Router();
  const json = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: '8kb' });

  const identify: Koa.Middleware = async (ctx, next) => {
    await deps.limiter.take(`ip:${ctx.ip}`);
    const principal = await requireApiKey(ctx, deps.sessions);
    await deps.limiter.take(`owner:${principal.owner}`);
    ctx.state.keyId = principal.keyId;
    await next();
  };

  const webhooks = () => {
    if (!deps.webhooks) throw new AppError('not_found', 'Not found.');
    return deps.webhooks;
  };

  router.post('/api/watches', identify, json, async (ctx) => {
    const hooks = webhooks();
    const body = parseWith(WatchCreateBody, ctx.request.body ?? {});
    const callbackUrl = hooks.checkUrl(body.callback_url);
    const watch = await hooks.watches.add({
      keyId: ctx.state.keyId as string,
      appid: body.appid,
      target: body.target_price,
      region: body.region,
      callbackUrl,
    });
    ctx.status = 201;
    ctx.body = { ok: true, watch: watchView(watch) };
  });

  router.get('/api/watches', identify, async (ctx) => {
    ctx.body = { ok: true, watches: (await webhooks().watches.list(ctx.state.keyId as string)).map(watchView) };
  });

  router.delete('/api/watches/:id', identify, async (ctx) => {
    const id = String(ctx.params.id ?? '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('not_found', 'No such watch.');
    await webhooks().watches.remove(ctx.state.keyId as string, id);
    ctx.body = { ok: true, deleted: true };
  });

  return router;
}
