import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../../src/http/app-state.js';
import { dispatchByPath } from '../../src/http/dispatch.js';

/**
 * Dispatch by path answers as mounting each router in turn would: the same route wins, case and a trailing
 * slash are matched as the routers match them, 405 and OPTIONS come from the router that has the path, and a
 * plain middleware runs in its place. Routers that cannot match are not asked.
 */
let url = '';
let server: ReturnType<Koa['listen']>;
const asked: string[] = [];

beforeAll(async () => {
  const spy = (name: string, router: Router<AppState>) => {
    const routes = router.routes.bind(router);
    router.routes = () => {
      const mw = routes();
      return ((ctx: Koa.Context, next: () => Promise<unknown>) => {
        asked.push(name);
        return mw(ctx as never, next);
      }) as never;
    };
    return router;
  };
  const jobs = spy('jobs', new Router<AppState>());
  jobs.get('/api/jobs/:id', (ctx) => (ctx.body = { from: 'jobs', id: ctx.params.id }));
  jobs.post('/api/jobs', (ctx) => (ctx.body = { from: 'jobs-post' }));
  const events = spy('events', new Router<AppState>());
  events.get('/api/jobs/:id/events', (ctx) => (ctx.body = { from: 'events' }));
  const admin = spy('admin', new Router<AppState>({ prefix: '/api/admin' }));
  admin.get('/', (ctx) => (ctx.body = { from: 'admin' }));
  const fallback: Koa.Middleware<AppState> = async (ctx, next) => {
    await next();
    if (ctx.path === '/page') ctx.body = { from: 'fallback' };
  };
  const app = new Koa<AppState>();
  app.use(dispatchByPath([jobs, events, admin, fallback]));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function get(path: string, method = 'GET') {
  asked.length = 0;
  const res = await fetch(url + path, { method });
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return { status: res.status, body: json ? (JSON.parse(text) as unknown) : text, allow: res.headers.get('allow'), asked: [...asked] };
}

describe('dispatchByPath', () => {
  it('routes as the routers in turn would, asking only those whose paths can match', async () => {
    expect(await get('/api/jobs/abc')).toMatchObject({ status: 200, body: { from: 'jobs', id: 'abc' }, asked: ['jobs'] });
    expect(await get('/api/jobs/abc/events')).toMatchObject({ body: { from: 'events' }, asked: ['jobs', 'events'] });
    expect(await get('/API/Admin/')).toMatchObject({ body: { from: 'admin' }, asked: ['admin'] });
    expect(await get('/page')).toMatchObject({ body: { from: 'fallback' }, asked: [] });
    expect((await get('/nothing')).status).toBe(404);
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const res = await get('/api/jobs', 'DELETE');
    expect(res.status).toBe(405);
    expect(res.allow).toContain('POST');
  });
});
