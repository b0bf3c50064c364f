import { z } from 'zod';
import type { PipelineStep } from './pipeline.types.js';

/** A saved pipeline: its owner's, run again by name or id; a shared one also by its code, by anyone. */
export interface Recipe {
  id: string;
  owner: string;
  name: string;
  steps: PipelineStep[];
  /** The share code of `/r/<code>`, or null while the recipe is private. */
  code: string | null;
  createdAt: number;
}

export const recipeSchema = z.object({
  id: z.string().min(1).max(64),
  owner: z.string(),
  name: z.string(),
  steps: z.array(z.object({ tool: z.string(), params: z.record(z.string(), z.unknown()) })).min(1),
  code: z.string().nullable(),
  createdAt: z.number(),
});

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
