/**
 * When attempt `attempts` (1 for the first failure) should be followed by the next: base · 2^(n-1), capped,
 * with up to 10 % jitter so a receiver coming back is not hit by every sender in the same second.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));
  return Math.round(exp * (1 + random() * 0.1));
}
