import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import type { JobEvent } from '../../../src/core/jobs/job-events.ports.js';
import type { ToolContext, ToolOutput } from '../../../src/core/tools/tool.types.js';
import { MemoryJobEventBus } from '../../../src/queue/memory-event-bus.js';
import { makeJob } from '../../helpers/job-factory.js';
import { ManualJobQueue, MemoryJobFiles, MemoryJobStore } from '../../helpers/memory-ports.js';
import { memoryFlags, memoryJobService, textTool } from '../../helpers/core-jobs.js';

/**
 * The job rules against in-memory ports: what holds here holds for every adapter that keeps the port
 * contract (docs/ports.md). The tool is a link tool run by hand, so each step is visible.
 */
type Step = (ctx: ToolContext<Record<string, unknown>>, files: MemoryJobFiles) => Promise<ToolOutput>;

function world(opts: { maxActivePerOwner?: number; maxQueue?: number; timeoutMs?: number } = {}) {
  const store = new MemoryJobStore();
  const queue = new ManualJobQueue();
  const files = new MemoryJobFiles();
  const events = new MemoryJobEventBus();
  const seen: JobEvent[] = [];
  events.subscribe((e) => seen.push(e));
  let step: Step = async (ctx, f) => {
    f.write(`${ctx.workDir}/out.txt`, 42);
    return { path: `${ctx.workDir}/out.txt`, name: 'out.txt', mime: 'text/plain' };
  };
  const tool = textTool({
    params: z.object({ width: z.coerce.number().int().min(1).max(10).default(5) }),
    run: (ctx) => step(ctx as ToolContext<Record<string, unknown>>, files),
  });
  const { flagStore, flags } = memoryFlags();
  let now = 1_000_000;
  const activity = { uses: 0, recordUse: async () => void activity.uses++, recordEvent: async () => {} };
  const jobs = memoryJobService(
    { tool, store, files, queue, events, activity, flags, clock: { now: () => now } },
    { timeoutMs: opts.timeoutMs ?? 60_000, maxActivePerOwner: opts.maxActivePerOwner ?? 5, maxQueue: opts.maxQueue ?? 100 },
  );
  const enqueue = (owner = 'alice', fields: Record<string, unknown> = {}) =>
    jobs.enqueue({ tool: 'link-echo', owner, source: 'api', fields: { url: 'https://youtu.be/dQw4w9WgXcQ', ...fields } });
  return {
    jobs, store, queue, files, seen, activity, enqueue, flagStore,
    setStep: (s: Step) => (step = s),
    advance: (ms: number) => (now += ms),
  };
}

describe('JobService over in-memory ports', () => {
  it('admits a job as domain data, stored and queued, and counts the use', async () => {
    const w = world();
    await w.jobs.start();
    const job = await w.enqueue('alice', { width: '7', ignored: 'x' });
    expect(job).toMatchObject({ tool: 'link-echo', source: 'api', status: 'queued', progress: 0, result: null, failure: null });
    expect(Object.keys(job)).not.toContain('poll_url');
    expect((await w.store.get(job.id))?.params).toEqual({ width: 7 });
    expect(w.queue.waiting).toEqual([job.id]);
    expect(w.activity.uses).toBe(1);
  });

  it('admission is atomic: 40 at once for one owner admit exactly the limit', async () => {
    const w = world({ maxActivePerOwner: 5 });
    await w.jobs.start();
    const answers = await Promise.allSettled(Array.from({ length: 40 }, () => w.enqueue('alice')));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    const refusals = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected').map((a) => a.reason as AppError);
    expect(refusals).toHaveLength(35);
    expect(refusals.every((e) => e.code === 'limit_reached' && e.details.scope === 'owner' && e.details.limit === 5)).toBe(true);
    expect(w.store.records.size).toBe(5);
  });

  it('MAX_QUEUE holds across owners', async () => {
    const w = world({ maxActivePerOwner: 5, maxQueue: 3 });
    await w.jobs.start();
    const answers = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => w.enqueue(`owner-${i}`)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    expect(answers.find((a): a is PromiseRejectedResult => a.status === 'rejected')?.reason).toMatchObject({
      code: 'limit_reached',
      details: { scope: 'total' },
    });
  });

  it('runs a job: progress only rises, and completion carries the output a subscriber needs', async () => {
    const w = world();
    await w.jobs.start();
    w.setStep(async (ctx, files) => {
      ctx.progress(40, 'working');
      ctx.progress(20); // never goes back
      ctx.progress(60);
      files.write(`${ctx.workDir}/x.txt`, 7);
      return { path: `${ctx.workDir}/x.txt`, name: 'x.txt', mime: 'text/plain' };
    });
    const { id } = await w.enqueue();
    await w.queue.runNext();
    const progress = w.seen.filter((e) => e.type === 'progress').map((e) => (e.type === 'progress' ? e.job.progress : -1));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress).toContain(60);
    const completed = w.seen.find((e) => e.type === 'completed');
    expect(completed).toMatchObject({ type: 'completed', output: { path: `/jobs/${id}/work/x.txt`, file: 'work/x.txt', name: 'x.txt', mime: 'text/plain', size: 7 } });
    expect(await w.jobs.get('alice', id)).toMatchObject({ status: 'completed', progress: 100, result: { name: 'x.txt', size: 7, ext: 'txt' } });
    expect(await w.jobs.output('alice', id)).toMatchObject({ path: `/jobs/${id}/work/x.txt` });
  });

  it('a timeout fails as a timeout (not "too large", although its text says "exceeds")', async () => {
    const w = world({ timeoutMs: 20 });
    await w.jobs.start();
    w.setStep((ctx) => new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason))));
    const { id } = await w.enqueue();
    await w.queue.runNext();
    const job = await w.store.get(id);
    expect(job).toMatchObject({ status: 'failed', failure: 'timeout' });
    expect(job?.error).toMatch(/exceeds/);
    expect(w.seen.find((e) => e.type === 'failed')).toMatchObject({ failure: { kind: 'timeout' } });
  });

  it('a ToolError keeps its kind; raw third-party text is classified by the fallback rules', async () => {
    const w = world();
    await w.jobs.start();
    w.setStep(async () => {
      throw new ToolError('too_large', 'output is big');
    });
    const a = await w.enqueue();
    await w.queue.runNext();
    w.setStep(async () => {
      throw new Error('VipsJpeg: premature end of input');
    });
    const b = await w.enqueue();
    await w.queue.runNext();
    expect((await w.jobs.get('alice', a.id)).failure).toBe('too_large');
    expect((await w.jobs.get('alice', b.id)).failure).toBe('invalid_input');
  });

  it('DELETE of a running job publishes abort, removes the record, and the finishing run stores nothing', async () => {
    const w = world();
    await w.jobs.start();
    let release: () => void = () => {};
    w.setStep(async (ctx, files) => {
      await new Promise<void>((r) => (release = r));
      files.write(`${ctx.workDir}/late.txt`, 1);
      return { path: `${ctx.workDir}/late.txt`, name: 'late.txt', mime: 'text/plain' };
    });
    const { id } = await w.enqueue();
    const run = w.queue.runNext();
    await new Promise((r) => setImmediate(r));
    expect((await w.jobs.get('alice', id)).status).toBe('processing');
    await w.jobs.remove('alice', id);
    release();
    await run;
    expect(await w.store.get(id)).toBeNull();
    const types = w.seen.map((e) => e.type);
    expect(types).toContain('abort');
    expect(types).toContain('cancelled');
    expect(types).not.toContain('completed');
    await expect(w.jobs.get('alice', id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('another owner, or an expired job, is not_found; a queued job is cancelled and never runs', async () => {
    const w = world();
    await w.jobs.start();
    const { id } = await w.enqueue('alice');
    await expect(w.jobs.get('mallory', id)).rejects.toMatchObject({ code: 'not_found' });
    await w.jobs.remove('alice', id);
    expect((await w.jobs.get('alice', id)).status).toBe('cancelled');
    expect(w.queue.waiting).toEqual([]);
    w.advance(60_001);
    await expect(w.jobs.get('alice', id)).rejects.toMatchObject({ code: 'not_found' });
    expect(await w.jobs.sweep()).toBe(1);
    expect(w.store.records.size).toBe(0);
  });

  it('restart: queued jobs are queued again, an interrupted one retried once, then failed as internal', async () => {
    const w = world();
    const now = 1_000_000;
    const queued = makeJob({ tool: 'link-echo', createdAt: now, expiresAt: now + 60_000 });
    const once = makeJob({ tool: 'link-echo', status: 'processing', attempts: 1, createdAt: now + 1, expiresAt: now + 60_000 });
    const twice = makeJob({ tool: 'link-echo', status: 'processing', attempts: 2, createdAt: now + 2, expiresAt: now + 60_000 });
    for (const j of [queued, once, twice]) w.store.records.set(j.id, j);
    await w.jobs.start();
    expect(w.queue.waiting).toEqual([queued.id, once.id]);
    expect((await w.store.get(once.id))?.status).toBe('queued');
    expect(await w.store.get(twice.id)).toMatchObject({ status: 'failed', failure: 'internal' });
  });

  it('a switched-off tool is refused at enqueue and fails if it was already queued', async () => {
    const w = world();
    await w.jobs.start();
    const { id } = await w.enqueue();
    w.flagStore.flags = { tools: { 'link-echo': false }, categories: {} };
    await expect(w.enqueue()).rejects.toMatchObject({ code: 'tool_disabled' });
    await w.queue.runNext();
    expect(await w.store.get(id)).toMatchObject({ status: 'failed', failure: 'disabled' });
  });
});
