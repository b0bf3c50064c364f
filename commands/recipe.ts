import { z } from 'zod';
import { AppError } from '../src/core/errors.js';
import type { PipelineStep } from '../src/core/pipelines/pipeline.types.js';
import { chainSteps } from './chain.js';
import { defineCommand, words } from './command.js';

/** A recipe as the chat shows it after saving: what `/convert @name` will run. */
export interface RecipeSaved {
  name: string;
  steps: PipelineStep[];
}

/**
 * `/recipe save <name> <tool param=value | tool ...>`: saves a chain for the caller, checked as `POST /api/recipes`
 * checks it (each step must be able to follow the last), to run later with `/convert @name`. The word `save` may be
 * left out. Throws the recipe service's AppErrors (a step that does not fit names its step; a name taken; 50 kept).
 */
export default defineCommand({
  name: 'recipe',
  description: 'Save a chain of tools as a recipe, run later with /convert @name',
  usage: '/recipe save <name> <tool param=value | tool ...>',
  args: z.object({
    name: z.string().trim().min(1).max(60).describe('Recipe name, run with /convert @name'),
    steps: z.string().trim().min(1).max(1000).describe('Steps: tool param=value | tool ...'),
  }),
  fromText(text) {
    const all = words(text);
    const [name, ...rest] = all[0]?.toLowerCase() === 'save' ? all.slice(1) : all;
    return { name: name?.replace(/^@/, ''), steps: rest.join(' ') || undefined };
  },
  async run({ services, caller }, args): Promise<RecipeSaved> {
    if (!services.recipes) throw new AppError('invalid_request', 'Recipes are not available here.');
    const name = args.name.replace(/^@/, '');
    const recipe = await services.recipes.save({ owner: caller.owner, kind: 'chat' }, { name, steps: chainSteps(services.tools, args.steps.split('|')) });
    return { name: recipe.name, steps: recipe.steps };
  },
});
