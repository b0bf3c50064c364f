import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake answers every request: normally, or in one of the ways upstreams fail. */
export type FakeMode = 'ok' | 'rate_limited' | 'error' | 'malformed' | 'hang';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The query string as sent, without the '?' (to check encoding). */
  rawQuery: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface FakeServer {
  readonly url: string;
  mode: FakeMode;
  /** Added before every answer (and before failures), like a slow upstream. */
  delayMs: number;
  /** Retry-After sent with a 429 (null: none). */
  retryAfter: string | null;
  /** Extra headers sent with a 429 (GG.deals sends x-ratelimit-*). */
  rateLimitHeaders: Record<string, string>;
  /** Body sent with a 429. */
  rateLimitBody: unknown;
  readonly requests: RecordedRequest[];
  /** Requests whose path starts with `pathPrefix` (all when omitted). */
  count(pathPrefix?: string): number;
  close(): Promise<void>;
}

/** Starts a fake upstream on 127.0.0.1 with a routing function that speaks the real wire format. */
export async function startFakeServer(route: (req: RecordedRequest) => FakeReply): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        rawQuery: url.search.slice(1),
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const send = () => {
        if (fake.mode === 'hang') return; // never answer; the client's deadline must end it
        if (fake.mode === 'rate_limited') {
          const headers: Record<string, string> = { 'content-type': 'application/json', ...fake.rateLimitHeaders };
          if (fake.retryAfter !== null) headers['retry-after'] = fake.retryAfter;
          res.writeHead(429, headers).end(JSON.stringify(fake.rateLimitBody ?? {}));
          return;
        }
        if (fake.mode === 'error') {
          res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
          return;
        }
        if (fake.mode === 'malformed') {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"truncated": [1, 2');
          return;
        }
        const reply = route(recorded);
        res
          .writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
          .end(reply.json === undefined ? '' : JSON.stringify(reply.json));
      };
      if (fake.delayMs > 0) setTimeout(send, fake.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeServer = {
    url: `http://127.0.0.1:${port}`,
    mode: 'ok',
    delayMs: 0,
    retryAfter: '30',
    rateLimitHeaders: {},
    rateLimitBody: {},
    requests,
    count: (prefix) => requests.filter((r) => prefix === undefined || r.path.startsWith(prefix)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

export const json = (value: unknown, status = 200): FakeReply => ({ status, json: value });
