import { appendFileSync, readFileSync } from 'node:fs';
import { loadSample, sampleLoad, type LoadSample } from './_load.js';

/** One figure of the run: its value as a ratio (or absolute), the target, whether it was met, and the load before it. */
export interface Figure {
  name: string;
  value: number;
  target: string;
  pass: boolean;
  /** The 1-minute load average just before the figure started, and the CPU count. */
  load1: number;
  cores: number;
  /** Taken on a loaded machine: shown, never counted as a pass. */
  loaded: boolean;
}

export type Verdict = 'pass' | 'FAIL' | 'loaded';

/** A loaded figure is neither pass nor fail: it says nothing about a quiet machine. */
export function verdict(f: Pick<Figure, 'pass' | 'loaded'>): Verdict {
  if (f.loaded) return 'loaded';
  return f.pass ? 'pass' : 'FAIL';
}

/** `≤ 1.30`, `≥ 0.6`, `< 50`: the comparison a target string states. */
export function meets(value: number, target: string): boolean {
  const m = /^\s*(≤|<=|≥|>=|<|>)\s*([\d.]+)/.exec(target);
  if (!m) return false;
  const limit = Number(m[2]);
  switch (m[1]) {
    case '≤':
    case '<=':
      return value <= limit;
    case '≥':
    case '>=':
      return value >= limit;
    case '<':
      return value < limit;
    default:
      return value > limit;
  }
}

/**
 * The load a figure is judged by when its benchmark took no sample of its own: the one `npm run bench` took before
 * starting the benchmark's process (BENCH_LOAD), else the load now, which, taken after the work, is never kinder.
 */
function fallbackLoad(): LoadSample {
  const passed = process.env.BENCH_LOAD;
  if (passed) {
    const { load1, cores } = JSON.parse(passed) as { load1: number; cores: number };
    return loadSample(load1, cores);
  }
  return sampleLoad();
}

/**
 * Records a figure for the table `npm run bench` prints at the end (BENCH_SUMMARY names the file). `before` is the
 * load sampled just before the figure started (`beforeFigure`).
 */
export function record(name: string, value: number, target: string, before: LoadSample = fallbackLoad()): Figure {
  const figure: Figure = { name, value, target, pass: meets(value, target), load1: before.load1, cores: before.cores, loaded: before.loaded };
  const file = process.env.BENCH_SUMMARY;
  if (file) appendFileSync(file, JSON.stringify(figure) + '\n');
  return figure;
}

export function readFigures(file: string): Figure[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Figure);
}

/** The closing line: passes and fails among the quiet figures, and how many were loaded and so not counted. */
export function tally(figures: readonly Figure[]): { line: string; ok: boolean } {
  const counts = { pass: 0, FAIL: 0, loaded: 0 };
  for (const f of figures) counts[verdict(f)]++;
  const line =
    `${counts.pass} of ${figures.length} figures meet their target on a quiet machine` +
    (counts.FAIL ? `, ${counts.FAIL} miss it` : '') +
    (counts.loaded ? `; ${counts.loaded} taken under load (not counted: rerun them on a quiet machine)` : '');
  return { line, ok: counts.pass === figures.length };
}

/** One row of the summary: figure, value, target, load before it (`1-min load/cores`), result. */
export function tableRow(f: Figure): string[] {
  return [f.name, f.value.toFixed(2), f.target, `${f.load1.toFixed(2)}/${f.cores}`, verdict(f)];
}

export function table(figures: readonly Figure[]): string {
  const rows = figures.map(tableRow);
  const head = ['figure', 'value', 'target', 'load', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 1 || i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
