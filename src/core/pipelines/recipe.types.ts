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
  /** The client address of a caller without a key who saved it (the per-address cap); null for keys. */
  address?: string | null;
  /** When it was last run (or saved): an idle recipe expires RECIPE_TTL_DAYS after it. */
  usedAt?: number;
}

export const recipeSchema = z.object({
  id: z.string().min(1).max(64),
  owner: z.string(),
  name: z.string(),
  steps: z.array(z.object({ tool: z.string(), params: z.record(z.string(), z.unknown()) })).min(1),
  code: z.string().nullable(),
  createdAt: z.number(),
  address: z.string().nullable().default(null),
  usedAt: z.number().optional(),
});

/**
 * What makes two names one for the uniqueness check: NFKC first (full-width "Ｓｈｒｉｎｋ" is "Shrink"), then case.
 * Names are stored NFKC-normalised already; this also keeps older ones comparable.
 */
export function recipeNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}
