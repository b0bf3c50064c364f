/**
 * The JavaScript cost of one request, without sockets: the job poll and the cached price lookup handed to each
 * rung's Koa handler in this process as Node's own IncomingMessage and ServerResponse over a socket that drops
 * what is written. Rungs: a bare Koa route (object body, then the service's bytes as a string), the app's own
 * middlewares stacked one at a time (src/http/app.ts, appMiddleware), then the real app (routers, identify, the
 * route). Counted, not timed: this process's CPU time (user + system) per request, the rungs alternating batch by
 * batch, the median of the batches. No system call per request, so a loaded machine moves these figures little;
 * run it under `node --cpu-prof` for a profile of the request path alone (no client, no socket writes).
 * Usage: node --import tsx scripts/perf/middleware-cost.ts [requests per batch=5000] [batches=9] [poll|price|both] [service|ends]
 * (`service`: the real app alone, for a profile of it; `ends`: the bare route and the real app, for a before/after.)
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import { Duplex } from 'node:stream';
import Koa from 'koa';
import type * as HttpRoutesModule from '../../src/app/http-routes.js';
import type * as AppModule from '../../src/http/app.js';
import { serviceModule } from '../../bench/_code.js';
import { startWarmService, WARM_KEY as KEY } from '../../bench/_warm-service.js';

// The code npm start runs (dist/), or with BENCH_CODE=src the TypeScript: the same tree as the warm service's.
const { createHttp, httpDeps } = await serviceModule<typeof HttpRoutesModule>('app/http-routes.js');
const { appMiddleware, appOptions } = await serviceModule<typeof AppModule>('http/app.js');

const N = Number(process.argv[2] ?? 5000);
const BATCHES = Number(process.argv[3] ?? 9);
const ONLY = process.argv[4] === 'both' ? undefined : process.argv[4];
const SERVICE_ONLY = process.argv[5] === 'service';
const ENDS_ONLY = process.argv[5] === 'ends';

const { world, services, app: running, pollPath, pollBody, pricePath, priceBody } = await startWarmService('middleware-cost-');
const bodies = new Map([
  [pollPath, pollBody],
  ['/api/prices', priceBody],
]);

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
const rungs: Array<{ name: string; handle: Handler }> = [];
const objects = new Map([...bodies].map(([k, v]) => [k, JSON.parse(v) as unknown]));
const bare = new Koa();
bare.use((ctx) => {
  ctx.body = objects.get(ctx.path) ?? { ok: true };
});
rungs.push({ name: 'bare Koa, object body', handle: bare.callback() });
const answer: Koa.Middleware = (ctx) => {
  ctx.type = 'application/json';
  ctx.body = bodies.get(ctx.path) ?? '{}';
};
const deps = httpDeps(services);
const stack = (middlewares: Koa.Middleware[]): Handler => {
  const k = new Koa(appOptions(deps));
  for (const m of middlewares) k.use(m);
  k.use(answer);
  k.silent = true;
  return k.callback();
};
rungs.push({ name: 'bare Koa, string body', handle: stack([]) });
const own = appMiddleware(deps);
for (let i = 1; i <= own.length; i++) rungs.push({ name: `+ ${own[i - 1].name}`, handle: stack(own.slice(0, i).map((m) => m.run)) });
rungs.push({ name: 'the service (routers, identify, route)', handle: createHttp(services, { web: {} }).callback() });
if (SERVICE_ONLY) rungs.splice(0, rungs.length - 1);
if (ENDS_ONLY) rungs.splice(1, rungs.length - 2);

/** A connection that takes every write at once and keeps nothing. */
function sink(): Duplex {
  const socket = new Duplex({
    read() {},
    write(_chunk, _encoding, done) {
      done();
    },
  });
  Object.assign(socket, { remoteAddress: '127.0.0.1', remotePort: 40000, encrypted: false, bytesWritten: 0, setNoDelay: () => socket, setTimeout: () => socket });
  return socket;
}

/** One request as the HTTP server would hand it over, answered when its response has closed. */
function request(handle: Handler, path: string): Promise<void> {
  const socket = sink();
  const req = new IncomingMessage(socket as never);
  req.method = 'GET';
  req.url = path;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  req.headers = { host: '127.0.0.1:3000', 'x-api-key': KEY, accept: '*/*', 'user-agent': 'middleware-cost' };
  req.push(null);
  const res = new ServerResponse(req);
  res.shouldKeepAlive = true;
  res.assignSocket(socket as never);
  return new Promise<void>((resolve) => {
    // What the server does once the answer is written: the response closes.
    res.once('finish', () => {
      res.detachSocket(socket as never);
      process.nextTick(() => {
        res.emit('close');
        resolve();
      });
    });
    void handle(req, res);
  });
}

async function batch(handle: Handler, path: string, n: number): Promise<number> {
  const cpu = process.cpuUsage();
  // 32 at a time, as the load tests keep 32 requests open.
  for (let i = 0; i < n; i += 32) await Promise.all(Array.from({ length: Math.min(32, n - i) }, () => request(handle, path)));
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / n;
}

for (const [route, path] of [
  ['poll', pollPath],
  ['price', pricePath],
] as const) {
  if (ONLY && ONLY !== route) continue;
  for (const rung of rungs) {
    const status = await new Promise<number>((resolve) => {
      const socket = sink();
      const req = new IncomingMessage(socket as never);
      Object.assign(req, { method: 'GET', url: path, headers: { host: 'x', 'x-api-key': KEY } });
      req.push(null);
      const res = new ServerResponse(req);
      res.assignSocket(socket as never);
      res.once('finish', () => resolve(res.statusCode));
      void rung.handle(req, res);
    });
    if (status !== 200) throw new Error(`${rung.name}: ${path} answered ${status}`);
    await batch(rung.handle, path, N); // warm-up: JIT
  }
  const us: number[][] = rungs.map(() => []);
  for (let b = 0; b < BATCHES; b++) for (const [i, rung] of rungs.entries()) us[i].push(await batch(rung.handle, path, N));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const per = us.map(median);
  console.log(`\n${route} ${route === 'poll' ? 'GET /api/jobs/{id}' : path}: CPU µs per request, no socket, median of ${BATCHES} batches of ${N}; load ${loadavg()[0].toFixed(2)}`);
  per.forEach((p, i) => {
    const step = i === 0 ? '' : `${p - per[i - 1] >= 0 ? '+' : ''}${(p - per[i - 1]).toFixed(2)}`;
    console.log(`  ${rungs[i].name.padEnd(40)} ${p.toFixed(2).padStart(7)} µs  ${step.padStart(7)}   (${Math.min(...us[i]).toFixed(1)}–${Math.max(...us[i]).toFixed(1)})`);
  });
}
await running.stop();
await world.close?.();
process.exit(0);
