import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/** How the receiver answers one request: a status, or no answer at all (the sender must time out). */
export type Answer = number | 'hang';

/**
 * A real webhook receiver on 127.0.0.1: records every request and answers from a script (then `fallback`).
 * Also counts bare connections, so a test can show that nothing at all reached it.
 */
export class Receiver {
  readonly received: Received[] = [];
  connections = 0;
  script: Answer[] = [];
  fallback: Answer = 204;
  #server: Server;
  #hanging = new Set<() => void>();

  private constructor(server: Server) {
    this.#server = server;
  }

  static async start(): Promise<Receiver> {
    const server = createServer();
    const receiver = new Receiver(server);
    server.on('connection', () => receiver.connections++);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), path: req.url ?? '' });
        const answer = receiver.script.shift() ?? receiver.fallback;
        if (answer === 'hang') {
          receiver.#hanging.add(() => res.destroy());
          return;
        }
        res.writeHead(answer, { 'content-type': 'text/plain' });
        res.end('a body the sender must ignore');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Requests carrying this Webhook-Id. */
  withId(id: string): Received[] {
    return this.received.filter((r) => r.headers['webhook-id'] === id);
  }

  async close(): Promise<void> {
    this.#hanging.forEach((end) => end());
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/**
 * The README's verification, written out independently: HMAC-SHA256 over "id.timestamp.body" with the
 * base64-decoded secret after `whsec_`, compared with each `v1,` signature; stale timestamps are replays.
 */
export function verifySignature(secret: string, r: Received, toleranceS = 300): boolean {
  const id = String(r.headers['webhook-id']);
  const ts = String(r.headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(ts)) > toleranceS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${ts}.${r.body}`).digest('base64');
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((sig) => sig === `v1,${expected}`);
}

/** Polls `check` until it answers something other than undefined/false. */
export async function until<T>(check: () => T | Promise<T>, timeoutMs = 15_000, what = 'condition'): Promise<Exclude<T, false | undefined | null>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false && value !== null) return value as Exclude<T, false | undefined | null>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
