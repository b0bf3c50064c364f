import { z } from 'zod';
import type { ListedGiveaway } from '../core/giveaways/giveaway.types.js';

/** A link we hand to users or fetch an image from: https only, and short. */
export const httpsUrl = z
  .string()
  .max(2000)
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'not an https URL')
  // Normalised as the URL parser writes it: quotes, spaces and brackets percent-encoded before any chat shows it.
  .transform((v) => new URL(v).href);

/** A title as shown: control characters out, bounded. */
export const cleanTitle = (raw: string) =>
  raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);

/**
 * Reads a list item by item: an item that does not fit is counted and left out, so one bad row never drops the
 * others (the list itself having the wrong shape is the caller's SourceFailure).
 */
export function readItems<T>(raw: readonly unknown[], read: (item: unknown) => T | null): { items: T[]; skipped: number } {
  const items: T[] = [];
  let skipped = 0;
  for (const item of raw) {
    let got: T | null;
    try {
      got = read(item);
    } catch {
      got = null;
    }
    if (got === null) skipped++;
    else items.push(got);
  }
  return { items, skipped };
}

export type Listed = ListedGiveaway;
