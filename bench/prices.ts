/**
 * Price lookup benchmark. Run: npx tsx bench/prices.ts [fake-delay-ms]
 *
 * Cold lookup: the time a lookup with an empty cache takes over the slowest fake source, where every fake
 * answers each request after a fixed delay. Target: ≤ 20 ms over that source. (The cached `GET /api/prices`
 * throughput is measured with autocannon in bench/http.ts.)
 */
import { systemClock } from '../src/core/clock.js';
import { MemoryPriceCache } from '../src/core/prices/memory-cache.js';
import { PriceService } from '../src/core/prices/price.service.js';
import { SOURCE_PRECEDENCE } from '../src/core/prices/price.types.js';
import { createPriceSources } from '../src/prices/index.js';
import { startWorld } from '../test/prices/fakes/harness.js';
import { APP } from '../test/prices/fakes/world.js';
import { record } from './_summary.js';
import { median } from './_util.js';

const DELAY_MS = Number(process.argv[2] ?? 50);
const COLD_RUNS = 15;

const world = await startWorld();
/** A price service over all four fakes with its own fresh adapters (no ids known yet) and the given cache. */
const serviceOver = (cache: MemoryPriceCache) =>
  new PriceService({ sources: createPriceSources(world.config, { cache, clock: systemClock }), cache, clock: systemClock });
const cache = new MemoryPriceCache();
const service = serviceOver(cache);


// Cold lookups: every fake answers each request after DELAY_MS.
for (const fake of world.fakes) fake.delayMs = DELAY_MS;

/** One lookup by one source's adapter alone: that source's own critical path. */
async function sourceAlone(source: ReturnType<typeof createPriceSources>[number]): Promise<number> {
  const started = performance.now();
  await source.lookup(APP.legoBatman, 'us', AbortSignal.timeout(5000));
  return performance.now() - started;
}

async function coldHttp(fresh: boolean, svc: { current: PriceService; cache: MemoryPriceCache }): Promise<number> {
  if (fresh) {
    svc.cache = new MemoryPriceCache();
    svc.current = serviceOver(svc.cache);
  } else {
    svc.cache.games.clear();
  }
  const started = performance.now();
  await svc.current.lookup(APP.legoBatman);
  return performance.now() - started;
}

const names = SOURCE_PRECEDENCE;
const aloneFirst: Record<string, number> = {};
const aloneKnown: Record<string, number> = {};
for (const name of names) {
  const first: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < 5; i++) {
    // Fresh adapters know no ids yet (CheapShark's game id, ITAD's uuid, CheapShark's store list).
    const source = createPriceSources(world.config, { cache, clock: systemClock }).find((s) => s.name === name)!;
    first.push(await sourceAlone(source));
    again.push(await sourceAlone(source));
  }
  aloneFirst[name] = median(first);
  aloneKnown[name] = median(again);
}
const svc = { current: service, cache };
const firstEver: number[] = [];
const known: number[] = [];
for (let i = 0; i < COLD_RUNS; i++) firstEver.push(await coldHttp(true, svc));
for (let i = 0; i < COLD_RUNS; i++) known.push(await coldHttp(false, svc));

// Minimum and median: on a shared machine the minimum is the better estimate of our own cost, the median shows noise.
const slowestFirst = Math.max(...Object.values(aloneFirst));
const slowestKnown = Math.max(...Object.values(aloneKnown));
const fmt = (xs: number[], slowest: number) =>
  `min ${Math.min(...xs).toFixed(1)} / median ${median(xs).toFixed(1)} ms → ` +
  `+${(Math.min(...xs) - slowest).toFixed(1)} / +${(median(xs) - slowest).toFixed(1)} ms over the slowest source alone (target ≤ 20)`;
console.log(`\ncold lookup (every fake answers each request after ${DELAY_MS} ms; ${COLD_RUNS} runs)`);
console.log(`  each source alone, ids not yet known (median): ${names.map((n) => `${n} ${aloneFirst[n].toFixed(1)}`).join(', ')} ms`);
console.log(`  each source alone, ids known (median):         ${names.map((n) => `${n} ${aloneKnown[n].toFixed(1)}`).join(', ')} ms`);
console.log(`  service, ids not yet known: ${fmt(firstEver, slowestFirst)}`);
console.log(`  service, ids known:         ${fmt(known, slowestKnown)}`);

record('cold price lookup over the slowest source alone (ms, median)', median(known) - slowestKnown, '≤ 20');
await world.close();
