/** Small helpers shared by the benchmarks. */
import type { LoadSample } from './_load.js';
import { record } from './_summary.js';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** Requests per second of `fn` called by `concurrency` loops for `ms` milliseconds. */
export async function throughput(fn: () => Promise<unknown>, ms = 3000, concurrency = 32): Promise<number> {
  let count = 0;
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await fn();
        count++;
      }
    }),
  );
  return count / (ms / 1000);
}

/** Prints a figure as a ratio to its same-run baseline and records the ratio for the summary table. */
export function report(name: string, value: number, baseline: number, target: string, before?: LoadSample): void {
  const ratio = value / baseline;
  const loaded = before?.loaded ? ' [LOADED: not counted]' : '';
  console.log(`${name}: ${value.toFixed(2)} vs baseline ${baseline.toFixed(2)} → ratio ${ratio.toFixed(2)} (target ${target})${loaded}`);
  record(name, ratio, target, before);
}
