import Router from '@koa/router';
import type Koa from 'koa';
import type { HttpDeps } from '../../deps.js';
import { resolveOwner } from '../../identity.js';
import { jobView } from '../../../wire/job-wire.js';

/** Rate limits per address and per owner, then the caller's owner hash in ctx.state.owner (as the job routes do). */
export function identify(services: HttpDeps): Koa.Middleware {
  const secure = services.config.BASE_URL.startsWith('https:');
  return async (ctx, next) => {
    await services.limiter.take(`ip:${ctx.ip}`);
    const { owner } = await resolveOwner(ctx, services.sessions, secure);
    await services.limiter.take(`owner:${owner}`);
    ctx.state.owner = owner;
    await next();
  };
}

/** GET /api/jobs: the caller's jobs for the "My jobs" page, with the tool each one ran. */
export function createSessionJobsRouter(services: HttpDeps): Router {
  const router = new Router();
  router.get('/api/jobs', identify(services), async (ctx) => {
    const owner = ctx.state.owner as string;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = {
      ok: true,
      jobs: (await services.jobs.list(owner, 50)).map((job) => ({
        ...jobView(job),
        tool: job.tool,
        title: services.tools.get(job.tool)?.title ?? job.tool,
      })),
    };
  });
  return router;
}
