import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFigures, table } from './_summary.js';

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
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'silent', BENCH_SUMMARY: summary },
  });
  if (res.status !== 0) crashed.push(file);
}
const figures = readFigures(summary);
rmSync(scratch, { recursive: true, force: true });
console.log(`\n=== summary (ratios to a baseline measured in the same run, unless the name gives a unit) ===`);
console.log(table(figures));
if (crashed.length) console.log(`\nbenchmarks that did not finish: ${crashed.join(', ')}`);
const missed = figures.filter((f) => !f.pass).length;
console.log(`\n${figures.length - missed} of ${figures.length} figures meet their target`);
process.exit(crashed.length || missed ? 1 : 0);
