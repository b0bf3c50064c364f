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
