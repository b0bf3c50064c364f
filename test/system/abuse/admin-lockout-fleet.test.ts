import { describe, expect, it } from 'vitest';
import { twoApiProcesses, type FleetProcess } from '../../helpers/fleet.js';

/**
 * The admin lock-out counted per process let a fleet of N api processes take N times ADMIN_MAX_FAILURES guesses
 * per address behind a load balancer. Wrong admin tokens now count in the root's FailureLock (Redis in a fleet),
 * with the admin's own limits; the right token is still never locked out.
 */
const ADMIN = 'admin-token-for-the-lockout-test-0123456789';

describe('admin lock-out across a fleet (two api processes, Redis)', () => {
  const apis = twoApiProcesses({
    ADMIN_TOKEN: ADMIN,
    TRUST_PROXY: 'true',
    ADMIN_MAX_FAILURES: '4',
    ADMIN_LOCKOUT_S: '600',
    // The API-key lock's limit is far off, so only the admin's own limit can answer 429 here.
    AUTH_MAX_FAILURES: '1000',
  });

  const session = (p: FleetProcess, from: string, token?: string) =>
    fetch(`${p.url}/api/admin/session`, {
      headers: { 'x-forwarded-for': from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }).then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> }));

  it('locks an address after ADMIN_MAX_FAILURES wrong tokens in all, alternating processes; the right token and other addresses pass', async () => {
    const from = '198.51.100.90';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await session(i % 2 ? apis.a : apis.b, from, `wrong-admin-token-${i}-0123456789`));
    // Counted per process, each would have answered 401 to all three of its tries (under 4).
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(String(answers[3].body.message)).toMatch(/locked out for 600 s/);
    expect(answers[4].body.error).toBe('rate_limited');
    expect(Number(answers[4].retryAfter)).toBeGreaterThan(590);
    // A missing token from the locked address is refused without counting; the right token is never locked out.
    expect((await session(apis.a, from)).status).toBe(429);
    expect((await session(apis.a, from, ADMIN)).status).toBe(200);
    expect((await session(apis.b, from, ADMIN)).status).toBe(200);
    expect((await session(apis.b, '198.51.100.91', 'wrong-admin-token-elsewhere-0123')).status).toBe(401);
  }, 60_000);
});
