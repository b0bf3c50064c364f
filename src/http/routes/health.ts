import Router from '@koa/router';

export function createHealthRouter(): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { ok: true };
  });
  return router;
}
