import { afterEach, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { gated } from '../helpers/gate.js';
import { twoColourPng } from '../helpers/images.js';
import { readSse, type SseItem } from '../helpers/sse.js';
import { ManualTimers } from '../helpers/timers.js';

/**
 * Long polls and synchronous waits against a job held in `processing` (a gated tool), with their deadlines on
 * timers the test fires: a wait answers at the job's change without its timer, and at its timer without a change.
 */

const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
const others = ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale');
const apps: TestApp[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.destroy()));
});

async function start() {
  const gate = gated(grayscale);
  const timers = new ManualTimers();
  const app = await startTestApp({ WORKER_CONCURRENCY: '1' }, { tools: [gate.tool, ...others], timers });
  apps.push(app);
  const c = new Client(app.url);
  const png = await twoColourPng();
  const enqueue = async (query = '') => c.upload(`/upload${query}`, { tool: 'image-grayscale' }, { data: png, name: 'photo.png' });
  /** A job held at the gate: processing, 5 %, stage `waiting`. */
  const held = async () => {
    const { status, body } = await enqueue();
    expect(status).toBe(202);
    const id = body.job_id as string;
    await expect.poll(async () => (await c.json(`/api/jobs/${id}`)).body.stage).toBe('waiting');
    return id;
  };
  return { app, gate, timers, c, enqueue, held };
}

describe('GET /api/jobs/{id}?wait=', () => {
  it('answers when the job changes, before its deadline', async () => {
    const t = await start();
    const id = await t.held();
    const before = (await t.c.json(`/api/jobs/${id}`)).body;
    const answer = t.c.json(`/api/jobs/${id}?wait=60`);
    await expect.poll(() => t.timers.count(60_000)).toBe(1);
    t.gate.release();
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(body).not.toEqual(before);
    expect(body.job_id).toBe(id);
    // The deadline was never reached: the change answered, and the timer went with the answer.
    expect(t.timers.count(60_000)).toBe(0);
  });

  it('answers at the deadline with the current view, the same body as a plain poll', async () => {
    const t = await start();
    const id = await t.held();
    const answer = t.c.json(`/api/jobs/${id}?wait=30`);
    await expect.poll(() => t.timers.count(30_000)).toBe(1);
    expect(t.timers.fire(30_000)).toBe(1);
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(body).toEqual((await t.c.json(`/api/jobs/${id}`)).body);
    expect(body).toMatchObject({ status: 'processing', stage: 'waiting', progress: 5 });
    t.gate.release();
  });

  it('answers a finished job at once and another session with 404', async () => {
    const t = await start();
    t.gate.release();
    const { body } = await t.enqueue('?wait=120');
    expect(body.status).toBe('completed');
    const again = await t.c.json(`/api/jobs/${body.job_id as string}?wait=60`);
    expect(again.body).toEqual(body);
    expect(t.timers.count(60_000)).toBe(0);
    const other = await new Client(t.app.url).json(`/api/jobs/${body.job_id as string}?wait=60`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ ok: false, error: 'not_found' });
  });
});

describe('POST /upload?wait=', () => {
  it('answers the spec\'s 202 unchanged when the job has not ended by the deadline', async () => {
    const t = await start();
    const answer = t.enqueue('?wait=10&redirect=1');
    await expect.poll(() => t.timers.count(10_000)).toBe(1);
    expect(t.timers.fire(10_000)).toBe(1);
    const { status, body } = await answer;
    expect(status).toBe(202);
    expect(Object.keys(body)).toEqual(['ok', 'job_id', 'status', 'poll_url']);
    expect(body).toMatchObject({ ok: true, status: 'queued' });
    t.gate.release();
  });
});

describe('streams at shutdown', () => {
  it('end with a retry hint when the server stops', async () => {
    const t = await start();
    const id = await t.held();
    const res = await t.c.request(`/api/jobs/${id}/events`);
    expect(res.status).toBe(200);
    const items: SseItem[] = [];
    const reading = (async () => {
      for await (const item of readSse(res)) items.push(item);
    })();
    await expect.poll(() => items.filter((i) => i.kind === 'event').length).toBe(1);
    await t.app.close();
    await reading;
    expect(items.map((i) => i.kind)).toEqual(['retry', 'event', 'retry', 'comment']);
    expect(items[2]).toEqual({ kind: 'retry', value: 2000 });
    t.gate.release();
  });
});
