import { z } from 'zod';
import { isKnownRegion, REGION_RULE } from '../src/core/prices/region.js';

/** The arguments `/price` and `/watch` share: which game, and optionally in which region. */
export const gameArg = z.string().trim().min(1).max(100).describe('Store app id or game title');

export const regionArg = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, REGION_RULE)
  .optional()
  .describe('Two-letter country code, e.g. us, de, gb');

/** A typed word as a region: lower-cased when it is a known country code, else undefined. */
export function regionWord(word: string | undefined): string | undefined {
  const lower = word?.toLowerCase();
  return lower && /^[a-z]{2}$/.test(lower) && isKnownRegion(lower) ? lower : undefined;
}
