/* global process, console */
// Reads a V8 .cpuprofile (node --cpu-prof) and prints where the samples went: the functions with the most self
// time, then, for each pattern given, the share of samples with a matching function anywhere on their stack
// (a match on name or file). Stacks stop at an await, so an inclusive share counts only the synchronous part.
// Options (before the patterns):
//   --last=S      only the last S seconds of samples (the load, without the process's start-up)
//   --innermost   each sample counts once, for the pattern of the innermost matching frame: Koa middlewares call
//                 the next one synchronously, so an inclusive share of an outer middleware holds the inner ones too;
//                 this gives each its own share, library frames under it included ("(other)": no pattern matched)
// Usage: node scripts/perf/cpuprofile-summary.mjs <file.cpuprofile> [top=25] [--last=S] [--innermost] [pattern ...]
import { readFileSync } from 'node:fs';

const [file, topArg, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/perf/cpuprofile-summary.mjs <file.cpuprofile> [top] [--last=S] [--innermost] [pattern ...]');
  process.exit(2);
}
const lastS = Number(rest.find((a) => a.startsWith('--last='))?.slice(7) ?? Infinity);
const innermost = rest.includes('--innermost');
const patterns = rest.filter((a) => !a.startsWith('--'));
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time per sampled node (microseconds): each sample lasts until the next one.
const stamps = [];
let at = profile.startTime;
for (const d of profile.timeDeltas) stamps.push((at += d));
const from = Number.isFinite(lastS) ? profile.endTime - lastS * 1e6 : -Infinity;
const timeOf = new Map();
profile.samples.forEach((id, i) => {
  if (stamps[i] < from) return;
  timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
});
const total = [...timeOf.values()].reduce((a, b) => a + b, 0);
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const label = (cf) => `${cf.functionName || '(anonymous)'} ${cf.url.split('/').slice(-2).join('/')}`.trim();

const self = new Map();
for (const [id, t] of timeOf) {
  const key = label(byId.get(id).callFrame);
  self.set(key, (self.get(key) ?? 0) + t);
}
console.log(`${(total / 1e6).toFixed(1)} s sampled${Number.isFinite(lastS) ? ` (the last ${lastS} s)` : ''}; self time:`);
for (const [key, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25))) console.log(`${pct(t)}  ${key}`);

const matches = (id, pattern) => {
  const cf = byId.get(id).callFrame;
  return `${cf.functionName} ${cf.url}`.includes(pattern);
};
if (innermost) {
  const share = new Map([...patterns, '(other)'].map((p) => [p, 0]));
  for (const [id, d] of timeOf) {
    let found = '(other)';
    for (let cur = id; cur !== undefined && found === '(other)'; cur = parent.get(cur)) {
      found = patterns.find((p) => matches(cur, p)) ?? '(other)';
    }
    share.set(found, share.get(found) + d);
  }
  for (const [p, t] of share) console.log(`${pct(t)}  innermost: ${p}`);
} else {
  for (const pattern of patterns) {
    let t = 0;
    for (const [id, d] of timeOf) {
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        if (matches(cur, pattern)) {
          t += d;
          break;
        }
      }
    }
    console.log(`${pct(t)}  on the stack: ${pattern}`);
  }
}
