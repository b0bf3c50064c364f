import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes scripts/ci/file-timings.json (read by scripts/ci/slowest-first.ts) from an integration tier report of a
 * whole run: the files that took longest, with their seconds. Run after `.ci/run` (or the tier with
 * CI_TIER_REPORT set) when the slowest files have changed:
 *   npx tsx scripts/ci/timings.ts [test-output/integration.tier.json]
 * Only the slow files are kept: the rest are short enough that their order hardly moves the tier's end.
 */
const KEEP = 40;
const report = process.argv[2] ?? 'test-output/integration.tier.json';
const { timings } = JSON.parse(readFileSync(report, 'utf8')) as { timings?: Record<string, number> };
if (!timings || Object.keys(timings).length === 0) throw new Error(`${report} holds no timings: was it written by scripts/ci/tier-report.ts?`);
const slow = Object.entries(timings)
  .sort((a, b) => b[1] - a[1])
  .slice(0, KEEP);
const target = new URL('./file-timings.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(Object.fromEntries(slow), null, 2)}\n`);
console.log(`${target.pathname}: ${slow.length} files, ${slow[0]?.[1] ?? 0} s to ${slow.at(-1)?.[1] ?? 0} s`);
