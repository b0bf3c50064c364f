import { AppError } from '../errors.js';
import type { Clock } from '../clock.ports.js';
import { randomId, safeEqual } from '../ids.js';
import type { PipelineIntake } from './pipeline-intake.js';
import { storedStep } from './pipeline.types.js';
import type { RecipeStore } from './recipe.ports.js';
import { recipeNameKey, type Recipe } from './recipe.types.js';

/** Most recipes one owner keeps. */
export const MAX_RECIPES_PER_OWNER = 50;
/** A use renews a recipe's idle time at most this often: a recipe run all day costs one write, not one per run. */
const RENEW_EVERY_MS = 3_600_000;
/** Idle recipes removed per sweep. */
const SWEEP_BATCH = 1000;

export interface RecipeOptions {
  /** A recipe not run (nor saved) for this long expires (RECIPE_TTL_DAYS). */
  ttlMs: number;
  /** Recipes callers without a key may keep per client address, every session together (MAX_RECIPES_PER_ADDRESS). */
  maxPerAddress: number;
  /** Whether a session has made a job that is still kept: only such a session may save recipes. */
  hasJob(owner: string): Promise<boolean>;
}

/** Who saves: a key, a chat, or a cookie session with the client address it came from. */
export interface RecipeCaller {
  owner: string;
  kind: 'session' | 'key' | 'chat';
  /** The client address of a session (null for keys and chats). */
  address?: string | null;
}
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
    private readonly opts: RecipeOptions,
  ) {}

  /**
   * Saves a recipe. A cookie session must have made a job first (each request without a cookie is a new session,
   * so the per-owner cap alone never held: 2,000 recipes were saved in 4.2 s, issue 37), and sessions count
   * together per address; a key or a chat saves at once.
   */
  async save(caller: RecipeCaller, input: { name: unknown; steps: unknown; shared?: unknown }): Promise<Recipe> {
    const { owner } = caller;
    const address = caller.kind === 'session' ? (caller.address ?? null) : null;
    if (caller.kind === 'session' && !(await this.opts.hasJob(owner))) {
      throw new AppError('forbidden', 'Run a job first (or use an API key): recipes are saved for sessions that have made one.');
    }
    // NFKC first: full-width look-alikes are the same name (and stored as the plain letters).
    const name = typeof input.name === 'string' ? input.name.normalize('NFKC').trim() : '';
    if (!NAME_RE.test(name)) {
      throw new AppError('invalid_params', 'name: 1 to 60 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit', { field: 'name' });
    }
    if (input.shared !== undefined && typeof input.shared !== 'boolean') {
      throw new AppError('invalid_params', 'shared: must be true or false', { field: 'shared' });
    }
    const checked = await this.pipelines.checkSteps(input.steps);
    // A recipe is kept for months and may be shared: a password has no place in it.
    for (const [i, step] of checked.entries()) {
      const secret = (step.tool.secretParams ?? []).find((k) => step.params[k] !== undefined);
      if (secret) {
        throw new AppError('invalid_params', `steps[${i}].${secret}: a recipe does not keep passwords; run ${step.tool.slug} as a job of its own`, {
          field: secret,
          step: i,
        });
      }
    }
    const steps = checked.map(storedStep);
    const now = this.clock.now();
    const recipe: Recipe = { id: randomId(12), owner, name, steps, code: input.shared === true ? randomId(12) : null, createdAt: now, address, usedAt: now };
    const added = await this.store.add(recipe, { perOwner: MAX_RECIPES_PER_OWNER, perAddress: this.opts.maxPerAddress });
    if (added === 'full') throw new AppError('limit_reached', `You already have ${MAX_RECIPES_PER_OWNER} recipes; delete one first.`);
    if (added === 'address_full') {
      throw new AppError('limit_reached', `Recipes saved from your network address reached the limit of ${this.opts.maxPerAddress}; delete some, or use an API key.`);
    }
    if (added === 'name_taken') throw new AppError('invalid_params', `name: you already have a recipe called "${name}"`, { field: 'name' });
    return recipe;
  }

  async list(owner: string): Promise<Recipe[]> {
    return (await this.store.list(owner)).filter((r) => this.#live(r));
  }

  /** Removes recipes idle longer than RECIPE_TTL_DAYS (the sweep; reads already skip them). */
  async sweep(): Promise<number> {
    return this.store.deleteIdle(this.clock.now() - this.opts.ttlMs, SWEEP_BATCH);
  }

  async remove(owner: string, id: string): Promise<void> {
    const recipe = await this.#own(owner, id);
    if (!recipe) throw new AppError('not_found', 'No such recipe.');
    await this.store.delete(recipe.id);
  }

  /** A shared recipe by its code (the `/r/<code>` page); not_found for anything else. */
  async shared(code: string): Promise<Recipe> {
    const recipe = CODE_RE.test(code) ? await this.store.byCode(code) : null;
    if (!recipe || !recipe.code || !safeEqual(recipe.code, code) || !this.#live(recipe)) throw new AppError('not_found', 'No such recipe.');
    return recipe;
  }

  /**
   * The steps a pipeline request names by `recipe`: one of the caller's own (id or name), or a shared one by its
   * code; in the form a request sends them, so they are checked again as they run now.
   */
  async stepsFor(owner: string, ref: unknown): Promise<Array<Record<string, unknown>>> {
    const key = typeof ref === 'string' ? ref.trim() : '';
    const mine = key ? ((await this.#own(owner, key)) ?? (await this.list(owner)).find((r) => recipeNameKey(r.name) === recipeNameKey(key))) : undefined;
    const recipe = mine ?? (CODE_RE.test(key) ? await this.shared(key).catch(() => null) : null);
    if (!recipe) throw new AppError('not_found', 'No such recipe.', { field: 'recipe' });
    // Used: its idle time starts again.
    const now = this.clock.now();
    if (now - (recipe.usedAt ?? recipe.createdAt) >= RENEW_EVERY_MS) await this.store.touch(recipe.id, now);
    return recipe.steps.map((s) => ({ ...s.params, tool: s.tool }));
  }

  async #own(owner: string, id: string): Promise<Recipe | null> {
    if (id.length > 64) return null;
    const recipe = await this.store.get(id);
    return recipe && safeEqual(recipe.owner, owner) && this.#live(recipe) ? recipe : null;
  }

  #live(recipe: Recipe): boolean {
    return this.clock.now() - (recipe.usedAt ?? recipe.createdAt) < this.opts.ttlMs;
  }
}
