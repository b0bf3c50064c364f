import type Router from '@koa/router';
import type Koa from 'koa';
import type { AppState } from './app-state.js';

type Mount = Router<AppState> | Koa.Middleware<AppState>;
type Step = (ctx: Koa.ParameterizedContext<AppState>, next: () => Promise<unknown>) => Promise<unknown> | unknown;

/**
 * Which request paths a router can answer, from its routes' own paths: a route with a parameter or wildcard by
 * the literal part before it, a literal route by itself (with or without a trailing slash, as the router
 * matches). Lower case: the routers match without regard to case. Null when a route cannot be read so (a
 * regular expression, a parameter at the very start): such a router is always tried.
 */
function pathMatcher(router: Router<AppState>): ((path: string) => boolean) | null {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const layer of router.stack) {
    if (typeof layer.path !== 'string') return null;
    const path = layer.path.toLowerCase();
    const cut = path.search(/[:*({?]/);
    if (cut <= 1) {
      if (cut >= 0 || path === '' || path === '/') return null;
      exact.add(path.replace(/\/$/, ''));
      continue;
    }
    prefixes.push(path.slice(0, cut));
  }
  return (path) => {
    if (exact.has(path) || (path.endsWith('/') && exact.has(path.slice(0, -1)))) return true;
    for (const prefix of prefixes) if (path.startsWith(prefix)) return true;
    return false;
  };
}

interface Entry {
  match: ((path: string) => boolean) | null;
  run: Step;
}

/**
 * Runs the first entry from `i` on that can answer `path`, handing it the rest as its `next`. A function of its
 * own, not a closure made per request: under tsx (esbuild's keepNames) each named closure costs a defineProperty.
 */
function runFrom(entries: readonly Entry[], i: number, path: string, ctx: Koa.ParameterizedContext<AppState>, next: () => Promise<unknown>): Promise<unknown> {
  for (; i < entries.length; i++) {
    const { match, run } = entries[i];
    if (match === null || match(path)) {
      const after = i + 1;
      return Promise.resolve(run(ctx, () => runFrom(entries, after, path, ctx, next)));
    }
  }
  return next();
}

/**
 * The routers in order, as `app.use(router.routes()); app.use(router.allowedMethods())` for each would run them,
 * but a router none of whose routes can match the request path is passed over without being asked: the profile
 * of a poll found each of 13 routers trying its routes in turn. Plain middlewares always run in their place.
 */
export function dispatchByPath(mounts: readonly Mount[]): Koa.Middleware<AppState> {
  const entries = mounts.map((mount): Entry => {
    if (typeof mount === 'function') return { match: null, run: mount as Step };
    const routes = mount.routes() as unknown as Step;
    const allowed = mount.allowedMethods() as unknown as Step;
    return { match: pathMatcher(mount), run: (ctx, next) => routes(ctx, () => Promise.resolve(allowed(ctx, next))) };
  });
  const dispatch: Koa.Middleware<AppState> & { router?: { readonly stack: Router<AppState>['stack'] } } = (ctx, next) =>
    runFrom(entries, 0, ctx.path.toLowerCase(), ctx, next);
  // As a router's own middleware does, it tells which routes it serves (the OpenAPI test lists them from it).
  const routers = mounts.filter((m): m is Router<AppState> => typeof m !== 'function');
  dispatch.router = {
    get stack() {
      return routers.flatMap((r) => r.stack);
    },
  };
  return dispatch;
}
