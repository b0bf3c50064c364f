import Router from '@koa/router';
import type { AppState } from '../app-state.js';
import { AppError } from '../../core/errors.js';
import type { HttpDeps } from '../deps.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type ToolsRouterDeps = Pick<HttpDeps, 'admin' | 'flags' | 'limiter' | 'tools'>;

/** The catalogue of tools that work on this server, with parameter schemas and use counts. */
export function createToolsRouter(deps: ToolsRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  // One read of the switches and counts per request, then every tool is described from it.
  const describer = async () => {
    const [disabled, uses] = await Promise.all([deps.flags.checker(), deps.admin.useCounts()]);
    return (slug: string) => {
      const info = deps.tools.info(slug);
      if (!info) return undefined;
      const def = deps.tools.get(slug)!;
      return { ...info, enabled: disabled(def.slug, def.category, def.kind) === null, use_count: uses[slug] ?? 0 };
    };
  };

  router.get('/api/tools', async (ctx) => {
    await deps.limiter.take(`ip:${ctx.ip}`);
    const describe = await describer();
    const tools = deps.tools.all().map((t) => describe(t.slug)!);
    ctx.body = { ok: true, count: tools.length, tools };
  });

  router.get('/api/tools/:slug', async (ctx) => {
    await deps.limiter.take(`ip:${ctx.ip}`);
    const tool = (await describer())(String(ctx.params.slug));
    if (!tool) throw new AppError('not_found', 'No such tool.');
    ctx.body = { ok: true, tool };
  });
  return router;
}
