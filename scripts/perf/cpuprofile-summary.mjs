/* global process, console */
// Reads a V8 .cpuprofile (node --cpu-prof) and prints where the samples went: the functions with the most self
// time, then, for each pattern given, the share of samples with a matching function anywhere on their stack
// (a match on name or file). Stacks stop at an await, so an inclusive share counts only the synchronous part.
// Usage: node scripts/perf/cpuprofile-summary.mjs <file.cpuprofile> [top=25] [pattern ...]
import { readFileSync } from 'node:fs';

const [file, topArg, ...patterns] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/perf/cpuprofile-summary.mjs <file.cpuprofile> [top] [pattern ...]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time per sampled node (microseconds): each sample lasts until the next one.
const timeOf = new Map();
profile.samples.forEach((id, i) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...timeOf.values()].reduce((a, b) => a + b, 0);
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const label = (cf) => `${cf.functionName || '(anonymous)'} ${cf.url.split('/').slice(-2).join('/')}`.trim();

const self = new Map();
for (const [id, t] of timeOf) {
  const key = label(byId.get(id).callFrame);
  self.set(key, (self.get(key) ?? 0) + t);
}
console.log(`${(total / 1e6).toFixed(1)} s sampled; self time:`);
for (const [key, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25))) console.log(`${pct(t)}  ${key}`);

for (const pattern of patterns) {
  let t = 0;
  for (const [id, d] of timeOf) {
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const cf = byId.get(cur).callFrame;
      if (`${cf.functionName} ${cf.url}`.includes(pattern)) {
        t += d;
        break;
      }
    }
  }
  console.log(`${pct(t)}  on the stack: ${pattern}`);
}
