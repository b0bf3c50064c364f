import type { Recipe } from './recipe.types.js';

/** How many recipes one owner, and one address of callers without a key, may keep. */
export interface RecipeCaps {
  perOwner: number;
  perAddress: number;
}

export type RecipeAdded = 'added' | 'full' | 'address_full' | 'name_taken';

/**
 * Durable recipes (docs/ports.md): copies in and out. Look-ups by id, owner and share code are indexed (a map in
 * memory, an index in PostgreSQL), never a scan of every recipe.
 */
export interface RecipeStore {
  /** The owner's recipes, oldest first. */
  list(owner: string): Promise<Recipe[]>;
  get(id: string): Promise<Recipe | null>;
  byCode(code: string): Promise<Recipe | null>;
  /**
   * Stores the recipe unless its owner has `caps.perOwner` already, its address (when it has one) has
   * `caps.perAddress`, or the owner has one of this name (compared by `recipeNameKey`); answers why not.
   */
  add(recipe: Recipe, caps: RecipeCaps): Promise<RecipeAdded>;
  /** Marks the recipe used at `at` (its idle time starts again). */
  touch(id: string, at: number): Promise<void>;
  /** Deletes up to `limit` recipes last used (or saved) before `before`; answers how many went. */
  deleteIdle(before: number, limit: number): Promise<number>;
  delete(id: string): Promise<boolean>;
  flush(): Promise<void>;
}
