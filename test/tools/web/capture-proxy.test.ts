import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolveHost } from '../../../src/net/address-policy.js';
import { startCaptureProxy, type ProxyRules } from '../../../src/tools/web/engine/capture-proxy.js';
import { startCanary, startPages, type Canary } from './canary.js';

/**
 * The capture proxy on its own, spoken to as a browser speaks to it (absolute-form GET for http:, CONNECT for https:
 * and WebSockets), with a resolver that plays DNS: names that answer internal addresses in every form are refused
 * before any connection, and a loopback server (the canary) that a refused request would reach counts nothing.
 */

let canary: Canary;
let page: Awaited<ReturnType<typeof startPages>>;

const NAMES: Record<string, string[]> = {
  'metadata.example.com': ['169.254.169.254'],
  'private.example.com': ['10.0.0.7'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'ula.example.com': ['fd00::1'],
  'nat64.example.com': ['64:ff9b::7f00:1'],
  'loopback6.example.com': ['::1'],
  // One public answer beside a loopback one: the resolver is not trusted to choose.
  'mixed.example.com': ['93.184.216.34', '127.0.0.1'],
};

const resolve: ResolveHost = async (name) => {
  if (name === 'loopback.example.com') return [{ address: '127.0.0.1', family: 4 }];
  const answers = NAMES[name];
  if (!answers) throw new Error(`no such name: ${name}`);
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

function rules(over: Partial<ProxyRules> = {}): ProxyRules {
  return { offline: false, allowInsecure: false, page: null, resolve, maxBytes: 1_000_000, ...over };
}

function proxyGet(proxyPort: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = http.request({ host: '127.0.0.1', port: proxyPort, method: 'GET', path: target, headers: { host: new URL(target).host } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

function proxyConnect(proxyPort: number, authority: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = net.connect(proxyPort, '127.0.0.1', () => socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
    let text = '';
    socket.on('data', (c: Buffer) => {
      text += c.toString();
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        done(text.split('\r\n')[0]);
      }
    });
    socket.on('error', fail);
    socket.on('close', () => done(text.split('\r\n')[0] ?? ''));
  });
}

beforeAll(async () => {
  canary = await startCanary();
  page = await startPages({ '/': (_req, res) => res.end('the page') });
});
afterAll(async () => {
  await canary.close();
  await page.close();
});

describe('the capture proxy', () => {
  it('refuses names that resolve to metadata, private, mapped, ULA, NAT64 and IPv6 loopback addresses, and a mixed answer', async () => {
    const proxy = await startCaptureProxy(rules(), () => undefined);
    try {
      for (const name of Object.keys(NAMES)) {
        const answer = await proxyGet(proxy.port, `http://${name}:${canary.port}/x`);
        expect(answer.status, name).toBe(403);
        expect(await proxyConnect(proxy.port, `${name}:443`), name).toMatch(/^HTTP\/1\.1 403/);
      }
      expect(proxy.refused).toBe(2 * Object.keys(NAMES).length);
    } finally {
      await proxy.close();
    }
    expect(canary.hits).toEqual([]);
  });

  it('refuses address literals in every loopback spelling, even with insecure on for another port', async () => {
    const proxy = await startCaptureProxy(rules({ allowInsecure: true, page: { hostname: '127.0.0.1', port: page.port } }), () => undefined);
    try {
      for (const host of ['127.0.0.1', '127.1.2.3', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', 'localhost']) {
        expect((await proxyGet(proxy.port, `http://${host}:${canary.port}/x`)).status, host).toBe(403);
        expect(await proxyConnect(proxy.port, `${host}:${canary.port}`), host).toMatch(/^HTTP\/1\.1 403/);
      }
      // The page's own host and port is the one loopback target insecure mode lets through: the path works.
      const own = await proxyGet(proxy.port, page.url('/'));
      expect(own).toEqual({ status: 200, body: 'the page' });
    } finally {
      await proxy.close();
    }
    expect(canary.hits).toEqual([]);
  });

  it('refuses the page itself on loopback when insecure is off, and a name that resolves to loopback', async () => {
    const proxy = await startCaptureProxy(rules({ page: { hostname: '127.0.0.1', port: page.port } }), () => undefined);
    try {
      expect((await proxyGet(proxy.port, page.url('/'))).status).toBe(403);
      expect((await proxyGet(proxy.port, `http://loopback.example.com:${canary.port}/`)).status).toBe(403);
    } finally {
      await proxy.close();
    }
    expect(canary.hits).toEqual([]);
    expect(page.asked).toEqual(['/']);
  });

  it('refuses everything offline, and stops at the byte budget naming nothing but cutting every connection', async () => {
    const offline = await startCaptureProxy(rules({ offline: true, allowInsecure: true, page: { hostname: '127.0.0.1', port: page.port } }), () => undefined);
    try {
      expect((await proxyGet(offline.port, page.url('/'))).status).toBe(403);
    } finally {
      await offline.close();
    }
    let over = 0;
    const small = await startCaptureProxy(rules({ allowInsecure: true, page: { hostname: '127.0.0.1', port: page.port }, maxBytes: 4 }), () => over++);
    try {
      await proxyGet(small.port, page.url('/')).catch(() => undefined);
      expect(over).toBe(1);
      expect(small.bytes).toBeGreaterThan(4);
    } finally {
      await small.close();
    }
  });
});
