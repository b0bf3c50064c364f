import type Router from '@koa/router';
import type { Layer } from '@koa/router';
import type Koa from 'koa';
import type { AppState } from './app-state.js';

type Mount = Router<AppState> | Koa.Middleware<AppState>;
type Ctx = Koa.ParameterizedContext<AppState>;
type Next = () => Promise<unknown>;
type Step = (ctx: Ctx, next: Next) => unknown;
type RouteLayer = Layer<AppState>;

/**
 * What @koa/router keeps on the context (its `RouterContext`): the layers matched so far (read by every router's
 * `allowedMethods`), the router, the route pattern (read by the request log), the params and captures.
 */
interface RouterFields {
  matched?: RouteLayer[];
  router?: Router<AppState>;
  routeMatched?: boolean;
  newRouterPath?: string;
  routerPath?: string;
  routerName?: string;
  _matchedRoute?: string | RegExp;
  _matchedRouteName?: string;
  captures?: string[];
  params?: Record<string, string>;
  request: { params?: Record<string, string> };
}

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

/** One route of a router, its middlewares composed once, when the table is compiled. */
interface CompiledLayer {
  layer: RouteLayer;
  regexp: RegExp;
  methods: readonly string[];
  isRoute: boolean;
  run: (ctx: Ctx, next: Next) => Promise<unknown>;
}

interface RouterEntry {
  kind: 'router';
  match: ((path: string) => boolean) | null;
  router: Router<AppState>;
  layers: CompiledLayer[];
  /** The methods the router implements (its `methods` option): any other is answered 501 by allowedMethods. */
  implemented: readonly string[];
}

interface PlainEntry {
  kind: 'plain';
  match: null;
  run: Step;
}

type Entry = RouterEntry | PlainEntry;

/**
 * A middleware stack run as koa-compose runs it (each `next` a promise, a second call of the same `next` an
 * error), composed once instead of per request. Written out rather than koa-compose's closure so that no
 * function is named per request: under tsx (esbuild's keepNames) each named closure costs a defineProperty.
 */
function composeOnce(stack: readonly Step[]): (ctx: Ctx, next: Next) => Promise<unknown> {
  return (ctx, next) => runStep(stack, { index: -1 }, 0, ctx, next);
}

function runStep(stack: readonly Step[], state: { index: number }, i: number, ctx: Ctx, next: Next): Promise<unknown> {
  if (i <= state.index) return Promise.reject(new Error('next() called multiple times'));
  state.index = i;
  const fn = i === stack.length ? next : stack[i];
  if (!fn) return Promise.resolve();
  try {
    return Promise.resolve(fn(ctx, () => runStep(stack, state, i + 1, ctx, next)));
  } catch (err) {
    return Promise.reject(err as Error);
  }
}

function safeDecode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What @koa/router's per-request chain step does before a layer's middlewares: the captures and the params (each
 * non-empty capture URL-decoded, a malformed escape kept as it is, earlier params kept), the route's pattern and name.
 */
function enterLayer(layer: RouteLayer, ctx: Ctx & RouterFields, path: string): void {
  let captures: string[] = [];
  if (!layer.opts.ignoreCaptures) {
    const m = path.match(layer.regexp);
    captures = m ? m.slice(1) : [];
  }
  ctx.captures = captures;
  const params: Record<string, string> = { ...ctx.params };
  for (let i = 0; i < captures.length; i++) {
    const key = layer.paramNames[i];
    const value = captures[i];
    if (!key || !value) continue;
    if (layer.opts.ignoreWildcardParameter === key.name && key.type === 'wildcard') continue;
    params[key.name] = safeDecode(value);
  }
  ctx.request.params = params;
  ctx.params = params;
  ctx.routerPath = layer.path as string;
  ctx.routerName = layer.name || undefined;
  ctx._matchedRoute = layer.path;
  if (layer.name) ctx._matchedRouteName = layer.name;
}

function compileLayer(layer: RouteLayer): CompiledLayer {
  const stack = composeOnce(layer.stack as Step[]);
  return {
    layer,
    regexp: layer.regexp,
    methods: layer.methods,
    isRoute: layer.methods.length > 0,
    run: stack,
  };
}

/**
 * Runs the matched layers in turn, each one's params set before its stack, the last one's `next` being what
 * follows the router. Most requests match one layer, which then runs with no chain built for it.
 */
function runLayers(layers: readonly CompiledLayer[], k: number, ctx: Ctx, path: string, after: Next): Promise<unknown> {
  const { layer, run } = layers[k];
  enterLayer(layer, ctx as Ctx & RouterFields, path);
  if (k === layers.length - 1) return run(ctx, after);
  return run(ctx, () => runLayers(layers, k + 1, ctx, path, after));
}

/** @koa/router's `allowedMethods()` (no options), once the rest has answered: 501, OPTIONS' Allow, 405. */
function answerAllowed(entry: RouterEntry, ctx: Ctx & RouterFields): void {
  if (!ctx.matched || (ctx.status && ctx.status !== 404)) return;
  const allowed: Record<string, string> = {};
  for (const route of ctx.matched) for (const method of route.methods) allowed[method] = method;
  const list = Object.keys(allowed);
  const method = ctx.method.toUpperCase();
  if (!entry.implemented.includes(method)) {
    ctx.status = 501;
    ctx.set('Allow', list.join(', '));
    return;
  }
  if (method === 'OPTIONS' && list.length > 0) {
    ctx.status = 200;
    ctx.body = '';
    ctx.set('Allow', list.join(', '));
    return;
  }
  if (list.length > 0 && !allowed[method]) {
    ctx.status = 405;
    ctx.set('Allow', list.join(', '));
  }
}

/** What follows a router: the entries after it, then its allowedMethods' look at the answer. */
function afterRouter(entries: readonly Entry[], i: number, entry: RouterEntry, lower: string, ctx: Ctx, next: Next): Promise<unknown> {
  return runFrom(entries, i + 1, lower, ctx, next).then(() => answerAllowed(entry, ctx as Ctx & RouterFields));
}

/** A router's `routes()` middleware as @koa/router runs it, with the route's stack composed beforehand. */
function runRouter(entries: readonly Entry[], i: number, entry: RouterEntry, lower: string, ctx: Ctx, next: Next): Promise<unknown> {
  const c = ctx as Ctx & RouterFields;
  const path = c.newRouterPath || ctx.path || c.routerPath || '';
  const method = ctx.method.toUpperCase();
  const matchedPath: RouteLayer[] = [];
  let first: CompiledLayer | undefined;
  let more: CompiledLayer[] | undefined;
  let lastRoute: CompiledLayer | undefined;
  for (const compiled of entry.layers) {
    if (!compiled.regexp.test(path)) continue;
    matchedPath.push(compiled.layer);
    if (compiled.isRoute && !compiled.methods.includes(method)) continue;
    if (compiled.isRoute) lastRoute = compiled;
    if (first === undefined) first = compiled;
    else (more ??= [first]).push(compiled);
  }
  if (c.matched) c.matched.push(...matchedPath);
  else c.matched = matchedPath;
  c.router = entry.router;
  c.routeMatched = lastRoute !== undefined;
  if (lastRoute === undefined || first === undefined) return afterRouter(entries, i, entry, lower, ctx, next);
  c._matchedRoute = lastRoute.layer.path;
  if (lastRoute.layer.name) c._matchedRouteName = lastRoute.layer.name;
  return runLayers(more ?? [first], 0, ctx, path, () => afterRouter(entries, i, entry, lower, ctx, next));
}

/** Runs the first entry from `i` on that can answer the request, handing it the rest as its `next`. */
function runFrom(entries: readonly Entry[], i: number, lower: string, ctx: Ctx, next: Next): Promise<unknown> {
  for (; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.match !== null && !entry.match(lower)) continue;
    if (entry.kind === 'router') return runRouter(entries, i, entry, lower, ctx, next);
    const after = i + 1;
    try {
      return Promise.resolve(entry.run(ctx, () => runFrom(entries, after, lower, ctx, next)));
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }
  return next();
}

/** Whether @koa/router would do something for this router that the compiled dispatch does not repeat. */
function needsOwnDispatch(router: Router<AppState>): boolean {
  const events = (router as unknown as { _events?: { _handlers?: Map<unknown, unknown[]> } })._events?._handlers;
  return Boolean(router.host || router.opts.routerPath || router.exclusive || (events && events.size > 0));
}

/** A router left to its own `routes()` and `allowedMethods()`, as app.use of both would run them. */
function ownDispatch(router: Router<AppState>): PlainEntry {
  const routes = router.routes() as unknown as Step;
  const allowed = router.allowedMethods() as unknown as Step;
  return { kind: 'plain', match: null, run: (ctx, next) => routes(ctx, () => Promise.resolve(allowed(ctx, next))) };
}

/**
 * The route table compiled once: the routers in order, as `app.use(router.routes()); app.use(router.allowedMethods())`
 * for each would run them, answering byte for byte as they do (the route that wins, params and their decoding,
 * case and trailing slash, HEAD, OPTIONS and Allow, 405 and 501, what the request log reads of the route). @koa/router
 * still defines the routes (their paths, methods and compiled expressions); what changes is the dispatch. Its
 * `routes()` builds each matched route's middleware chain and composes it on every request, 10–15 % of a job poll's
 * CPU in its profile (docs/performance.md, "Profile per route"); here each route's stack is composed when the table
 * is compiled and a request only tests the expressions. A router whose paths cannot match the request is passed over
 * without being asked (the profile of a poll found each of 13 routers trying its routes in turn); plain
 * middlewares always run in their place. A router with options the dispatch does not repeat (a host, a routerPath,
 * exclusive matching, event handlers) is left to its own middlewares. The routes are read when the table is
 * compiled (the app is made once the route table is complete): a route added to a router later is not served.
 */
export function compileRoutes(mounts: readonly Mount[]): Koa.Middleware<AppState> {
  const entries = mounts.map((mount): Entry => {
    if (typeof mount === 'function') return { kind: 'plain', match: null, run: mount as Step };
    if (needsOwnDispatch(mount)) return { ...ownDispatch(mount), match: null };
    return {
      kind: 'router',
      match: pathMatcher(mount),
      router: mount,
      layers: mount.stack.map(compileLayer),
      implemented: mount.methods,
    };
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
