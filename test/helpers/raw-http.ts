import { request } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';

export interface RawPart {
  name: string;
  value: string | Buffer;
  /** Makes the part a file part. */
  filename?: string;
  type?: string;
}

/** A multipart/form-data body written by hand, so tests can send what a browser never would. */
export function multipart(parts: readonly RawPart[]): { body: Buffer; contentType: string } {
  const boundary = `----gt${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.filename === undefined ? `form-data; name="${p.name}"` : `form-data; name="${p.name}"; filename="${p.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename === undefined ? '' : `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n`}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends one request with node:http (no client-side checks) and answers the status and parsed JSON body. */
export function send(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'POST', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          body = { raw: text };
        }
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
    });
    // The server may answer and close before the whole body is written (a refused upload); that is an answer.
    req.on('error', reject);
    if (opts.body !== undefined) req.end(opts.body);
    else req.end();
  });
}

/** Polls `check` until it holds or the deadline passes; answers its last value. */
export async function eventually<T>(check: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A real pino logger whose JSON lines the test can read. */
export function capturedLogger(level = 'info'): { logger: pino.Logger; lines: () => Array<Record<string, unknown>> } {
  const out: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      out.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      cb();
    },
  });
  const logger = pino({ level, base: undefined }, stream);
  return { logger, lines: () => out.map((l) => JSON.parse(l) as Record<string, unknown>) };
}
