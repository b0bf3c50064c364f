import { appendFileSync, readFileSync } from 'node:fs';

/** One figure of the run: its value as a ratio (or absolute), the target and whether it was met. */
export interface Figure {
  name: string;
  value: number;
  target: string;
  pass: boolean;
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

/** Records a figure for the table `npm run bench` prints at the end (BENCH_SUMMARY names the file). */
export function record(name: string, value: number, target: string): Figure {
  const figure = { name, value, target, pass: meets(value, target) };
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

export function table(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [f.name, f.value.toFixed(2), f.target, f.pass ? 'pass' : 'FAIL']);
  const head = ['figure', 'value', 'target', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
