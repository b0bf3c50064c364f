import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { LogScope } from '../logging/log-scope.js';
import type { AppState } from './app-state.js';
import { createWarnLimiter } from '../logging/warn-limit.js';

interface RequestLogDeps {
  log: {
    info(obj: unknown, msg?: string): void;
    warn(obj: unknown, msg?: string): void;
  };
  /** Whether a proxy in front is trusted (TRUST_PROXY): only then is its X-Request-Id kept. */
  trustProxy: boolean;
  now: () => number;
  scope?: LogScope;
  /** Told of every answered request (the metrics' HTTP histogram). */
  observe?: (route: string, method: string, status: number, seconds: number) => void;
}

// A proxy's id is kept only when it cannot break a log line or a header: short, no spaces or quotes.
const GOOD_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The route's pattern (`/api/jobs/:id`), never the path or the query, which may hold an id, a key or a token. */
function routeOf(ctx: Koa.Context): string | null {
  const matched = (ctx as unknown as { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched : null;
}

function jobIdOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'job_id' in body && typeof body.job_id === 'string') return body.job_id;
  return undefined;
}

function errorCodeOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  return undefined;
}

/** What one request's line is made from, kept from its start until its response closes. */
interface Started {
  reqId: string;
  started: number;
  writtenBefore: number;
}

type Warn = ReturnType<typeof createWarnLimiter>;

/** The request's line (and a warning for refusals and failing upstreams), once its response has closed. */
function writeLine(deps: RequestLogDeps, warn: Warn, ctx: Koa.ParameterizedContext<AppState>, { reqId, started, writtenBefore }: Started): void {
  const status = ctx.res.headersSent ? ctx.res.statusCode : ctx.status;
  const fields = {
    reqId,
    method: ctx.method,
    route: routeOf(ctx),
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    // On the wire, headers included: a streamed download has no Content-Length to read.
    bytes: ctx.req.socket.bytesWritten - writtenBefore,
    aborted: !ctx.res.writableFinished || undefined,
    // The request that created a job names it, so the job's own lines (which carry `job`) can be found.
    job: jobIdOf(ctx.body),
  };
  deps.log.info(fields, 'request');
  deps.observe?.(fields.route ?? 'unmatched', fields.method, status, fields.ms / 1000);
  if (status === 401) {
    // A refusal that starts a lock-out says how long it lasts in Retry-After.
    const lockedFor = ctx.response.get('Retry-After');
    if (lockedFor) warn('lockout', { reqId, route: fields.route, ip: ctx.ip, lockedForS: Number(lockedFor) }, 'client locked out after failed sign-ins');
    else warn('auth', { reqId, route: fields.route, ip: ctx.ip, error: errorCodeOf(ctx.body) }, 'authentication failed');
  } else if (status === 429 && ctx.state.authLockedForS) {
    // The API-key lock-out answers 429 from the try that starts it on, not a 401 carrying Retry-After.
    const lockedForS = ctx.state.authLockedForS;
    warn('auth-lockout', { reqId, route: fields.route, ip: ctx.ip, lockedForS }, 'client locked out after failed authentications');
  } else if (status === 502 || status === 504) {
    warn('upstream', { reqId, route: fields.route, error: errorCodeOf(ctx.body) }, 'upstream unavailable');
  }
}

/**
 * Outermost middleware: gives the request an id (answered in X-Request-Id, kept from a trusted proxy), runs the
 * rest inside a log scope carrying it, and writes one line per request when the answer is sent. Refused sign-ins,
 * lock-outs (the admin's 401 that starts one, the API-key lock's 429s) and failing upstreams also get a warning,
 * a few per minute per kind at most.
 *
 * No function is named inside the per-request part: the service runs under tsx, whose esbuild keeps names
 * (`keepNames`), so each named closure made per request cost an Object.defineProperty call, 3 % of a poll's CPU in
 * its profile (docs/performance.md, "profile per route").
 */
export function requestLog(deps: RequestLogDeps): Koa.Middleware<AppState> {
  const warn = createWarnLimiter((obj, msg) => deps.log.warn(obj, msg), deps.now);
  const { scope } = deps;
  return (ctx, next) => {
    const offered = deps.trustProxy ? ctx.get('x-request-id') : '';
    const start: Started = { reqId: GOOD_ID.test(offered) ? offered : randomUUID(), started: performance.now(), writtenBefore: ctx.req.socket.bytesWritten };
    ctx.set('X-Request-Id', start.reqId);
    // `on`, not `once`: a response closes once, so once's wrapper and the listener's removal are work for nothing.
    ctx.res.on('close', () => writeLine(deps, warn, ctx, start));
    return scope ? scope.run({ reqId: start.reqId }, next) : next();
  };
}
