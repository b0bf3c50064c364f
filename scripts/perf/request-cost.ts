/**
 * CPU time per request of the job poll and the cached price lookup, rung by rung: a bare Koa route, then the
 * app's own middlewares stacked one at a time (src/http/app.ts, appMiddleware) in front of a route that answers
 * the service's bytes, then the real service. Counted, not timed: the target process's own CPU time (user +
 * system, process.cpuUsage over IPC) for N requests, so a loaded machine slows each rung without changing what
 * it costs much. Rungs alternate round by round; each figure is the median of the rounds. The service's code is the
 * built dist/ that npm start runs, or the TypeScript through tsx with BENCH_CODE=src (bench/_code.ts).
 * Usage: node --import tsx scripts/perf/request-cost.ts [requests per rung=20000] [rounds=5] [connections=32]
 */
import { fork } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Koa from 'koa';
import type * as HttpRoutesModule from '../../src/app/http-routes.js';
import type * as AppModule from '../../src/http/app.js';
import type * as ServerModule from '../../src/http/server.js';

const KEY = 'bench-key-0000000000000000';

interface Rung {
  name: string;
  /** Base URL; the path is the route's. */
  url: string;
}

interface Ready {
  rungs: Rung[];
  pollPath: string;
  pricePath: string;
}

if (process.argv[2] === 'target') await target();
else await drive();

/** The service, and one Koa app per rung on ports of its own, in this process. */
async function target(): Promise<void> {
  const { startWarmService } = await import('../../bench/_warm-service.js');
  const { serviceModule } = await import('../../bench/_code.js');
  const { httpDeps } = await serviceModule<typeof HttpRoutesModule>('app/http-routes.js');
  const { appMiddleware, appOptions } = await serviceModule<typeof AppModule>('http/app.js');
  const { createHttpServer, drainable } = await serviceModule<typeof ServerModule>('http/server.js');
  const { config, services, app, pollPath, pollBody, pricePath, priceBody } = await startWarmService('request-cost-');
  const bodies = new Map([
    [pollPath, pollBody],
    [pricePath.split('?')[0], priceBody],
  ]);

  const listen = async (server: Server): Promise<string> => {
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  };
  const rungs: Rung[] = [];
  // The bench's baseline: an object body, serialised by Koa on each request.
  const objects = new Map([...bodies].map(([k, v]) => [k, JSON.parse(v) as unknown]));
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = objects.get(ctx.path) ?? { ok: true };
  });
  rungs.push({ name: 'bare Koa, object body', url: await listen(createServer(bare.callback())) });
  // The service's own bytes, already serialised, as the poll's kept body and a cached price answer would be.
  const answer: Koa.Middleware = (ctx) => {
    ctx.type = 'application/json';
    ctx.body = bodies.get(ctx.path) ?? '{}';
  };
  const stack = (middlewares: Koa.Middleware[]) => {
    const k = new Koa(appOptions(httpDeps(services)));
    for (const m of middlewares) k.use(m);
    k.use(answer);
    k.silent = true;
    return k;
  };
  rungs.push({ name: 'bare Koa, string body', url: await listen(createServer(stack([]).callback())) });
  const serverOf = (k: Koa) => {
    const server = createHttpServer(k, config);
    drainable(server);
    return server;
  };
  rungs.push({ name: '+ the service\'s server (limits, drain)', url: await listen(serverOf(stack([]))) });
  const own = appMiddleware(httpDeps(services));
  for (let i = 1; i <= own.length; i++) {
    rungs.push({ name: `+ ${own[i - 1].name}`, url: await listen(serverOf(stack(own.slice(0, i).map((m) => m.run)))) });
  }
  rungs.push({ name: 'the service (routers, auth, rate limit, route)', url: app.url });
  process.on('message', (msg) => {
    if (msg === 'cpu') process.send!(process.cpuUsage());
    if (msg === 'stop') void app.stop().finally(() => process.exit(0));
  });
  process.send!({ rungs, pollPath, pricePath } satisfies Ready);
}

async function drive(): Promise<void> {
  const N = Number(process.argv[2] ?? 20_000);
  const ROUNDS = Number(process.argv[3] ?? 5);
  const CONNECTIONS = Number(process.argv[4] ?? 32);
  const child = fork(fileURLToPath(import.meta.url), ['target'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => {
        const u = m as NodeJS.CpuUsage;
        resolve(u.user + u.system);
      });
      child.send('cpu');
    });
  const load = async (url: string, amount: number) => {
    const r = await autocannon({ url, connections: CONNECTIONS, amount, headers: { 'x-api-key': KEY } });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  };
  for (const [route, path] of [
    ['job poll', ready.pollPath],
    ['cached price', ready.pricePath],
  ] as const) {
    for (const rung of ready.rungs) await load(rung.url + path, 2000); // warm-up: JIT, sockets, caches
    const us: number[][] = ready.rungs.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, rung] of ready.rungs.entries()) {
        const before = await cpu();
        await load(rung.url + path, N);
        us[i].push((await cpu()) - before);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const per = us.map((xs) => median(xs.map((x) => x / N)));
    console.log(`\n${route} (${path.replace(/\/api\/jobs\/.*/, '/api/jobs/{id}')}): CPU µs per request of the target process, median of ${ROUNDS} rounds of ${N}; load ${(await import('node:os')).loadavg()[0].toFixed(2)}`);
    per.forEach((p, i) => {
      const step = i === 0 ? '' : `${p - per[i - 1] >= 0 ? '+' : ''}${(p - per[i - 1]).toFixed(1)}`;
      console.log(`  ${ready.rungs[i].name.padEnd(48)} ${p.toFixed(1).padStart(7)} µs  ${step.padStart(7)}  (rounds ${us[i].map((x) => (x / N).toFixed(1)).join(' / ')})`);
    });
  }
  child.send('stop');
}
