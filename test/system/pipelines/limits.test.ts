import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../src/core/jobs/failure-message.js';
import type { Timers } from '../../../src/core/timers.ports.js';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { gated } from '../../helpers/gate.js';
import { allEvents } from '../../helpers/sse.js';
import { folderWithKey, startHooksApp, type KeyedData } from '../../webhooks/harness.js';
import { Receiver, until } from '../../webhooks/receiver.js';

/**
 * A pipeline's limits while it runs (issue 26): MAX_FANOUT, progress over the whole chain, one JOB_TIMEOUT_S for
 * all its steps, one job against MAX_ACTIVE_JOBS_PER_SESSION, and the step fields in its webhook events.
 */
const tool = (slug: string) => ALL_TOOLS.find((t) => t.slug === slug)!;
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 90, height: 60, channels: 3, background: { r: 200, g: 40, b: 90 } } }).jpeg().toBuffer();
});

type Part = { data: Uint8Array; name: string };
function post(c: Client, path: string, steps: unknown, files: Part[], extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('steps', JSON.stringify(steps));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)]), f.name);
  return c.json(path, { method: 'POST', body: form });
}

const photos = (n: number): Part[] => Array.from({ length: n }, (_, i) => ({ data: photo, name: `p${i}.jpg` }));

async function pdfOfPages(n: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < n; i++) doc.addPage([200, 100]).drawRectangle({ x: 10, y: 10, width: 50 + i * 20, height: 40 });
  return Buffer.from(await doc.save());
}

/**
 * Timers on a clock the test moves: `advance(ms)` runs, in order, every timer that falls due meanwhile. A job's
 * time limit is then reached when the test says, never by waiting.
 */
class SteppedTimers implements Timers {
  #now = 0;
  readonly #pending = new Set<{ due: number; every: number; fn: () => void }>();

  after(ms: number, fn: () => void): () => void {
    const t = { due: this.#now + ms, every: 0, fn };
    this.#pending.add(t);
    return () => this.#pending.delete(t);
  }

  every(ms: number, fn: () => void): () => void {
    const t = { due: this.#now + ms, every: ms, fn };
    this.#pending.add(t);
    return () => this.#pending.delete(t);
  }

  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const next = [...this.#pending].filter((t) => t.due <= end).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.#now = next.due;
      if (next.every) next.due += next.every;
      else this.#pending.delete(next);
      next.fn();
    }
    this.#now = end;
  }
}

describe('a pipeline running', () => {
  const KEY = 'pipeline-limits-key-0123456789abcd';
  const sepia = gated(tool('image-sepia'));
  let app: TestApp;
  let data: KeyedData;
  let receiver: Receiver;

  beforeAll(async () => {
    data = await folderWithKey();
    receiver = await Receiver.start();
    app = await startHooksApp(data, { MAX_FANOUT: '3', API_KEYS: KEY }, { tools: [sepia.tool, ...ALL_TOOLS.filter((t) => t.slug !== 'image-sepia')] });
  });
  afterAll(async () => {
    sepia.release();
    await app.destroy();
    await receiver.close();
  });

  it('fails in the step that makes more files than MAX_FANOUT, as too large; at the cap it completes', async () => {
    const c = new Client(app.url);
    const steps = [{ tool: 'pdf-to-png', level: 72 }, { tool: 'image-resize', width: 40 }];
    const over = await post(c, '/api/pipelines', steps, [{ data: await pdfOfPages(4), name: 'four.pdf' }]);
    expect(over.status).toBe(202);
    const failed = await c.waitForJob(over.body.job_id as string);
    expect(failed).toMatchObject({ status: 'failed', steps: 2, step: 1, step_tool: 'pdf-to-png', failed_step: { index: 1, tool: 'pdf-to-png' } });
    expect(failed.message).toBe(failureMessage('too_large'));
    const record = await app.services.jobs.getRecord(app.services.sessions.ownerForSid(c.sid()!), over.body.job_id as string);
    expect(record.error).toMatch(/exceeds/);

    const at = await post(c, '/api/pipelines', steps, [{ data: await pdfOfPages(3), name: 'three.pdf' }]);
    expect((await c.waitForJob(at.body.job_id as string)).status).toBe('completed');
  });

  it('reports progress over the whole chain that never goes back, step by step, to 100', async () => {
    const c = new Client(app.url);
    // 4 files, over MAX_FANOUT (3): steps that make one file per file are not held to it.
    const { status, body } = await post(c, '/api/pipelines', [{ tool: 'image-sepia' }, { tool: 'image-resize', width: 30 }, { tool: 'image-convert-png' }], photos(4));
    expect(status).toBe(202);
    // The first step waits until the stream is open, so it hears the whole run.
    const res = await c.request(`/api/jobs/${String(body.job_id)}/events`);
    expect(res.status).toBe(200);
    sepia.release();
    const events = (await allEvents(res)).map((e) => ({ event: e.event, ...(JSON.parse(e.data) as { progress: number; step: number; steps: number }) }));
    expect(events.at(-1)).toMatchObject({ event: 'completed', progress: 100, step: 3, steps: 3 });
    const progress = events.filter((e) => e.event === 'progress');
    expect(new Set(progress.map((e) => e.step))).toEqual(new Set([1, 2, 3]));
    for (let i = 1; i < events.length; i++) {
      expect(events[i].progress).toBeGreaterThanOrEqual(events[i - 1].progress);
      expect(events[i].step).toBeGreaterThanOrEqual(events[i - 1].step);
    }
  });

  it('announces its end to the callback with steps, step and step_tool (and failed_step when it failed)', async () => {
    const dev = new Client(app.url, { 'x-api-key': data.key });
    const done = await post(dev, '/api/v1/pipelines', [{ tool: 'image-resize', width: 30 }, { tool: 'image-convert-webp' }], photos(1), {
      callback_url: receiver.url('/done'),
    });
    expect(done.status).toBe(202);
    const failed = await post(dev, '/api/v1/pipelines', [{ tool: 'image-resize', width: 20 }, { tool: 'image-crop', x: 0, y: 0, crop_width: 50, crop_height: 10 }], photos(1), {
      callback_url: receiver.url('/failed'),
    });
    expect(failed.status).toBe(202);
    const event = async (id: string) => JSON.parse((await until(() => receiver.withId(id)[0], 15_000, id)).body) as { type: string; data: Record<string, unknown> };
    const completed = await event(`evt_${String(done.body.job_id)}_completed`);
    expect(completed.type).toBe('job.completed');
    expect(completed.data).toMatchObject({ job_id: done.body.job_id, status: 'completed', steps: 2, step: 2, step_tool: 'image-convert-webp' });
    const ended = await event(`evt_${String(failed.body.job_id)}_failed`);
    expect(ended.type).toBe('job.failed');
    expect(ended.data).toMatchObject({ status: 'failed', steps: 2, step: 2, step_tool: 'image-crop', failed_step: { index: 2, tool: 'image-crop' } });
  });
});

describe('a pipeline is one job', () => {
  it('counts once against MAX_ACTIVE_JOBS_PER_SESSION, whatever its steps and files', async () => {
    const grey = gated(tool('image-grayscale'));
    const app = await startTestApp({ MAX_ACTIVE_JOBS_PER_SESSION: '2', WORKER_CONCURRENCY: '1' }, {
      tools: [grey.tool, ...ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale')],
    });
    try {
      const c = new Client(app.url);
      const chain = [{ tool: 'image-grayscale' }, { tool: 'image-resize', width: 20 }, { tool: 'image-convert-png' }];
      const first = await post(c, '/api/pipelines', chain, photos(5));
      expect([first.status, first.body.steps]).toEqual([202, 3]);
      const second = await post(c, '/api/pipelines', chain, photos(1));
      expect(second.status).toBe(202);
      const third = await post(c, '/api/pipelines', chain, photos(1));
      expect([third.status, third.body.error]).toEqual([429, 'limit_reached']);
      expect(String(third.body.message)).toMatch(/limit is 2/);
      grey.release();
      for (const id of [first.body.job_id, second.body.job_id]) expect((await c.waitForJob(id as string)).status).toBe('completed');
    } finally {
      grey.release();
      await app.destroy();
    }
  });

  it('has one JOB_TIMEOUT_S for all its steps: two steps that each fit fail together as a timeout', async () => {
    const timers = new SteppedTimers();
    const first = gated(tool('image-resize'));
    const second = gated(tool('image-grayscale'));
    const app = await startTestApp({ JOB_TIMEOUT_S: '1', WORKER_CONCURRENCY: '1' }, {
      tools: [first.tool, second.tool, ...ALL_TOOLS.filter((t) => t.slug !== 'image-resize' && t.slug !== 'image-grayscale')],
      timers,
    });
    try {
      const c = new Client(app.url);
      const { status, body } = await post(c, '/api/pipelines', [{ tool: 'image-resize', width: 30 }, { tool: 'image-grayscale' }], photos(1));
      expect(status).toBe(202);
      const id = body.job_id as string;
      const stage = async () => (await c.json(`/api/jobs/${id}`)).body;
      await until(async () => (await stage()).stage === 'step 1/2: waiting', 10_000, 'step 1 running');
      // 0.6 s of the 1 s limit go in step 1: it is still running.
      timers.advance(600);
      expect(await stage()).toMatchObject({ status: 'processing', step: 1 });
      first.release();
      await until(async () => (await stage()).stage === 'step 2/2: waiting', 10_000, 'step 2 running');
      // 0.6 s more: step 2 alone fits the limit, the pipeline does not.
      timers.advance(600);
      const done = await c.waitForJob(id);
      expect(done).toMatchObject({ status: 'failed', step: 2, failed_step: { index: 2, tool: 'image-grayscale' } });
      expect(done.message).toBe(failureMessage('timeout'));
    } finally {
      first.release();
      second.release();
      await app.destroy();
    }
  });
});
