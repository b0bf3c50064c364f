import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratch, type Scratch } from '../../helpers/scratch.js';
import { startServiceProcess, type ServiceProcess } from './helpers/service-process.js';

/** The request log as the real process writes it to stdout, read back line by line. */
type Line = Record<string, unknown>;
const linesOf = (p: ServiceProcess): Line[] =>
  p
    .stdout()
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

const BASE = { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', LOG_FORMAT: 'json', PDF_WORKER_SPARE: 'false' };
const ADMIN = 'a-long-enough-admin-token-for-tests';

let dir: Scratch;
beforeAll(async () => {
  dir = await scratch('gt-reqlog');
});
afterAll(() => dir.done());

async function start(env: Record<string, string>): Promise<{ p: ServiceProcess; base: string }> {
  const p = startServiceProcess({ cwd: dir.dir, env: { ...BASE, DATA_DIR: `${dir.dir}/data`, ...env } });
  await p.waitFor(/"msg":"started"/);
  const started = linesOf(p).find((l) => l.msg === 'started')!;
  return { p, base: started.listen as string };
}

/** The request lines written so far, once the one for `reqId` is there (it is written when the answer is sent). */
async function requestLine(p: ServiceProcess, reqId: string): Promise<Line> {
  await p.waitFor(new RegExp(`"reqId":"${reqId}"[^\\n]*"msg":"request"`));
  return linesOf(p).find((l) => l.msg === 'request' && l.reqId === reqId)!;
}

describe('request log', () => {
  it('writes one line per request with the route pattern, status, duration, bytes and the answered request id', async () => {
    const { p, base } = await start({ ADMIN_TOKEN: ADMIN });
    try {
      const res = await fetch(`${base}/api/jobs/nosuchjob0000000000?key=sk-secret-in-query&token=tok-secret`, {
        headers: { 'X-Request-Id': 'client-chosen-id' },
      });
      expect(res.status).toBe(404);
      const reqId = res.headers.get('x-request-id')!;
      // Without TRUST_PROXY the client's id is not taken: it could forge another request's.
      expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
      const body = await res.text();
      const line = await requestLine(p, reqId);
      expect(line).toMatchObject({ level: 30, method: 'GET', route: '/api/jobs/:id', status: 404, hostname: hostname() });
      // Every line names the one process that serves.
      expect(Number.isInteger(line.pid)).toBe(true);
      expect(new Set(linesOf(p).map((l) => l.pid))).toEqual(new Set([line.pid]));
      expect(typeof line.ms).toBe('number');
      expect(line.bytes as number).toBeGreaterThan(body.length);
      expect(p.stdout()).not.toContain('sk-secret-in-query');
      expect(p.stdout()).not.toContain('tok-secret');
      expect(p.stdout()).not.toContain('client-chosen-id');
      // One line per request: a second request, a second line.
      const again = await fetch(`${base}/healthz`);
      await again.text();
      const second = await requestLine(p, again.headers.get('x-request-id')!);
      expect(second).toMatchObject({ route: '/healthz', status: 200 });
      expect(linesOf(p).filter((l) => l.msg === 'request' && l.reqId === reqId)).toHaveLength(1);
    } finally {
      expect(await p.stop()).toBe(0);
    }
  });

  it('keeps a trusted proxy X-Request-Id, and refuses one that could break a line', async () => {
    const { p, base } = await start({ TRUST_PROXY: 'true' });
    try {
      const kept = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'edge-7f3a.42' } });
      expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.42');
      await kept.text();
      expect(await requestLine(p, 'edge-7f3a.42')).toMatchObject({ route: '/healthz', status: 200 });
      const odd = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'x"} {"level":60' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      expect(await p.stop()).toBe(0);
    }
  });

  it('warns about wrong tokens and the lock-out, a few lines per minute however many requests fail', async () => {
    const { p, base } = await start({ ADMIN_TOKEN: ADMIN, ADMIN_MAX_FAILURES: '3', RATE_LIMIT_PER_MIN: '100000' });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${base}/api/admin/session`, { headers: { Authorization: 'Bearer wrong-token-number-' + i } });
        expect(res.status).toBe(401);
        ids.push(res.headers.get('x-request-id')!);
        await res.text();
      }
      // Each warning is written just after its request's line.
      await p.waitFor(/"msg":"client locked out after failed sign-ins"/);
      const warnings = linesOf(p).filter((l) => l.level === 40);
      expect(warnings.filter((l) => l.msg === 'authentication failed').map((l) => l.reqId)).toEqual(ids.slice(0, 2));
      const lockout = warnings.find((l) => l.msg === 'client locked out after failed sign-ins')!;
      expect(lockout).toMatchObject({ reqId: ids[2], route: '/api/admin/session', ip: '127.0.0.1' });
      expect(lockout.lockedForS as number).toBeGreaterThan(0);
      expect(p.stdout()).not.toContain('wrong-token-number');

      // A flood of wrong API keys: every request has its line, the warnings stop at ten.
      const flood = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const res = await fetch(`${base}/api/jobs/nosuchjob0000000000`, { headers: { 'X-API-Key': 'gt_wrongwrongwrongwrong' } });
          await res.text();
          return res.headers.get('x-request-id')!;
        }),
      );
      await Promise.all(flood.map((id) => requestLine(p, id)));
      const authWarnings = linesOf(p).filter((l) => l.msg === 'authentication failed');
      expect(linesOf(p).filter((l) => l.msg === 'request' && flood.includes(l.reqId as string))).toHaveLength(40);
      expect(authWarnings).toHaveLength(10);
    } finally {
      expect(await p.stop()).toBe(0);
    }
  });
});
