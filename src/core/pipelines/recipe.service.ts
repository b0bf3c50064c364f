import { AppError } from '../errors.js';
import type { Clock } from '../clock.ports.js';
import { randomId, safeEqual } from '../ids.js';
import type { PipelineIntake } from './pipeline-intake.js';
import { storedStep } from './pipeline.types.js';
import type { RecipeStore } from './recipe.ports.js';
import type { Recipe } from './recipe.types.js';

/** Most recipes one owner keeps. */
export const MAX_RECIPES_PER_OWNER = 50;
const NAME_RE = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,59}$/u;
const CODE_RE = /^[A-Za-z0-9_-]{16}$/;

/**
 * Recipes: pipelines saved for their owner (issue 26 item 5). Steps are checked when saved and again when run (a
 * tool may have been switched off since); a shared recipe gets an unguessable code anyone may run it by, as their
 * own job.
 */
export class RecipeService {
  constructor(
    private readonly store: RecipeStore,
    private readonly pipelines: Pick<PipelineIntake, 'checkSteps'>,
    private readonly clock: Clock,
  ) {}

  async save(owner: string, input: { name: unknown; steps: unknown; shared?: unknown }): Promise<Recipe> {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!NAME_RE.test(name)) {
      throw new AppError('invalid_params', 'name: 1 to 60 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit', { field: 'name' });
    }
    if (input.shared !== undefined && typeof input.shared !== 'boolean') {
      throw new AppError('invalid_params', 'shared: must be true or false', { field: 'shared' });
    }
    const steps = (await this.pipelines.checkSteps(input.steps)).map(storedStep);
    const recipe: Recipe = { id: randomId(12), owner, name, steps, code: input.shared === true ? randomId(12) : null, createdAt: this.clock.now() };
    const added = await this.store.add(recipe, MAX_RECIPES_PER_OWNER);
    if (added === 'full') throw new AppError('limit_reached', `You already have ${MAX_RECIPES_PER_OWNER} recipes; delete one first.`);
    if (added === 'name_taken') throw new AppError('invalid_params', `name: you already have a recipe called "${name}"`, { field: 'name' });
    return recipe;
  }

  list(owner: string): Promise<Recipe[]> {
    return this.store.list(owner);
  }

  async remove(owner: string, id: string): Promise<void> {
    const recipe = await this.#own(owner, id);
    if (!recipe) throw new AppError('not_found', 'No such recipe.');
    await this.store.delete(recipe.id);
  }

  /** A shared recipe by its code (the `/r/<code>` page); not_found for anything else. */
  async shared(code: string): Promise<Recipe> {
    const recipe = CODE_RE.test(code) ? await this.store.byCode(code) : null;
    if (!recipe || !recipe.code || !safeEqual(recipe.code, code)) throw new AppError('not_found', 'No such recipe.');
    return recipe;
  }

  /**
   * The steps a pipeline request names by `recipe`: one of the caller's own (id or name), or a shared one by its
   * code; in the form a request sends them, so they are checked again as they run now.
   */
  async stepsFor(owner: string, ref: unknown): Promise<Array<Record<string, unknown>>> {
    const key = typeof ref === 'string' ? ref.trim() : '';
    const mine = key ? ((await this.#own(owner, key)) ?? (await this.store.list(owner)).find((r) => r.name.toLowerCase() === key.toLowerCase())) : undefined;
    const recipe = mine ?? (CODE_RE.test(key) ? await this.shared(key).catch(() => null) : null);
    if (!recipe) throw new AppError('not_found', 'No such recipe.', { field: 'recipe' });
    return recipe.steps.map((s) => ({ ...s.params, tool: s.tool }));
  }

  async #own(owner: string, id: string): Promise<Recipe | null> {
    if (id.length > 64) return null;
    const recipe = await this.store.get(id);
    return recipe && safeEqual(recipe.owner, owner) ? recipe : null;
  }
}
