import { connect, type Socket } from 'node:net';
import sharp from 'sharp';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { addressKey } from '../../src/http/identity.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { gated } from '../helpers/gate.js';
import { readSse, type SseItem } from '../helpers/sse.js';
import { ManualTimers } from '../helpers/timers.js';

/**
 * Issue 37 items 3 and 5: 32 addresses × 64 cookie-less /api/events filled MAX_STREAMS (2,000) in 4 s, a key
 * holder then got 429, and the streams never ended; and a stream wrote whatever its client did not read into
 * memory without bound. Now /api/events needs a session that existed before the request, sessions of one address
 * share MAX_STREAMS_PER_ADDRESS, callers without a key hold at most STREAM_SHARE_WITHOUT_KEY_PCT of MAX_STREAMS,
 * a stream ends after MAX_STREAM_S with a retry hint, and one whose unsent text passes 1 MB is closed.
 */
const KEY = 'gtk_stream_slots_key_0123456789abcdef';
const apps: TestApp[] = [];
const open: AbortController[] = [];
afterEach(async () => {
  open.splice(0).forEach((c) => c.abort());
  await Promise.all(apps.splice(0).map((a) => a.destroy()));
});

async function start(env: Record<string, string>, timers = new ManualTimers(), tools?: typeof ALL_TOOLS) {
  const app = await startTestApp({ API_KEYS: KEY, ...env }, { timers, ...(tools ? { tools } : {}) });
  apps.push(app);
  return { app, timers };
}

/** A browser session: its cookie comes from a first request, as a page load gives it. */
async function session(app: TestApp): Promise<Client> {
  const c = new Client(app.url);
  expect((await c.request('/api/jobs/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  expect(c.sid()).toBeTruthy();
  return c;
}

async function stream(c: Client) {
  const ctl = new AbortController();
  open.push(ctl);
  const res = await c.request('/api/events', { signal: ctl.signal });
  if (res.status !== 200) return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
  return { status: 200, body: {}, res };
}

describe('event stream slots', () => {
  it('refuses 64 cookie-less /api/events from one address, holding no slot', async () => {
    const { app } = await start({ MAX_STREAMS: '64' });
    const answers = await Promise.all(Array.from({ length: 64 }, () => stream(new Client(app.url))));
    expect(answers.map((a) => a.status)).toEqual(Array(64).fill(403));
    expect(answers[0].body).toEqual({
      ok: false,
      error: 'forbidden',
      message: 'Event streams follow an existing session: send its cookie (open the site first), or use an API key.',
    });
    // Nothing was taken: a session that existed before gets its stream.
    expect((await stream(await session(app))).status).toBe(200);
  });

  it('caps the sessions of one address together (MAX_STREAMS_PER_ADDRESS)', async () => {
    const { app } = await start({ MAX_STREAMS_PER_ADDRESS: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await stream(await session(app)));
    expect(statuses.map((s) => s.status)).toEqual([200, 200, 200, 429]);
    expect(statuses[3].body).toMatchObject({ error: 'rate_limited', message: 'Your network address has 3 open event streams; the limit is 3. Close one first, or use an API key.' });
  });

  it('keeps slots for keys: with the share of callers without a key filled by one address’s sessions, a key still gets a stream', async () => {
    const { app } = await start({ MAX_STREAMS: '8', STREAM_SHARE_WITHOUT_KEY_PCT: '75', MAX_STREAMS_PER_ADDRESS: '100' });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await stream(await session(app))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const key = await stream(new Client(app.url, { 'x-api-key': KEY }));
    expect(key.status).toBe(200);
  });

  it('ends a stream after MAX_STREAM_S with a retry hint, and frees its slot', async () => {
    const { app, timers } = await start({ MAX_STREAM_S: '60', MAX_STREAMS_PER_ADDRESS: '1' });
    const c = await session(app);
    const first = await stream(c);
    expect(first.status).toBe(200);
    expect((await stream(await session(app))).status).toBe(429);
    const items: SseItem[] = [];
    const reading = (async () => {
      for await (const item of readSse(first.res)) items.push(item);
    })();
    await expect.poll(() => timers.count(60_000)).toBe(1);
    expect(timers.fire(60_000)).toBe(1);
    await reading;
    expect(items.at(-2)).toEqual({ kind: 'retry', value: 2000 });
    expect(items.at(-1)).toEqual({ kind: 'comment', value: 'stream lifetime reached' });
    await expect.poll(async () => (await stream(await session(app))).status).toBe(200);
  });
});

/** A client that reads the headers and the first event of a job stream, then stops reading. */
function stalledStream(url: string, path: string, cookie: string): Promise<{ socket: Socket; firstId: string; closed: Promise<void> }> {
  const { host, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), host.split(':')[0]);
    let text = '';
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const id = /\nid: ([^\n]+)\n/.exec(text);
      if (id) {
        socket.removeAllListeners('data');
        socket.pause();
        resolve({ socket, firstId: id[1], closed });
      }
    });
    socket.once('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\n\r\n`));
    setTimeout(() => reject(new Error('no first event')), 10_000).unref();
  });
}

describe('event stream backpressure', () => {
  // Held in a gated tool of this process: in the fleet project the jobs run in the worker processes, where the
  // gate is not; the buffer rule is the api process's own, the same in both deployments.
  it.skipIf(!!inject('scaledDeployment'))('closes a stream whose client stopped reading once 1 MB waits for it; the client resumes with Last-Event-ID', async () => {
    const gate = gated(ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!);
    const { app } = await start({}, new ManualTimers(), [gate.tool, ...ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale')]);
    const c = await session(app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).png().toBuffer();
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png', type: 'image/png' });
    const id = body.job_id as string;
    await expect.poll(() => gate.started()).toBe(1);
    const stalled = await stalledStream(app.url, `/api/jobs/${id}/events`, `sid=${c.sid()!}`);
    const record = await app.services.jobs.getRecord(app.services.sessions.ownerForSid(c.sid()!), id);
    // 20 KB a frame: 1,500 of them would be 30 MB held for a client that reads nothing. The kernel's socket buffers
    // on loopback take several MB first.
    for (let sent = 0; sent < 1500; sent++) {
      await app.services.jobs.events.publish({ type: 'progress', job: { ...record, status: 'processing', progress: 6, stage: `${sent} ${'x'.repeat(20_000)}` } });
      await new Promise((r) => setImmediate(r));
    }
    // The client reads again: it finds the connection closed (a paused socket notices nothing), not a stream that
    // carries on.
    stalled.socket.resume();
    const outcome = await Promise.race([stalled.closed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 20_000))]);
    expect(outcome).toBe('closed');
    // Back with the id it last read: the events it missed are no longer all kept, so it is told the job's current
    // state (as the store has it), under a new id.
    const again = await c.request(`/api/jobs/${id}/events`, { headers: { 'last-event-id': stalled.firstId } });
    expect(again.status).toBe(200);
    for await (const item of readSse(again)) {
      if (item.kind !== 'event') continue;
      expect(JSON.parse(item.value.data)).toMatchObject({ job_id: id, status: 'processing' });
      expect(item.value.id).not.toBe(stalled.firstId);
      break;
    }
    gate.release();
  });
});

describe('the address a cap counts', () => {
  it('is an IPv4 address itself, and an IPv6 client’s /64 whatever its spelling', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const block = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:DB8:1:2:0:0:0:9', '2001:db8:1:2::a:b%eth0']) expect(addressKey(ip)).toBe(block);
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
