import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLine, sampleLoad } from './_load.js';
import { readFigures, table, tally } from './_summary.js';

/** Runs every benchmark in this folder one after another (each in its own process, so figures don't mix). */
const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const scratch = mkdtempSync(join(tmpdir(), 'bench-summary-'));
const summary = join(scratch, 'figures.jsonl');
const crashed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  // The load before the benchmark starts: its figures that take no sample of their own are judged by it.
  const before = sampleLoad();
  console.log(loadLine(before));
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'silent', BENCH_SUMMARY: summary, BENCH_LOAD: JSON.stringify({ load1: before.load1, cores: before.cores }) },
  });
  if (res.status !== 0) crashed.push(file);
}
const figures = readFigures(summary);
rmSync(scratch, { recursive: true, force: true });
console.log(`\n=== summary (ratios to a baseline measured in the same run, unless the name gives a unit; load: 1-min average before the figure / CPUs) ===`);
console.log(table(figures));
if (crashed.length) console.log(`\nbenchmarks that did not finish: ${crashed.join(', ')}`);
const { line, ok } = tally(figures);
console.log(`\n${line}`);
// A loaded figure is no pass: the run succeeds only when every figure was quiet and met its target.
process.exit(crashed.length || !ok ? 1 : 0);
