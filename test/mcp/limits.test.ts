import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { structured } from './mcp-client.js';

const KEY = 'mcp-limits-key-0123456789-abcdefgh';
const HTTP_KEY = 'mcp-limits-http-0123456789-abcdefg';
const PER_MIN = 40;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ API_KEYS: `${KEY},${HTTP_KEY}`, RATE_LIMIT_PER_MIN: String(PER_MIN), TRUST_PROXY: 'true', AUTH_MAX_FAILURES: '3', AUTH_LOCKOUT_S: '600' });
});
afterAll(async () => {
  await app?.destroy();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An SDK client whose requests come from `address` (the app trusts the proxy header here). */
async function clientFrom(address: string, key: string) {
  const transport = new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': address } },
  });
  const client = new Client({ name: 'limits-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

describe('limits are the HTTP routes’ limits', () => {
  it('100 concurrent calls from one key and address: the same budget as 100 concurrent job polls on HTTP', async () => {
    // The budget gives one request back every 1.5 s: with the time of day held still, the counts do not depend
    // on how fast this machine answers (only Date is faked; timers and sockets run as ever).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-28T12:00:00Z') });
    // Initialise and its notification spend 2 of the address's 40 requests; each tool call then spends one of the
    // address's and one of the key's, as a job route does.
    const client = await clientFrom('203.0.113.1', KEY);
    const results = await Promise.all(Array.from({ length: 100 }, () => client.callTool({ name: 'job_status', arguments: { job_id: 'no-such-job' } })));
    const codes = results.map((r) => String(structured(r).error));
    expect(results.every((r) => r.isError)).toBe(true);
    expect(codes.filter((c) => c === 'not_found')).toHaveLength(PER_MIN - 2);
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(100 - (PER_MIN - 2));
    const limited = results.find((r) => structured(r).error === 'rate_limited')!;
    expect(Number(structured(limited).retry_after)).toBeGreaterThanOrEqual(1);

    const statuses = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${app.url}/api/jobs/no-such-job`, { headers: { authorization: `Bearer ${HTTP_KEY}`, 'x-forwarded-for': '203.0.113.2' } }).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s === 404)).toHaveLength(PER_MIN);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - PER_MIN);
    // One budget: the MCP key spent 38 of its 40 (the protocol's own requests cost only the address's), so from
    // another address it has two requests left on HTTP.
    const after: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${app.url}/api/jobs/no-such-job`, { headers: { authorization: `Bearer ${KEY}`, 'x-forwarded-for': '203.0.113.3' } });
      await res.arrayBuffer();
      after.push(res.status);
    }
    expect(after).toEqual([404, 404, 429]);
    await client.close();
  });

  it('counts wrong keys toward the address’s lock-out, and never refuses the right key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${app.url}/mcp`, {
        method: 'POST',
        headers: { authorization: 'Bearer wrong-key-0123456789-0123456789', 'x-forwarded-for': '198.51.100.7', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
      });
      statuses.push(res.status);
      const body = (await res.json()) as { error: string };
      expect(body.error).toBe(res.status === 401 ? 'invalid_api_key' : 'rate_limited');
    }
    expect(statuses).toEqual([401, 401, 429, 429, 429]);
    const client = await clientFrom('198.51.100.7', KEY);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    await client.close();
  });
});
