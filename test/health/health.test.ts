import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { diskCheck } from '../../src/health/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.destroy();
  app = undefined;
});

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
};

describe('/readyz', () => {
  it('is ready with every check named, and 503 naming the failing one (a plugged-in check, shutting down)', async () => {
    app = await startTestApp();
    const ready = await get(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.res.headers.get('cache-control')).toBe('no-store');
    expect(ready.body.ok).toBe(true);
    const checks = ready.body.checks as Record<string, { ok: boolean; detail?: string }>;
    expect(Object.keys(checks).sort()).toEqual(['disk', 'shutdown']);
    expect(checks.disk.detail).toMatch(/^\d+ MB free, floor 1024 MB$/);

    // How another part (the disk floor, say) plugs in: a check that fails makes the process not ready.
    app.services.serviceHealth.readiness.add('disk-floor', diskCheck(app.dataDir, () => Number.MAX_SAFE_INTEGER));
    const low = await get(`${app.url}/readyz`);
    expect(low.status).toBe(503);
    expect((low.body.checks as Record<string, { ok: boolean }>)['disk-floor'].ok).toBe(false);

    app.services.serviceHealth.stopping();
    const stopping = await get(`${app.url}/readyz`);
    expect(stopping.status).toBe(503);
    expect((stopping.body.checks as Record<string, unknown>).shutdown).toEqual({ ok: false, detail: 'shutting down' });
    // Liveness is not readiness: the process still lives while it drains.
    expect((await get(`${app.url}/healthz`)).status).toBe(200);
  });

  it('a check that throws counts as failed, with its message', async () => {
    app = await startTestApp();
    app.services.serviceHealth.readiness.add('broken', () => {
      throw new Error('cannot tell');
    });
    const res = await get(`${app.url}/readyz`);
    expect(res.status).toBe(503);
    expect((res.body.checks as Record<string, unknown>).broken).toEqual({ ok: false, detail: 'cannot tell' });
  });

  it('a check added as report-only (a bot) is named with its state, and its failing leaves the process ready', async () => {
    app = await startTestApp();
    app.services.serviceHealth.readiness.add('bot:telegram', () => ({ ok: false, state: 'retrying', detail: 'retrying since 2026-11-28T12:00:00.000Z' }), { decides: false });
    const res = await get(`${app.url}/readyz`);
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect((res.body.checks as Record<string, unknown>)['bot:telegram']).toEqual({ ok: false, state: 'retrying', detail: 'retrying since 2026-11-28T12:00:00.000Z' });
    // The same name added again as a deciding check decides again.
    app.services.serviceHealth.readiness.add('bot:telegram', () => ({ ok: false }));
    expect((await get(`${app.url}/readyz`)).status).toBe(503);
  });
});

describe('/version', () => {
  it('names the version, commit, node, sharp with libvips, ffmpeg and mupdf', async () => {
    app = await startTestApp({ GIT_COMMIT: '0123456789abcdef0123456789abcdef01234567' });
    const { status, body } = await get(`${app.url}/version`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, version: '0.1.0', commit: '0123456789abcdef0123456789abcdef01234567', node: process.versions.node });
    expect(body.sharp).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.libvips).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.ffmpeg).toMatch(/^\S+$/);
    expect(body.mupdf).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('the metrics port', () => {
  it('answers /healthz and /readyz beside /metrics, for a process without an HTTP port', async () => {
    app = await startTestApp({ METRICS_PORT: '0' });
    const base = app.metricsUrl!.replace(/\/metrics$/, '');
    expect(base).not.toBe(app.url);
    expect(await get(`${base}/healthz`)).toMatchObject({ status: 200, body: { ok: true } });
    const ready = await get(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.checks as object)).toContain('disk');
    expect((await fetch(`${base}/version`)).status).toBe(404);
  });
});

describe('diskCheck', () => {
  it('compares the free space with the floor', async () => {
    expect((await diskCheck(tmpdir(), () => 0)()).ok).toBe(true);
    expect((await diskCheck(tmpdir(), () => 1e12)()).ok).toBe(false);
  });
});
