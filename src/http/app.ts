import type Router from '@koa/router';
import Koa from 'koa';
import type { AppState } from './app-state.js';
import { authLockout } from './auth-lockout.js';
import type { HttpDeps } from './deps.js';
import { dispatchByPath } from './dispatch.js';
import { errorMiddleware } from './errors.js';
import { requestLog } from './request-log.js';
import { createOriginCheck } from './web/origin-check.js';
import { createFilesRouter } from './routes/files.js';
import { createHealthRouter } from '../health/routes.js';
import { createJobsRouter } from './routes/jobs.js';
import { createToolsRouter } from './routes/tools.js';

// Awaited whether or not the key store answers synchronously, so a refusal is never mistaken for a pass.
async function isValidKey(sessions: HttpDeps['sessions'], key: string): Promise<boolean> {
  try {
    await Promise.resolve(sessions.authenticateKey(key));
    return true;
  } catch {
    return false;
  }
}

/**
 * The Koa adapter: error mapping first, then the routers. Extra routers (prices, admin, web page, bot
 * webhooks) are mounted by the composition root so this file knows nothing about them.
 */
/** What the root mounts after the API routers: routers, or a plain middleware that runs when none of them matched. */
export type HttpMount = Router<AppState> | Koa.Middleware<AppState>;

export function createHttpApp(deps: HttpDeps, extra: readonly HttpMount[] = []): Koa<AppState> {
  // Behind proxies the client writes the left of X-Forwarded-For; only what the trusted proxies appended counts.
  const app = new Koa<AppState>({ proxy: deps.config.TRUST_PROXY, maxIpsCount: deps.config.TRUST_PROXY_HOPS });
  app.use(requestLog({ log: deps.log, trustProxy: deps.config.TRUST_PROXY, now: () => deps.clock.now(), scope: deps.logScope, observe: deps.observeRequest }));
  app.use(
    errorMiddleware((err, ctx) => {
      deps.log.error({ err, method: ctx.method, path: ctx.path }, 'request failed');
    }),
  );
  app.use(authLockout(deps.authFailures));
  // Cookie-authenticated state changes must come from our own pages.
  app.use(createOriginCheck(deps.config.BASE_URL, (key) => isValidKey(deps.sessions, key)));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    await next();
  });
  // Each router in turn, skipping those whose paths cannot match this request (src/http/dispatch.ts).
  app.use(dispatchByPath([createHealthRouter<AppState>(deps), createToolsRouter(deps), createJobsRouter(deps), createFilesRouter(deps), ...extra]));
  // Errors are answered by the middleware; Koa's default handler would print them again.
  app.silent = true;
  return app;
}
