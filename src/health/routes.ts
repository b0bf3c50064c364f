import Router from '@koa/router';
import type { CheckResult, Readiness } from './readiness.js';
import type { VersionInfo } from './version-info.js';

export interface HealthDeps {
  /** Which engines answer (PostgreSQL, Redis) when the service depends on any. */
  health?: () => Promise<Record<string, boolean>>;
  readiness?: Readiness;
  version?: () => Promise<VersionInfo>;
}

/**
 * `/healthz`: `{"ok":true}` while the service can do its work; with engines to depend on (PostgreSQL, Redis) it
 * answers 503 `{"ok":false, "engines":{...}}` while any of them does not answer, so a load balancer stops sending
 * requests to a process that would fail them; likewise while the free disk space is under MIN_FREE_DISK_MB
 * (`"disk":{"ok":false,"detail":"… MB free, floor … MB"}`), where every new job would be refused. `/readyz`: every readiness check (engines, disk above its floor, not
 * shutting down), each named in the answer. `/version`: what runs here.
 *
 * The main port's HTTP adapter and the METRICS_PORT listener (src/metrics) both serve it, so it lives beside the
 * checks it reports rather than in either.
 */
export function createHealthRouter<State = unknown>(deps: HealthDeps = {}): Router<State> {
  const router = new Router<State>();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const answer = (state: Record<string, boolean>, disk: CheckResult | null) => {
      const enginesUp = Object.values(state).every(Boolean);
      const diskOk = disk?.ok ?? true;
      ctx.status = enginesUp && diskOk ? 200 : 503;
      ctx.body = enginesUp && diskOk ? { ok: true } : { ok: false, ...(enginesUp ? {} : { engines: state }), ...(diskOk ? {} : { disk }) };
    };
    const disk = deps.readiness?.checkOne('disk') ?? null;
    // Without engines to ask, the answer is given in this turn.
    if (!deps.health && !(disk instanceof Promise)) return answer({}, disk);
    return Promise.all([deps.health?.() ?? {}, disk]).then(([state, d]) => answer(state, d));
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { ready, checks } = deps.readiness ? await deps.readiness.check() : { ready: true, checks: {} };
    ctx.status = ready ? 200 : 503;
    ctx.body = { ok: ready, checks };
  });
  router.get('/version', async (ctx) => {
    if (!deps.version) {
      ctx.status = 404;
      return;
    }
    ctx.body = { ok: true, ...(await deps.version()) };
  });
  return router;
}
