import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeJob } from '../helpers/job-factory.js';
import { ManualTimers } from '../helpers/timers.js';

/**
 * The bytes of GET /api/events as they leave the server (issue 43, tail latency): events are written as preframed
 * chunks straight to each stream's socket, a slice of streams per turn of the event loop, and the events that meet
 * in one stream's queue leave in one write. A client must read the same body as when each event was its own
 * `res.write`: one HTTP/1.1 chunk per event, or the bare text to an HTTP/1.0 client (no chunked encoding there).
 */
const KEY = 'gtk_event_bytes_key_0123456789abcdef';
let app: TestApp;
let timers: ManualTimers;
let owner: string;

beforeAll(async () => {
  timers = new ManualTimers();
  app = await startTestApp({ API_KEYS: KEY }, { timers });
  owner = (await app.services.sessions.authenticateKey(KEY)).owner;
});
afterAll(async () => {
  await app.destroy();
});

/** A raw connection asking for the key's event stream; `bytes()` is everything read so far (headers included). */
function rawStream(version: '1.0' | '1.1'): Promise<{ bytes: () => string; close: () => void }> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      // The stream is live once its retry hint arrived.
      if (text.includes('retry: 2000')) resolve({ bytes: () => text, close: () => socket.destroy() });
    });
    socket.once('connect', () => socket.write(`GET /api/events HTTP/${version}\r\nHost: ${hostname}\r\nX-Api-Key: ${KEY}\r\nAccept: text/event-stream\r\n\r\n`));
  });
}

/** Splits a chunked body into its chunks, checking each size line against the bytes that follow it. */
function chunks(body: string): string[] {
  const bytes = Buffer.from(body);
  const out: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const eol = bytes.indexOf('\r\n', at);
    expect(eol).toBeGreaterThan(at);
    const size = parseInt(bytes.subarray(at, eol).toString('latin1'), 16);
    expect(bytes.subarray(at, eol).toString('latin1')).toMatch(/^[0-9a-f]+$/);
    const data = bytes.subarray(eol + 2, eol + 2 + size);
    expect(data.length).toBe(size);
    expect(bytes.subarray(eol + 2 + size, eol + 4 + size).toString('latin1')).toBe('\r\n');
    out.push(data.toString('utf8'));
    at = eol + 4 + size;
  }
  return out;
}

/** Two jobs of the owner report progress in the same instant, as two encodes do. */
async function twoProgressEvents(): Promise<string[]> {
  const ids: string[] = [];
  for (const progress of [40, 55]) {
    const job = makeJob({ owner, status: 'processing', stage: 'encoding', progress, tool: 'video-to-mp4' });
    ids.push(job.id);
    void app.services.jobs.events.publish({ type: 'progress', job });
  }
  return ids;
}

const progressFrame = (id: string, progress: number) =>
  new RegExp(`^id: [A-Za-z0-9_-]+\\nevent: progress\\ndata: ${JSON.stringify({ job_id: id, status: 'processing', stage: 'encoding', progress }).replace(/[{}]/g, '\\$&')}\\n\\n$`);

describe('the bytes of an event stream', () => {
  it('gives an HTTP/1.1 client one chunk per event, in order, when two events leave together', async () => {
    const stream = await rawStream('1.1');
    const [a, b] = await twoProgressEvents();
    await expect.poll(() => stream.bytes().split('event: progress').length - 1).toBe(2);
    // The keep-alive comment follows the events, as its own chunk.
    expect(timers.fire(15_000)).toBe(1);
    await expect.poll(() => stream.bytes().endsWith(': keep-alive\n\n\r\n')).toBe(true);
    const text = stream.bytes();
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    const body = text.slice(head.length + 4);
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.toLowerCase()).toContain('transfer-encoding: chunked');
    const parts = chunks(body);
    expect(parts[0]).toBe('retry: 2000\n\n');
    expect(parts[1]).toMatch(progressFrame(a, 40));
    expect(parts[2]).toMatch(progressFrame(b, 55));
    expect(parts[3]).toBe(': keep-alive\n\n');
    expect(parts).toHaveLength(4);
    stream.close();
  });

  it('gives an HTTP/1.0 client the bare text, no chunk framing', async () => {
    const stream = await rawStream('1.0');
    const [a, b] = await twoProgressEvents();
    await expect.poll(() => stream.bytes().split('event: progress').length - 1).toBe(2);
    const text = stream.bytes();
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.toLowerCase()).not.toContain('transfer-encoding');
    const events = text.slice(head.length + 4).split(/(?<=\n\n)/);
    expect(events[0]).toBe('retry: 2000\n\n');
    expect(events[1]).toMatch(progressFrame(a, 40));
    expect(events[2]).toMatch(progressFrame(b, 55));
    expect(events).toHaveLength(3);
    stream.close();
  });
});
