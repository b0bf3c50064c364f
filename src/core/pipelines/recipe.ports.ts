import type { Recipe } from './recipe.types.js';

/** Durable recipes (docs/ports.md): copies in and out. */
export interface RecipeStore {
  /** The owner's recipes, oldest first. */
  list(owner: string): Promise<Recipe[]>;
  get(id: string): Promise<Recipe | null>;
  byCode(code: string): Promise<Recipe | null>;
  /** Stores the recipe unless the owner has `max` already or one of this name; answers why not. */
  add(recipe: Recipe, max: number): Promise<'added' | 'full' | 'name_taken'>;
  delete(id: string): Promise<boolean>;
  flush(): Promise<void>;
}
