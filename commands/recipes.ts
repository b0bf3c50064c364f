import { z } from 'zod';
import type { PipelineStep } from '../src/core/pipelines/pipeline.types.js';
import { defineCommand } from './command.js';

/** The caller's recipes, oldest first. */
export interface RecipeList {
  recipes: Array<{ name: string; steps: PipelineStep[] }>;
}

/** `/recipes`: the caller's saved recipes (the same as `GET /api/recipes` for their owner), each with its steps. */
export default defineCommand({
  name: 'recipes',
  description: 'List your saved recipes (run one with /convert @name)',
  usage: '/recipes',
  args: z.object({}),
  fromText: () => ({}),
  async run({ services, caller }): Promise<RecipeList> {
    const recipes = services.recipes ? await services.recipes.list(caller.owner) : [];
    return { recipes: recipes.map((r) => ({ name: r.name, steps: r.steps })) };
  },
});
