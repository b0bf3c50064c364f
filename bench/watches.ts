/**
 * Price-alert checker at scale. Run: npx tsx bench/watches.ts [fake-delay-ms]
 *
 * 1,000 watches on 300 games against the Steam, CheapShark and GG.deals fakes, each answering after a fixed delay.
 * One steady-state check (game ids already learned, past the 10-minute cache) by the batched checker, against the
 * old way (one lookup per game, one game after another) in the same run: upstream calls and wall time per check.
 */
import { performance } from 'node:perf_hooks';
import { TestClock } from '../test/prices/fakes/harness.js';
import { checker, manyWatches, MemoryWatchStore, startManyGames } from '../test/prices/many-games.js';
import { record } from './_summary.js';

const DELAY_MS = Number(process.argv[2] ?? 10);
const world = await startManyGames(300, DELAY_MS);
const calls = () => world.fakes.reduce((n, f) => n + f.requests.length, 0);

async function measure(batched: boolean): Promise<{ calls: number; ms: number }> {
  const clock = new TestClock();
  const store = new MemoryWatchStore();
  await store.put(manyWatches(1000, world.appids));
  const service = world.prices(clock);
  const prices = batched ? service : { lookup: service.lookup.bind(service), search: service.search.bind(service) };
  const watches = checker(store, prices, clock);
  // The first check learns each source's ids for the games; the figures are for the checks after it.
  await watches.check();
  clock.advance(11 * 60_000);
  const before = calls();
  const start = performance.now();
  await watches.check();
  return { calls: calls() - before, ms: performance.now() - start };
}

const old = await measure(false);
const now = await measure(true);
console.log(`old checker: ${old.calls} upstream calls, ${old.ms.toFixed(0)} ms per check`);
console.log(`batched:     ${now.calls} upstream calls, ${now.ms.toFixed(0)} ms per check`);
record('price alerts, 1,000 watches on 300 games: upstream calls per check (batched / old)', now.calls / old.calls, '≤ 0.6');
record('price alerts, 1,000 watches on 300 games: wall time per check (batched / old)', now.ms / old.ms, '≤ 0.5');
record('price alerts: upstream calls per check (batched, count)', now.calls, '≤ 250');
await world.close();
