import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { imageTools } from '../../../src/tools/image/index.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';

// Behind TRUST_PROXY the client is the address the trusted proxy appended to X-Forwarded-For, never what the
// client wrote at its left: rotating that part must not reset the admin lock-out or the rate limits.
const TOKEN = 'proxy-trust-admin-token-0123456789';
let seq = 0;
/** What a client behind our one proxy looks like: its own made-up entries, then the proxy's view of it. */
const viaProxy = (client: string) => ({ 'x-forwarded-for': `203.0.113.${++seq % 250}, 198.51.100.${seq % 7}, ${client}` });

function admin(app: WebTestApp, headers: Record<string, string>, token: string) {
  return fetch(`${app.url}/api/admin/session`, { headers: { ...headers, authorization: `Bearer ${token}` } });
}

describe('TRUST_PROXY with one hop', () => {
  let app: WebTestApp;
  beforeAll(async () => {
    app = await startWebApp({
      env: { TRUST_PROXY: 'true', ADMIN_TOKEN: TOKEN, ADMIN_MAX_FAILURES: '3', ADMIN_LOCKOUT_S: '600', RATE_LIMIT_PER_MIN: '5' },
      overrides: { tools: imageTools },
    });
  });
  afterAll(() => app.destroy());

  it('counts wrong admin tokens per proxy-seen address, whatever the client writes on the left', async () => {
    for (let i = 0; i < 3; i++) expect((await admin(app, viaProxy('10.0.0.7'), `wrong-${i}`)).status).toBe(401);
    const locked = await admin(app, viaProxy('10.0.0.7'), 'wrong-again');
    expect(locked.status).toBe(429);
    // The right token is never locked out, and another client of the proxy is not affected.
    expect((await admin(app, viaProxy('10.0.0.7'), TOKEN)).status).toBe(200);
    expect((await admin(app, viaProxy('10.0.0.8'), 'wrong')).status).toBe(401);
  });

  it('rate limits per proxy-seen address on the job, tool and file routes', async () => {
    for (const path of ['/api/jobs/nope', '/api/tools/image-grayscale', '/download/nope']) {
      const client = `10.1.0.${++seq}`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await fetch(app.url + path, { headers: viaProxy(client) })).status);
      expect(statuses.slice(0, 5).every((s) => s !== 429), `${path}: ${statuses.join(',')}`).toBe(true);
      expect(statuses.slice(5), path).toEqual([429, 429, 429]);
    }
  });
});

describe('TRUST_PROXY_HOPS=2', () => {
  let app: WebTestApp;
  beforeAll(async () => {
    app = await startWebApp({
      env: { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2', ADMIN_TOKEN: TOKEN, ADMIN_MAX_FAILURES: '2', ADMIN_LOCKOUT_S: '600' },
      overrides: { tools: imageTools },
    });
  });
  afterAll(() => app.destroy());

  it('takes the address the outer proxy appended, before the inner proxy', async () => {
    const hdr = () => ({ 'x-forwarded-for': `192.0.2.${++seq % 250}, 10.9.9.9, 172.16.0.1` });
    expect((await admin(app, hdr(), 'wrong-1')).status).toBe(401);
    expect((await admin(app, hdr(), 'wrong-2')).status).toBe(401);
    expect((await admin(app, hdr(), 'wrong-3')).status).toBe(429);
    // Another client behind the same inner proxy is someone else.
    const other = { 'x-forwarded-for': '192.0.2.1, 10.9.9.10, 172.16.0.1' };
    expect((await admin(app, other, 'wrong')).status).toBe(401);
  });
});

describe('ADMIN_TOKEN length', () => {
  it('stops start-up with a clear error when shorter than 24 characters', () => {
    let problem: unknown;
    try {
      loadConfig({ ADMIN_TOKEN: 'admin-token-23-chars-xx' });
    } catch (err) {
      problem = err;
    }
    expect(problem).toBeInstanceOf(ConfigError);
    expect((problem as ConfigError).message).toMatch(/ADMIN_TOKEN: must be at least 24 characters/);
    expect(() => loadConfig({ ADMIN_TOKEN: 'admin-token-24-chars-xxx' })).not.toThrow();
    expect(() => loadConfig({ ADMIN_TOKEN: '' })).not.toThrow();
  });
});
