import type Router from '@koa/router';
import Koa from 'koa';
import type { HttpDeps } from './deps.js';
import { errorMiddleware } from './errors.js';
import { createOriginCheck } from './web/origin-check.js';
import { createFilesRouter } from './routes/files.js';
import { createHealthRouter } from './routes/health.js';
import { createJobsRouter } from './routes/jobs.js';
import { createToolsRouter } from './routes/tools.js';

/**
 * The Koa adapter: error mapping first, then the routers. Extra routers (prices, admin, web page, bot
 * webhooks) are mounted by the composition root so this file knows nothing about them.
 */
export function createHttpApp(deps: HttpDeps, extra: readonly Router[] = []): Koa {
  const app = new Koa({ proxy: deps.config.TRUST_PROXY });
  app.use(
    errorMiddleware((err, ctx) => {
      deps.log.error({ err, method: ctx.method, path: ctx.path }, 'request failed');
    }),
  );
  // Cookie-authenticated state changes must come from our own pages.
  app.use(createOriginCheck(deps.config.BASE_URL));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    await next();
  });
  for (const router of [createHealthRouter(deps.health), createToolsRouter(deps), createJobsRouter(deps), createFilesRouter(deps), ...extra]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  // Errors are answered by the middleware; Koa's default handler would print them again.
  app.silent = true;
  return app;
}
