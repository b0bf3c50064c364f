import type Router from '@koa/router';
import Koa from 'koa';
import type { AppState } from './app-state.js';
import { authLockout } from './auth-lockout.js';
import type { HttpDeps } from './deps.js';
import { compileRoutes } from './dispatch.js';
import { errorMiddleware } from './errors.js';
import { requestLog } from './request-log.js';
import { createOriginCheck } from './web/origin-check.js';

// Awaited whether or not the key store answers synchronously, so a refusal is never mistaken for a pass.
async function isValidKey(sessions: HttpDeps['sessions'], key: string): Promise<boolean> {
  try {
    await Promise.resolve(sessions.authenticateKey(key));
    return true;
  } catch {
    return false;
  }
}

/** What the route table mounts: routers, or a plain middleware that runs in its place in the order. */
export type HttpMount = Router<AppState> | Koa.Middleware<AppState>;

/** What the app's own middleware reads: the request log, the error mapping, the lock-out and the Origin check. */
export type HttpAppDeps = Pick<HttpDeps, 'config' | 'log' | 'clock' | 'logScope' | 'observeRequest' | 'authFailures' | 'sessions' | 'translations'>;

/** One of the app's own middlewares, named for the per-route profile (scripts/perf/request-cost.ts stacks them). */
export interface NamedMiddleware {
  name: string;
  run: Koa.Middleware<AppState>;
}

/** The app's own middlewares, outermost first: what every request passes before a router sees it. */
export function appMiddleware(deps: HttpAppDeps): NamedMiddleware[] {
  return [
    {
      name: 'request log',
      run: requestLog({ log: deps.log, trustProxy: deps.config.TRUST_PROXY, now: () => deps.clock.now(), scope: deps.logScope, observe: deps.observeRequest }),
    },
    {
      name: 'errors',
      run: errorMiddleware((err, ctx) => {
        deps.log.error({ err, method: ctx.method, path: ctx.path }, 'request failed');
      }, deps.translations),
    },
    { name: 'lock-out', run: authLockout(deps.authFailures) },
    // Cookie-authenticated state changes must come from our own pages.
    { name: 'origin check', run: createOriginCheck(deps.config.BASE_URL, (key) => isValidKey(deps.sessions, key)) },
    {
      name: 'security headers',
      run: (ctx, next) => {
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.set('Referrer-Policy', 'no-referrer');
        return next();
      },
    },
  ];
}

/** The Koa app's options: behind proxies the client writes the left of X-Forwarded-For; only what the trusted proxies appended counts. */
export function appOptions(deps: HttpAppDeps): { proxy: boolean; maxIpsCount: number } {
  return { proxy: deps.config.TRUST_PROXY, maxIpsCount: deps.config.TRUST_PROXY_HOPS };
}

/**
 * The Koa adapter: error mapping, lock-out, Origin check and headers, then the routers in the order the
 * composition root's one route table gives (src/app/http-routes.ts), so this file knows none of them.
 */
export function createHttpApp(deps: HttpAppDeps, routes: readonly HttpMount[]): Koa<AppState> {
  const app = new Koa<AppState>(appOptions(deps));
  for (const { run } of appMiddleware(deps)) app.use(run);
  // The route table compiled once: each router in turn, each route's middlewares composed beforehand (src/http/dispatch.ts).
  app.use(compileRoutes(routes));
  // Errors are answered by the middleware; Koa's default handler would print them again.
  app.silent = true;
  return app;
}
