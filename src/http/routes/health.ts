import Router from '@koa/router';
import type { AppState } from '../app-state.js';
import type { Readiness } from '../../health/readiness.js';
import type { VersionInfo } from '../../health/version-info.js';

export interface HealthDeps {
  /** Which engines answer (PostgreSQL, Redis) when the service depends on any. */
  health?: () => Promise<Record<string, boolean>>;
  readiness?: Readiness;
  version?: () => Promise<VersionInfo>;
}

/**
 * `/healthz`: `{"ok":true}` while the service can do its work; with engines to depend on (PostgreSQL, Redis) it
 * answers 503 `{"ok":false, "engines":{...}}` while any of them does not answer, so a load balancer stops sending
 * requests to a process that would fail them. `/readyz`: every readiness check (engines, disk above its floor, not
 * shutting down), each named in the answer. `/version`: what runs here.
 */
export function createHealthRouter(deps: HealthDeps = {}): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!deps.health) {
      ctx.body = { ok: true };
      return;
    }
    const state = await deps.health();
    const ok = Object.values(state).every(Boolean);
    ctx.status = ok ? 200 : 503;
    ctx.body = ok ? { ok: true } : { ok: false, engines: state };
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
