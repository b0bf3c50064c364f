import { connect, type Socket } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { requestTimeoutS } from '../../src/http/server.js';
import { imageTools } from '../../src/tools/image/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { eventually, send } from '../helpers/raw-http.js';

// Slow clients: headers, a whole request and an idle keep-alive each have a time limit, and one address may
// hold only so many connections. Short limits here keep the test fast; the defaults are checked separately.
let app: TestApp;
const trickles: Array<ReturnType<typeof setInterval>> = [];

beforeAll(async () => {
  app = await startTestApp(
    {
      HTTP_HEADERS_TIMEOUT_S: '1',
      HTTP_REQUEST_TIMEOUT_S: '2',
      HTTP_KEEP_ALIVE_TIMEOUT_S: '1',
      MAX_CONNECTIONS_PER_IP: '6',
      MAX_UPLOAD_MB: '1',
    },
    { tools: imageTools },
  );
});
afterAll(async () => {
  trickles.forEach(clearInterval);
  await app.destroy();
});

async function open(): Promise<Socket> {
  const socket = connect(Number(new URL(app.url).port), '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise<void>((r) => socket.once('connect', () => r()));
  return socket;
}

/** Resolves with what the server wrote, once the server closes the socket. */
function untilClosed(socket: Socket): Promise<{ text: string }> {
  let text = '';
  socket.on('data', (c: Buffer) => (text += c.toString('latin1')));
  return new Promise((resolve) => socket.once('close', () => resolve({ text })));
}

/** Writes one byte of `data` every `everyMs`, as the attack did (1 byte every 2 s, scaled down). */
function trickle(socket: Socket, data: string, everyMs: number): { left: () => number } {
  let i = 0;
  const t = setInterval(() => {
    if (socket.destroyed || i >= data.length) return clearInterval(t);
    socket.write(data[i++]);
  }, everyMs);
  trickles.push(t);
  return { left: () => data.length - i };
}

describe('slow clients', () => {
  it('headers trickled byte by byte are cut off after HTTP_HEADERS_TIMEOUT_S', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    const sending = trickle(socket, `GET /api/tools HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`, 100);
    const { text } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    // Cut off while the headers were still coming (all of them would take 23 s), not answered at their end.
    expect(sending.left()).toBeGreaterThan(0);
  });

  it('a body trickled byte by byte is cut off after HTTP_REQUEST_TIMEOUT_S and leaves no temp file', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    const boundary = 'xyz';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n${head}`,
    );
    const sending = trickle(socket, 'x'.repeat(10_000), 100);
    const { text } = await closed;
    // Cut by the request timeout (a 408, not an answer to the upload) while the body was still coming.
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(sending.left()).toBeGreaterThan(0);
    expect(await eventually(() => readdir(join(app.dataDir, 'tmp')), (n) => n.length === 0)).toEqual([]);
  });

  it('an idle keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_S', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // Closed by the server: the client never does.
    const { text } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toMatch(/Keep-Alive: timeout=1/i);
    expect(socket.destroyed).toBe(true);
  });
});

describe('connections per client address', () => {
  it('refuses connections over MAX_CONNECTIONS_PER_IP with 429, keeps serving the others, and frees slots on close', async () => {
    const held = await Promise.all(Array.from({ length: 6 }, () => open()));
    // Each held connection has begun a request, so the server has accepted and counted it.
    for (const s of held) s.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const extra = await Promise.all(Array.from({ length: 4 }, () => open()));
    const refused = await Promise.all(extra.map((s) => untilClosed(s)));
    for (const r of refused) {
      expect(r.text).toMatch(/^HTTP\/1\.1 429/);
      expect(r.text).toContain('"error":"rate_limited"');
    }
    // The held ones still work.
    const answers = held.map((s) => untilClosed(s));
    for (const s of held) s.end('Connection: close\r\n\r\n');
    for (const a of await Promise.all(answers)) expect(a.text).toMatch(/^HTTP\/1\.1 200/);
    // Their slots are free again.
    const again = await eventually(() => send(`${app.url}/healthz`, { method: 'GET' }), (r) => r.status === 200);
    expect(again.status).toBe(200);
  });

  it('20 connections at once from one address: the cap is served, the rest get 429', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open()));
    const seen = sockets.map(() => ({ text: '' }));
    sockets.forEach((s, i) => s.on('data', (c: Buffer) => (seen[i].text += c.toString('latin1'))));
    const ended = sockets.map((s) => new Promise<void>((r) => s.once('close', () => r())));
    // No request is sent yet, so all 20 stay open: the server refuses 14 on arrival.
    const refusedCount = async () => seen.filter((x) => x.text.startsWith('HTTP/1.1 429')).length;
    expect(await eventually(refusedCount, (n) => n >= 14)).toBe(14);
    sockets.forEach((s, i) => {
      if (!seen[i].text) s.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    });
    await Promise.all(ended);
    expect(seen.filter((x) => x.text.startsWith('HTTP/1.1 200'))).toHaveLength(6);
    expect(seen.filter((x) => x.text.startsWith('HTTP/1.1 429'))).toHaveLength(14);
  });
});

describe('defaults', () => {
  it('the request timeout scales with MAX_UPLOAD_MB: 60 s + 8 s per MB (1 Mbit/s)', () => {
    expect(requestTimeoutS(loadConfig({}))).toBe(60 + 8 * 100);
    expect(requestTimeoutS(loadConfig({ MAX_UPLOAD_MB: '10' }))).toBe(140);
    expect(requestTimeoutS(loadConfig({ MAX_UPLOAD_MB: '10', HTTP_REQUEST_TIMEOUT_S: '30' }))).toBe(30);
    const c = loadConfig({});
    expect([c.HTTP_HEADERS_TIMEOUT_S, c.HTTP_KEEP_ALIVE_TIMEOUT_S, c.MAX_CONNECTIONS_PER_IP, c.MAX_FORM_FIELDS]).toEqual([20, 5, 64, 50]);
  });
});
