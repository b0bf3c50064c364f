import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';
import { deliveryOf, folderWithKey, startHooksApp, type KeyedData } from './harness.js';
import { Receiver, until } from './receiver.js';

let data: KeyedData;
let app: TestApp;
let receiver: Receiver;
let png: Buffer;
/** A DNS server the test plays: names map to the addresses it is told. */
const dns = new Map<string, string>();
const lookups: string[] = [];

beforeAll(async () => {
  data = await folderWithKey();
  receiver = await Receiver.start();
  // The default mode: no WEBHOOK_ALLOW_INSECURE.
  app = await startHooksApp(
    data,
    { WEBHOOK_ALLOW_INSECURE: 'false' },
    {
      resolveHost: async (host) => {
        lookups.push(host);
        const address = dns.get(host);
        if (!address) throw new Error(`ENOTFOUND ${host}`);
        return [{ address, family: address.includes(':') ? 6 : 4 }];
      },
    },
  );
  png = await twoColourPng();
});
afterAll(async () => {
  await app.destroy();
  await receiver.close();
});

const REFUSED: Array<[string, string]> = [
  ['http scheme', 'http://hooks.example.com/x'],
  ['another scheme', 'ftp://hooks.example.com/x'],
  ['not a URL', 'hooks.example.com/x'],
  ['user info', 'https://user:pw@hooks.example.com/x'],
  ['user name only', 'https://user@hooks.example.com/x'],
  ['low port', 'https://hooks.example.com:22/x'],
  ['port 80 on https', 'https://hooks.example.com:80/x'],
  ['loopback v4', 'https://127.0.0.1/x'],
  ['loopback v4, other form', 'https://127.1.2.3:8443/x'],
  ['loopback as one number', 'https://2130706433/x'],
  ['loopback in hex', 'https://0x7f.0.0.1/x'],
  ['private 10/8', 'https://10.1.2.3/x'],
  ['private 172.16/12', 'https://172.16.0.1/x'],
  ['private 192.168/16', 'https://192.168.1.1/x'],
  ['carrier-grade NAT', 'https://100.64.0.1/x'],
  ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
  ['unspecified', 'https://0.0.0.0/x'],
  ['broadcast', 'https://255.255.255.255/x'],
  ['multicast', 'https://224.0.0.1/x'],
  ['loopback v6', 'https://[::1]/x'],
  ['mapped loopback', 'https://[::ffff:127.0.0.1]/x'],
  ['mapped private', 'https://[::ffff:10.0.0.1]/x'],
  ['link-local v6', 'https://[fe80::1]/x'],
  ['unique-local v6', 'https://[fd00::1]/x'],
  ['NAT64 of loopback', 'https://[64:ff9b::7f00:1]/x'],
  ['6to4 of loopback', 'https://[2002:7f00:1::]/x'],
  // IPv4-compatible IPv6 (::/96, deprecated): judged by the IPv4 it carries, and refused as a range anyway.
  ['IPv4-compatible loopback, hex', 'https://[::7f00:1]/x'],
  ['IPv4-compatible loopback, dotted', 'https://[::127.0.0.1]/x'],
  ['IPv4-compatible link-local (metadata)', 'https://[::a9fe:a9fe]/latest/meta-data'],
  ['IPv4-compatible private', 'https://[::a00:1]/x'],
  ['IPv4-compatible public', 'https://[::808:808]/x'],
  ['IPv4-translated (SIIT) loopback', 'https://[::ffff:0:7f00:1]/x'],
  ['local-use NAT64 of private', 'https://[64:ff9b:1::a00:1]/x'],
  ['ISATAP interface of loopback', 'https://[2001:db9::5efe:7f00:1]/x'],
  ['ISATAP interface of metadata', 'https://[2a00:1450::200:5efe:a9fe:a9fe]/x'],
  ['localhost', 'https://localhost/x'],
  ['a .localhost name', 'https://api.localhost/x'],
  ['a single-label name', 'https://intranet/x'],
  ['an .internal name', 'https://metadata.google.internal/x'],
];

describe('callback_url refusals (default mode)', () => {
  it.each(REFUSED)('refuses %s with 422 invalid_callback_url and makes no job', async (_what, url) => {
    const dev = new Client(app.url, { 'x-api-key': data.key });
    const before = (await app.services.jobs.stats()).waiting;
    const { status, body } = await dev.upload('/upload', { tool: 'image-grayscale', callback_url: url }, { data: png, name: 'p.png' });
    expect(status).toBe(422);
    expect(body).toMatchObject({ ok: false, error: 'invalid_callback_url', field: 'callback_url' });
    expect((await app.services.jobs.stats()).waiting).toBe(before);
  });

  it('refuses the same on /api/watches', async () => {
    const dev = new Client(app.url, { 'x-api-key': data.key });
    for (const [, url] of REFUSED) {
      const { status, body } = await dev.postJson('/api/watches', { appid: 620, target_price: 5, callback_url: url });
      expect([status, body.error]).toEqual([422, 'invalid_callback_url']);
    }
  });

  it('refuses a public name that resolves to an internal address at delivery time, and never connects', async () => {
    // Accepted when given (a public-looking name), then pointed at the receiver's loopback address.
    dns.set('rebind.example.com', '127.0.0.1');
    const dev = new Client(app.url, { 'x-api-key': data.key });
    const { status, body } = await dev.upload(
      '/upload',
      { tool: 'image-grayscale', callback_url: `https://rebind.example.com:${receiver.port}/hook` },
      { data: png, name: 'p.png' },
    );
    expect(status).toBe(202);
    const id = `evt_${String(body.job_id)}_completed`;
    const refused = await until(async () => {
      const d = await deliveryOf(app, data.id, id);
      return d && d.attempts > 0 ? d : undefined;
    });
    expect(refused.lastError).toContain('refused address (127.0.0.1)');
    expect(refused.lastStatus).toBeNull();
    expect(lookups).toContain('rebind.example.com');
    expect(receiver.connections).toBe(0);
  });
});

describe('addresses a resolver answers', () => {
  it('refuses an IPv4-compatible IPv6 answer at delivery time, and never connects', async () => {
    dns.set('compat.example.com', '::7f00:1');
    const dev = new Client(app.url, { 'x-api-key': data.key });
    const before = receiver.connections;
    const { status, body } = await dev.upload(
      '/upload',
      { tool: 'image-grayscale', callback_url: `https://compat.example.com:${receiver.port}/hook` },
      { data: png, name: 'p.png' },
    );
    expect(status).toBe(202);
    const id = `evt_${String(body.job_id)}_completed`;
    const refused = await until(async () => {
      const d = await deliveryOf(app, data.id, id);
      return d && d.attempts > 0 ? d : undefined;
    });
    expect(refused.lastError).toContain('refused address (::7f00:1)');
    expect(receiver.connections).toBe(before);
  });
});

describe('the connection is pinned to the checked address', () => {
  it('connects to the address the check resolved, not to a fresh lookup', async () => {
    const data2 = await folderWithKey();
    const names = new Map([['hooks.example.test', '127.0.0.1']]);
    const asked: string[] = [];
    const insecure = await startHooksApp(data2, {}, {
      resolveHost: async (host) => {
        asked.push(host);
        return [{ address: names.get(host) ?? '203.0.113.1', family: 4 }];
      },
    });
    try {
      const dev = new Client(insecure.url, { 'x-api-key': data2.key });
      const { body } = await dev.upload(
        '/upload',
        { tool: 'image-grayscale', callback_url: `http://hooks.example.test:${receiver.port}/pinned` },
        { data: png, name: 'p.png' },
      );
      const id = `evt_${String(body.job_id)}_completed`;
      await until(async () => (await deliveryOf(insecure, data2.id, id))?.state === 'delivered');
      // The name exists only in the test's resolver: reaching the receiver proves the connection used its answer.
      const [got] = receiver.withId(id);
      expect(got.headers.host).toBe(`hooks.example.test:${receiver.port}`);
      expect(asked.filter((h) => h === 'hooks.example.test')).toHaveLength(1);
    } finally {
      await insecure.destroy();
    }
  });
});
