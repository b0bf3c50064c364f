import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { until } from '../../helpers/processes.js';

/**
 * Issue 25 item 3, the API-key half: the admin lock-out was logged, the API-key lock-out (which answers 429 from
 * the try that starts it) was not; and with Redis down every wrong try wrote "failed-authentication count
 * unreachable", so a flood of wrong keys during an outage wrote the log full. Both warnings are now a few a
 * minute however many requests provoke them. Read from the JSON lines of a real api process.
 */
const KEY = 'auth-warnings-test-key-0123456789';
const LOCKED = 'client locked out after failed authentications';
const UNREACHABLE = 'failed-authentication count unreachable; the try is not counted';

describe('authentication warnings of an api process on Redis', () => {
  let postgres: Engine;
  let redis: Engine;
  let fleet: Fleet;
  let api: FleetProcess;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    fleet = await startFleet({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, API_KEYS: KEY, TRUST_PROXY: 'true', AUTH_MAX_FAILURES: '3', AUTH_LOCKOUT_S: '600', LOG_FORMAT: 'json' });
    api = await fleet.add('api', 'api');
  }, 180_000);
  afterAll(async () => {
    await fleet?.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  const wrongKeys = (from: string, n: number) =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const res = await fetch(`${api.url}/api/jobs/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { 'x-forwarded-for': from, 'x-api-key': `wrong-key-${i}-0123456789abcdef` } });
        await res.text();
        return { status: res.status, reqId: res.headers.get('x-request-id')! };
      }),
    );
  const requestLines = (ids: string[]) => api.lines.filter((l) => l.msg === 'request' && ids.includes(l.reqId as string));

  it('warns when the API-key lock-out answers 429, ten lines a minute at most', async () => {
    const first = await wrongKeys('198.51.100.70', 2);
    expect(first.map((r) => r.status)).toEqual([401, 401]);
    const answers = await wrongKeys('198.51.100.70', 30);
    expect(answers.every((r) => r.status === 429)).toBe(true);
    const ids = answers.map((r) => r.reqId);
    await until('every request line', async () => requestLines(ids).length === 30);
    const warnings = api.lines.filter((l) => l.msg === LOCKED);
    expect(warnings).toHaveLength(10);
    expect(warnings[0]).toMatchObject({ level: 40, ip: '198.51.100.70', route: '/api/jobs/:id' });
    expect(ids).toContain(warnings[0].reqId);
    expect(warnings[0].lockedForS as number).toBeGreaterThan(590);
    expect(JSON.stringify(api.lines)).not.toContain('wrong-key-');
  }, 60_000);

  it('with Redis down, says the count is unreachable ten times a minute at most, whatever the flood', async () => {
    await redis.halt();
    try {
      await until('readiness to report redis down', async () => (await fetch(`${api.url}/readyz`)).status === 503);
      const answers = await wrongKeys('198.51.100.71', 40);
      // Nothing is counted, so nothing locks: each wrong try is its 401.
      expect(answers.every((r) => r.status === 401)).toBe(true);
      await until('every request line', async () => requestLines(answers.map((r) => r.reqId)).length === 40);
      expect(api.lines.filter((l) => l.msg === UNREACHABLE)).toHaveLength(10);
      expect(api.lines.find((l) => l.msg === UNREACHABLE)).toMatchObject({ level: 40, lock: 'auth' });
    } finally {
      await redis.start();
    }
  }, 60_000);
});
