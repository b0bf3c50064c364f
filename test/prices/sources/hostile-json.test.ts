import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceFailure } from '../../../src/core/prices/source-failure.js';
import { requestJson } from '../../../src/prices/sources/http.js';

/**
 * Issue 24 item 10: a hostile price source answers 3.8 MB of nested brackets (under the 4 MB cap). The client
 * refuses it as malformed without parsing it, and still reads ordinary answers, brackets inside strings included.
 */
let server: Server;
let base: string;
const bodies = new Map<string, string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(bodies.get(req.url ?? '') ?? '{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const n = 1_900_000;
  bodies.set('/arrays', '['.repeat(n) + ']'.repeat(n));
  bodies.set('/objects', '{"a":'.repeat(400_000) + '1' + '}'.repeat(400_000));
  bodies.set('/ok', JSON.stringify({ data: [{ price: { final: 999 }, name: 'a [[[[ {{{{ "quoted" \\ name' }], deep: [[[[[[[[1]]]]]]]] }));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const client = { fetch, userAgent: 'test' };
const get = (path: string) => requestJson(client, 'steam', new URL(base + path), { signal: AbortSignal.timeout(20_000) });

describe('upstream JSON nesting', () => {
  it.each(['/arrays', '/objects'])('refuses %s nested far too deep as a malformed answer', async (path) => {
    const err = await get(path).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SourceFailure);
    expect(String((err as Error).message)).toContain('nested deeper than 64');
  });

  it('reads an ordinary answer, brackets and escaped quotes inside strings not counted', async () => {
    expect(await get('/ok')).toEqual({ data: [{ price: { final: 999 }, name: 'a [[[[ {{{{ "quoted" \\ name' }], deep: [[[[[[[[1]]]]]]]] });
  });
});
