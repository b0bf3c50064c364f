import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import type { Config } from '../config.js';

/** An honest slow upload: 1 Mbit/s is 128 KB/s, so 8 s per MB. */
const SECONDS_PER_MB = 8;
/** Headers, a slow start and the reply on top of the body itself. */
const REQUEST_BASE_S = 60;

/** HTTP_REQUEST_TIMEOUT_S, or enough for a full MAX_UPLOAD_MB upload at 1 Mbit/s: 60 s + 8 s per MB. */
export function requestTimeoutS(config: Pick<Config, 'HTTP_REQUEST_TIMEOUT_S' | 'MAX_UPLOAD_MB'>): number {
  return config.HTTP_REQUEST_TIMEOUT_S ?? REQUEST_BASE_S + SECONDS_PER_MB * config.MAX_UPLOAD_MB;
}

type ServerLimits = Pick<
  Config,
  | 'HTTP_HEADERS_TIMEOUT_S'
  | 'HTTP_REQUEST_TIMEOUT_S'
  | 'HTTP_KEEP_ALIVE_TIMEOUT_S'
  | 'MAX_UPLOAD_MB'
  | 'MAX_CONNECTIONS_PER_IP'
  | 'TRUST_PROXY'
>;

/**
 * The HTTP server with the limits that keep slow clients from holding connections: time for the headers,
 * for the whole request (scaled to the upload limit), for an idle keep-alive, and a cap on open connections
 * per client address.
 */
export function createHttpServer(app: Koa, config: ServerLimits): Server {
  const requestMs = requestTimeoutS(config) * 1000;
  // Node requires headers to fit in the request time.
  const headersMs = Math.min(config.HTTP_HEADERS_TIMEOUT_S * 1000, requestMs);
  const server = createServer(
    {
      requestTimeout: requestMs,
      headersTimeout: headersMs,
      keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_S * 1000,
      // Node checks the two timeouts on this interval (30 s by default), which would let a short limit slip.
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, headersMs / 4)),
    },
    app.callback(),
  );
  server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_S * 1000;
  // Behind a proxy every connection comes from the proxy, which is where such a cap belongs.
  if (config.MAX_CONNECTIONS_PER_IP > 0 && !config.TRUST_PROXY) capConnections(server, config.MAX_CONNECTIONS_PER_IP);
  return server;
}

const REFUSAL_BODY = JSON.stringify({
  ok: false,
  error: 'rate_limited',
  message: 'Too many open connections from your address. Close some and retry.',
});
const REFUSAL = [
  'HTTP/1.1 429 Too Many Requests',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(REFUSAL_BODY)}`,
  'Retry-After: 1',
  'Connection: close',
  '',
  REFUSAL_BODY,
].join('\r\n');

/**
 * Answers a connection over the per-address cap with a 429 and closes it, before Node's HTTP handling sees it
 * (the server's own connection listeners are called only for connections under the cap).
 */
function capConnections(server: Server, max: number): void {
  const open = new Map<string, number>();
  const handlers = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.on('error', () => undefined);
      socket.setTimeout(5_000, () => socket.destroy());
      // Whatever the client sends is read and dropped; the socket goes once the answer is out.
      socket.resume();
      socket.end(REFUSAL);
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
    for (const handler of handlers) handler.call(server, socket);
  });
}

/**
 * Counts requests under way, so a shutdown can stop accepting, let them finish, and close what is left. A
 * connection that has not sent a whole request yet holds no request and is closed at once.
 */
export function drainable(server: Server): { drain(budgetMs: number): Promise<void> } {
  let open = 0;
  let settled: (() => void) | null = null;
  server.on('request', (_req, res: import('node:http').ServerResponse) => {
    open++;
    res.once('close', () => {
      open--;
      if (open === 0) settled?.();
    });
  });
  return {
    async drain(budgetMs) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (open > 0) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          new Promise<void>((resolve) => (settled = resolve)),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs))),
        ]);
        clearTimeout(timer);
      }
      // Keep-alive connections that were between requests, and whatever outlived the budget.
      server.closeAllConnections();
      await closed;
    },
  };
}
