import type { BundleOffer, ExtrasReport, GameExtras, SubscriptionOffer } from './extras.types.js';
import { byPrecedence } from './price.types.js';

/** A card shows a handful; the rest is one click away on the sources' pages. */
export const MAX_BUNDLES = 10;
export const MAX_SUBSCRIPTIONS = 10;

/**
 * Bundles and subscriptions of the reports merged: a bundle two sources list (same title, compared the way users
 * write it) is shown once, from the source earlier in precedence; bundles that ended by `now` are left out;
 * soonest end first. Null when no report could read either list (nothing is known, so nothing is claimed).
 */
export function mergeExtras(reports: readonly ExtrasReport[], now: number): GameExtras | null {
  const ordered = byPrecedence(reports, (r) => r.source);
  if (!ordered.some((r) => r.bundles !== null || r.subscriptions !== null)) return null;
  const bundles = new Map<string, BundleOffer>();
  for (const report of ordered) {
    for (const b of report.bundles ?? []) {
      if (b.ends_at !== null && Date.parse(b.ends_at) <= now) continue;
      // By title alone: GG.deals does not name the shop, and a bundle's title is its name everywhere.
      const key = words(b.title);
      if (!bundles.has(key)) bundles.set(key, b);
    }
  }
  const subs = new Map<string, SubscriptionOffer>();
  for (const report of ordered) {
    for (const s of report.subscriptions ?? []) {
      if (s.leaving_at !== null && Date.parse(s.leaving_at) <= now) continue;
      const key = words(s.name);
      if (key && !subs.has(key)) subs.set(key, s);
    }
  }
  const endOf = (b: BundleOffer) => (b.ends_at === null ? Number.POSITIVE_INFINITY : Date.parse(b.ends_at));
  return {
    bundles: [...bundles.values()].sort((a, b) => endOf(a) - endOf(b)).slice(0, MAX_BUNDLES),
    subscriptions: [...subs.values()].sort((a, b) => a.name.localeCompare(b.name)).slice(0, MAX_SUBSCRIPTIONS),
  };
}

/** An upstream date-time as ISO 8601 UTC without milliseconds; null when it is not a date. */
export function isoUtc(text: string | null | undefined): string | null {
  if (!text) return null;
  const at = Date.parse(text);
  return Number.isFinite(at) ? new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
}

/** Text compared the way users write it: case, spaces and punctuation do not count. */
function words(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
