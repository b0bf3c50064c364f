import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { addressAllowed, isLoopback, pinAddress, privateName, type ResolvedAddress, type ResolveHost } from '../../../net/address-policy.js';

/** How the proxy judges what the browser asks for. */
export interface ProxyRules {
  /** Every request refused: a document that must not reach any network. */
  offline: boolean;
  /** CAPTURE_ALLOW_INSECURE: the page's own host and port may be a loopback address (tests, local development). */
  allowInsecure: boolean;
  /** The captured page's own host (lower case, IPv6 without brackets) and port. */
  page: { hostname: string; port: number } | null;
  resolve: ResolveHost;
  /** Bytes through the proxy, both ways and every request together, before the capture is stopped. */
  maxBytes: number;
}

export interface CaptureProxy {
  readonly port: number;
  /** Requests refused so far, and the hosts they went to (`host:port`). */
  readonly refused: number;
  readonly refusedHosts: ReadonlySet<string>;
  /** Bytes through so far. */
  readonly bytes: number;
  close(): Promise<void>;
}

/** The target of one request, judged: the address the connection goes to, or why it does not. */
export type Verdict = { ok: true; pinned: ResolvedAddress } | { ok: false; why: string };

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443 };

/**
 * Judges one connection's target under the outbound address policy: the host is resolved here (the browser resolves
 * nothing itself), every address it answers must be public unicast (loopback too for the page's own host and port
 * when insecure), and the connection then goes to the address judged, never through a second lookup.
 */
export async function judgeTarget(hostname: string, port: number, rules: ProxyRules): Promise<Verdict> {
  if (rules.offline) return { ok: false, why: 'this document may not reach the network' };
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const own = rules.allowInsecure && rules.page !== null && rules.page.hostname === host && rules.page.port === port;
  if (!own && port !== 80 && port !== 443 && (port < 1024 || port > 65535)) return { ok: false, why: `port ${port} is refused` };
  if (!own && !net.isIP(host) && privateName(host)) return { ok: false, why: `${host} is not a public host` };
  try {
    const pinned = await pinAddress(host, rules.resolve, (address) => addressAllowed(address, { allowInsecure: false }) || (own && isLoopback(address)));
    return { ok: true, pinned };
  } catch (err) {
    return { ok: false, why: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * An HTTP proxy on 127.0.0.1 that one capture's browser sends every request through (plain `http:` as proxy
 * requests, `https:` and WebSockets as CONNECT tunnels). Each request is judged by `judgeTarget` on its own; a refused
 * one gets 403 and is counted. Bytes both ways are counted against the budget: over it, every connection is cut
 * and `onOverBudget` is told once.
 */
export async function startCaptureProxy(rules: ProxyRules, onOverBudget: () => void): Promise<CaptureProxy> {
  const sockets = new Set<Duplex>();
  const refusedHosts = new Set<string>();
  let refused = 0;
  let bytes = 0;
  let over = false;
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const count = (n: number) => {
    bytes += n;
    if (bytes > rules.maxBytes && !over) {
      over = true;
      for (const s of sockets) s.destroy();
      onOverBudget();
    }
  };
  const refuse = (host: string) => {
    refused++;
    refusedHosts.add(host);
  };

  const server = http.createServer((req, res) => {
    void forward(req, res);
  });
  server.on('connection', track);

  async function forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const port = Number(target.port) || DEFAULT_PORTS[target.protocol] || 0;
    if (target.protocol !== 'http:' || port === 0) {
      refuse(`${target.hostname}:${port}`);
      res.writeHead(403, { 'content-type': 'text/plain' }).end('refused: only http and https');
      return;
    }
    const verdict = await judgeTarget(target.hostname, port, rules);
    if (!verdict.ok || over) {
      refuse(`${target.hostname.toLowerCase()}:${port}`);
      res.writeHead(403, { 'content-type': 'text/plain' }).end(`refused by the capture's address policy`);
      return;
    }
    const headers = { ...req.headers };
    for (const h of ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive']) delete headers[h];
    const upstream = http.request({
      host: verdict.pinned.address,
      family: verdict.pinned.family,
      port,
      method: req.method,
      path: `${target.pathname}${target.search}`,
      headers,
      agent: false,
    });
    upstream.on('socket', track);
    upstream.on('response', (answer) => {
      const out = { ...answer.headers };
      delete out.connection;
      delete out['keep-alive'];
      res.writeHead(answer.statusCode ?? 502, out);
      answer.on('data', (chunk: Buffer) => count(chunk.length));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.on('data', (chunk: Buffer) => count(chunk.length));
    req.pipe(upstream);
  }

  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    void tunnel(req.url ?? '', client, head);
  });
  // A WebSocket over the plain proxy form has no place here: the browser tunnels those with CONNECT.
  server.on('upgrade', (_req, socket: Duplex) => socket.destroy());

  async function tunnel(authority: string, client: Duplex, head: Buffer): Promise<void> {
    let target: URL;
    try {
      target = new URL(`http://${authority}`);
    } catch {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const port = Number(target.port) || 443;
    const verdict = await judgeTarget(target.hostname, port, rules);
    if (!verdict.ok || over) {
      refuse(`${target.hostname.toLowerCase()}:${port}`);
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = net.connect({ host: verdict.pinned.address, port, family: verdict.pinned.family });
    track(upstream);
    upstream.on('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) {
        count(head.length);
        upstream.write(head);
      }
      upstream.on('data', (chunk: Buffer) => count(chunk.length));
      client.on('data', (chunk: Buffer) => count(chunk.length));
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    get refused() {
      return refused;
    },
    refusedHosts,
    get bytes() {
      return bytes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
