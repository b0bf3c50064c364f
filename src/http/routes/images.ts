import Router from '@koa/router';
import type { ImageProxy } from '../../core/images/image-proxy.js';
import type { RequestLimiter } from '../../core/limits/rate-limit.ports.js';
import type { AppState } from '../app-state.js';

export interface ImagesRouterDeps {
  images: Pick<ImageProxy, 'open'>;
  /** Per client address; throws rate_limited. */
  limiter: RequestLimiter;
}

/**
 * `GET /img?u=<url>&s=<signature>`: a source's image through our origin, for the deals and giveaways cards. Only
 * links this server signed are fetched; the answer is the checked image with its sniffed type, cached a day, and
 * nothing in it may run.
 */
export function createImagesRouter(deps: ImagesRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/img', async (ctx) => {
    await deps.limiter.take(`img:${ctx.ip}`);
    const image = await deps.images.open(ctx.query.u, ctx.query.s);
    ctx.status = 200;
    ctx.type = image.type;
    ctx.set('Cache-Control', 'public, max-age=86400, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.body = Buffer.from(image.bytes);
  });
  return router;
}
