/** Money is shown with two decimals; binary floats from `/ 100` and string parsing are rounded once here. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Discount of `price` against `regular` in whole percent, never negative; null when there is nothing to compare. */
export function cutAgainst(price: number, regular: number | null): number | null {
  if (regular === null || !(regular > 0)) return null;
  return Math.max(0, Math.round((1 - price / regular) * 100));
}

/** UTC `YYYY-MM-DD` of a moment, or null for an invalid one. */
export function utcDate(ms: number): string | null {
  if (!Number.isFinite(ms)) return null;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}
