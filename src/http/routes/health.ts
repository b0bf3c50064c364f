import Router from '@koa/router';

/**
 * `/healthz`: `{"ok":true}` while the service can do its work. With engines to depend on (PostgreSQL, Redis)
 * it answers 503 `{"ok":false, "engines":{...}}` while any of them does not answer, so a load balancer stops
 * sending requests to a process that would fail them.
 */
export function createHealthRouter(engines?: () => Promise<Record<string, boolean>>): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    if (!engines) {
      ctx.body = { ok: true };
      return;
    }
    const state = await engines();
    const ok = Object.values(state).every(Boolean);
    ctx.status = ok ? 200 : 503;
    ctx.body = ok ? { ok: true } : { ok: false, engines: state };
  });
  return router;
}
