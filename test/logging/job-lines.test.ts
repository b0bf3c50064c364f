import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobEvent } from '../../src/core/jobs/job-events.ports.js';
import { createLogger } from '../../src/logger.js';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { gated } from '../helpers/gate.js';
import { twoColourPng } from '../helpers/images.js';

type Line = Record<string, unknown>;

/** A real pino logger writing JSON lines into memory, read back as a log collector would. */
function capture() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Line);
      done();
    },
  });
  return { lines, logger: createLogger('info', 'json', undefined, stream) };
}

/**
 * What `snapshot` read at the first event of `type` of each job, noted from the moment this is called: a small job
 * may complete, and say so, before its upload's answer has told the test its id, and a wait that matched on the id
 * alone then never ended (the race the restart test below met in CI: a 60-s timeout). `of(id)` settles at once
 * when that job's event came already.
 */
function atEvents<T>(app: TestApp, type: JobEvent['type'], snapshot: () => T): { of(id: string): Promise<T> } {
  const seen = new Map<string, T>();
  const waiting = new Map<string, (value: T) => void>();
  app.services.jobs.events.subscribe((e) => {
    if (e.type !== type || !('job' in e) || seen.has(e.job.id)) return;
    const value = snapshot();
    seen.set(e.job.id, value);
    waiting.get(e.job.id)?.(value);
  });
  return {
    of: (id) => (seen.has(id) ? Promise.resolve(seen.get(id)!) : new Promise<T>((resolve) => waiting.set(id, resolve))),
  };
}

const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
const others = ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale');
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.destroy()));
});

describe('job lines in the service log', () => {
  it('writes one info line when a job completes, before the completion is announced', async () => {
    const { lines, logger } = capture();
    const app = await startTestApp({ LOG_LEVEL: 'info' }, { logger, tools: ALL_TOOLS });
    apps.push(app);
    // What the log held when the completion went out: followers (streams, bots, webhooks) act on that event.
    const atCompletion = atEvents(app, 'completed', () => lines.filter((l) => l.msg === 'job completed'));
    const c = new Client(app.url);
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const jobId = body.job_id as string;
    const completedLines = await atCompletion.of(jobId);
    const done = await c.waitForJob(jobId);
    expect(done.status).toBe('completed');
    const bytes = Buffer.from(await (await c.request(done.download_url as string)).arrayBuffer());

    expect(completedLines).toHaveLength(1);
    const line = completedLines[0];
    expect(line).toMatchObject({ level: 30, msg: 'job completed', job: jobId, tool: 'image-grayscale', output_size: bytes.length });
    expect(line.duration_ms).toEqual(expect.any(Number));
    expect(line.duration_ms as number).toBeGreaterThanOrEqual(0);
    expect(line.steps).toBeUndefined();
  });

  it('names a pipeline’s step count on its completed line', async () => {
    const { lines, logger } = capture();
    const app = await startTestApp({ LOG_LEVEL: 'info' }, { logger, tools: ALL_TOOLS });
    apps.push(app);
    const atCompletion = atEvents(app, 'completed', () => lines.filter((l) => l.msg === 'job completed'));
    const form = new FormData();
    form.set('steps', JSON.stringify([{ tool: 'image-resize', width: 20 }, { tool: 'image-grayscale' }]));
    form.set('file', new Blob([new Uint8Array(await twoColourPng())]), 'a.png');
    const c = new Client(app.url);
    const res = await c.request('/api/pipelines', { method: 'POST', body: form });
    expect(res.status).toBe(202);
    const jobId = ((await res.json()) as { job_id: string }).job_id;
    const completedLines = await atCompletion.of(jobId);
    expect(completedLines).toHaveLength(1);
    expect(completedLines[0]).toMatchObject({ msg: 'job completed', job: jobId, steps: 2 });
  });

  it('writes one info line for each job a restart takes up again: the interrupted one and the waiting one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gt-resume-'));
    const gate = gated(grayscale);
    const first = await startTestApp({ WORKER_CONCURRENCY: '1', LOG_LEVEL: 'silent' }, { tools: [gate.tool, ...others] }, dataDir);
    const c = new Client(first.url);
    const png = await twoColourPng();
    // The gated tool reports its 'waiting' stage once it runs; then the first job is processing for sure. Every job that
    // got there is noted from the start: the job may run, and say so, before its upload's answer has told the test
    // its id (seen in CI: the event came first and the wait never ended).
    const atGate = new Set<string>();
    let heard = () => {};
    const off = first.services.jobs.events.subscribe((e) => {
      if (e.type === 'progress' && e.job.stage === 'waiting') {
        atGate.add(e.job.id);
        heard();
      }
    });
    const runningId = (await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' })).body.job_id as string;
    const waitingId = (await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'b.png' })).body.job_id as string;
    await new Promise<void>((resolve) => {
      heard = () => {
        if (atGate.has(runningId)) resolve();
      };
      heard();
    });
    off();
    await first.close(); // the first job is left processing, the second queued
    gate.release();

    const { lines, logger } = capture();
    const second = await startTestApp({ WORKER_CONCURRENCY: '1', LOG_LEVEL: 'info' }, { logger, tools: ALL_TOOLS }, dataDir);
    apps.push(second);
    // The start's recovery has run by the time the app answers.
    const resumed = lines.filter((l) => l.msg === 'job resumed');
    expect(resumed).toHaveLength(2);
    expect(resumed.find((l) => l.job === runningId)).toMatchObject({ level: 30, tool: 'image-grayscale', was: 'processing', attempt: 2 });
    expect(resumed.find((l) => l.job === waitingId)).toMatchObject({ level: 30, tool: 'image-grayscale', was: 'queued' });

    const again = new Client(second.url, { cookie: `sid=${c.sid()}` });
    for (const id of [runningId, waitingId]) expect((await again.waitForJob(id)).status).toBe('completed');
  });
});
