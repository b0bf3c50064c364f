import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import type { Clock } from '../../src/core/clock.ports.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { twoApiProcesses } from '../helpers/fleet.js';

/**
 * Issue 24 item 8: wrong API keys (header or ?key=) and wrong /metrics tokens count per client address toward a
 * lock-out, answered 429 with Retry-After, as wrong admin tokens are; a right key is still let in. Time moves
 * on a clock the test holds.
 */
const KEY = 'lockout-test-key-0123456789abc';
const METRICS = 'metrics-token-0123456789abcdef';
const clock = { t: Date.parse('2026-11-25T02:00:00Z'), now() { return this.t; } } satisfies Clock & { t: number };
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ API_KEYS: KEY, METRICS_TOKEN: METRICS, TRUST_PROXY: 'true', AUTH_MAX_FAILURES: '5', AUTH_LOCKOUT_S: '600' }, { clock });
});
afterAll(async () => {
  await app?.destroy();
});

async function get(path: string, address: string, headers: Record<string, string> = {}) {
  const res = await fetch(app.url + path, { headers: { 'x-forwarded-for': address, ...headers } });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text };
}

describe('failed authentication lock-out per address', () => {
  it('wrong keys in X-API-Key: 401 four times, then 429 with Retry-After; the right key still passes', async () => {
    const from = '203.0.113.10';
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await get('/api/jobs/AAAAAAAAAAAAAAAAAAAAAA', from, { 'x-api-key': `wrong-key-${i}-0123456789abcdef` }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    expect(Number(answers[4].retryAfter)).toBe(600);
    expect(JSON.parse(answers[6].text)).toMatchObject({ ok: false, error: 'rate_limited' });
    // The right key from the same address is not refused (so nobody can lock a key's owner out).
    expect((await get('/api/jobs/AAAAAAAAAAAAAAAAAAAAAA', from, { 'x-api-key': KEY })).status).toBe(404);
    // Another address is unaffected.
    expect((await get('/api/jobs/AAAAAAAAAAAAAAAAAAAAAA', '203.0.113.11', { 'x-api-key': 'wrong-key-elsewhere-0123456789' })).status).toBe(401);
    // After the lock time the address may try again.
    clock.t += 601_000;
    expect((await get('/api/jobs/AAAAAAAAAAAAAAAAAAAAAA', from, { 'x-api-key': 'wrong-key-later-0123456789abc' })).status).toBe(401);
  });

  it('wrong keys in ?key= and Authorization: Bearer count the same', async () => {
    const from = '203.0.113.20';
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(`/api/prices?appid=620&key=wrong-${i}-0123456789abcdefgh`, from)).status);
    for (let i = 0; i < 3; i++) statuses.push((await get('/api/jobs/AAAAAAAAAAAAAAAAAAAAAA', from, { authorization: `Bearer wrong-${i}-0123456789abcdefgh` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('wrong /metrics tokens: 401 four times, then 429 with Retry-After; the right token still reads', async () => {
    const from = '203.0.113.30';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await get('/metrics', from, { authorization: `Bearer not-the-token-${i}` }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(Number(answers[5].retryAfter)).toBeGreaterThan(0);
    const right = await get('/metrics', from, { authorization: `Bearer ${METRICS}` });
    expect(right.status).toBe(200);
    expect(right.text).toContain('gametools_');
  });

  it('requests without any credential are not counted', async () => {
    const from = '203.0.113.40';
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await get('/api/prices?appid=620', from)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
  });
});

describe('failed authentication lock-out on METRICS_PORT', () => {
  it('wrong tokens on the metrics listener: 401 twice, then 429 with Retry-After; the right token still reads', async () => {
    const metricsApp = await startTestApp({ METRICS_PORT: '0', METRICS_TOKEN: METRICS, AUTH_MAX_FAILURES: '3', AUTH_LOCKOUT_S: '600' }, { clock });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const res = await fetch(metricsApp.metricsUrl!, { headers: { authorization: `Bearer not-the-token-${i}` } });
        answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() });
      }
      expect(answers.map((a) => a.status)).toEqual([401, 401, 429, 429, 429]);
      expect(Number(answers[2].retryAfter)).toBe(600);
      expect(JSON.parse(answers[4].body)).toMatchObject({ ok: false, error: 'rate_limited' });
      const right = await fetch(metricsApp.metricsUrl!, { headers: { authorization: `Bearer ${METRICS}` } });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('gametools_');
    } finally {
      await metricsApp.destroy();
    }
  });
});

/** Two api processes on one Redis: an address's wrong keys count together, wherever they land. */
describe('failed authentication lock-out, scaled (two api processes, Redis)', () => {
  const apis = twoApiProcesses({ API_KEYS: KEY, TRUST_PROXY: 'true', AUTH_MAX_FAILURES: '6', AUTH_LOCKOUT_S: '600' });

  it('wrong keys alternating between the processes lock the address after 6 in all; the right key and other addresses pass', async () => {
    const from = '198.51.100.60';
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${(i % 2 ? apis.a : apis.b).url}/api/jobs/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { 'x-forwarded-for': from, 'x-api-key': `wrong-key-${i}-0123456789abcdef` } });
      statuses.push({ status: res.status, retryAfter: res.headers.get('retry-after') });
    }
    // Counted per process, each would still answer 401 (4 tries each, under 6).
    expect(statuses.map((s) => s.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(Number(statuses[5].retryAfter)).toBeGreaterThan(590);
    const right = await fetch(`${apis.a.url}/api/jobs/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { 'x-forwarded-for': from, 'x-api-key': KEY } });
    expect(right.status).toBe(404);
    const elsewhere = await fetch(`${apis.b.url}/api/jobs/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { 'x-forwarded-for': '198.51.100.61', 'x-api-key': 'wrong-key-elsewhere-0123456789' } });
    expect(elsewhere.status).toBe(401);
  }, 60_000);
});

describe('API_KEYS at start-up', () => {
  it('stops start-up on a key shorter than 24 characters, naming the variable', () => {
    expect(() => loadConfig({ API_KEYS: `${KEY},short-key-123` })).toThrow(ConfigError);
    expect(() => loadConfig({ API_KEYS: `${KEY},short-key-123` })).toThrow(/API_KEYS: every key must be at least 24 characters/);
    expect(loadConfig({ API_KEYS: ` ${KEY} , ${KEY}x ` }).API_KEYS).toEqual([KEY, `${KEY}x`]);
  });
});
