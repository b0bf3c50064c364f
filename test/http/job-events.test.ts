import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';
import { allEvents, readSse, type SseEvent } from '../helpers/sse.js';
import { ManualTimers } from '../helpers/timers.js';

/**
 * Live jobs over HTTP (issue 30): event streams, Last-Event-ID, their limits, and synchronous enqueues. In the
 * `scaled` project this file runs once more with the app as one api process of a fleet: the jobs run on worker
 * processes, the uploads go to the fleet's other api process, and every event reaches the stream over Redis.
 */

const KEY = 'live-jobs-key-0123456789abcdefghij';
const FINAL = new Set(['completed', 'failed', 'cancelled']);
const RANK: Record<string, number> = { queued: 0, processing: 1, completed: 2, failed: 2, cancelled: 2 };
let app: TestApp;
let timers: ManualTimers;
let png: Buffer;
/** Where uploads go: the fleet's other api process in the scaled project, this app otherwise. */
let intakeUrl: string;

beforeAll(async () => {
  timers = new ManualTimers();
  app = await startTestApp({ API_KEYS: KEY, MAX_STREAMS_PER_OWNER: '10' }, { timers });
  png = await twoColourPng();
  intakeUrl = inject('scaledApiB') || app.url;
});
afterAll(async () => {
  await app.destroy();
});

/** A browser session on this app, and the same session sending its uploads to `intakeUrl`. */
async function session(): Promise<{ c: Client; intake: Client }> {
  const c = new Client(app.url);
  expect((await c.request('/api/jobs/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  return { c, intake: new Client(intakeUrl, { cookie: `sid=${c.sid()!}` }) };
}

async function upload(intake: Client): Promise<string> {
  const { status, body } = await intake.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'photo.png', type: 'image/png' });
  expect(status).toBe(202);
  return body.job_id as string;
}

async function isGrey(bytes: Buffer): Promise<boolean> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += info.channels) if (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2]) return false;
  return info.width === 64 && info.height === 48;
}

/** The checks every job stream must pass: ids, progress and status never back, exactly one final event, last. */
function expectOrdered(events: SseEvent[]): void {
  expect(events.length).toBeGreaterThan(0);
  expect(events.every((e) => e.id)).toBe(true);
  expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  const finals = events.filter((e) => FINAL.has(e.event));
  expect(finals).toHaveLength(1);
  expect(FINAL.has(events.at(-1)!.event)).toBe(true);
  let prev = { rank: -1, progress: -1 };
  for (const e of events) {
    const d = JSON.parse(e.data) as { status: string; progress: number };
    expect(RANK[d.status]).toBeGreaterThanOrEqual(prev.rank);
    if (RANK[d.status] === prev.rank) expect(d.progress).toBeGreaterThanOrEqual(prev.progress);
    prev = { rank: RANK[d.status], progress: d.progress };
  }
}

describe('GET /api/jobs/{id}/events', () => {
  it('follows a job to exactly one final event carrying the poll view, progress never going back', async () => {
    const { c, intake } = await session();
    const id = await upload(intake);
    const res = await c.request(`/api/jobs/${id}/events`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = await allEvents(res);
    expectOrdered(events);
    const final = events.at(-1)!;
    expect(final.event).toBe('completed');
    const poll = await c.json(`/api/jobs/${id}`);
    expect(JSON.parse(final.data)).toEqual(poll.body);
    const download = await c.request(JSON.parse(final.data).download_url as string);
    expect(await isGrey(Buffer.from(await download.arrayBuffer()))).toBe(true);
    // A job that already ended answers its final event at once, and the stream ends.
    const again = await allEvents(await c.request(`/api/jobs/${id}/events`));
    expect(again.map((e) => [e.event, JSON.parse(e.data)])).toEqual([['completed', poll.body]]);
  });

  it('resumes after Last-Event-ID with what was missed, and answers the current state for an id it does not keep', async () => {
    const { c, intake } = await session();
    // The owner's stream, open before the job exists, hears each of its events as they happen.
    const owner = await c.request('/api/events');
    expect(owner.status).toBe(200);
    const heard: SseEvent[] = [];
    const reading = (async () => {
      for await (const item of readSse(owner)) {
        if (item.kind !== 'event') continue;
        heard.push(item.value);
        if (FINAL.has(item.value.event)) return;
      }
    })();
    const id = await upload(intake);
    await reading;
    await owner.body?.cancel();
    expect(heard.every((e) => (JSON.parse(e.data) as { job_id: string }).job_id === id)).toBe(true);
    expectOrdered(heard);
    expect(JSON.parse(heard[0].data)).toMatchObject({ status: 'queued', progress: 0 });

    const resumed = await allEvents(await c.request(`/api/jobs/${id}/events`, { headers: { 'last-event-id': heard[0].id! } }));
    expect(resumed).toEqual(heard.slice(1));
    const unknown = await allEvents(await c.request(`/api/jobs/${id}/events`, { headers: { 'last-event-id': 'not-ours-1' } }));
    expect(unknown.map((e) => [e.event, e.data])).toEqual([[heard.at(-1)!.event, heard.at(-1)!.data]]);
  });

  it("answers 404 for another session's job, as the poll does", async () => {
    const { intake } = await session();
    const id = await upload(intake);
    const other = new Client(app.url);
    const res = await other.json(`/api/jobs/${id}/events`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ok: false, error: 'not_found' });
    expect((await other.json(`/api/jobs/${id}`)).status).toBe(404);
  });

  it('refuses the 11th open stream of one owner with 429 and frees the slot when a stream closes', async () => {
    const { c } = await session();
    const open: AbortController[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const ctl = new AbortController();
        open.push(ctl);
        expect((await c.request('/api/events', { signal: ctl.signal })).status).toBe(200);
      }
      const refused = await c.json('/api/events');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ ok: false, error: 'rate_limited' });
      expect(String(refused.body.message)).toMatch(/limit is 10/);
      expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Another owner is not affected.
      const other = new AbortController();
      open.push(other);
      expect((await (await session()).c.request('/api/events', { signal: other.signal })).status).toBe(200);
      open[0].abort();
      await expect
        .poll(async () => {
          const ctl = new AbortController();
          const res = await c.request('/api/events', { signal: ctl.signal });
          if (res.status === 200) open.push(ctl);
          else await res.body?.cancel();
          return res.status;
        })
        .toBe(200);
    } finally {
      for (const ctl of open) ctl.abort();
    }
  });

  it('sends a comment line on the keep-alive timer', async () => {
    const { c } = await session();
    const ctl = new AbortController();
    const res = await c.request('/api/events', { signal: ctl.signal });
    expect(res.status).toBe(200);
    const items = readSse(res);
    expect((await items.next()).value).toEqual({ kind: 'retry', value: 2000 });
    expect(timers.fire(15_000)).toBeGreaterThanOrEqual(1);
    expect((await items.next()).value).toEqual({ kind: 'comment', value: 'keep-alive' });
    ctl.abort();
  });
});

describe('synchronous enqueue (?wait=)', () => {
  const key = { 'x-api-key': KEY };

  it('answers 200 with the completed job\'s poll view when it ends in time', async () => {
    const c = new Client(app.url, key);
    const { status, body } = await c.upload('/api/v1/convert?wait=60', { tool: 'image-grayscale' }, { data: png, name: 'photo.png' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, status: 'completed', progress: 100, output_name: 'photo.png' });
    expect(body).toEqual((await c.json(`/api/jobs/${body.job_id as string}`)).body);
  });

  it('with redirect=1 answers 303 to a download that decodes', async () => {
    const c = new Client(app.url, key);
    const form = new FormData();
    form.set('tool', 'image-grayscale');
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const res = await c.request('/api/v1/convert?wait=60&redirect=1', { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/download\/[A-Za-z0-9_-]{22,}$/);
    const download = await c.request(location);
    expect(download.status).toBe(200);
    expect(await isGrey(Buffer.from(await download.arrayBuffer()))).toBe(true);
  });

  it('without wait answers exactly the spec\'s 202, and refuses a wait that is not 0 to 120 seconds', async () => {
    const c = new Client(app.url, key);
    const plain = await c.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: png, name: 'photo.png' });
    expect(plain.status).toBe(202);
    expect(Object.keys(plain.body)).toEqual(['ok', 'job_id', 'status', 'poll_url']);
    for (const wait of ['121', 'abc', '-1']) {
      const bad = await c.upload(`/api/v1/convert?wait=${wait}`, { tool: 'image-grayscale' }, { data: png, name: 'photo.png' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ ok: false, error: 'invalid_request', field: 'wait' });
    }
    const badPoll = await c.json(`/api/jobs/${plain.body.job_id as string}?wait=61`);
    expect(badPoll.status).toBe(400);
    expect(badPoll.body.field).toBe('wait');
  });
});
