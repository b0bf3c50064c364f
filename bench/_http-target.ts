/**
 * The HTTP targets of bench/http.ts, in a process of their own so the load generator does not share its event
 * loop: the real service as `npm start` composes it (price sources pointed at the local fakes, cache warmed,
 * one finished job) and, on another port, a bare Koa route that answers the same bytes. Prints one JSON line
 * with the URLs, then serves until killed.
 */
import Koa from 'koa';
import { startWarmService, WARM_KEY as KEY } from './_warm-service.js';

const { app, pollPath, pollBody, pricePath, priceBody } = await startWarmService(
  'bench-http-',
  process.env.BENCH_METRICS ? { METRICS_TOKEN: 'bench-metrics-token-0123' } : {},
);

// Same bytes both ways, or the comparison would measure JSON size instead of our code.
const bodies = new Map([
  ['/poll', JSON.parse(pollBody) as unknown],
  ['/price', JSON.parse(priceBody) as unknown],
]);
const bare = new Koa();
bare.use((ctx) => {
  ctx.body = bodies.get(ctx.path) ?? { ok: true };
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((r) => bareServer.once('listening', r));
const barePort = (bareServer.address() as { port: number }).port;

console.log(
  JSON.stringify({ app: app.url, bare: `http://127.0.0.1:${barePort}`, key: KEY, pollPath, pricePath, pollBytes: pollBody.length, priceBytes: priceBody.length }),
);
process.on('SIGTERM', () => {
  void app.stop().finally(() => process.exit(0));
});
