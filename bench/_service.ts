import { spawn } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { randomId } from '../src/core/ids.js';
import { ROOT, serviceArgs } from './_code.js';

export const KEY = 'bench-key-0000000000000000';

export interface ServiceProcess {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** The V8 flags scripts/start.sh and the image give node, so that the bench measures what production runs. */
export const PRODUCTION_NODE_FLAGS = ['--external-memory-accounted-in-global-limit', '--max-semi-space-size=32'];

/** The service in its own process, the code `npm start` runs (bench/_code.ts), so the client's work does not slow it down. */
export async function startServiceProcess(dataDir: string, env: Record<string, string> = {}, nodeFlags: string[] = PRODUCTION_NODE_FLAGS): Promise<ServiceProcess> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [...nodeFlags, ...serviceArgs()], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', API_KEYS: KEY,
      RATE_LIMIT_PER_MIN: '100000000', MAX_ACTIVE_JOBS_PER_SESSION: '100000', MAX_QUEUE: '100000', ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    port,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** A multipart body with `fields` and one file part, as a browser or curl would send it. */
export function multipart(fields: Record<string, string>, fileHead = 'upload.bin'): { boundary: string; head: Buffer; tail: Buffer } {
  const boundary = `----bench${randomId(8)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = Buffer.from(
    `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileHead}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return { boundary, head, tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
}

/** Streams a multipart upload from disk over node:http, as a plain client (curl, a browser) would. */
export function streamUpload(port: number, path: string, fields: Record<string, string>, file: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { boundary, head, tail } = multipart(fields);
    const size = statSync(file).size;
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'x-api-key': KEY, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file);
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail));
  });
}
