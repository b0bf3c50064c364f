import type { Recipe } from '../core/pipelines/recipe.types.js';

/** A recipe as its owner sees it: steps in the form a pipeline request sends them. */
export interface RecipeView {
  id: string;
  name: string;
  steps: Array<Record<string, unknown>>;
  shared: boolean;
  /** Shared recipes only: the read-only page anyone with the link may run it from. */
  share_url?: string;
}

export function recipeView(recipe: Recipe, baseUrl: string): RecipeView {
  const view: RecipeView = {
    id: recipe.id,
    name: recipe.name,
    steps: recipe.steps.map((s) => ({ tool: s.tool, ...s.params })),
    shared: recipe.code !== null,
  };
  if (recipe.code) view.share_url = `${baseUrl}/r/${recipe.code}`;
  return view;
}
