import Router from '@koa/router';
import type { AppState } from '../../app-state.js';
import type { HttpDeps } from '../../deps.js';
import { WebNextToolsQuery } from '../openapi/schemas.js';
import { fieldsFromSchema } from '../tool-form.js';
import { parseWith } from '../validate.js';
import { pageTranslator } from '../language.js';
import { englishOnly } from '../english-only.js';
import { localParamSchema, toolDescription, toolTitle } from '../../../i18n/tool-words.js';

/**
 * `GET /api/web/next-tools?steps=[…]`: what the tool page's "then…" select offers after the steps so far. Asked of
 * the server because a step's output can hang on its parameters (a chosen `format`) and on the type it is given,
 * which only the tool definitions know; each tool comes with its form, built as the page builds the first one.
 */
export function createNextToolsRouter(services: Pick<HttpDeps, 'jobs' | 'tools' | 'limiter' | 'translations'>): Router<AppState> {
  const router = new Router<AppState>();
  const english = englishOnly();
  router.get('/api/web/next-tools', async (ctx) => {
    await services.limiter.take(`ip:${ctx.ip}`);
    const { steps } = parseWith(WebNextToolsQuery, ctx.query);
    const next = await services.jobs.pipelines.nextTools(steps);
    // The fields' hints in the page's language (the picker's cookie, else Accept-Language), as the page's own.
    const tr = services.translations ? pageTranslator(ctx, services.translations) : english;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    ctx.body = {
      ok: true,
      tools: next.map((def) => {
        const schema = services.tools.info(def.slug)!.params;
        return {
          slug: def.slug,
          title: toolTitle(tr, def),
          description: toolDescription(tr, def),
          fields: fieldsFromSchema(localParamSchema(tr, def.slug, schema), tr),
        };
      }),
    };
  });
  return router;
}
