import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../../src/http/app-state.js';
import { compileRoutes } from '../../src/http/dispatch.js';

/**
 * The compiled route table answers byte for byte as mounting each router's routes() and allowedMethods() in turn
 * does: the same route wins, params are decoded the same, case and a trailing slash are matched as the routers
 * match them, HEAD, OPTIONS, 405 and 501 carry the same Allow, a plain middleware runs in its place, and the
 * route pattern the request log reads is the same. Each request goes to both apps and the answers are compared.
 */
type Mount = Router<AppState> | Koa.Middleware<AppState>;

function table(): Mount[] {
  const echo = (from: string) => (ctx: Koa.ParameterizedContext<AppState>) => {
    ctx.body = { from, params: (ctx as unknown as { params: unknown }).params };
  };
  const jobs = new Router<AppState>();
  jobs.get('/api/jobs/:id', echo('jobs-get'));
  jobs.delete('/api/jobs/:id', echo('jobs-delete'));
  jobs.post('/api/jobs', echo('jobs-post'));
  const events = new Router<AppState>();
  events.get('/api/jobs/:id/events', echo('events'));
  const admin = new Router<AppState>({ prefix: '/api/admin' });
  admin.get('/', echo('admin'));
  admin.get('/keys/:id', echo('admin-key'));
  admin.post('/webhooks/deliveries/:id/replay', echo('replay'));
  // Router-level middleware and two routes on one path: the first hands on, both run.
  const layered = new Router<AppState>();
  layered.use(async (ctx, next) => {
    ctx.set('X-Layered', 'yes');
    await next();
  });
  layered.get('/twice/:a', async (ctx, next) => {
    ctx.set('X-First', String((ctx as unknown as { params: { a: string } }).params.a));
    await next();
  });
  layered.get('/twice/:b', echo('twice'));
  layered.get('/static/*path', echo('static'));
  // A route that hands on finds the next router's route, as the routers in turn did.
  const handsOn = new Router<AppState>();
  handsOn.get('/shared', async (ctx, next) => {
    ctx.set('X-Handed-On', '1');
    await next();
  });
  const shared = new Router<AppState>();
  shared.get('/shared', echo('shared'));
  shared.put('/shared', echo('shared-put'));
  const throwing = new Router<AppState>();
  throwing.get('/boom', () => {
    throw Object.assign(new Error('boom'), { status: 418, expose: true });
  });
  const fallback: Koa.Middleware<AppState> = async (ctx, next) => {
    await next();
    if (ctx.path === '/page') ctx.body = { from: 'fallback' };
    if (ctx.path === '/missing-page') {
      ctx.status = 404;
      ctx.body = 'no such page';
    }
  };
  return [jobs, events, admin, layered, handsOn, shared, throwing, fallback];
}

/** What the request log and the tests can read of the routing, put in headers for the comparison. */
const reveal: Koa.Middleware<AppState> = async (ctx, next) => {
  try {
    await next();
  } finally {
    const c = ctx as unknown as { _matchedRoute?: unknown; params?: unknown; matched?: unknown[]; routeMatched?: unknown };
    ctx.set('X-Route', String(c._matchedRoute));
    ctx.set('X-Params', JSON.stringify(c.params ?? null));
    ctx.set('X-Matched', String(c.matched?.length));
  }
};

function reference(): Koa<AppState> {
  const app = new Koa<AppState>();
  app.silent = true;
  app.use(reveal);
  for (const mount of table()) {
    if (typeof mount === 'function') app.use(mount);
    else app.use(mount.routes()).use(mount.allowedMethods());
  }
  return app;
}

function compiled(): Koa<AppState> {
  const app = new Koa<AppState>();
  app.silent = true;
  app.use(reveal);
  app.use(compileRoutes(table()));
  return app;
}

const servers: Array<ReturnType<Koa['listen']>> = [];
let refUrl = '';
let newUrl = '';

async function listen(app: Koa<AppState>): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  refUrl = await listen(reference());
  newUrl = await listen(compiled());
});
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))));

async function answer(base: string, method: string, path: string) {
  const res = await fetch(base + path, { method });
  const headers: Record<string, string | null> = {};
  for (const name of ['allow', 'content-type', 'content-length', 'x-route', 'x-params', 'x-matched', 'x-layered', 'x-first', 'x-handed-on']) {
    headers[name] = res.headers.get(name);
  }
  return { status: res.status, headers, body: await res.text() };
}

const PATHS = [
  '/api/jobs/abc',
  '/api/jobs/abc/',
  '/API/JOBS/AbC',
  '/api/jobs/a%20b',
  '/api/jobs/a%2Fb',
  '/api/jobs/%E0%A4%A',
  '/api/jobs',
  '/api/jobs/',
  '/api/jobs//x',
  '/api/jobs/abc/events',
  '/api/jobs/abc/events/',
  '/api/admin',
  '/api/admin/',
  '/API/Admin/keys/K%41',
  '/api/admin/webhooks/deliveries/7/replay',
  '/twice/x',
  '/static/a/b%20c.css',
  '/shared',
  '/boom',
  '/page',
  '/missing-page',
  '/nothing',
  '/',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'];

describe('compileRoutes', () => {
  it('answers every method on every path as the routers mounted in turn do', async () => {
    const differences: string[] = [];
    for (const path of PATHS) {
      for (const method of METHODS) {
        const [want, got] = await Promise.all([answer(refUrl, method, path), answer(newUrl, method, path)]);
        try {
          expect(got).toEqual(want);
        } catch {
          differences.push(`${method} ${path}: ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('routes, decodes, answers 405 and OPTIONS as users see them', async () => {
    const got = await answer(newUrl, 'GET', '/API/Jobs/a%20b/');
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body)).toEqual({ from: 'jobs-get', params: { id: 'a b' } });
    expect(got.headers['x-route']).toBe('/api/jobs/:id');
    const refused = await answer(newUrl, 'PUT', '/api/jobs/abc');
    expect(refused).toMatchObject({ status: 405, headers: { allow: 'HEAD, GET, DELETE' } });
    const options = await answer(newUrl, 'OPTIONS', '/api/jobs');
    expect(options).toMatchObject({ status: 200, headers: { allow: 'POST' }, body: '' });
    expect(await answer(newUrl, 'PROPFIND', '/api/jobs/abc')).toMatchObject({ status: 501, headers: { allow: 'HEAD, GET, DELETE' } });
    expect(JSON.parse((await answer(newUrl, 'GET', '/page')).body)).toEqual({ from: 'fallback' });
    expect((await answer(newUrl, 'GET', '/nothing')).status).toBe(404);
  });
});
