import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import { createHealthRouter, type HealthDeps } from '../health/routes.js';
import type { FailureLock } from '../core/limits/failure-lock.ports.js';
import type { Metrics } from './metrics.js';

interface Answer {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

// Hashing first makes the comparison constant-time whatever the lengths.
const digest = (s: string) => createHash('sha256').update(s).digest();

/** Checks `Authorization: Bearer <METRICS_TOKEN>` (when a token is set) and renders the exposition. */
export async function answerMetrics(metrics: Metrics, token: string | undefined, authorization: string | undefined): Promise<Answer> {
  if (token !== undefined) {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      return {
        status: 401,
        type: 'text/plain; charset=utf-8',
        body: 'metrics need Authorization: Bearer <METRICS_TOKEN>\n',
        headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
      };
    }
  }
  const { contentType, body } = await metrics.render();
  return { status: 200, type: contentType, body };
}

/** `GET /metrics` on the main server (METRICS_TOKEN set, METRICS_PORT not). */
export function createMetricsRouter(metrics: Metrics, token: string | undefined): Router {
  const router = new Router();
  router.get('/metrics', async (ctx) => {
    const answer = await answerMetrics(metrics, token, ctx.get('authorization') || undefined);
    ctx.status = answer.status;
    ctx.type = answer.type;
    ctx.set('Cache-Control', 'no-store');
    for (const [k, v] of Object.entries(answer.headers ?? {})) ctx.set(k, v);
    ctx.body = answer.body;
  });
  return router;
}

/** `GET /metrics` on its own port (METRICS_PORT), e.g. one only the scraper's network reaches. */
export interface MetricsServer {
  /** http://host:port of the listener. */
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(
  metrics: Metrics,
  opts: { port: number; host: string; token?: string; health?: HealthDeps; authFailures?: FailureLock },
): Promise<MetricsServer> {
  // Wrong tokens count toward the same per-address lock-out as on the main port; this listener has no proxy in
  // front of it, so the address is the socket's own.
  const answer = async (req: IncomingMessage): Promise<Answer> => {
    const a = await answerMetrics(metrics, opts.token, req.headers.authorization);
    if (a.status !== 401 || !opts.authFailures) return a;
    const wait = await opts.authFailures.fail(req.socket.remoteAddress ?? 'unknown');
    if (wait === 0) return a;
    return {
      status: 429,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ ok: false, error: 'rate_limited', message: `Too many failed authentications from your address. Try again in ${wait} s.` }),
      headers: { 'Retry-After': String(wait) },
    };
  };
  // /healthz and /readyz answer as on the main port (the same router), without a token: they say nothing secret.
  const health = opts.health ? new Koa().use(createHealthRouter(opts.health).routes()).callback() : null;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (health && req.method === 'GET' && (path === '/healthz' || path === '/readyz')) {
      void health(req, res);
      return;
    }
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('only GET /metrics, /healthz and /readyz are served here\n');
      return;
    }
    answer(req).then(
      (a) => res.writeHead(a.status, { 'content-type': a.type, 'cache-control': 'no-store', ...a.headers }).end(a.body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `http://${opts.host === '0.0.0.0' ? '127.0.0.1' : opts.host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
