/**
 * What keeps a figure honest on a shared machine: the load it was taken under, and rounds that alternate the
 * baseline with the measured path. A figure whose 1-minute load average was over half the cores just before it
 * started is "loaded": it is printed, but never counts as a pass (under load the baseline is starved too, which
 * flatters a ratio).
 */
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadSample {
  /** The 1-minute load average. */
  load1: number;
  cores: number;
  loaded: boolean;
}

/** Over half the cores busy on average over the last minute: the machine is not quiet. */
export function isLoaded(load1: number, cores: number): boolean {
  return load1 > 0.5 * cores;
}

export function loadSample(load1: number, cores: number): LoadSample {
  return { load1, cores, loaded: isLoaded(load1, cores) };
}

export function loadLine(s: LoadSample): string {
  return `load average ${s.load1.toFixed(2)} (1 min) on ${s.cores} CPUs: ${s.loaded ? 'LOADED (over 0.5 × cores, this figure cannot pass)' : 'quiet'}`;
}

/** The machine's load now. */
export function sampleLoad(): LoadSample {
  return loadSample(loadavg()[0], availableParallelism());
}

/**
 * Printed and sampled just before a figure starts. The 1-minute average lags: after a CPU-bound figure it stays
 * high for a minute though nothing runs, so this waits up to BENCH_SETTLE_S seconds (default 90; 0 waits not at
 * all) for it to fall under the limit, and takes the sample as it is after that.
 */
export async function beforeFigure(name: string): Promise<LoadSample> {
  const settleS = Number(process.env.BENCH_SETTLE_S ?? 90);
  const until = Date.now() + (Number.isFinite(settleS) && settleS > 0 ? settleS * 1000 : 0);
  let s = sampleLoad();
  while (s.loaded && Date.now() < until) {
    await sleep(5000);
    s = sampleLoad();
  }
  console.log(`[${name}] ${loadLine(s)}`);
  return s;
}

export type Side = 'baseline' | 'measured';

/** The order of `rounds` rounds: baseline, measured, baseline, measured … so drifting load hits both alike. */
export function interleavedOrder(rounds: number): Array<{ side: Side; round: number }> {
  const order: Array<{ side: Side; round: number }> = [];
  for (let round = 0; round < rounds; round++) order.push({ side: 'baseline', round }, { side: 'measured', round });
  return order;
}

/** Runs the two sides in `interleavedOrder`; answers each side's results by round. */
export async function interleaved<T>(rounds: number, baseline: () => Promise<T>, measured: () => Promise<T>): Promise<{ baseline: T[]; measured: T[] }> {
  const out: { baseline: T[]; measured: T[] } = { baseline: [], measured: [] };
  for (const step of interleavedOrder(rounds)) out[step.side].push(await (step.side === 'baseline' ? baseline() : measured()));
  return out;
}
