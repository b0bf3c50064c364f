import Router from '@koa/router';
import type Koa from 'koa';
import { AppError } from '../../core/errors.js';
import type { RecipeService } from '../../core/pipelines/recipe.service.js';
import type { AppState, Identified } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { addressKey, identify } from '../identity.js';
import { recipeView } from '../../wire/recipe-wire.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type RecipesRouterDeps = Pick<HttpDeps, 'config' | 'limiter' | 'sessions'>;

/** Saved pipelines (issue 26 item 5): `POST /api/recipes {name, steps, shared?}`, `GET /api/recipes`, `DELETE /api/recipes/{id}`. */
export function createRecipesRouter(deps: RecipesRouterDeps, recipes: RecipeService): Router<AppState> {
  const router = new Router<AppState>();
  const caller = identify(deps);
  const base = deps.config.BASE_URL;

  router.post<Identified>('/api/recipes', caller, async (ctx) => {
    const body = await jsonBody(ctx);
    const { principal } = ctx.state;
    const recipe = await recipes.save(
      { owner: principal.owner, kind: principal.kind, address: principal.kind === 'session' ? addressKey(ctx.ip) : null },
      { name: body.name, steps: body.steps, shared: body.shared },
    );
    ctx.status = 201;
    ctx.body = { ok: true, recipe: recipeView(recipe, base) };
  });

  router.get<Identified>('/api/recipes', caller, async (ctx) => {
    ctx.body = { ok: true, recipes: (await recipes.list(ctx.state.principal.owner)).map((r) => recipeView(r, base)) };
  });

  router.delete<Identified>('/api/recipes/:id', caller, async (ctx) => {
    const id = ctx.params.id;
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('not_found', 'No such recipe.');
    await recipes.remove(ctx.state.principal.owner, id);
    ctx.body = { ok: true, deleted: true };
  });
  return router;
}

/** A small JSON object body (a recipe is a few hundred bytes). */
async function jsonBody(ctx: Koa.Context): Promise<Record<string, unknown>> {
  if (!ctx.is('json')) throw new AppError('invalid_request', 'Send JSON: {"name": "...", "steps": [...]}.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new AppError('invalid_request', 'The body exceeds 64 KiB.');
    chunks.push(chunk as Buffer);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AppError('invalid_request', 'The body is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AppError('invalid_request', 'The body must be a JSON object.');
  return parsed as Record<string, unknown>;
}
