import Router from '@koa/router';
import type { AppState, Identified } from '../../app-state.js';
import type { HttpDeps } from '../../deps.js';
import { identify } from '../../identity.js';
import { jobView } from '../../../wire/job-wire.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type SessionJobsRouterDeps = Pick<HttpDeps, 'config' | 'jobs' | 'limiter' | 'sessions' | 'tools'>;

/** GET /api/jobs: the caller's jobs for the "My jobs" page, with the tool each one ran. */
export function createSessionJobsRouter(services: SessionJobsRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get<Identified>('/api/jobs', identify(services), async (ctx) => {
    const { owner } = ctx.state.principal;
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
